// What the dashboard (/painel) reads, scoped exactly as the AnalyticsAdmin routes scope it
// (lib/domain/acesso/escopo-tenant.ts): AdminTenant sees its own tenant and nothing else; SuperAdmin the
// tenant it picks or — without one — the whole platform. The numbers come from the same domain
// functions as the API (lib/domain/analytics), so the page and /api/v1/admin/AnalyticsAdmin/*
// never disagree.
import { prisma } from '@/lib/db';
import { ErroDeNegocio } from '@/lib/erros';
import { dataLocal, dataValida } from '@/lib/datas';
import { agora } from '@/lib/relogio';
import { tenantDoEscopo } from '@/lib/domain/acesso/escopo-tenant';
import type { PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';
import { escopoDeLista } from '@/lib/domain/sandbox/tenant-sombra';
import { obterResumo } from '@/lib/domain/analytics/resumo';
import { historicoCreditosPorDatas } from '@/lib/domain/analytics/historico-creditos';
import { desempenhoCampanhas } from '@/lib/domain/analytics/campanhas';
import { rankingLojas } from '@/lib/domain/analytics/ranking-lojas';
import { CRITERIOS_CLIENTES, topClientes, type OrdenarClientesPor } from '@/lib/domain/analytics/top-clientes';
import { projecaoExpiracao } from '@/lib/domain/analytics/projecao-expiracao';
import { diasInclusivos, GRANULARIDADES, resolverPeriodo, type GranularidadeHistorico } from '@/lib/domain/analytics/periodo';
import { fusoDoPrograma } from '@/lib/domain/tenant/fuso-do-programa';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const TAMANHO_CAMPANHAS = 8;
export const TAMANHO_LOJAS = 10;
export const LIMITE_CLIENTES = 10;

export type Consulta = Record<string, string | undefined>;

export type Filtros = {
  tenantId: string | null;
  lojaId: string | null;
  dataInicio: string;
  dataFim: string;
  granularidade: GranularidadeHistorico;
  /** Whether the granularity was chosen (kept in links) or derived from the period's length. */
  granularidadeEscolhida: boolean;
  ordenarPor: OrdenarClientesPor;
  paginaCampanhas: number;
  paginaLojas: number;
  /**
   * The page's calendar (fusoDoPrograma: the chosen store's zone, else the programme's): "today",
   * the period's days and the chart's buckets, every section alike.
   */
  fuso: string;
  hoje: string;
};

export type Opcoes = {
  tenants: { id: string; nome: string }[] | null;
  lojas: { id: string; nome: string; ativo: boolean }[];
  nomeTenant: string | null;
};

function inteiro(v: string | undefined): number {
  const n = Number(v);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}

/** A period's default granularity: days up to a month, weeks up to a quarter, months beyond. */
export function granularidadePadrao(dataInicio: string, dataFim: string): GranularidadeHistorico {
  const dias = diasInclusivos(dataInicio, dataFim);
  return dias <= 31 ? 'Dia' : dias <= 92 ? 'Semana' : 'Mes';
}

/**
 * The dashboard's filters from the URL, checked: an AdminTenant naming another tenant gets the
 * API's 403 (thrown); a tenant, store or date that does not exist or is malformed is dropped with
 * a warning instead of failing the whole page.
 */
export async function lerFiltros(p: PrincipalAdmin, q: Consulta): Promise<{ filtros: Filtros; opcoes: Opcoes; avisos: string[] }> {
  const avisos: string[] = [];

  // Tenant: the API's rule (403 for another tenant) for everyone but SuperAdmin.
  const informado = q.tenantId && UUID.test(q.tenantId) ? q.tenantId.toLowerCase() : null;
  let tenantId = tenantDoEscopo(p, informado);
  let tenants: Opcoes['tenants'] = null;
  let nomeTenant: string | null = null;
  if (p.perfil === 'SuperAdmin') {
    // The selector lists up to 500 tenants by name; one chosen by link beyond those is added. A
    // sandbox's shadow tenant is never one (docs/sandbox.md): it is not found, as an unknown id.
    tenants = await prisma.tenant.findMany({
      where: { sandboxDe: null },
      select: { id: true, nome: true },
      orderBy: { nome: 'asc' },
      take: 500,
    });
    if (tenantId && !tenants.some((t) => t.id === tenantId)) {
      const t = await prisma.tenant.findFirst({ where: { id: tenantId, sandboxDe: null }, select: { id: true, nome: true } });
      if (t) tenants = [...tenants, t];
      else {
        avisos.push('O tenant informado não foi encontrado; mostrando toda a plataforma.');
        tenantId = null;
      }
    }
    nomeTenant = tenants.find((t) => t.id === tenantId)?.nome ?? null;
  } else if (tenantId) {
    nomeTenant = (await prisma.tenant.findUnique({ where: { id: tenantId }, select: { nome: true } }))?.nome ?? null;
  }

  // Stores: only the chosen tenant's (none for the whole platform).
  const lojas = tenantId
    ? await prisma.loja.findMany({ where: { tenantId }, select: { id: true, nome: true, ativo: true }, orderBy: { nome: 'asc' } })
    : [];
  let lojaId = q.lojaId && UUID.test(q.lojaId) ? q.lojaId.toLowerCase() : null;
  if (lojaId && !lojas.some((l) => l.id === lojaId)) {
    avisos.push(
      tenantId ? 'A loja informada não pertence a este programa; mostrando todas as lojas.' : 'Escolha um tenant para filtrar por loja.',
    );
    lojaId = null;
  }

  // Period: the analytics rules (periodo.ts) at the programme's clock (a Manaus shop's "today"
  // starts at midnight in Manaus); a bad one falls back to the last 30 days.
  const momento = agora();
  const fuso = await fusoDoPrograma(tenantId, lojaId);
  const hoje = dataLocal(momento, fuso);
  const datas = {
    dataInicio: q.dataInicio && dataValida(q.dataInicio) ? q.dataInicio : undefined,
    dataFim: q.dataFim && dataValida(q.dataFim) ? q.dataFim : undefined,
  };
  if ((q.dataInicio && !datas.dataInicio) || (q.dataFim && !datas.dataFim))
    avisos.push('Data inválida ignorada: use o formato dd/mm/aaaa.');
  let periodo;
  try {
    periodo = resolverPeriodo(momento, datas, fuso);
  } catch (e) {
    if (!(e instanceof ErroDeNegocio)) throw e;
    avisos.push(`${e.mensagem} Mostrando os últimos 30 dias.`);
    periodo = resolverPeriodo(momento, {}, fuso);
  }

  const escolhida = (GRANULARIDADES as readonly string[]).includes(q.granularidade ?? '');
  const ordenarPor = (CRITERIOS_CLIENTES as readonly string[]).includes(q.ordenarPor ?? '')
    ? (q.ordenarPor as OrdenarClientesPor)
    : 'ValorGasto';
  return {
    filtros: {
      tenantId,
      lojaId,
      dataInicio: periodo.dataInicio,
      dataFim: periodo.dataFim,
      granularidade: escolhida ? (q.granularidade as GranularidadeHistorico) : granularidadePadrao(periodo.dataInicio, periodo.dataFim),
      granularidadeEscolhida: escolhida,
      ordenarPor,
      paginaCampanhas: inteiro(q.paginaCampanhas),
      paginaLojas: inteiro(q.paginaLojas),
      fuso,
      hoje,
    },
    opcoes: { tenants, lojas, nomeTenant },
    avisos,
  };
}

/** Whether the scope ever registered a sale (the dashboard's empty state). */
export async function jaVendeu(tenantId: string | null): Promise<boolean> {
  return !!(await prisma.venda.findFirst({ where: escopoDeLista(tenantId), select: { id: true } }));
}

/**
 * What a programme without sales still lacks before its first sale credits anything: an active
 * store (the PDV names it by CNPJ) and an active campaign (without one the PDV and the counter
 * refuse the sale with "Nenhuma campanha ativa elegível para esta venda."). The empty overview
 * says these first, in this order.
 */
export async function primeirosPassos(tenantId: string): Promise<{ temLoja: boolean; temCampanha: boolean }> {
  const [loja, campanha] = await Promise.all([
    prisma.loja.findFirst({ where: { tenantId, ativo: true }, select: { id: true } }),
    prisma.campanha.findFirst({ where: { tenantId, status: 'Ativa' }, select: { id: true } }),
  ]);
  return { temLoja: !!loja, temCampanha: !!campanha };
}

export async function carregarPainel(f: Filtros) {
  // One calendar for the whole page: each section gets the zone the filters were read in.
  const datas = { dataInicio: f.dataInicio, dataFim: f.dataFim, fuso: f.fuso };
  const [resumo, historico, campanhas, lojas, clientes, expiracao] = await Promise.all([
    obterResumo(f.tenantId, { ...datas, lojaId: f.lojaId }),
    historicoCreditosPorDatas(f.tenantId, { ...datas, granularidade: f.granularidade, lojaId: f.lojaId }),
    desempenhoCampanhas(f.tenantId, { ...datas, lojaId: f.lojaId, pagina: f.paginaCampanhas, tamanho: TAMANHO_CAMPANHAS }),
    // The ranking is every store's: a store filter highlights its row instead.
    rankingLojas(f.tenantId, { ...datas, pagina: f.paginaLojas, tamanho: TAMANHO_LOJAS }),
    topClientes(f.tenantId, { ...datas, lojaId: f.lojaId, ordenarPor: f.ordenarPor, limite: LIMITE_CLIENTES }),
    // Balances (and so what will expire) belong to the membership, not to a store.
    projecaoExpiracao(f.tenantId, agora(), f.fuso),
  ]);
  return { resumo, historico, campanhas, lojas, clientes, expiracao };
}

export type DadosPainel = Awaited<ReturnType<typeof carregarPainel>>;
