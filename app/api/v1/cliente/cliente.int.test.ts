import { describe, expect, it } from 'vitest';
import { prisma } from '@/lib/db';
import { chamar } from '@/lib/testing/api';
import { cenarioPadrao, cpfAleatorio, criarTenant } from '@/lib/testing/cenario';
import { formatarCpf } from '@/lib/documentos/cpf';
import { esperarRecusa, esperarSucesso } from '@/lib/testing/esperar';

const corpoValido = (cpf: string) => ({
  cpf: formatarCpf(cpf),
  nome: 'Beatriz Souza',
  email: 'Beatriz@Example.com',
  telefone: '(11) 91234-5678',
  dataNascimento: '1990-05-17',
  aceiteLgpd: true,
});

describe('POST /api/v1/cliente', () => {
  it('registers (201) and answers an existing CPF with its data unchanged (200, jaExistia)', async () => {
    const { chave, tenantId } = await criarTenant();
    const cpf = cpfAleatorio();
    const r1 = await chamar('POST', '/api/v1/cliente', { chave, corpo: corpoValido(cpf) });
    esperarSucesso(r1, 201, 'Cliente cadastrado com sucesso.');
    expect(r1.corpo.dados).toEqual({
      clienteId: expect.any(String),
      cpf,
      nome: 'Beatriz Souza',
      email: 'beatriz@example.com',
      telefone: '11912345678',
      jaExistia: false,
    });
    const r2 = await chamar('POST', '/api/v1/cliente', { chave, corpo: { ...corpoValido(cpf), nome: 'Outro Nome', email: '' } });
    esperarSucesso(r2, 200, 'Cliente já cadastrado.');
    expect(r2.corpo.dados).toEqual({ ...r1.corpo.dados, jaExistia: true });
    const consentimentos = await prisma.consentimentoLgpd.findMany({ where: { clienteId: r1.corpo.dados.clienteId } });
    expect(consentimentos.map((x) => [x.canal, x.aceito, x.tenantId])).toEqual([
      ['PDV', true, tenantId],
      ['PDV', true, tenantId],
    ]);
    expect(await prisma.clienteTenant.count({ where: { tenantId, clienteId: r1.corpo.dados.clienteId } })).toBe(1);
  });

  it('accepts empty e-mail and phone', async () => {
    const { chave } = await criarTenant();
    const cpf = cpfAleatorio();
    const r = await chamar('POST', '/api/v1/cliente', { chave, corpo: { ...corpoValido(cpf), email: '', telefone: '' } });
    expect(r.status).toBe(201);
    expect([r.corpo.dados.email, r.corpo.dados.telefone]).toEqual(['', '']);
  });

  it('registers once when the same CPF arrives 10 times at once', async () => {
    const { chave } = await criarTenant();
    const cpf = cpfAleatorio();
    const rs = await Promise.all(Array.from({ length: 10 }, () => chamar('POST', '/api/v1/cliente', { chave, corpo: corpoValido(cpf) })));
    expect(rs.filter((r) => r.status === 201)).toHaveLength(1);
    expect(rs.filter((r) => r.status === 200)).toHaveLength(9);
    expect(await prisma.cliente.count({ where: { cpf } })).toBe(1);
  });

  it.each([
    [{ aceiteLgpd: false }, 422, 'Aceite de LGPD é obrigatório para cadastro.'],
    [{ cpf: '123.456.789-00' }, 422, 'CPF inválido. Informe 11 dígitos.'],
    [{ cpf: '1234567890' }, 422, 'CPF inválido. Informe 11 dígitos.'],
    [{ cpf: '123456789012345' }, 422, 'CPF inválido. Informe 11 dígitos.'],
    [{ nome: '' }, 400, 'O campo Nome é obrigatório.'],
    [{ nome: undefined }, 400, 'O campo Nome é obrigatório.'],
    [{ nome: 'A' }, 400, 'O campo Nome é obrigatório.'],
    [{ nome: 'x'.repeat(151) }, 400, 'O campo Nome é obrigatório.'],
    [{ email: null }, 400, 'O campo Email é obrigatório.'],
    [{ email: 'sem-arroba' }, 400, 'O campo Email não é um endereço de e-mail válido.'],
    [{ email: `${'a'.repeat(140)}@example.com` }, 400, 'O campo Email deve ter no máximo 150 caracteres.'],
    [{ telefone: null }, 400, 'O campo Telefone é obrigatório.'],
    [{ telefone: '1'.repeat(21) }, 400, 'O campo Telefone deve ter no máximo 20 caracteres.'],
    [{ dataNascimento: '17/05/1990' }, 400, 'O campo DataNascimento deve estar no formato AAAA-MM-DD.'],
    [{ aceiteLgpd: undefined }, 400, 'O campo AceiteLgpd é obrigatório.'],
    [{ cpf: undefined }, 400, 'O campo Cpf é obrigatório.'],
  ])('rejects %j', async (mudanca, status, msg) => {
    const { chave } = await criarTenant();
    const cpf = cpfAleatorio();
    const r = await chamar('POST', '/api/v1/cliente', { chave, corpo: { ...corpoValido(cpf), ...mudanca } });
    expect(r.status).toBe(status);
    expect(r.corpo.erros).toContain(msg);
    expect(await prisma.cliente.count({ where: { cpf } })).toBe(0);
  });
});

