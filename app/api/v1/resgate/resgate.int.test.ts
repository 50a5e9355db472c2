import { describe, expect, it } from 'vitest';
import { prisma } from '@/lib/db';
import { chamar } from '@/lib/testing/api';
import { cenarioPadrao, cpfAleatorio } from '@/lib/testing/cenario';
import { venderPara } from '@/lib/testing/cenario-clientes';
import { esperarRecusa, esperarSucesso } from '@/lib/testing/esperar';

type Cenario = Awaited<ReturnType<typeof cenarioPadrao>>;

function resgatar(c: Cenario, corpo: Record<string, unknown>) {
  return chamar('POST', '/api/v1/resgate', { chave: c.chave, corpo: { cnpjLoja: c.loja.cnpj, ...corpo } });
}

describe('GET /api/v1/resgate/saldo', () => {
  it('returns balances and active lots', async () => {
    const c = await cenarioPadrao({ cashback: { validadeDias: 30 } });
    const cpf = cpfAleatorio();
    const v = await venderPara(c, cpf, 100, { cliente: { nome: 'Carla' } });
    const r = await chamar('GET', '/api/v1/resgate/saldo', { chave: c.chave, query: { cnpjLoja: c.loja.cnpj, cpfCliente: cpf } });
    expect(r.status).toBe(200);
    expect(r.corpo.dados).toMatchObject({
      clienteId: v.clienteId,
      clienteNome: 'Carla',
      saldoPontos: 100,
      saldoCashback: 10,
      saldoPendente: 0,
    });
    expect(r.corpo.dados.lotesAtivos).toEqual([
      {
        id: expect.any(String),
        tipoBeneficio: 'Cashback',
        valorOriginal: 10,
        valorDisponivel: 10,
        status: 'Disponivel',
        dataLiberacao: null,
        dataExpiracao: v.beneficiosAplicados[0].dataExpiracao,
      },
      expect.objectContaining({
        tipoBeneficio: 'Pontos',
        valorOriginal: 100,
        valorDisponivel: 100,
        status: 'Disponivel',
        dataExpiracao: null,
      }),
    ]);
  });

  it('answers 400 for missing parameters, 404 for a customer unknown to the tenant', async () => {
    const a = await cenarioPadrao();
    const b = await cenarioPadrao();
    const cpf = cpfAleatorio();
    await venderPara(b, cpf, 10);
    const faltando = await chamar('GET', '/api/v1/resgate/saldo', { chave: a.chave, query: { cnpjLoja: a.loja.cnpj } });
    esperarRecusa(faltando, 400, 'O campo CpfCliente é obrigatório.');
    const r = await chamar('GET', '/api/v1/resgate/saldo', { chave: a.chave, query: { cnpjLoja: a.loja.cnpj, cpfCliente: cpf } });
    esperarRecusa(r, 404, 'Cliente não encontrado.');
  });

  it('binds query keys case-insensitively', async () => {
    const c = await cenarioPadrao();
    const cpf = cpfAleatorio();
    await venderPara(c, cpf, 10);
    const r = await chamar('GET', '/api/v1/resgate/saldo', { chave: c.chave, query: { CNPJLOJA: c.loja.cnpj, CpfCliente: cpf } });
    expect(r.status).toBe(200);
  });
});

