// The running balance (saldo_participacao) recomputed from the lots it counts, one row per
// membership, store and benefit: what the daily job `saldos` and the integration test run
// (docs/saldo-corrente.md, "The check"; what a difference means: lib/domain/conferencia).
import 'server-only';
import { consulta } from '@/lib/db';
import {
  conferirDivergencias,
  exigirSemDivergencias,
  type ResultadoConferencia as ResultadoConferenciaGeral,
} from '@/lib/domain/conferencia/conferir-divergencias';

/** Per key: the row's amounts and the lots' (stored status Disponivel / Pendente). $1 tenant or null = all. */
const Q_DIVERGENCIAS = consulta(`
  WITH l AS (
    SELECT tenant_id, cliente_id, loja_id, tipo_beneficio,
           sum(valor_disponivel) FILTER (WHERE status = 'Disponivel') AS d,
           sum(valor_disponivel) FILTER (WHERE status = 'Pendente') AS p
      FROM lote
     WHERE status IN ('Pendente','Disponivel') AND ($1::uuid IS NULL OR tenant_id = $1)
     GROUP BY 1, 2, 3, 4),
  s AS (SELECT * FROM saldo_participacao WHERE $1::uuid IS NULL OR tenant_id = $1)
  SELECT coalesce(s.tenant_id, l.tenant_id) AS tenant_id, coalesce(s.cliente_id, l.cliente_id) AS cliente_id,
         coalesce(s.loja_id, l.loja_id) AS loja_id, coalesce(s.tipo_beneficio, l.tipo_beneficio) AS tipo_beneficio,
         s.disponivel::text AS saldo_disponivel, s.pendente::text AS saldo_pendente,
         coalesce(l.d, 0)::text AS lotes_disponivel, coalesce(l.p, 0)::text AS lotes_pendente,
         (SELECT count(*) FROM s)::int AS participacoes
    FROM s FULL JOIN l USING (tenant_id, cliente_id, loja_id, tipo_beneficio)
   WHERE s.tenant_id IS NULL
      OR s.disponivel <> coalesce(l.d, 0) OR s.pendente <> coalesce(l.p, 0)
  UNION ALL
  SELECT NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, (SELECT count(*) FROM s)::int`);

export type Divergencia = {
  tenant_id: string;
  cliente_id: string;
  loja_id: string;
  tipo_beneficio: 'Cashback' | 'Pontos';
  saldo_disponivel: string | null;
  saldo_pendente: string | null;
  lotes_disponivel: string;
  lotes_pendente: string;
};

export type ResultadoConferencia = ResultadoConferenciaGeral<Divergencia>;

/** Lots and their balance rows move together in the same statements, so any snapshot agrees. */
export function conferirSaldos(o: { tenantId?: string } = {}): Promise<ResultadoConferencia> {
  return conferirDivergencias<Divergencia>(Q_DIVERGENCIAS, o.tenantId, 'saldo corrente diverge dos lotes');
}

/** The daily job `saldos`. */
export async function verificarSaldos(): Promise<{ participacoes: number; divergencias: number }> {
  const r = await conferirSaldos();
  return exigirSemDivergencias(r, `saldo corrente diverge dos lotes em ${r.divergencias} participação(ões); ver o log de erro`);
}