describe('GET /api/v1/cliente/buscar', () => {
  it('finds any customer of the platform by CPF or QR token, without balances', async () => {
    const a = await cenarioPadrao();
    const b = await criarTenant();
    const cpf = cpfAleatorio();
    const cad = await chamar('POST', '/api/v1/cliente', { chave: a.chave, corpo: corpoValido(cpf) });
    const porCpf = await chamar('GET', '/api/v1/cliente/buscar', { chave: b.chave, query: { cpf } });
    expect(porCpf.status).toBe(200);
    expect(porCpf.corpo.dados).toEqual({
      cpf: formatarCpf(cpf),
      nome: 'Beatriz Souza',
      email: 'beatriz@example.com',
      telefone: '11912345678',
      dataNascimento: '1990-05-17',
      whatsappJid: null,
      cadastradoEm: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
    });
    const cli = await prisma.cliente.findUniqueOrThrow({ where: { id: cad.corpo.dados.clienteId } });
    const porQr = await chamar('GET', '/api/v1/cliente/buscar', { chave: b.chave, query: { qr: cli.qrToken.toUpperCase() } });
    expect(porQr.status).toBe(200);
    expect(porQr.corpo.dados).toEqual(porCpf.corpo.dados);
  });

  it.each([
    [{}, 422, 'Informe exatamente um dos parâmetros: cpf ou qr.'],
    [{ cpf: '52998224725', qr: '6f1c2a1e-8b7a-4c55-9d3e-2a1b3c4d5e6f' }, 422, 'Informe exatamente um dos parâmetros: cpf ou qr.'],
    [{ cpf: '529.982.247-24' }, 422, 'CPF inválido. Informe 11 dígitos.'],
    [{ qr: '52998224725' }, 422, 'O parâmetro qr deve ser o token UUID do QR do cliente (para buscar por CPF use o parâmetro cpf).'],
    [{ qr: '6f1c2a1e-8b7a-4c55-9d3e-2a1b3c4d5e6f' }, 404, 'Cliente não encontrado.'],
  ])('answers %j with %i', async (query, status, msg) => {
    const { chave } = await criarTenant();
    const r = await chamar('GET', '/api/v1/cliente/buscar', { chave, query });
    esperarRecusa(r, status, msg);
  });

  it('answers 404 for a valid CPF nobody registered, 401 without a key', async () => {
    const { chave } = await criarTenant();
    expect((await chamar('GET', '/api/v1/cliente/buscar', { chave, query: { cpf: cpfAleatorio() } })).status).toBe(404);
    expect((await chamar('GET', '/api/v1/cliente/buscar', { query: { cpf: cpfAleatorio() } })).status).toBe(401);
  });
});