describe('POST /api/v1/resgate: cashback', () => {
  it('debits at once, consuming lots oldest first, partial and then everything (null)', async () => {
    const c = await cenarioPadrao({ pontos: null });
    const cpf = cpfAleatorio();
    await venderPara(c, cpf, 100); // lot 10.00
    await venderPara(c, cpf, 200); // lot 20.00
    const r = await resgatar(c, { cpfCliente: cpf, tipoBeneficio: 'Cashback', valorResgate: 15.5 });
    esperarSucesso(r, 200, 'Resgate registrado com sucesso.');
    expect(r.corpo.dados).toMatchObject({
      tipoBeneficio: 'Cashback',
      cashbackResgatado: 15.5,
      pontosResgatados: 0,
      saldoAtual: { saldoPontos: 0, saldoCashback: 14.5, saldoPendente: 0 },
    });
    const lotes = await prisma.lote.findMany({ where: { tenantId: c.tenantId }, orderBy: { criadoEm: 'asc' } });
    expect(lotes.map((l) => [l.valorDisponivel.toFixed(2), l.status])).toEqual([
      ['0.00', 'Resgatado'],
      ['14.50', 'Disponivel'],
    ]);
    const tudo = await resgatar(c, { cpfCliente: cpf, tipoBeneficio: 'Cashback', valorResgate: null });
    expect(tudo.status).toBe(200);
    expect(tudo.corpo.dados.cashbackResgatado).toBe(14.5);
    expect(tudo.corpo.dados.saldoAtual.saldoCashback).toBe(0);
    const mov = await prisma.movimentacao.findUniqueOrThrow({ where: { id: tudo.corpo.dados.movimentacaoId } });
    expect([mov.tipo, mov.valor.toFixed(2)]).toEqual(['ResgateCashback', '14.50']);
  });

  it('refuses more than the balance, pending cashback and amounts under the minimum; changes nothing', async () => {
    const c = await cenarioPadrao({ cashback: { resgateMinimo: '5.00' }, pontos: null });
    const cpf = cpfAleatorio();
    await venderPara(c, cpf, 100); // 10.00 available
    const casos: [Record<string, unknown>, string][] = [
      [{ valorResgate: 10.01 }, 'Saldo insuficiente para resgate.'],
      [{ valorResgate: 4.99 }, 'Cashback mínimo não atingido.'],
    ];
    for (const [corpo, msg] of casos) {
      const r = await resgatar(c, { cpfCliente: cpf, tipoBeneficio: 'Cashback', ...corpo });
      esperarRecusa(r, 422, msg);
    }
    expect(await prisma.resgate.count({ where: { tenantId: c.tenantId } })).toBe(0);

    const d = await cenarioPadrao({ cashback: { modoCashback: 'Diferido', diasLiberacao: 10 }, pontos: null });
    const cpf2 = cpfAleatorio();
    await venderPara(d, cpf2, 100); // 10.00 pending
    const r = await resgatar(d, { cpfCliente: cpf2, tipoBeneficio: 'Cashback', valorResgate: 1 });
    esperarRecusa(r, 422, 'Saldo insuficiente para resgate.');
  });

  it('ignores descricaoTroca for cashback', async () => {
    const c = await cenarioPadrao({ pontos: null });
    const cpf = cpfAleatorio();
    await venderPara(c, cpf, 100);
    const r = await resgatar(c, { cpfCliente: cpf, tipoBeneficio: 'Cashback', valorResgate: 1, descricaoTroca: 'Caneca' });
    expect(r.status).toBe(200);
    const res = await prisma.resgate.findFirstOrThrow({ where: { tenantId: c.tenantId } });
    expect(res.descricaoTroca).toBeNull();
  });
});

describe('POST /api/v1/resgate: points', () => {
  it('exchanges points with descricaoTroca, respecting the minimum', async () => {
    const c = await cenarioPadrao({ cashback: null, pontos: { pontosMinimosParaResgate: 50 } });
    const cpf = cpfAleatorio();
    await venderPara(c, cpf, 120);
    const pouco = await resgatar(c, { cpfCliente: cpf, tipoBeneficio: 'Pontos', pontosResgate: 49 });
    esperarRecusa(pouco, 422, 'Quantidade mínima de pontos para resgate não atingida.');
    const r = await resgatar(c, { cpfCliente: cpf, tipoBeneficio: 'Pontos', pontosResgate: 100, descricaoTroca: 'Garrafa térmica' });
    expect(r.status).toBe(200);
    expect(r.corpo.dados).toMatchObject({ pontosResgatados: 100, cashbackResgatado: 0, saldoAtual: { saldoPontos: 20 } });
    const mov = await prisma.movimentacao.findUniqueOrThrow({ where: { id: r.corpo.dados.movimentacaoId } });
    expect([mov.tipo, mov.descricao]).toEqual(['ResgatePontos', 'Garrafa térmica']);
  });

  it('refuses a partial exchange when the campaign does not allow it', async () => {
    const c = await cenarioPadrao({ pontos: { permiteUsoParcialDePontos: false } });
    const cpf = cpfAleatorio();
    await venderPara(c, cpf, 120);
    const r = await resgatar(c, { cpfCliente: cpf, tipoBeneficio: 'Pontos', pontosResgate: 100 });
    esperarRecusa(r, 422, 'Esta campanha não permite resgate parcial de pontos: resgate todo o saldo de pontos.');
    const tudo = await resgatar(c, { cpfCliente: cpf, tipoBeneficio: 'Pontos', pontosResgate: null });
    expect(tudo.status).toBe(200);
    expect(tudo.corpo.dados.pontosResgatados).toBe(120);
  });
});

