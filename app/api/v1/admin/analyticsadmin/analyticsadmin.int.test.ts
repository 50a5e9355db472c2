// AnalyticsAdmin against a small hand-made ledger with known numbers: sales through the real PDV
// API (models 1, 2 and 3), redemptions, a cancellation, and lots moved in time with SQL for
// expiry. Every metric is asserted exactly (docs/api-admin-analytics.md defines them).
import { beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '@/lib/db';
import { dataLocal, inicioDoDia, somarDias } from '@/lib/datas';
import { mascararCpf } from '@/lib/documentos/cpf';
import { chamar, envelopeDeErro } from '@/lib/testing/api';
import { cpfAleatorio, criarCampanha, criarCampanhasDaRede, criarLoja, criarTenant, criarUsuario } from '@/lib/testing/cenario';
import { esperarRecusa } from '@/lib/testing/esperar';

const FUSO = 'America/Sao_Paulo';
const BASE = '/api/v1/admin/AnalyticsAdmin';

type Rede = Awaited<ReturnType<typeof montarRede>>;

/**
 * Tenant A: stores Norte and Sul (active) and Fechada (inactive, no sales); a Cashback campaign
 * (10 %, 30 days, models 2 and 3 allowed, 50 % cap) and a Pontos one (1 per real, 60 days) in
 * Norte and Sul, plus an inactive campaign (listed with zeros), a draft and one that ended in
 * 2020 (neither listed). Customers X, Y, Z, W.
 */
async function montarRede() {
  const { tenantId, chave } = await criarTenant('Rede A');
  const norte = await criarLoja(tenantId, { nome: 'Loja Norte' });
  const sul = await criarLoja(tenantId, { nome: 'Loja Sul' });
  const fechada = await criarLoja(tenantId, { nome: 'Loja Fechada', ativo: false });
  const { cashback, pontos } = await criarCampanhasDaRede(tenantId, [norte.id, sul.id], {
    permiteCheckoutCashbackNaVenda: true,
    permiteDescontoSobreCashbackGerado: true,
    percentualMaximoResgate: '50',
  });
  const inativa = await criarCampanha(tenantId, [norte.id], { tipo: 'Pontos', nome: 'Inativa sem vendas', status: 'Inativa' });
  await criarCampanha(tenantId, [norte.id], { tipo: 'Pontos', nome: 'Rascunho', status: 'Rascunho' });
  await criarCampanha(tenantId, [norte.id], {
    tipo: 'Cashback',
    nome: 'Antiga',
    status: 'Encerrada',
    dataInicio: new Date('2020-01-01T00:00:00Z'),
    dataFim: new Date('2020-01-31T00:00:00Z'),
  });
  const admin = await criarUsuario(tenantId, 'AdminTenant');
  const cpf = { x: cpfAleatorio(), y: cpfAleatorio(), z: cpfAleatorio(), w: cpfAleatorio() };

  const venda = async (loja: { cnpj: string }, cpfCliente: string, valorVenda: number, extra: Record<string, unknown> = {}) => {
    const r = await chamar('POST', '/api/v1/venda', { chave, corpo: { cnpjLoja: loja.cnpj, cpfCliente, valorVenda, ...extra } });
    expect(r.status, JSON.stringify(r.corpo)).toBe(200);
    return r.corpo.dados as {
      vendaId: string;
      clienteId: string;
      cashbackCreditado: number;
      cashbackUsado: number;
      descontoGerado: number;
      valorFinal: number;
    };
  };
  const resgate = async (cpfCliente: string, corpo: Record<string, unknown>) => {
    const r = await chamar('POST', '/api/v1/resgate', { chave, corpo: { cnpjLoja: norte.cnpj, cpfCliente, ...corpo } });
    expect(r.status, JSON.stringify(r.corpo)).toBe(200);
  };

  const v1 = await venda(norte, cpf.x, 100); // cashback 10.00, 100 points
  const v2 = await venda(norte, cpf.y, 50); // 5.00, 50
  const v3 = await venda(norte, cpf.x, 40, { usarCashbackDisponivel: true }); // model 2: uses 10.00, pays 30, 3.00, 30
  expect([v3.cashbackUsado, v3.valorFinal, v3.cashbackCreditado]).toEqual([10, 30, 3]);
  const v4 = await venda(norte, cpf.z, 80, { usarCashbackGerado: true }); // model 3: discount 8.00, pays 72, 72 points
  expect([v4.descontoGerado, v4.valorFinal, v4.cashbackCreditado]).toEqual([8, 72, 0]);
  const v5 = await venda(norte, cpf.y, 20); // 2.00, 20 — cancelled below
  const v6 = await venda(sul, cpf.w, 30); // 3.00, 30 — both lots expire below
  const cancel = await chamar('POST', '/api/v1/venda/cancelar', {
    chave,
    corpo: { cnpjLoja: norte.cnpj, vendaId: v5.vendaId, motivo: 'Devolução' },
  });
  expect(cancel.status).toBe(200);
  await resgate(cpf.y, { tipoBeneficio: 'Cashback', valorResgate: 3 });
  await resgate(cpf.x, { tipoBeneficio: 'Pontos', pontosResgate: 50 });

  // W's lots ended an hour ago: the cashback one still says Disponivel (the job has not run),
  // the points one was already written Expirado by the job.
  const agora = new Date();
  const hoje = dataLocal(agora, FUSO);
  const ontem = new Date(`${somarDias(hoje, -1)}T00:00:00Z`);
  await prisma.lote.updateMany({
    where: { vendaId: v6.vendaId, tipoBeneficio: 'Cashback' },
    data: { dataExpiracao: ontem, expiraEm: new Date(agora.getTime() - 3_600_000) },
  });
  await prisma.lote.updateMany({
    where: { vendaId: v6.vendaId, tipoBeneficio: 'Pontos' },
    data: { status: 'Expirado', dataExpiracao: ontem, expiraEm: new Date(agora.getTime() - 7_200_000) },
  });
  // X's cashback from v3 expires in three days (inside the 7-day window).
  await prisma.lote.updateMany({
    where: { vendaId: v3.vendaId, tipoBeneficio: 'Cashback' },
    data: { dataExpiracao: new Date(`${somarDias(hoje, 3)}T00:00:00Z`), expiraEm: inicioDoDia(somarDias(hoje, 4), FUSO) },
  });

  return { tenantId, chave, norte, sul, fechada, cashback, pontos, inativa, admin, cpf, vendas: { v1, v2, v3, v4, v5, v6 }, hoje };
}

/** Tenant B: one large sale, which must never show in A's numbers. */
async function montarOutraRede() {
  const { tenantId, chave } = await criarTenant('Rede B');
  const loja = await criarLoja(tenantId, { nome: 'Loja B' });
  await criarCampanha(tenantId, [loja.id], { tipo: 'Cashback', nome: 'Cashback B', percentualCashback: '20' });
  await criarCampanha(tenantId, [loja.id], { tipo: 'Pontos', nome: 'Pontos B' });
  const r = await chamar('POST', '/api/v1/venda', { chave, corpo: { cnpjLoja: loja.cnpj, cpfCliente: cpfAleatorio(), valorVenda: 1000 } });
  expect(r.status).toBe(200);
  return { tenantId, chave, loja, admin: await criarUsuario(tenantId, 'AdminTenant') };
}

let a: Rede;
let b: Awaited<ReturnType<typeof montarOutraRede>>;
let superAdmin: { token: string };

beforeAll(async () => {
  b = await montarOutraRede();
  a = await montarRede();
  superAdmin = await criarUsuario(null, 'SuperAdmin');
});

const get = (caminho: string, token: string, query: Record<string, string | number | undefined> = {}) =>
  chamar('GET', `${BASE}/${caminho}`, { token, query });

/** A GET of the tenant's admin that must answer 200. */
async function getOk(caminho: string, query: Record<string, string | number | undefined> = {}) {
  const r = await get(caminho, a.admin.token, query);
  expect(r.status, caminho).toBe(200);
  return r;
}

/** Inside an endpoint's describe: one test per query it refuses, with 400 and the spec's message. */
function recusaConsultas(caminho: string, casos: [Record<string, string | number>, string][]) {
  it.each(casos)('answers 400 for %j', async (query, mensagem) => {
    esperarRecusa(await get(caminho, a.admin.token, query), 400, mensagem);
  });
}

const RESUMO_A = {
  vendas: { quantidade: 5, valorTotal: 300, valorFinalPago: 282, ticketMedio: 60, canceladas: 1, valorCancelado: 20 },
  cashback: {
    creditado: 21,
    resgatado: 3,
    usadoEmVenda: 10,
    descontoImediato: 8,
    expirado: 3,
    estornadoPorCancelamento: 2,
    devolvidoPorCancelamento: 0,
  },
  pontos: { creditados: 282, resgatados: 50, expirados: 30, estornadosPorCancelamento: 20 },
  clientes: { ativos: 4, novos: 4 },
  // X: 3.00 (v3); Y: 5.00 - 3.00 redeemed. Points: X 130 - 50, Y 50, Z 72; W's expired.
  saldoEmAberto: { cashbackDisponivel: 5, cashbackPendente: 0, pontos: 202 },
};

describe('AnalyticsAdmin/resumo', () => {
  it('computes every metric of the period exactly, cancelled sale and expiries included', async () => {
    const r = await getOk('resumo');
    expect(r.corpo.sucesso).toBe(true);
    expect(r.corpo.dados).toEqual({
      tenantId: a.tenantId,
      dataInicio: somarDias(a.hoje, -29),
      dataFim: a.hoje,
      fusoHorario: FUSO,
      ...RESUMO_A,
      calculadoEm: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
    });
  });

  it('counts nothing in a period without activity, but still shows the open balance', async () => {
    const r = await getOk('resumo', { dataInicio: '2025-01-01', dataFim: '2025-01-31' });
    expect(r.corpo.dados.vendas).toEqual({
      quantidade: 0,
      valorTotal: 0,
      valorFinalPago: 0,
      ticketMedio: 0,
      canceladas: 0,
      valorCancelado: 0,
    });
    expect(r.corpo.dados.cashback.expirado).toBe(0);
    expect(r.corpo.dados.clientes).toEqual({ ativos: 0, novos: 0 });
    expect(r.corpo.dados.saldoEmAberto).toEqual(RESUMO_A.saldoEmAberto);
  });

  it('SuperAdmin sees the chosen tenant exactly, or the platform without tenantId', async () => {
    const doA = await get('resumo', superAdmin.token, { tenantId: a.tenantId.toUpperCase() });
    expect(doA.status).toBe(200);
    expect(doA.corpo.dados).toMatchObject({ tenantId: a.tenantId, ...RESUMO_A });
    const doB = await get('resumo', superAdmin.token, { tenantId: b.tenantId });
    expect(doB.corpo.dados.vendas).toMatchObject({ quantidade: 1, valorTotal: 1000 });
    expect(doB.corpo.dados.cashback.creditado).toBe(200);
    const plataforma = await get('resumo', superAdmin.token);
    expect(plataforma.status).toBe(200);
    expect(plataforma.corpo.dados.tenantId).toBeNull();
    // Other test files write to the same database: at least A's and B's sales.
    expect(plataforma.corpo.dados.vendas.quantidade).toBeGreaterThanOrEqual(6);
    expect(plataforma.corpo.dados.vendas.valorTotal).toBeGreaterThanOrEqual(1300);
  });

  it("keeps tenants apart: B's admin sees only B, a foreign tenantId is 403", async () => {
    const deB = await get('resumo', b.admin.token);
    expect(deB.corpo.dados).toMatchObject({ tenantId: b.tenantId, vendas: { quantidade: 1, valorTotal: 1000 } });
    for (const caminho of ['resumo', 'campanhas', 'creditos/historico', 'lojas/ranking', 'clientes/top', 'expiracao/projecao']) {
      const r = await get(caminho, a.admin.token, { tenantId: b.tenantId });
      expect(r.status, caminho).toBe(403);
      expect(r.corpo).toEqual(envelopeDeErro('Acesso negado.'));
      // Its own tenantId is fine.
      await getOk(caminho, { tenantId: a.tenantId });
    }
  });

  recusaConsultas('resumo', [
    [{ dataInicio: '2026-13-01' }, 'O parâmetro dataInicio deve estar no formato AAAA-MM-DD.'],
    [{ dataFim: '22/11/2026' }, 'O parâmetro dataFim deve estar no formato AAAA-MM-DD.'],
    [{ dataInicio: '2026-11-10', dataFim: '2026-11-09' }, 'O parâmetro dataFim deve ser igual ou posterior a dataInicio.'],
    [{ dataInicio: '2025-01-01', dataFim: '2026-01-02' }, 'O período entre dataInicio e dataFim deve ter no máximo 366 dias.'],
    [{ dataInicio: '2020-01-01' }, 'O período entre dataInicio e dataFim deve ter no máximo 366 dias.'],
    [{ tenantId: 'abc' }, 'O campo TenantId deve ser um UUID.'],
  ]);

  it('accepts exactly 366 days and a single day', async () => {
    await getOk('resumo', { dataInicio: '2025-01-01', dataFim: '2026-01-01' });
    const dia = await get('resumo', a.admin.token, { dataInicio: a.hoje, dataFim: a.hoje });
    expect(dia.corpo.dados.vendas.quantidade).toBe(5);
  });
});

describe('AnalyticsAdmin/campanhas', () => {
  it('gives each campaign its sales, customers and credits; zeros for a campaign without sales', async () => {
    const r = await getOk('campanhas');
    const base = {
      tenantId: a.tenantId,
      status: 'Ativa',
      dataInicio: null,
      dataFim: null,
      vendas: 5,
      valorVendido: 300,
      clientesDistintos: 4,
    };
    expect(r.corpo.dados).toEqual({
      tenantId: a.tenantId,
      dataInicio: somarDias(a.hoje, -29),
      dataFim: a.hoje,
      itens: [
        {
          ...base,
          campanhaId: a.cashback.id,
          nome: 'Cashback 10%',
          tipo: 'Cashback',
          cashbackCreditado: 21,
          pontosCreditados: 0,
          descontoImediato: 8,
        },
        {
          ...base,
          campanhaId: a.pontos.id,
          nome: 'Pontos 1 por real',
          tipo: 'Pontos',
          cashbackCreditado: 0,
          pontosCreditados: 282,
          descontoImediato: 0,
        },
        {
          ...base,
          campanhaId: a.inativa.id,
          nome: 'Inativa sem vendas',
          tipo: 'Pontos',
          status: 'Inativa',
          vendas: 0,
          valorVendido: 0,
          clientesDistintos: 0,
          cashbackCreditado: 0,
          pontosCreditados: 0,
          descontoImediato: 0,
        },
      ],
      paginacao: { pagina: 1, tamanho: 20, totalRegistros: 3 },
    });
  });

  it('orders by the amount sold as a number (R$ 1.000,00 before R$ 99,90)', async () => {
    const { tenantId, chave } = await criarTenant('Rede D');
    const l1 = await criarLoja(tenantId);
    const l2 = await criarLoja(tenantId);
    await criarCampanha(tenantId, [l1.id], { tipo: 'Cashback', nome: 'A pequena' });
    await criarCampanha(tenantId, [l2.id], { tipo: 'Cashback', nome: 'B grande' });
    for (const [loja, valorVenda] of [
      [l1, 99.9],
      [l2, 1000],
    ] as const) {
      expect(
        (await chamar('POST', '/api/v1/venda', { chave, corpo: { cnpjLoja: loja.cnpj, cpfCliente: cpfAleatorio(), valorVenda } })).status,
      ).toBe(200);
    }
    const r = await get('campanhas', superAdmin.token, { tenantId });
    expect(r.corpo.dados.itens.map((c: { nome: string; valorVendido: number }) => [c.nome, c.valorVendido])).toEqual([
      ['B grande', 1000],
      ['A pequena', 99.9],
    ]);
  });

  it('pages, and reports the total also past the last page', async () => {
    const p2 = await get('campanhas', a.admin.token, { pagina: 2, tamanho: 1 });
    expect(p2.corpo.dados.itens.map((c: { nome: string }) => c.nome)).toEqual(['Pontos 1 por real']);
    expect(p2.corpo.dados.paginacao).toEqual({ pagina: 2, tamanho: 1, totalRegistros: 3 });
    const alem = await get('campanhas', a.admin.token, { pagina: 9, tamanho: 1 });
    expect(alem.corpo.dados).toMatchObject({ itens: [], paginacao: { pagina: 9, tamanho: 1, totalRegistros: 3 } });
    const invalida = await get('campanhas', a.admin.token, { tamanho: 101 });
    esperarRecusa(invalida, 400, 'O parâmetro tamanho deve ser um número inteiro entre 1 e 100.');
  });
});

describe('AnalyticsAdmin/creditos/historico', () => {
  it('answers one bucket per day of the last 7 days, zeros included', async () => {
    const r = await getOk('creditos/historico', { periodo: 'Ultimos7Dias', granularidade: 'Dia' });
    const zero = { cashbackCreditado: 0, pontosCreditados: 0, cashbackResgatado: 0, pontosResgatados: 0 };
    const hoje = { cashbackCreditado: 21, pontosCreditados: 282, cashbackResgatado: 3, pontosResgatados: 50 };
    expect(r.corpo.dados).toEqual({
      tenantId: a.tenantId,
      periodo: 'Ultimos7Dias',
      granularidade: 'Dia',
      dataInicio: somarDias(a.hoje, -6),
      dataFim: a.hoje,
      fusoHorario: FUSO,
      serie: [6, 5, 4, 3, 2, 1, 0].map((n) => {
        const dia = somarDias(a.hoje, -n);
        return { inicio: dia, fim: dia, ...(n === 0 ? hoje : zero) };
      }),
      totais: hoje,
    });
  });

  it('defaults to the last 30 days by day; weeks run Monday to Sunday, clipped to the period; months too', async () => {
    const padrao = await get('creditos/historico', a.admin.token);
    expect(padrao.corpo.dados).toMatchObject({ periodo: 'Ultimos30Dias', granularidade: 'Dia', dataInicio: somarDias(a.hoje, -29) });
    expect(padrao.corpo.dados.serie).toHaveLength(30);

    const semanas = await get('creditos/historico', a.admin.token, { periodo: 'ultimos90dias', granularidade: 'semana' });
    expect(semanas.status).toBe(200);
    const serie = semanas.corpo.dados.serie as { inicio: string; fim: string; cashbackCreditado: number }[];
    expect(serie[0]!.inicio).toBe(somarDias(a.hoje, -89));
    expect(serie.at(-1)!.fim).toBe(a.hoje);
    for (const s of serie.slice(1)) expect(new Date(`${s.inicio}T00:00:00Z`).getUTCDay(), s.inicio).toBe(1);
    for (let i = 1; i < serie.length; i++) expect(serie[i]!.inicio).toBe(somarDias(serie[i - 1]!.fim, 1));
    expect(serie.reduce((s, x) => s + x.cashbackCreditado, 0)).toBe(21);
    expect(semanas.corpo.dados.totais.cashbackCreditado).toBe(21);

    const meses = await get('creditos/historico', a.admin.token, { periodo: 'Ultimos12Meses', granularidade: 'Mes' });
    expect(meses.corpo.dados.serie).toHaveLength(12);
    expect(meses.corpo.dados.dataInicio).toMatch(/-01$/);
    expect(meses.corpo.dados.serie.at(-1)).toEqual({
      inicio: `${a.hoje.slice(0, 7)}-01`,
      fim: a.hoje,
      cashbackCreditado: 21,
      pontosCreditados: 282,
      cashbackResgatado: 3,
      pontosResgatados: 50,
    });
  });

  recusaConsultas('creditos/historico', [
    [{ periodo: 'UltimoAno' }, 'O parâmetro periodo deve ser Ultimos7Dias, Ultimos30Dias, Ultimos90Dias ou Ultimos12Meses.'],
    [{ granularidade: 'Hora' }, 'O parâmetro granularidade deve ser Dia, Semana ou Mes.'],
  ]);
});

describe('AnalyticsAdmin/lojas/ranking', () => {
  it('ranks every store of the tenant, inactive ones included', async () => {
    const r = await getOk('lojas/ranking');
    const loja = (l: { id: string; nome: string; cnpj: string }, ativa = true) => ({
      lojaId: l.id,
      tenantId: a.tenantId,
      nome: l.nome,
      cnpj: l.cnpj,
      ativa,
    });
    expect(r.corpo.dados).toEqual({
      tenantId: a.tenantId,
      dataInicio: somarDias(a.hoje, -29),
      dataFim: a.hoje,
      itens: [
        // Norte: 100 + 50 + 40 + 80 (the 20 was cancelled); X, Y, Z.
        {
          posicao: 1,
          ...loja(a.norte),
          vendas: 4,
          valorVendido: 270,
          ticketMedio: 67.5,
          cashbackCreditado: 18,
          pontosCreditados: 252,
          clientesDistintos: 3,
        },
        {
          posicao: 2,
          ...loja(a.sul),
          vendas: 1,
          valorVendido: 30,
          ticketMedio: 30,
          cashbackCreditado: 3,
          pontosCreditados: 30,
          clientesDistintos: 1,
        },
        {
          posicao: 3,
          ...loja(a.fechada, false),
          vendas: 0,
          valorVendido: 0,
          ticketMedio: 0,
          cashbackCreditado: 0,
          pontosCreditados: 0,
          clientesDistintos: 0,
        },
      ],
      paginacao: { pagina: 1, tamanho: 20, totalRegistros: 3 },
    });
    const p2 = await get('lojas/ranking', a.admin.token, { pagina: 2, tamanho: 2 });
    expect(p2.corpo.dados.itens.map((l: { posicao: number }) => l.posicao)).toEqual([3]);
  });
});

describe('AnalyticsAdmin/clientes/top', () => {
  it('ranks by amount paid by default, with masked CPF, balances and purchases', async () => {
    const r = await getOk('clientes/top');
    expect(r.corpo.dados).toMatchObject({
      tenantId: a.tenantId,
      ordenarPor: 'ValorGasto',
      limite: 10,
      dataInicio: somarDias(a.hoje, -29),
      dataFim: a.hoje,
    });
    const itens = r.corpo.dados.itens as Record<string, unknown>[];
    expect(itens.map((c) => [c.posicao, c.clienteId, c.valorGasto])).toEqual([
      [1, a.vendas.v1.clienteId, 130],
      [2, a.vendas.v4.clienteId, 72],
      [3, a.vendas.v2.clienteId, 50],
      [4, a.vendas.v6.clienteId, 30],
    ]);
    expect(itens[0]).toEqual({
      posicao: 1,
      clienteId: a.vendas.v1.clienteId,
      tenantId: a.tenantId,
      nome: null,
      cpfMascarado: mascararCpf(a.cpf.x),
      ativo: true,
      saldoCashback: 3,
      saldoPendente: 0,
      saldoPontos: 80,
      compras: 2,
      valorComprado: 140,
      valorGasto: 130,
      ultimaCompraEm: expect.stringMatching(/Z$/),
    });
    expect(JSON.stringify(r.corpo)).not.toContain(a.cpf.x);
    // Y: the cancelled sale counts neither as a purchase nor as money spent.
    expect(itens[2]).toMatchObject({ compras: 1, valorComprado: 50, valorGasto: 50, saldoCashback: 2, saldoPontos: 50 });
  });

  it('ranks by purchases, cashback and points (only who has a balance), and honours limite', async () => {
    const compras = await get('clientes/top', a.admin.token, { ordenarPor: 'compras', limite: 2 });
    expect(compras.corpo.dados.ordenarPor).toBe('Compras');
    expect(compras.corpo.dados.itens).toHaveLength(2);
    expect(compras.corpo.dados.itens[0]).toMatchObject({ clienteId: a.vendas.v1.clienteId, compras: 2 });
    expect(compras.corpo.dados.itens[1].compras).toBe(1);

    const cashback = await get('clientes/top', a.admin.token, { ordenarPor: 'Cashback' });
    expect(cashback.corpo.dados.itens.map((c: { clienteId: string; saldoCashback: number }) => [c.clienteId, c.saldoCashback])).toEqual([
      [a.vendas.v1.clienteId, 3],
      [a.vendas.v2.clienteId, 2],
    ]);
    const pontos = await get('clientes/top', a.admin.token, { ordenarPor: 'Pontos' });
    expect(pontos.corpo.dados.itens.map((c: { clienteId: string; saldoPontos: number }) => [c.clienteId, c.saldoPontos])).toEqual([
      [a.vendas.v1.clienteId, 80],
      [a.vendas.v4.clienteId, 72],
      [a.vendas.v2.clienteId, 50],
    ]);
  });

  recusaConsultas('clientes/top', [
    [{ limite: 0 }, 'O parâmetro limite deve ser um número inteiro entre 1 e 100.'],
    [{ limite: 101 }, 'O parâmetro limite deve ser um número inteiro entre 1 e 100.'],
    [{ limite: 'dez' }, 'O parâmetro limite deve ser um número inteiro entre 1 e 100.'],
    [{ ordenarPor: 'Nome' }, 'O parâmetro ordenarPor deve ser Cashback, Pontos, Compras ou ValorGasto.'],
  ]);
});

describe('AnalyticsAdmin/expiracao/projecao', () => {
  it('projects what the live lots will lose, by cumulative window and by month', async () => {
    const r = await getOk('expiracao/projecao');
    const hoje = a.hoje;
    expect(r.corpo.dados).toMatchObject({ tenantId: a.tenantId, hoje, fusoHorario: FUSO });
    // X's 3.00 in 3 days; Y's 2.00 in 30 days; points of X (50 + 30), Y (50) and Z (72) in 60 days.
    expect(r.corpo.dados.proximosDias).toEqual([
      { dias: 7, ate: somarDias(hoje, 6), cashback: 3, pontos: 0, lotes: 1, clientes: 1 },
      { dias: 30, ate: somarDias(hoje, 29), cashback: 3, pontos: 0, lotes: 1, clientes: 1 },
      { dias: 60, ate: somarDias(hoje, 59), cashback: 5, pontos: 0, lotes: 2, clientes: 2 },
      { dias: 90, ate: somarDias(hoje, 89), cashback: 5, pontos: 202, lotes: 6, clientes: 3 },
    ]);
    const meses = r.corpo.dados.porMes as { mes: string; inicio: string; fim: string; cashback: number; pontos: number; lotes: number }[];
    expect(meses).toHaveLength(6);
    expect(meses[0]!.inicio).toBe(hoje);
    const esperado = (inicio: string, fim: string) => {
      const dentro = (dias: number) => somarDias(hoje, dias) >= inicio && somarDias(hoje, dias) <= fim;
      return {
        cashback: (dentro(3) ? 3 : 0) + (dentro(30) ? 2 : 0),
        pontos: dentro(60) ? 202 : 0,
        lotes: (dentro(3) ? 1 : 0) + (dentro(30) ? 1 : 0) + (dentro(60) ? 4 : 0),
      };
    };
    for (const m of meses)
      expect(m, m.mes).toEqual({ mes: m.inicio.slice(0, 7), inicio: m.inicio, fim: m.fim, ...esperado(m.inicio, m.fim) });
    for (let i = 1; i < meses.length; i++) expect(meses[i]!.inicio).toBe(somarDias(meses[i - 1]!.fim, 1));
  });
});

describe('AnalyticsAdmin: deferred cashback', () => {
  it('credits pending cashback in the period, shows it pending now, projects its expiry, and leaves it out of the Cashback ranking', async () => {
    const { tenantId, chave } = await criarTenant('Rede C');
    const loja = await criarLoja(tenantId);
    await criarCampanha(tenantId, [loja.id], {
      tipo: 'Cashback',
      percentualCashback: '5',
      modoCashback: 'Diferido',
      diasLiberacao: 7,
      validadeDias: 30,
    });
    const venda = await chamar('POST', '/api/v1/venda', {
      chave,
      corpo: { cnpjLoja: loja.cnpj, cpfCliente: cpfAleatorio(), valorVenda: 200 },
    });
    expect(venda.corpo.dados.beneficiosAplicados[0].statusBeneficio).toBe('Pendente');
    const { token } = await criarUsuario(tenantId, 'AdminTenant');

    const resumo = await get('resumo', token);
    expect(resumo.corpo.dados.cashback.creditado).toBe(10);
    expect(resumo.corpo.dados.saldoEmAberto).toEqual({ cashbackDisponivel: 0, cashbackPendente: 10, pontos: 0 });

    // Released in 7 days, usable for 30 more: its last day is today + 37.
    const hoje = dataLocal(new Date(), FUSO);
    const projecao = await get('expiracao/projecao', token);
    expect(projecao.corpo.dados.proximosDias.map((j: { cashback: number }) => j.cashback)).toEqual([0, 0, 10, 10]);
    expect(projecao.corpo.dados.proximosDias[2]).toEqual({
      dias: 60,
      ate: somarDias(hoje, 59),
      cashback: 10,
      pontos: 0,
      lotes: 1,
      clientes: 1,
    });

    expect((await get('clientes/top', token, { ordenarPor: 'Cashback' })).corpo.dados.itens).toEqual([]);
    const top = await get('clientes/top', token);
    expect(top.corpo.dados.itens).toEqual([expect.objectContaining({ saldoCashback: 0, saldoPendente: 10, compras: 1, valorGasto: 200 })]);
  });
});

describe('AnalyticsAdmin: authentication and profiles', () => {
  const caminhos = ['resumo', 'campanhas', 'creditos/historico', 'lojas/ranking', 'clientes/top', 'expiracao/projecao'];

  it('answers 401 without a token, with an API key or a forged token; 403 to an Operador', async () => {
    const operador = await criarUsuario(a.tenantId, 'Operador');
    for (const caminho of caminhos) {
      const semToken = await chamar('GET', `${BASE}/${caminho}`);
      expect(semToken.status, caminho).toBe(401);
      expect(semToken.corpo.erros).toEqual(['Não autorizado.']);
      expect((await chamar('GET', `${BASE}/${caminho}`, { chave: a.chave })).status, caminho).toBe(401);
      expect((await chamar('GET', `${BASE}/${caminho}`, { token: `${a.admin.token}x` })).status, caminho).toBe(401);
      const op = await get(caminho, operador.token);
      expect(op.status, caminho).toBe(403);
      expect(op.corpo.erros).toEqual(['Acesso negado.']);
    }
  });

  it('works with the spec spelling and with lower case', async () => {
    expect((await chamar('GET', '/api/v1/admin/analyticsadmin/resumo', { token: a.admin.token })).status).toBe(200);
    expect((await chamar('GET', '/api/v1/admin/AnalyticsAdmin/Expiracao/Projecao', { token: a.admin.token })).status).toBe(200);
  });
});
