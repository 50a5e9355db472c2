// GET/PUT /api/v1/clube/perfil, POST /api/v1/clube/cliente/renovar-qr, and who may call the club
// routes at all.
import { describe, expect, it } from 'vitest';
import { pool, prisma } from '@/lib/db';
import { chamar, envelopeDeErro } from '@/lib/testing/api';
import { cpfAleatorio, criarUsuario } from '@/lib/testing/cenario';
import { clienteComVenda, entrarNoClube } from '@/lib/testing/clube';
import { isoUtc } from '@/lib/datas';
import { esperarRecusa, esperarSucesso } from '@/lib/testing/esperar';

const perfil = (token: string) => chamar('GET', '/api/v1/clube/perfil', { token });
const atualizar = (token: string, corpo: unknown) => chamar('PUT', '/api/v1/clube/perfil', { token, corpo });

describe('GET /api/v1/clube/perfil', () => {
  it("answers the customer's profile with UTC date-times", async () => {
    const c = await clienteComVenda({ email: 'Ana.Perfil@Example.com', telefone: '(11) 98888-7777' });
    const { token } = await entrarNoClube(c.cpf, c.clienteId);
    const r = await perfil(token);
    expect(r.status).toBe(200);
    const cli = await prisma.cliente.findUniqueOrThrow({ where: { id: c.clienteId } });
    expect(r.corpo).toEqual({
      sucesso: true,
      dados: {
        clienteId: c.clienteId,
        nome: 'Ana Souza',
        email: 'ana.perfil@example.com',
        telefone: '11988887777',
        dataUltimoLogin: isoUtc(cli.dataUltimoLogin!),
        dataCriacao: isoUtc(cli.criadoEm),
      },
      mensagem: null,
      erros: [],
    });
    expect(r.corpo.dados.dataUltimoLogin).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });
});

