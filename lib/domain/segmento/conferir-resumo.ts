// The per-membership summary (resumo_participacao) recomputed from its sources, one row per
// membership: what the daily job `resumos` and the integration test run (docs/segmentos.md, "O
// resumo por participação"). The divergences carry the keys and the columns that differ (what a
// difference means: lib/domain/conferencia).
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
export type ResultadoConferenciaResumo = ResultadoConferencia<DivergenciaResumo>;

/** The summary moves in the same statements as its sources, so any snapshot agrees. */
export function conferirResumos(o: { tenantId?: string } = {}): Promise<ResultadoConferenciaResumo> {
  return conferirDivergencias<DivergenciaResumo>(Q_DIVERGENCIAS, o.tenantId, 'resumo de participação diverge das vendas e cadastros');
}

/** The daily job `resumos`. */
export async function verificarResumos(): Promise<{ participacoes: number; divergencias: number }> {
  const r = await conferirResumos();
  return exigirSemDivergencias(r, `resumo de participação diverge em ${r.divergencias} participação(ões); ver o log de erro`);
}
