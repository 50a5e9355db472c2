// The real-clock jobs and the sandbox clocks (docs/sandbox.md, "The jobs follow each sandbox's
// clock"). A sandbox's clock runs `sandbox_deslocamento_dias` ahead of the real one and keeps
// running between two moves, so its lots become due as real time passes, days before a live lot
// with the same dates. The release/expiry job (`lotes`) and the reminder job (`lembretes`) therefore
// run their statement in two parts: for the live tenants at the real instant (their base statement
// leaves the shadow tenants' lots out, `LOTE_DE_TENANT_VIVO`), then for each shadow tenant with
// something due at its own instant, with the tenant-scoped statement under that sandbox's clock,
// so the ledger and the events carry the sandbox's instant, exactly as a clock move writes them.
//
// A clock move (relogio-da-sandbox.ts) and a job may run together on one sandbox: they run the
// same tenant statement, which claims lots with FOR UPDATE SKIP LOCKED and re-checks in its UPDATE
// the state it moves from (the status, or the reminder's marker), so each transition or reminder
// is written once, by whichever claims the lot first; the other skips it or finds it moved. A job
// that read the offset before the move writes, at the earlier instant, only what was already due
// then, as a run just before the move would have.
import 'server-only';
import { consulta, sql, type Consulta } from '@/lib/db';
import { agora } from '@/lib/relogio';
import { comRelogioDaSandbox } from '@/lib/relogio-sandbox';

/**
 * SQL condition on a lot `l`: it belongs to a live tenant. The base statements keep their plans on
 * the partial date indexes (lote_ativo_expiracao, lote_pendente_liberacao): the condition becomes
 * an anti-join with `tenant`, a primary-key probe per candidate lot or a hash of the shadow tenants.
 * Due sandbox lots do not pile up in those index ranges: the sandbox pass writes them first, since
 * a sandbox's instant is never behind the real one.
 */
export const LOTE_DE_TENANT_VIVO = 'NOT EXISTS (SELECT 1 FROM tenant t WHERE t.id = l.tenant_id AND t.sandbox_de IS NOT NULL)';

/**
 * The statement that finds, in one query, the shadow tenants with something due at their own
 * instant. `devido(instante)` is an SQL condition on the shadow tenant `t`, given the SQL of its
 * instant (the real instant `$1` plus its offset, in whole days of 24 hours as `agora()` adds it);
 * it probes the tenant's lots through an index that leads with `tenant_id`.
 */
export function sandboxesComAlgoDevido(devido: (instante: string) => string): Consulta {
  return consulta(`
  SELECT t.id, t.sandbox_deslocamento_dias AS dias
    FROM tenant t CROSS JOIN LATERAL (SELECT $1::timestamptz + t.sandbox_deslocamento_dias * interval '24 hours' AS instante) s
   WHERE t.sandbox_de IS NOT NULL AND (${devido('s.instante')})`);
}

/**
 * Runs `executar()` for the live base on the real clock, then `executar(tenantId)` for each shadow
 * tenant that `devidas` finds, inside that sandbox's clock (`agora()` is its instant). One time
 * budget, `fim`, for the whole run: `executar` stops its batches there, and the sandboxes not
 * reached are found again by the next run.
 */
export async function naBaseEEmCadaSandbox(devidas: Consulta, fim: number, executar: (tenantId?: string) => Promise<void>) {
  await executar();
  if (Date.now() > fim) return;
  const sandboxes = await sql.query<{ id: string; dias: number }>(devidas, [agora()]);
  for (const s of sandboxes) {
    if (Date.now() > fim) return;
    await comRelogioDaSandbox(s.dias, () => executar(s.id));
  }
}