describe('PUT /api/v1/clube/perfil', () => {
  it('changes only what is sent; the e-mail is stored in lower case and the next PIN goes there', async () => {
    const c = await clienteComVenda({ email: 'antigo@example.com', telefone: '11988887777' });
    const { token } = await entrarNoClube(c.cpf, c.clienteId);
    await pool.query(`UPDATE cliente SET whatsapp_jid = '5511988887777@s.whatsapp.net', whatsapp_verificado_em = now() WHERE id = $1`, [
      c.clienteId,
    ]);
    const r = await atualizar(token, { email: '  Novo.Email@Example.COM ' });
    expect(r.status).toBe(200);
    expect(r.corpo).toEqual({ sucesso: true, dados: null, mensagem: 'Perfil atualizado com sucesso.', erros: [] });
    const cli = await prisma.cliente.findUniqueOrThrow({ where: { id: c.clienteId } });
    expect([cli.email, cli.telefone, cli.whatsappJid]).toEqual(['novo.email@example.com', '11988887777', '5511988887777@s.whatsapp.net']);
    const { destino } = await entrarNoClube(c.cpf, c.clienteId);
    expect(destino).toBe('novo.email@example.com');
  });

  it('a new phone (masks accepted, digits stored) loses the WhatsApp verification; the same phone keeps it', async () => {
    const c = await clienteComVenda();
    const { token } = await entrarNoClube(c.cpf, c.clienteId);
    const verificar = () =>
      pool.query(`UPDATE cliente SET whatsapp_jid = 'jid@s.whatsapp.net', whatsapp_verificado_em = now() WHERE id = $1`, [c.clienteId]);
    await verificar();
    expect((await atualizar(token, { telefone: '(11) 98888-7777' })).status).toBe(200); // the same number
    let cli = await prisma.cliente.findUniqueOrThrow({ where: { id: c.clienteId } });
    expect([cli.telefone, cli.whatsappJid]).toEqual(['11988887777', 'jid@s.whatsapp.net']);
    expect(cli.whatsappVerificadoEm).not.toBeNull();

    expect((await atualizar(token, { telefone: '+55 (21) 99876-5432' })).status).toBe(200);
    cli = await prisma.cliente.findUniqueOrThrow({ where: { id: c.clienteId } });
    expect([cli.telefone, cli.whatsappJid, cli.whatsappVerificadoEm, cli.email]).toEqual(['5521998765432', null, null, 'ana@example.com']);
    expect((await perfil(token)).corpo.dados.telefone).toBe('5521998765432');
  });

  it('an empty string clears a contact, but one contact must remain (422)', async () => {
    const c = await clienteComVenda();
    const { token } = await entrarNoClube(c.cpf, c.clienteId);
    const r = await atualizar(token, { email: '' });
    expect(r.status).toBe(200);
    expect((await perfil(token)).corpo.dados).toMatchObject({ email: null, telefone: '11988887777' });
    const nenhum = await atualizar(token, { telefone: '' });
    expect(nenhum.status).toBe(422);
    expect(nenhum.corpo.erros).toEqual([
      'Mantenha ao menos um contato (e-mail ou telefone): é por ele que o clube envia o seu código de acesso.',
    ]);
    const ambos = await atualizar(token, { email: '', telefone: '' });
    expect(ambos.status).toBe(422);
    expect((await prisma.cliente.findUniqueOrThrow({ where: { id: c.clienteId } })).telefone).toBe('11988887777');
  });

  it('400 when nothing to change; name, CPF, QR token and other fields are ignored', async () => {
    const c = await clienteComVenda();
    const { token } = await entrarNoClube(c.cpf, c.clienteId);
    const antes = await prisma.cliente.findUniqueOrThrow({ where: { id: c.clienteId } });
    for (const corpo of [
      {},
      { email: null, telefone: null },
      {
        nome: 'Outra Pessoa',
        cpf: cpfAleatorio(),
        qrToken: '9c0d1e2f-3a4b-4c5d-9e6f-7a8b9c0d1e2f',
        senhaHash: 'x',
        anonimizadoEm: '2026-01-01T00:00:00Z',
      },
    ]) {
      const r = await atualizar(token, corpo);
      expect(r.status, JSON.stringify(corpo)).toBe(400);
      expect(r.corpo).toEqual(envelopeDeErro('Informe ao menos um campo: email ou telefone.'));
    }
    // Sent alongside a real change, they still change nothing.
    expect(
      (await atualizar(token, { EMAIL: 'ana2@example.com', nome: 'Outra Pessoa', cpf: cpfAleatorio(), versaoSessao: 99 })).status,
    ).toBe(200);
    const depois = await prisma.cliente.findUniqueOrThrow({ where: { id: c.clienteId } });
    expect(depois).toEqual({ ...antes, email: 'ana2@example.com', atualizadoEm: expect.any(Date) });
    const semCorpo = await chamar('PUT', '/api/v1/clube/perfil', { token });
    esperarRecusa(semCorpo, 400, 'O corpo da requisição é obrigatório.');
  });

  it('validates like POST /api/v1/cliente (400)', async () => {
    const c = await clienteComVenda();
    const { token } = await entrarNoClube(c.cpf, c.clienteId);
    for (const [corpo, msg] of [
      [{ email: 'nao-e-email' }, 'O campo Email não é um endereço de e-mail válido.'],
      [{ email: `${'a'.repeat(140)}@example.com` }, 'O campo Email deve ter no máximo 150 caracteres.'],
      [{ email: 42 }, 'O campo Email está em formato inválido.'],
      [{ telefone: 'abc' }, 'O campo Telefone está em formato inválido.'],
      [{ telefone: '123' }, 'O campo Telefone está em formato inválido.'],
      [{ telefone: '+55  (11) 9 8888-7777' }, 'O campo Telefone deve ter no máximo 20 caracteres.'],
    ] as const) {
      const r = await atualizar(token, corpo);
      expect(r.status, JSON.stringify(corpo)).toBe(400);
      expect(r.corpo.erros).toEqual([msg]);
    }
    const doisErros = await atualizar(token, { email: 'x', telefone: 'y' });
    expect(doisErros.corpo.erros).toEqual([
      'O campo Email não é um endereço de e-mail válido.',
      'O campo Telefone está em formato inválido.',
    ]);
    expect((await prisma.cliente.findUniqueOrThrow({ where: { id: c.clienteId } })).email).toBe('ana@example.com');
  });
});

