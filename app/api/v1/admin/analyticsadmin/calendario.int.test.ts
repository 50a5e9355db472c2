// The programme's calendar (docs/api-admin-analytics.md, "Períodos"; lib/domain/tenant/fuso-do-programa.ts):
// the analytics and the panel's overview count days at the clock of the programme's stores, not
// at São Paulo's. The app clock stands at 23:30 of 25/11 in Manaus (00:30 of 26/11 in São Paulo),
// when a Manaus shop sells; for its manager that sale is on 25/11, and so is "today".
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { recarregarEnv } from '@/lib/env';
import { verificarTokenAdmin } from '@/lib/domain/acesso/sessao-admin';
import { chamar } from '@/lib/testing/api';
import { cpfAleatorio, criarCampanha, criarLoja, criarTenant, criarUsuario } from '@/lib/testing/cenario';
import { carregarPainel, lerFiltros } from '@/app/painel/(app)/_painel/consultas';
import { rotuloDoCalendario } from '@/app/painel/(app)/_painel/calendario';

const BASE = '/api/v1/admin/AnalyticsAdmin';
const MANAUS = 'America/Manaus';
const SAO_PAULO = 'America/Sao_Paulo';
const RIO_BRANCO = 'America/Rio_Branco';
/** 25/11/2026 23:30 in Manaus (UTC−4); 26/11 00:30 in São Paulo. */
const VENDA_EM = new Date('2026-11-26T03:30:00Z');
/** The reports are read ten minutes later: still 25/11 in Manaus, already 26/11 in São Paulo. */
const LEITURA_EM = new Date('2026-11-26T03:40:00Z');

/** A tenant with stores in `fusos` (plus `inativa`, an inactive store), a 10 % cashback campaign in all and one R$ 100 sale at the first. */
async function programa(nome: string, fusos: string[], inativa?: string) {
  const { tenantId, chave } = await criarTenant(nome);
  const lojas = [];
  for (const [i, fusoHorario] of fusos.entries()) lojas.push(await criarLoja(tenantId, { nome: `Loja ${i + 1}`, fusoHorario }));
  if (inativa) await criarLoja(tenantId, { nome: 'Loja fechada', fusoHorario: inativa, ativo: false });
  await criarCampanha(
    tenantId,
    lojas.map((l) => l.id),
    { tipo: 'Cashback', percentualCashback: '10', validadeDias: 30 },
  );
  vi.setSystemTime(VENDA_EM);
  const r = await chamar('POST', '/api/v1/venda', {
    chave,
    corpo: { cnpjLoja: lojas[0]!.cnpj, cpfCliente: cpfAleatorio(), valorVenda: 100 },
  });
  expect(r.status, JSON.stringify(r.corpo)).toBe(200);
  vi.setSystemTime(LEITURA_EM);
  return { tenantId, lojas, admin: await criarUsuario(tenantId, 'AdminTenant') };
}

type Programa = Awaited<ReturnType<typeof programa>>;
let manaus: Programa;
let doisFusos: Programa;
let superAdmin: { token: string };

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: LEITURA_EM });
  // Both active stores in Manaus; an inactive São Paulo store does not make it a two-zone programme.
  manaus = await programa('Rede Manaus', [MANAUS, MANAUS], SAO_PAULO);
  // Manaus and Rio Branco: no common zone, so the default (neither of them).
  doisFusos = await programa('Rede Norte', [MANAUS, RIO_BRANCO]);
  superAdmin = await criarUsuario(null, 'SuperAdmin');
});

afterAll(() => {
  vi.useRealTimers();
});

const get = async (caminho: string, token: string, query: Record<string, string> = {}) => {
  const r = await chamar('GET', `${BASE}/${caminho}`, { token, query });
  expect(r.status, JSON.stringify(r.corpo)).toBe(200);
  return r.corpo.dados;
};

const DIA_DA_VENDA = {
  inicio: '2026-11-25',
  fim: '2026-11-25',
  cashbackCreditado: 10,
  pontosCreditados: 0,
  cashbackResgatado: 0,
  pontosResgatados: 0,
};

