// GET /api/v1/admin/AnalyticsAdmin/lojas/ranking: every store of the tenant (inactive ones
// included, flagged), ranked by what it sold in the period (docs/api-admin-analytics.md,
// "lojas/ranking"). Sales as in the resumo: registered in the period and not cancelled.
import 'server-only';
import type { z } from 'zod';
import { paraNumero } from '@/lib/dinheiro';
import { consultaPorEscopo, consultarRelatorio, daEscopo } from '@/lib/domain/analytics/escopo-sql';
import { agora as relogio } from '@/lib/relogio';
import { resolverPeriodo, type DatasInformadas, type Periodo } from '@/lib/domain/analytics/periodo';
import { fusoDoPrograma } from '@/lib/domain/tenant/fuso-do-programa';
import { paginaDoPeriodo, type Pagina } from '@/lib/domain/analytics/paginacao';
import type { rankingLojasSchema } from '@/lib/openapi/respostas-analytics';

/** The answer is the API document's schema (type only: nothing of lib/openapi is loaded here). */
export type RankingLojas = z.output<typeof rankingLojasSchema>;
export type LojaRanking = RankingLojas['itens'][number];

type Linha = {
  posicao: number;
  id: string;
  tenant_id: string;
  nome: string;
  cnpj: string;
  ativo: boolean;
  vendas: number;
  valor_vendido: string;
  ticket_medio: string;
  cashback: string;
  pontos: string;
  clientes: number;
  total: number;
};

/** $1 tenant, $2 start, $3 end (exclusive), $4 limit, $5 offset. */
const Q_RANKING = consultaPorEscopo(
  (t) => `
  WITH pv AS (
    SELECT v.loja_id, count(*)::int AS vendas, sum(v.valor_venda) AS valor_vendido,
           round(avg(v.valor_venda), 2) AS ticket_medio,
           sum(v.cashback_creditado) AS cashback, sum(v.pontos_creditados) AS pontos,
           count(DISTINCT v.cliente_id)::int AS clientes
      FROM venda v
     WHERE ${t('v')} AND v.status = 'Registrada' AND v.criado_em >= $2 AND v.criado_em < $3
     GROUP BY v.loja_id),
  lista AS (
    SELECT row_number() OVER (ORDER BY coalesce(pv.valor_vendido, 0) DESC, coalesce(pv.vendas, 0) DESC, l.nome, l.id)::int AS posicao,
           l.id, l.tenant_id, l.nome, l.cnpj, l.ativo,
           coalesce(pv.vendas, 0) AS vendas, coalesce(pv.valor_vendido, 0)::text AS valor_vendido,
           coalesce(pv.ticket_medio, 0)::text AS ticket_medio,
           coalesce(pv.cashback, 0)::text AS cashback, coalesce(pv.pontos, 0)::text AS pontos,
           coalesce(pv.clientes, 0) AS clientes
      FROM loja l
      LEFT JOIN pv ON pv.loja_id = l.id
     WHERE ${t('l')})
  SELECT *, count(*) OVER ()::int AS total FROM lista ORDER BY posicao LIMIT $4 OFFSET $5`,
);

/** Every store's, so the programme's calendar (`filtro.fuso`: the one the panel already resolved). */
export async function rankingLojas(
  tenantId: string | null,
  filtro: DatasInformadas & Pagina & { fuso?: string },
  agora = relogio(),
): Promise<RankingLojas> {
  const fuso = filtro.fuso ?? (await fusoDoPrograma(tenantId));
  return rankingDoPeriodo(tenantId, resolverPeriodo(agora, filtro, fuso), { pagina: filtro.pagina, tamanho: filtro.tamanho });
}

async function rankingDoPeriodo(tenantId: string | null, periodo: Periodo, pagina: Pagina): Promise<RankingLojas> {
  const linhas = await consultarRelatorio<Linha>(daEscopo(Q_RANKING, tenantId), [
    tenantId,
    periodo.inicio,
    periodo.fim,
    pagina.tamanho,
    (pagina.pagina - 1) * pagina.tamanho,
  ]);
  return paginaDoPeriodo(tenantId, periodo, pagina, linhas, lojaDaLinha, (p) => rankingDoPeriodo(tenantId, periodo, p));
}

function lojaDaLinha(l: Linha): LojaRanking {
  return {
    posicao: l.posicao,
    lojaId: l.id,
    tenantId: l.tenant_id,
    nome: l.nome,
    cnpj: l.cnpj,
    ativa: l.ativo,
    vendas: l.vendas,
    valorVendido: paraNumero(l.valor_vendido),
    ticketMedio: paraNumero(l.ticket_medio),
    cashbackCreditado: paraNumero(l.cashback),
    pontosCreditados: paraNumero(l.pontos),
    clientesDistintos: l.clientes,
  };
}
