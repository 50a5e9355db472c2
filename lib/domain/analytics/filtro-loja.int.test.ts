// The optional store filter of the analytics functions (used by the panel's dashboard,
// app/painel/(app)/page.tsx). A small ledger in two stores with known numbers: every metric that
// belongs to a store (its sales, their credits, the movements registered there) is split by
// store and adds up to the whole; what belongs to the membership (new customers, open balance)
// stays the tenant's; another tenant's store yields nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { chamar } from '@/lib/testing/api';
import { cpfAleatorio, criarCampanha, criarCampanhasDaRede, criarLoja, criarTenant } from '@/lib/testing/cenario';
import { obterResumo } from '@/lib/domain/analytics/resumo';
import { desempenhoCampanhas } from '@/lib/domain/analytics/campanhas';
import { historicoCreditos, historicoCreditosPorDatas } from '@/lib/domain/analytics/historico-creditos';
import { topClientes } from '@/lib/domain/analytics/top-clientes';
import { esperarRecusa } from '@/lib/testing/esperar';

type Cenario = Awaited<ReturnType<typeof montar>>;

/**
 * Tenant A: stores Norte and Sul; Cashback 10 % and Pontos 1/R$ in both; an inactive campaign
 * attached only to Norte and another only to Sul (listed with zeros only for their store).
 * X buys R$ 100 at Norte and R$ 40 at Sul; Y buys R$ 50 at Sul and R$ 20 at Norte (cancelled at
 * Norte); X redeems R$ 3,00 at Sul; Y redeems 20 points at Norte.
 * Tenant B: one store with a R$ 1.000 sale, never seen from A.
 */
async function montar() {
  const { tenantId, chave } = await criarTenant('Rede por loja');
  const norte = await criarLoja(tenantId, { nome: 'Loja Norte' });
  const sul = await criarLoja(tenantId, { nome: 'Loja Sul' });
  const { cashback, pontos } = await criarCampanhasDaRede(tenantId, [norte.id, sul.id]);
  const soNorte = await criarCampanha(tenantId, [norte.id], { tipo: 'Pontos', nome: 'Inativa Norte', status: 'Inativa' });
  const soSul = await criarCampanha(tenantId, [sul.id], { tipo: 'Pontos', nome: 'Inativa Sul', status: 'Inativa' });
  const x = cpfAleatorio();
  const y = cpfAleatorio();

  const venda = async (cnpjLoja: string, cpfCliente: string, valorVenda: number) => {
    const r = await chamar('POST', '/api/v1/venda', { chave, corpo: { cnpjLoja, cpfCliente, valorVenda } });
    expect(r.status, JSON.stringify(r.corpo)).toBe(200);
    return r.corpo.dados as { vendaId: string };
  };
  await venda(norte.cnpj, x, 100);
  await venda(sul.cnpj, x, 40);
  await venda(sul.cnpj, y, 50);
  const cancelada = await venda(norte.cnpj, y, 20);
  const c = await chamar('POST', '/api/v1/venda/cancelar', {
    chave,
    corpo: { cnpjLoja: norte.cnpj, vendaId: cancelada.vendaId, motivo: 'Devolução' },
  });
  expect(c.status, JSON.stringify(c.corpo)).toBe(200);
  const r1 = await chamar('POST', '/api/v1/resgate', {
    chave,
    corpo: { cnpjLoja: sul.cnpj, cpfCliente: x, tipoBeneficio: 'Cashback', valorResgate: 3 },
  });
  expect(r1.status, JSON.stringify(r1.corpo)).toBe(200);
  const r2 = await chamar('POST', '/api/v1/resgate', {
    chave,
    corpo: { cnpjLoja: norte.cnpj, cpfCliente: y, tipoBeneficio: 'Pontos', pontosResgate: 20 },
  });
  expect(r2.status, JSON.stringify(r2.corpo)).toBe(200);

  const b = await criarTenant('Outra rede');
  const lojaB = await criarLoja(b.tenantId, { nome: 'Loja B' });
  await criarCampanha(b.tenantId, [lojaB.id], { tipo: 'Cashback', percentualCashback: '20' });
  const vb = await chamar('POST', '/api/v1/venda', { chave: b.chave, corpo: { cnpjLoja: lojaB.cnpj, cpfCliente: x, valorVenda: 1000 } });
  expect(vb.status).toBe(200);

  return { tenantId, norte, sul, cashback, pontos, soNorte, soSul, x, y, lojaB };
}