describe('POST /api/v1/clube/cliente/renovar-qr', () => {
  it('issues a new QR token; the old one stops working at once on the PDV and at the counter', async () => {
    const c = await clienteComVenda();
    const { token, qrToken: antigo } = await entrarNoClube(c.cpf, c.clienteId);
    const operador = await criarUsuario(c.tenantId, 'Operador');
    const buscar = (qr: string) => chamar('GET', '/api/v1/cliente/buscar', { chave: c.chave, query: { qr } });
    const identificar = (qr: string) => chamar('GET', '/api/v1/admin/cliente/identificar', { token: operador.token, query: { qr } });
    expect((await buscar(antigo)).status).toBe(200);
    expect((await identificar(antigo)).status).toBe(200);

    const antes = Date.now();
    const r = await chamar('POST', '/api/v1/clube/cliente/renovar-qr', { token });
    esperarSucesso(r, 200, 'QR Code renovado. O anterior deixou de valer.');
    expect(r.corpo.dados).toEqual({
      qrToken: expect.stringMatching(/^[0-9a-f-]{36}$/),
      dataGerada: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
    });
    const { qrToken: novo, dataGerada } = r.corpo.dados;
    expect(novo).not.toBe(antigo);
    expect(Date.parse(dataGerada)).toBeGreaterThanOrEqual(Math.floor(antes / 1000) * 1000);
    const cli = await prisma.cliente.findUniqueOrThrow({ where: { id: c.clienteId } });
    expect([cli.qrToken, isoUtc(cli.qrGeradoEm)]).toEqual([novo, dataGerada]);

    for (const resposta of [await buscar(antigo), await identificar(antigo)]) {
      esperarRecusa(resposta, 404, 'Cliente não encontrado.');
    }
    expect((await buscar(novo)).corpo.dados.cpf).toBeDefined();
    expect((await identificar(novo)).corpo.dados.clienteId).toBe(c.clienteId);
    // The session goes on; the login answer now carries the new token.
    expect((await chamar('POST', '/api/v1/clube/auth/renovar', { token })).corpo.dados.qrToken).toBe(novo);
  });
});

describe('who may call the club routes', () => {
  const rotasDoClube: [string, string, unknown?][] = [
    ['GET', '/api/v1/clube/perfil'],
    ['PUT', '/api/v1/clube/perfil', { email: 'x@example.com' }],
    ['GET', '/api/v1/clube/saldo'],
    ['GET', '/api/v1/clube/historico'],
    ['POST', '/api/v1/clube/cliente/renovar-qr'],
    ['GET', '/api/v1/clube/lgpd/exportar'],
    ['POST', '/api/v1/clube/lgpd/excluir', { confirmacao: 'EXCLUIR' }],
  ];

  it('admin tokens, API keys, no token or a forged token get 401 on every club route, and nothing changes', async () => {
    const c = await clienteComVenda();
    const admin = await criarUsuario(c.tenantId, 'AdminTenant');
    const superAdmin = await criarUsuario(null, 'SuperAdmin');
    const antes = await prisma.cliente.findUniqueOrThrow({ where: { id: c.clienteId } });
    for (const [metodo, caminho, corpo] of rotasDoClube) {
      for (const o of [
        {},
        { chave: c.chave },
        { token: admin.token },
        { token: superAdmin.token },
        { token: 'eyJhbGciOiJIUzI1NiJ9.e30.x' },
      ]) {
        const r = await chamar(metodo, caminho, { ...o, corpo });
        expect(r.status, `${metodo} ${caminho} ${JSON.stringify(o)}`).toBe(401);
        expect(r.corpo).toEqual(envelopeDeErro('Não autorizado.'));
      }
    }
    expect(await prisma.cliente.findUniqueOrThrow({ where: { id: c.clienteId } })).toEqual(antes);
  });

  it('club tokens get 401 on admin and PDV routes', async () => {
    const c = await clienteComVenda();
    const { token, qrToken } = await entrarNoClube(c.cpf, c.clienteId);
    for (const [metodo, caminho, query] of [
      ['GET', '/api/v1/admin/ClienteAdmin', {}],
      ['GET', `/api/v1/admin/ClienteAdmin/${c.clienteId}/lgpd/exportar`, {}],
      ['GET', '/api/v1/admin/cliente/identificar', { qr: qrToken }],
      ['GET', '/api/v1/cliente/buscar', { qr: qrToken }],
      ['GET', '/api/v1/resgate/saldo', { cnpjLoja: c.loja.cnpj, cpfCliente: c.cpf }],
    ] as const) {
      const r = await chamar(metodo, caminho, { token, query });
      expect(r.status, caminho).toBe(401);
      expect(r.corpo.erros).toEqual(['Não autorizado.']);
    }
  });
});