describe('POST /api/v1/resgate: input and idempotency', () => {
  it.each([
    [{ tipoBeneficio: undefined }, 400, 'O campo TipoBeneficio é obrigatório.'],
    [{ tipoBeneficio: 'Dinheiro' }, 400, 'O campo TipoBeneficio deve ser Cashback ou Pontos.'],
    [{ valorResgate: -1 }, 400, 'O campo ValorResgate deve ser maior que zero.'],
    [{ tipoBeneficio: 'Pontos', pontosResgate: 1.5 }, 400, 'O campo PontosResgate deve ser um número inteiro maior que zero.'],
    [{ descricaoTroca: 'x'.repeat(201) }, 400, 'O campo DescricaoTroca deve ter no máximo 200 caracteres.'],
    [{ cpfCliente: '000.000.000-00' }, 400, 'CPF informado é inválido.'],
  ])('rejects %j', async (mudanca, status, msg) => {
    const c = await cenarioPadrao();
    const r = await resgatar(c, { cpfCliente: cpfAleatorio(), tipoBeneficio: 'Cashback', valorResgate: 1, ...mudanca });
    expect(r.status).toBe(status);
    expect(r.corpo.erros).toContain(msg);
  });

  it('answers 404 for an unknown customer', async () => {
    const c = await cenarioPadrao();
    const r = await resgatar(c, { cpfCliente: cpfAleatorio(), tipoBeneficio: 'Cashback', valorResgate: 1 });
    esperarRecusa(r, 404, 'Cliente não encontrado.');
  });

  it('replays a retransmitted redemption and refuses the same document with other content', async () => {
    const c = await cenarioPadrao({ pontos: null });
    const cpf = cpfAleatorio();
    await venderPara(c, cpf, 100);
    const corpo = { cpfCliente: cpf, tipoBeneficio: 'Cashback', valorResgate: 3, documentoExterno: 'R-1' };
    const r1 = await resgatar(c, corpo);
    const r2 = await resgatar(c, corpo);
    expect(r2.status).toBe(200);
    expect(r2.corpo.dados).toEqual(r1.corpo.dados);
    // The same JSON text, key order included.
    expect(JSON.stringify(r2.corpo.dados)).toBe(JSON.stringify(r1.corpo.dados));
    expect(r2.corpo.mensagem).toBe('Resgate já registrado com este documentoExterno; nenhum débito novo foi feito.');
    const r3 = await resgatar(c, { ...corpo, valorResgate: 4 });
    expect(r3.status).toBe(422);
    expect(await prisma.resgate.count({ where: { tenantId: c.tenantId } })).toBe(1);
    const saldo = await chamar('GET', '/api/v1/resgate/saldo', { chave: c.chave, query: { cnpjLoja: c.loja.cnpj, cpfCliente: cpf } });
    expect(saldo.corpo.dados.saldoCashback).toBe(7);
  });
});

describe('POST /api/v1/resgate: concurrency', () => {
  it('50 simultaneous redemptions never overdraw nor double-spend', async () => {
    const c = await cenarioPadrao({ pontos: null });
    const cpf = cpfAleatorio();
    for (const v of [300, 400, 300]) await venderPara(c, cpf, v); // lots 30 + 40 + 30 = R$ 100,00
    const rs = await Promise.all(
      Array.from({ length: 50 }, () => resgatar(c, { cpfCliente: cpf, tipoBeneficio: 'Cashback', valorResgate: 3 })),
    );
    const ok = rs.filter((r) => r.status === 200);
    const recusados = rs.filter((r) => r.status === 422);
    expect(ok).toHaveLength(33);
    expect(recusados).toHaveLength(17);
    for (const r of recusados) expect(r.corpo.erros).toEqual(['Saldo insuficiente para resgate.']);
    const lotes = await prisma.lote.findMany({ where: { tenantId: c.tenantId } });
    const restante = lotes.reduce((s, l) => s + Number(l.valorDisponivel.toFixed(2)) * 100, 0);
    expect(restante).toBe(100);
    const consumido = await prisma.consumoLote.aggregate({ where: { loteId: { in: lotes.map((l) => l.id) } }, _sum: { valor: true } });
    expect(consumido._sum.valor?.toFixed(2)).toBe('99.00');
    const saldo = await chamar('GET', '/api/v1/resgate/saldo', { chave: c.chave, query: { cnpjLoja: c.loja.cnpj, cpfCliente: cpf } });
    expect(saldo.corpo.dados.saldoCashback).toBe(1);
  });
});