let s: Cenario;
beforeAll(async () => {
  s = await montar();
});

// Open balance now, the whole membership's whatever the store: X 10 + 4 - 3; Y 5 (+2 -2
// cancelled). Points: X 140; Y 50 (+20 -20 cancelled) - 20 redeemed.
const SALDO = { cashbackDisponivel: 16, cashbackPendente: 0, pontos: 170 };

describe('obterResumo with lojaId', () => {
  it('counts only the sales, credits and movements of that store', async () => {
    const norte = await obterResumo(s.tenantId, { lojaId: s.norte.id });
    expect(norte.vendas).toEqual({
      quantidade: 1,
      valorTotal: 100,
      valorFinalPago: 100,
      ticketMedio: 100,
      canceladas: 1,
      valorCancelado: 20,
    });
    expect(norte.cashback).toEqual({
      creditado: 10,
      resgatado: 0,
      usadoEmVenda: 0,
      descontoImediato: 0,
      expirado: 0,
      estornadoPorCancelamento: 2,
      devolvidoPorCancelamento: 0,
    });
    expect(norte.pontos).toEqual({ creditados: 100, resgatados: 20, expirados: 0, estornadosPorCancelamento: 20 });
    expect(norte.clientes).toEqual({ ativos: 1, novos: 2 });
    expect(norte.saldoEmAberto).toEqual(SALDO);

    const sul = await obterResumo(s.tenantId, { lojaId: s.sul.id });
    expect(sul.vendas).toEqual({ quantidade: 2, valorTotal: 90, valorFinalPago: 90, ticketMedio: 45, canceladas: 0, valorCancelado: 0 });
    expect(sul.cashback).toMatchObject({ creditado: 9, resgatado: 3, estornadoPorCancelamento: 0 });
    expect(sul.pontos).toMatchObject({ creditados: 90, resgatados: 0, estornadosPorCancelamento: 0 });
    expect(sul.clientes).toEqual({ ativos: 2, novos: 2 });
    expect(sul.saldoEmAberto).toEqual(SALDO);
  });

  it('adds up to the unfiltered numbers, which are unchanged', async () => {
    const todas = await obterResumo(s.tenantId, {});
    expect(todas.vendas).toEqual({
      quantidade: 3,
      valorTotal: 190,
      valorFinalPago: 190,
      ticketMedio: 63.33,
      canceladas: 1,
      valorCancelado: 20,
    });
    expect(todas.cashback).toMatchObject({ creditado: 19, resgatado: 3, estornadoPorCancelamento: 2 });
    expect(todas.pontos).toMatchObject({ creditados: 190, resgatados: 20, estornadosPorCancelamento: 20 });
    expect(todas.clientes).toEqual({ ativos: 2, novos: 2 });
    expect(todas.saldoEmAberto).toEqual(SALDO);
    expect(await obterResumo(s.tenantId, { lojaId: null })).toEqual({ ...todas, calculadoEm: expect.any(String) });
  });

  it("another tenant's store shows nothing of either tenant", async () => {
    const r = await obterResumo(s.tenantId, { lojaId: s.lojaB.id });
    expect(r.vendas.quantidade).toBe(0);
    expect(r.vendas.valorTotal).toBe(0);
    expect(r.cashback.creditado).toBe(0);
    expect(r.clientes.ativos).toBe(0);
  });
});