describe('a programme whose active stores are all in Manaus', () => {
  it('resumo: today is 25/11 at Manaus clock, and the 23:30 sale is on 25/11', async () => {
    const padrao = await get('resumo', manaus.admin.token);
    expect(padrao).toMatchObject({ dataInicio: '2026-10-27', dataFim: '2026-11-25', fusoHorario: MANAUS });
    expect(padrao.vendas.quantidade).toBe(1);
    const dia25 = await get('resumo', manaus.admin.token, { dataInicio: '2026-11-25', dataFim: '2026-11-25' });
    expect(dia25).toMatchObject({ fusoHorario: MANAUS, vendas: { quantidade: 1, valorTotal: 100 }, cashback: { creditado: 10 } });
    const dia26 = await get('resumo', manaus.admin.token, { dataInicio: '2026-11-26', dataFim: '2026-11-26' });
    expect(dia26.vendas.quantidade).toBe(0);
  });

  it('creditos/historico: the last bucket is 25/11 and holds the sale', async () => {
    const dias = await get('creditos/historico', manaus.admin.token, { periodo: 'Ultimos7Dias', granularidade: 'Dia' });
    expect(dias).toMatchObject({ dataInicio: '2026-11-19', dataFim: '2026-11-25', fusoHorario: MANAUS });
    expect(dias.serie).toHaveLength(7);
    expect(dias.serie.at(-1)).toEqual(DIA_DA_VENDA);
    expect(dias.totais.cashbackCreditado).toBe(10);
    // Weeks and months are cut at the same local date.
    const semanas = await get('creditos/historico', manaus.admin.token, { periodo: 'Ultimos7Dias', granularidade: 'Semana' });
    expect(semanas.serie.at(-1)).toMatchObject({ inicio: '2026-11-23', fim: '2026-11-25', cashbackCreditado: 10 });
  });

  it('expiracao/projecao: today is 25/11', async () => {
    const p = await get('expiracao/projecao', manaus.admin.token);
    expect(p).toMatchObject({ hoje: '2026-11-25', fusoHorario: MANAUS });
    expect(p.proximosDias[0]).toMatchObject({ dias: 7, ate: '2026-12-01' });
  });

  it("the panel's overview: 'Hoje' is 25/11 and shows the sale, in every section", async () => {
    const principal = (await verificarTokenAdmin(manaus.admin.token))!;
    const { filtros } = await lerFiltros(principal, {});
    expect(filtros).toMatchObject({ fuso: MANAUS, hoje: '2026-11-25', dataInicio: '2026-10-27', dataFim: '2026-11-25' });
    expect(rotuloDoCalendario(filtros.fuso)).toBe('horário de Manaus');
    // The "Hoje" shortcut: dataInicio = dataFim = today.
    const hoje = await lerFiltros(principal, { dataInicio: filtros.hoje, dataFim: filtros.hoje });
    const d = await carregarPainel(hoje.filtros);
    expect(d.resumo).toMatchObject({ dataInicio: '2026-11-25', dataFim: '2026-11-25', fusoHorario: MANAUS, vendas: { quantidade: 1 } });
    expect(d.historico.serie).toEqual([DIA_DA_VENDA]);
    expect(d.lojas.itens.map((l) => l.vendas)).toEqual([1, 0, 0]);
    expect(d.clientes.itens).toHaveLength(1);
    expect(d.expiracao).toMatchObject({ hoje: '2026-11-25', fusoHorario: MANAUS });
  });

  it('the SuperAdmin sees the programme at its clock, and the whole platform at the default one', async () => {
    const doTenant = await get('resumo', superAdmin.token, { tenantId: manaus.tenantId });
    expect(doTenant).toMatchObject({ tenantId: manaus.tenantId, dataFim: '2026-11-25', fusoHorario: MANAUS });
    const plataforma = await get('resumo', superAdmin.token);
    expect(plataforma).toMatchObject({ tenantId: null, dataFim: '2026-11-26', fusoHorario: SAO_PAULO });
    // The platform narrowed to one store: that store's clock.
    const umaLoja = await get('resumo', superAdmin.token, { lojaId: manaus.lojas[0]!.id });
    expect(umaLoja).toMatchObject({ tenantId: null, dataFim: '2026-11-25', fusoHorario: MANAUS, vendas: { quantidade: 1 } });
    const principal = (await verificarTokenAdmin(superAdmin.token))!;
    expect((await lerFiltros(principal, {})).filtros).toMatchObject({ tenantId: null, fuso: SAO_PAULO, hoje: '2026-11-26' });
  });
});

