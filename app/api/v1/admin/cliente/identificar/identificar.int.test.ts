import { describe, expect, it } from 'vitest';
import { prisma } from '@/lib/db';
import { chamar } from '@/lib/testing/api';
import { cpfAleatorio, criarUsuario } from '@/lib/testing/cenario';
import { criarPrograma, saldoNoPdv, textosDoJson, venderPara } from '@/lib/testing/cenario-clientes';
import { formatarCpf, mascararCpf } from '@/lib/documentos/cpf';
import { esperarRecusa } from '@/lib/testing/esperar';

const CAMINHO = '/api/v1/admin/cliente/identificar';
const QR_INVALIDO = 'O parâmetro qr deve ser o token UUID do QR do cliente (só o UUID, sem URL nem prefixo).';

/** A customer of the programme with two sales (cashback and points lots) and its QR token. */
async function clienteComQr() {
  const p = await criarPrograma();
  const cpf = cpfAleatorio();
  const { clienteId } = await venderPara(p, cpf, 80, {
    cliente: { nome: 'Rita Moura', email: 'rita@example.com', telefone: '11955554444' },
  });
  await venderPara(p, cpf, 19.99);
  const { qrToken } = await prisma.cliente.findUniqueOrThrow({ where: { id: clienteId } });
  return { ...p, cpf, clienteId: clienteId as string, qr: qrToken };
}

/** The spec: "The customer's CPF is not returned" — in no form, in no field. */
function semNenhumCpf(texto: string, corpo: unknown, cpf: string) {
  expect(texto).not.toContain(cpf);
  expect(texto).not.toContain(formatarCpf(cpf));
  expect(texto).not.toContain(mascararCpf(cpf));
  expect(texto.toLowerCase()).not.toContain('cpf');
  expect(textosDoJson(corpo).filter(([, s]) => /^\d{11}$/.test(s.replace(/[.\-\s]/g, '')))).toEqual([]);
}

describe('GET /api/v1/admin/cliente/identificar', () => {
  it('identifies the customer by QR for the operator: balances and active lots of the programme, never the CPF', async () => {
    const c = await clienteComQr();
    const r = await chamar('GET', CAMINHO, { token: c.operador.token, query: { qr: c.qr } });
    expect(r.status).toBe(200);
    const pdv = (await saldoNoPdv(c, c.cpf)).corpo.dados;
    expect(r.corpo.dados).toEqual(pdv);
    expect(Object.keys(r.corpo.dados).sort()).toEqual([
      'clienteId',
      'clienteNome',
      'lotesAtivos',
      'saldoCashback',
      'saldoPendente',
      'saldoPontos',
    ]);
    expect(r.corpo.dados).toMatchObject({
      clienteId: c.clienteId,
      clienteNome: 'Rita Moura',
      saldoCashback: 10,
      saldoPontos: 99,
      saldoPendente: 0,
    });
    expect(r.corpo.dados.lotesAtivos).toHaveLength(4);
    semNenhumCpf(r.texto, r.corpo, c.cpf);
    // Managers too, and the QR in upper case is the same token.
    const admin = await chamar('GET', CAMINHO, { token: c.admin.token, query: { qr: c.qr.toUpperCase() } });
    expect(admin.corpo.dados).toEqual(r.corpo.dados);
  });

  it('SuperAdmin names the programme whose balance it wants', async () => {
    const c = await clienteComQr();
    const sa = await criarUsuario(null, 'SuperAdmin');
    const sem = await chamar('GET', CAMINHO, { token: sa.token, query: { qr: c.qr } });
    esperarRecusa(sem, 400, 'O campo TenantId é obrigatório.');
    const com = await chamar('GET', CAMINHO, { token: sa.token, query: { qr: c.qr, tenantId: c.tenantId } });
    expect(com.status).toBe(200);
    expect(com.corpo.dados.saldoCashback).toBe(10);
  });

  it("answers the balance of the caller's programme only; a customer who is not a member is not found", async () => {
    const c = await clienteComQr();
    const b = await criarPrograma();
    const naoMembro = await chamar('GET', CAMINHO, { token: b.operador.token, query: { qr: c.qr } });
    esperarRecusa(naoMembro, 404, 'Cliente não encontrado.');
    await venderPara(b, c.cpf, 30);
    const emB = await chamar('GET', CAMINHO, { token: b.operador.token, query: { qr: c.qr } });
    expect(emB.status).toBe(200);
    expect(emB.corpo.dados).toMatchObject({ clienteId: c.clienteId, saldoCashback: 3, saldoPontos: 30 });
    expect(emB.corpo.dados.lotesAtivos).toHaveLength(2);
    // A's users cannot ask for B's balance by naming B.
    const alheio = await chamar('GET', CAMINHO, { token: c.operador.token, query: { qr: c.qr, tenantId: b.tenantId } });
    esperarRecusa(alheio, 403, 'Acesso negado.');
  });

  it('answers 422 for a customer deactivated in the programme', async () => {
    const c = await clienteComQr();
    await chamar('PATCH', `/api/v1/admin/ClienteAdmin/${c.clienteId}/status`, { token: c.admin.token, query: { ativo: false } });
    const r = await chamar('GET', CAMINHO, { token: c.operador.token, query: { qr: c.qr } });
    esperarRecusa(r, 422, 'Cliente inativo neste programa de fidelidade.');
  });

  it.each([
    [{}, 400, 'O campo Qr é obrigatório.'],
    [{ qr: '  ' }, 400, 'O campo Qr é obrigatório.'],
    [{ qr: '52998224725' }, 422, QR_INVALIDO],
    [{ qr: 'https://clube.example.com/qr/0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f' }, 422, QR_INVALIDO],
    [{ qr: '0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f' }, 404, 'Cliente não encontrado.'],
  ])('answers %j with %i', async (query, status, msg) => {
    const c = await clienteComQr();
    const r = await chamar('GET', CAMINHO, { token: c.operador.token, query });
    esperarRecusa(r, status, msg);
  });

  it('is usable only by authenticated panel users: 401 with an API key, without a token or with a bad one', async () => {
    const c = await clienteComQr();
    for (const auth of [{ chave: c.chave }, {}, { token: 'nao-e-um-token' }]) {
      const r = await chamar('GET', CAMINHO, { ...auth, query: { qr: c.qr } });
      esperarRecusa(r, 401, 'Não autorizado.');
    }
    // A deactivated operator's token dies with the user.
    await prisma.usuarioAdmin.update({ where: { id: c.operador.id }, data: { ativo: false } });
    expect((await chamar('GET', CAMINHO, { token: c.operador.token, query: { qr: c.qr } })).status).toBe(401);
  });
});