describe('desempenhoCampanhas with lojaId', () => {
  const pagina = { pagina: 1, tamanho: 20 };
  const resumir = (itens: { nome: string; vendas: number; valorVendido: number; cashbackCreditado: number; pontosCreditados: number }[]) =>
    itens.map((i) => [i.nome, i.vendas, i.valorVendido, i.cashbackCreditado, i.pontosCreditados]);

  it("counts the store's sales and lists only campaigns attached to it", async () => {
    const norte = await desempenhoCampanhas(s.tenantId, { ...pagina, lojaId: s.norte.id });
    expect(resumir(norte.itens)).toEqual([
      ['Cashback 10%', 1, 100, 10, 0],
      ['Pontos 1 por real', 1, 100, 0, 100],
      ['Inativa Norte', 0, 0, 0, 0],
    ]);
    expect(norte.paginacao).toEqual({ ...pagina, totalRegistros: 3 });
    const sul = await desempenhoCampanhas(s.tenantId, { ...pagina, lojaId: s.sul.id });
    expect(resumir(sul.itens)).toEqual([
      ['Cashback 10%', 2, 90, 9, 0],
      ['Pontos 1 por real', 2, 90, 0, 90],
      ['Inativa Sul', 0, 0, 0, 0],
    ]);
    // Past the last page the total still comes from the filtered list.
    const alem = await desempenhoCampanhas(s.tenantId, { pagina: 5, tamanho: 2, lojaId: s.sul.id });
    expect(alem.itens).toEqual([]);
    expect(alem.paginacao.totalRegistros).toBe(3);
  });

  it('without a store lists every campaign with the whole numbers', async () => {
    const todas = await desempenhoCampanhas(s.tenantId, pagina);
    expect(resumir(todas.itens)).toEqual([
      ['Cashback 10%', 3, 190, 19, 0],
      ['Pontos 1 por real', 3, 190, 0, 190],
      ['Inativa Norte', 0, 0, 0, 0],
      ['Inativa Sul', 0, 0, 0, 0],
    ]);
  });

  it("another tenant's store lists nothing", async () => {
    const r = await desempenhoCampanhas(s.tenantId, { ...pagina, lojaId: s.lojaB.id });
    expect(r.itens).toEqual([]);
    expect(r.paginacao.totalRegistros).toBe(0);
  });
});

describe('historicoCreditosPorDatas', () => {
  it('without dates and store is the 30-day series of historicoCreditos', async () => {
    const porDatas = await historicoCreditosPorDatas(s.tenantId, { granularidade: 'Dia' });
    const preset = await historicoCreditos(s.tenantId, 'Ultimos30Dias', 'Dia');
    const { periodo, ...semPeriodo } = preset;
    expect(periodo).toBe('Ultimos30Dias');
    expect(porDatas).toEqual(semPeriodo);
    expect(porDatas.serie).toHaveLength(30);
    expect(porDatas.totais).toEqual({ cashbackCreditado: 19, pontosCreditados: 190, cashbackResgatado: 3, pontosResgatados: 20 });
  });

  it('follows the dates asked for and the store', async () => {
    const hoje = (await obterResumo(s.tenantId, {})).dataFim;
    const norte = await historicoCreditosPorDatas(s.tenantId, {
      dataInicio: hoje,
      dataFim: hoje,
      granularidade: 'Mes',
      lojaId: s.norte.id,
    });
    expect(norte.serie).toEqual([
      { inicio: hoje, fim: hoje, cashbackCreditado: 10, pontosCreditados: 100, cashbackResgatado: 0, pontosResgatados: 20 },
    ]);
    const sul = await historicoCreditosPorDatas(s.tenantId, { granularidade: 'Semana', lojaId: s.sul.id });
    expect(sul.totais).toEqual({ cashbackCreditado: 9, pontosCreditados: 90, cashbackResgatado: 3, pontosResgatados: 0 });
    const outra = await historicoCreditosPorDatas(s.tenantId, { granularidade: 'Mes', lojaId: s.lojaB.id });
    expect(outra.totais).toEqual({ cashbackCreditado: 0, pontosCreditados: 0, cashbackResgatado: 0, pontosResgatados: 0 });
  });

  it('applies the period rules of the other endpoints', async () => {
    await expect(
      historicoCreditosPorDatas(s.tenantId, { dataInicio: '2026-01-10', dataFim: '2026-01-09', granularidade: 'Dia' }),
    ).rejects.toMatchObject({
      status: 400,
      mensagem: 'O parâmetro dataFim deve ser igual ou posterior a dataInicio.',
    });
  });
});

