// The per-membership summary (resumo_participacao) recomputed from its sources, one row per
// membership: what the daily job `resumos` and the integration test run (docs/segmentos.md, "O
// resumo por participação"). Any difference is a bug in the triggers or a write that went around
// them: it is logged as an error with the keys and the columns that differ (ids only, no personal
// data), and the job fails, so the scheduler's metrics and the cron caller see it.
import 'server-only';
import { consulta, sql } from '@/lib/db';
import { log } from '@/lib/log';

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

/** Per differing membership: its keys and the names of the columns that differ. $1 tenant or null = all. */
const Q_DIVERGENCIAS = consulta(`
  WITH r AS (SELECT * FROM resumo_participacao WHERE $1::uuid IS NULL OR tenant_id = $1),
  c AS (SELECT * FROM resumo_participacao_calculado WHERE $1::uuid IS NULL OR tenant_id = $1)
  SELECT coalesce(r.tenant_id, c.tenant_id) AS tenant_id, coalesce(r.cliente_id, c.cliente_id) AS cliente_id,
         CASE WHEN r.tenant_id IS NULL THEN ARRAY['sem resumo'] WHEN c.tenant_id IS NULL THEN ARRAY['sem participação']
              ELSE array_remove(ARRAY[${COLUNAS.map((k) => `CASE WHEN r.${k} IS DISTINCT FROM c.${k} THEN '${k}' END`).join(', ')}], NULL)
         END AS colunas,
         NULL::int AS participacoes
    FROM r FULL JOIN c USING (tenant_id, cliente_id)
   WHERE r.tenant_id IS NULL OR c.tenant_id IS NULL
      OR ${COLUNAS.map((k) => `r.${k} IS DISTINCT FROM c.${k}`).join('\n      OR ')}
  UNION ALL
  SELECT NULL, NULL, NULL, (SELECT count(*) FROM r)::int`);

export type DivergenciaResumo = { tenant_id: string; cliente_id: string; colunas: string[] };
export type ResultadoConferenciaResumo = { participacoes: number; divergencias: number; exemplos: DivergenciaResumo[] };

/** One statement, one snapshot: the summary moves in the same statements as its sources. */
export async function conferirResumos(o: { tenantId?: string } = {}): Promise<ResultadoConferenciaResumo> {
  const linhas = await sql.query<DivergenciaResumo & { participacoes: number | null }>(Q_DIVERGENCIAS, [o.tenantId ?? null]);
  const divergentes = linhas.filter((l) => l.tenant_id !== null);
  const participacoes = linhas.at(-1)?.participacoes ?? 0;
  const exemplos = divergentes.slice(0, 20).map(({ participacoes: _, ...d }) => d);
  if (divergentes.length > 0) {
    log.error('resumo de participação diverge das vendas e cadastros', { divergencias: divergentes.length, participacoes, exemplos });
  }
  return { participacoes, divergencias: divergentes.length, exemplos };
}

/** The daily job: the counts, or an error (after the log line) when anything differs. */
export async function verificarResumos(): Promise<{ participacoes: number; divergencias: number }> {
  const r = await conferirResumos();
  if (r.divergencias > 0) {
    throw new Error(`resumo de participação diverge em ${r.divergencias} participação(ões); ver o log de erro`);
  }
  return { participacoes: r.participacoes, divergencias: 0 };
}
