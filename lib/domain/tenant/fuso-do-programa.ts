// The calendar of a programme's reports (docs/api-admin-analytics.md, "Períodos"): which time
// zone turns "25/11" into two instants in the analytics and the panel's overview. A sale at 23:30
// in a Manaus shop is on 25/11 for its manager, as it already is in the sales list and the CSVs
// (docs/vendas-painel.md §1), not on 26/11 at São Paulo's clock.
// - a store filter: that store's zone (active or not: its sales happened at its clock);
// - otherwise the programme's: the zone of its active stores when they all share one;
// - stores in several zones, no active store, or the whole platform (SuperAdmin without a
//   tenant, whose programmes may be anywhere): FUSO_HORARIO_PADRAO.
// A tenant whose stores are all in São Paulo gets exactly what it got before this rule.
import 'server-only';
import { consulta, sqlLeitura } from '@/lib/db';
import { env } from '@/lib/env';

/**
 * The zone the active stores of the programme `tenant` (an SQL expression) all share, or NULL when
 * they are in several zones or none is active. Also the club's clock for a movement without a store
 * (lib/domain/clube/historico.ts).
 */
export function sqlFusoDasLojasAtivas(tenant: string): string {
  return `(SELECT CASE WHEN min(lp.fuso_horario) = max(lp.fuso_horario) THEN min(lp.fuso_horario) END
            FROM loja lp WHERE lp.tenant_id = ${tenant} AND lp.ativo)`;
}

/**
 * $1 tenant (null = the platform), $2 store (null = none). One row, two small reads: the store by
 * its primary key (within the scope: the tenant's, or a live tenant's for the platform, so another
 * tenant's or a sandbox's store gives no zone, as it gives no numbers), and the tenant's active
 * stores (`loja_tenant_id_idx`; a programme has a handful).
 */
const Q_FUSO = consulta(`
  SELECT (SELECT l.fuso_horario FROM loja l JOIN tenant t ON t.id = l.tenant_id
           WHERE l.id = $2::uuid AND (l.tenant_id = $1::uuid OR ($1::uuid IS NULL AND t.sandbox_de IS NULL))) AS da_loja,
         ${sqlFusoDasLojasAtivas('$1::uuid')} AS do_programa`);

/** The IANA zone of the calendar of `tenantId`'s reports, narrowed to `lojaId` when there is one. */
export async function fusoDoPrograma(tenantId: string | null, lojaId?: string | null): Promise<string> {
  const padrao = env().FUSO_HORARIO_PADRAO;
  if (!tenantId && !lojaId) return padrao;
  const [r] = await sqlLeitura.query<{ da_loja: string | null; do_programa: string | null }>(Q_FUSO, [tenantId, lojaId ?? null]);
  return r?.da_loja ?? r?.do_programa ?? padrao;
}