describe('topClientes with lojaId', () => {
  it("ranks by the purchases made at the store; balances stay the membership's", async () => {
    const sul = await topClientes(s.tenantId, { ordenarPor: 'ValorGasto', limite: 10, lojaId: s.sul.id });
    expect(sul.itens.map((i) => [i.cpfMascarado?.slice(4, 11), i.compras, i.valorComprado, i.valorGasto, i.saldoCashback])).toEqual([
      [`${s.y.slice(3, 6)}.${s.y.slice(6, 9)}`, 1, 50, 50, 5],
      [`${s.x.slice(3, 6)}.${s.x.slice(6, 9)}`, 1, 40, 40, 11],
    ]);
    const norte = await topClientes(s.tenantId, { ordenarPor: 'Compras', limite: 10, lojaId: s.norte.id });
    expect(norte.itens.map((i) => [i.compras, i.valorComprado, i.saldoPontos])).toEqual([[1, 100, 140]]);
    // By balance: the same customers as without a store, purchases counted at the store only.
    const saldo = await topClientes(s.tenantId, { ordenarPor: 'Cashback', limite: 10, lojaId: s.norte.id });
    expect(saldo.itens.map((i) => [i.saldoCashback, i.compras, i.valorComprado])).toEqual([
      [11, 1, 100],
      [5, 0, 0],
    ]);
    const todas = await topClientes(s.tenantId, { ordenarPor: 'ValorGasto', limite: 10 });
    expect(todas.itens.map((i) => [i.compras, i.valorGasto])).toEqual([
      [2, 140],
      [1, 50],
    ]);
    const outra = await topClientes(s.tenantId, { ordenarPor: 'ValorGasto', limite: 10, lojaId: s.lojaB.id });
    expect(outra.itens).toEqual([]);
  });
});

describe('the store filter over the REST API', () => {
  it('AnalyticsAdmin/resumo, campanhas and clientes/top take `lojaId`', async () => {
    const { criarUsuario } = await import('@/lib/testing/cenario');
    const gestor = await criarUsuario(s.tenantId, 'AdminTenant');
    const todas = await chamar('GET', '/api/v1/admin/AnalyticsAdmin/resumo', { token: gestor.token });
    const norte = await chamar('GET', '/api/v1/admin/AnalyticsAdmin/resumo', { token: gestor.token, query: { lojaId: s.norte.id } });
    const sul = await chamar('GET', '/api/v1/admin/AnalyticsAdmin/resumo', { token: gestor.token, query: { lojaId: s.sul.id } });
    expect([todas.status, norte.status, sul.status]).toEqual([200, 200, 200]);
    expect(norte.corpo.dados.vendas.quantidade + sul.corpo.dados.vendas.quantidade).toBe(todas.corpo.dados.vendas.quantidade);
    // The same figures as the domain's; `calculadoEm` is the instant of each call (seconds apart
    // when a second boundary falls between them).
    const semInstante = <T extends { calculadoEm: string }>(r: T) => ({ ...r, calculadoEm: expect.any(String) });
    expect(norte.corpo.dados).toEqual(semInstante(await obterResumo(s.tenantId, { lojaId: s.norte.id })));
    // Another tenant's store matches nothing.
    const alheia = await chamar('GET', '/api/v1/admin/AnalyticsAdmin/resumo', { token: gestor.token, query: { lojaId: s.lojaB.id } });
    expect(alheia.corpo.dados.vendas.quantidade).toBe(0);
    const campanhas = await chamar('GET', '/api/v1/admin/AnalyticsAdmin/campanhas', { token: gestor.token, query: { lojaId: s.sul.id } });
    expect(campanhas.corpo.dados).toEqual(await desempenhoCampanhas(s.tenantId, { lojaId: s.sul.id, pagina: 1, tamanho: 20 }));
    const top = await chamar('GET', '/api/v1/admin/AnalyticsAdmin/clientes/top', { token: gestor.token, query: { lojaId: s.sul.id } });
    expect(top.corpo.dados).toEqual(semInstante(await topClientes(s.tenantId, { lojaId: s.sul.id, ordenarPor: 'ValorGasto', limite: 10 })));
    const invalida = await chamar('GET', '/api/v1/admin/AnalyticsAdmin/resumo', { token: gestor.token, query: { lojaId: 'loja-1' } });
    esperarRecusa(invalida, 400, 'O campo LojaId deve ser um UUID.');
  });
});
