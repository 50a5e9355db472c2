// The segment summaries recomputed from their sources: the per-membership summary
// (resumo_participacao, one row per membership) and the per-(membership, store) one (resumo_loja,
// one row per membership and store with a registered purchase there). What the daily job `resumos`
// and the integration test run (docs/segmentos.md, "O resumo por participação" and "Com loja").
// The divergences carry the keys and the columns that differ (what a difference means:
// lib/domain/conferencia).
import 'server-only';
import { consulta } from '@/lib/db';
import { conferirDivergencias, exigirSemDivergencias, type ResultadoConferencia } from '@/lib/domain/conferencia/conferir-divergencias';

/** The columns compared; the view resumo_participacao_calculado (its migration) has the same ones. */
const COLUNAS = [
  'ativo',
  'anonimizado',
  'whatsapp',
  'email',
  'mes_aniversario',
  'vinculado_em',
  'primeira_compra_em',
  'ultima_compra_em',
  'ultimas_compras_em',
  'ultimas_compras_valor',
  'saldo_cashback',
  'saldo_pontos',
  'lojas_compra',
] as const;

/** The columns of resumo_loja compared with the view resumo_loja_calculado (migration resumo_loja). */
const COLUNAS_LOJA = ['primeira_compra_em', 'ultima_compra_em', 'ultimas_compras_em', 'ultimas_compras_valor'] as const;

const diferem = (colunas: readonly string[]) => colunas.map((k) => `r.${k} IS DISTINCT FROM c.${k}`).join('\n      OR ');
const quais = (colunas: readonly string[]) =>
  `array_remove(ARRAY[${colunas.map((k) => `CASE WHEN r.${k} IS DISTINCT FROM c.${k} THEN '${k}' END`).join(', ')}], NULL)`;

/**
 * Per differing row: its keys (the store's for resumo_loja, null for the membership's summary) and
 * the names of the columns that differ; last, the number of memberships. $1 tenant or null = all.
 */
const Q_DIVERGENCIAS = consulta(`
  WITH r AS (SELECT * FROM resumo_participacao WHERE $1::uuid IS NULL OR tenant_id = $1),
  c AS (SELECT * FROM resumo_participacao_calculado WHERE $1::uuid IS NULL OR tenant_id = $1),
  rl AS (SELECT * FROM resumo_loja WHERE $1::uuid IS NULL OR tenant_id = $1),
  cl AS (SELECT * FROM resumo_loja_calculado WHERE $1::uuid IS NULL OR tenant_id = $1)
  SELECT coalesce(r.tenant_id, c.tenant_id) AS tenant_id, coalesce(r.cliente_id, c.cliente_id) AS cliente_id, NULL::uuid AS loja_id,
         CASE WHEN r.tenant_id IS NULL THEN ARRAY['sem resumo'] WHEN c.tenant_id IS NULL THEN ARRAY['sem participação']
              ELSE ${quais(COLUNAS)}
         END AS colunas,
         NULL::int AS participacoes
    FROM r FULL JOIN c USING (tenant_id, cliente_id)
   WHERE r.tenant_id IS NULL OR c.tenant_id IS NULL
      OR ${diferem(COLUNAS)}
  UNION ALL
  SELECT coalesce(r.tenant_id, c.tenant_id), coalesce(r.cliente_id, c.cliente_id), coalesce(r.loja_id, c.loja_id),
         CASE WHEN r.tenant_id IS NULL THEN ARRAY['sem resumo da loja'] WHEN c.tenant_id IS NULL THEN ARRAY['sem compra na loja']
              ELSE ${quais(COLUNAS_LOJA)}
         END,
         NULL::int
    FROM rl r FULL JOIN cl c USING (tenant_id, loja_id, cliente_id)
   WHERE r.tenant_id IS NULL OR c.tenant_id IS NULL
      OR ${diferem(COLUNAS_LOJA)}
  UNION ALL
  SELECT NULL, NULL, NULL, NULL, (SELECT count(*) FROM r)::int`);

/** `loja_id` is null for a membership's summary, the store for a row of resumo_loja. */
export type DivergenciaResumo = { tenant_id: string; cliente_id: string; loja_id: string | null; colunas: string[] };
export type ResultadoConferenciaResumo = ResultadoConferencia<DivergenciaResumo>;

/** One statement, one snapshot: the summaries move in the same statements as their sources. */
export function conferirResumos(o: { tenantId?: string } = {}): Promise<ResultadoConferenciaResumo> {
  return conferirDivergencias<DivergenciaResumo>(Q_DIVERGENCIAS, o.tenantId, 'resumo de participação diverge das vendas e cadastros');
}

/** The daily job `resumos`. */
export async function verificarResumos(): Promise<{ participacoes: number; divergencias: number }> {
  const r = await conferirResumos();
  return exigirSemDivergencias(r, `resumo de participação diverge em ${r.divergencias} participação(ões); ver o log de erro`);
}