describe('a programme with active stores in two zones', () => {
  it('counts days at FUSO_HORARIO_PADRAO: the 23:30 Manaus sale is on 26/11 there', async () => {
    const r = await get('resumo', doisFusos.admin.token);
    expect(r).toMatchObject({ dataFim: '2026-11-26', fusoHorario: SAO_PAULO });
    const dia25 = await get('resumo', doisFusos.admin.token, { dataInicio: '2026-11-25', dataFim: '2026-11-25' });
    expect(dia25.vendas.quantidade).toBe(0);
    const h = await get('creditos/historico', doisFusos.admin.token, { periodo: 'Ultimos7Dias' });
    expect(h.serie.at(-1)).toEqual({ ...DIA_DA_VENDA, inicio: '2026-11-26', fim: '2026-11-26' });
    expect(h.fusoHorario).toBe(SAO_PAULO);
  });

  it('reads FUSO_HORARIO_PADRAO from the configuration', async () => {
    const antes = process.env.FUSO_HORARIO_PADRAO;
    process.env.FUSO_HORARIO_PADRAO = 'America/Noronha';
    recarregarEnv();
    try {
      expect(await get('resumo', doisFusos.admin.token)).toMatchObject({ dataFim: '2026-11-26', fusoHorario: 'America/Noronha' });
      expect(await get('expiracao/projecao', doisFusos.admin.token)).toMatchObject({ hoje: '2026-11-26', fusoHorario: 'America/Noronha' });
    } finally {
      if (antes === undefined) delete process.env.FUSO_HORARIO_PADRAO;
      else process.env.FUSO_HORARIO_PADRAO = antes;
      recarregarEnv();
    }
  });

  it("with lojaId, the calendar is that store's: the Manaus store's sale is on 25/11", async () => {
    const [lojaManaus, lojaRioBranco] = doisFusos.lojas;
    const daLoja = await get('resumo', doisFusos.admin.token, { lojaId: lojaManaus!.id });
    expect(daLoja).toMatchObject({ dataFim: '2026-11-25', fusoHorario: MANAUS, vendas: { quantidade: 1 } });
    const dia25 = await get('resumo', doisFusos.admin.token, { lojaId: lojaManaus!.id, dataInicio: '2026-11-25', dataFim: '2026-11-25' });
    expect(dia25.vendas.quantidade).toBe(1);
    // 22:40 of 25/11 in Rio Branco (UTC−5).
    expect(await get('resumo', doisFusos.admin.token, { lojaId: lojaRioBranco!.id })).toMatchObject({
      dataFim: '2026-11-25',
      fusoHorario: RIO_BRANCO,
      vendas: { quantidade: 0 },
    });
    // Another programme's store is no calendar either: the programme's own (and no numbers).
    expect(await get('resumo', doisFusos.admin.token, { lojaId: manaus.lojas[0]!.id })).toMatchObject({
      fusoHorario: SAO_PAULO,
      vendas: { quantidade: 0 },
    });
    // The overview with that store chosen: the whole page at Manaus clock.
    const principal = (await verificarTokenAdmin(doisFusos.admin.token))!;
    const { filtros } = await lerFiltros(principal, { lojaId: lojaManaus!.id, dataInicio: '2026-11-25', dataFim: '2026-11-25' });
    expect(filtros).toMatchObject({ lojaId: lojaManaus!.id, fuso: MANAUS, hoje: '2026-11-25' });
    const d = await carregarPainel(filtros);
    expect([d.resumo.vendas.quantidade, d.historico.serie]).toEqual([1, [DIA_DA_VENDA]]);
    expect(d.expiracao.hoje).toBe('2026-11-25');
  });
});
