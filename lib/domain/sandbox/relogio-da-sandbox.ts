// POST /api/v1/sandbox/relogio (issue 12 §2, docs/sandbox.md): moves the sandbox's clock forward
// and writes, at the new instant, the releases and expiries that became due, so the PDV sees them
// in the next balance and the ledger records them. Moving back is not offered: a lot released or
// expired cannot travel back in time (DELETE /api/v1/sandbox resets the clock with the data).
import 'server-only';
import type { z } from 'zod';
import { consulta, transacao } from '@/lib/db';
import { ErroDeNegocio } from '@/lib/erros';
import { isoUtc } from '@/lib/datas';
import { agora } from '@/lib/relogio';
import { comRelogioDaSandbox } from '@/lib/relogio-sandbox';
import { materializarLotesDoTenant } from '@/lib/domain/lote/liberar-e-expirar-lotes';
import { enviarLembretesDeExpiracao } from '@/lib/domain/lote/lembrar-expiracao';
import { MAX_DESLOCAMENTO_DIAS, MENSAGENS_SANDBOX } from '@/lib/domain/sandbox/mensagens';
import type { estadoSandboxResponseSchema, relogioSandboxResponseSchema } from '@/lib/openapi/respostas-sandbox';

export type RelogioSandboxResponse = z.output<typeof relogioSandboxResponseSchema>;

const S_AVANCAR = consulta(`
  UPDATE tenant SET sandbox_deslocamento_dias = sandbox_deslocamento_dias + $2
   WHERE id = $1 AND sandbox_de IS NOT NULL AND sandbox_deslocamento_dias + $2 <= $3
  RETURNING sandbox_deslocamento_dias AS dias`);

const LOTE = 1000;

export type EstadoSandboxResponse = z.output<typeof estadoSandboxResponseSchema>;

/** GET /api/v1/sandbox: the sandbox's instant, on the clock the request already runs on. */
export function estadoDaSandbox(deslocamentoDias: number): EstadoSandboxResponse {
  return { agora: isoUtc(agora()), deslocamentoDias };
}

export async function avancarRelogioDaSandbox(tenantSandboxId: string, dias: number): Promise<RelogioSandboxResponse> {
  // The new offset commits with the first batch of the transitions it makes due. The real-clock
  // job (em-cada-sandbox.ts) reads the offset outside this transaction, so it sees the old clock
  // (and writes only what was due before the move) or the new one with this batch written: the
  // answer counts what the move made due (unless it spans several batches). Either way each lot
  // changes once (SKIP LOCKED + re-check).
  const { deslocamentoDias, instante, ...primeiro } = await transacao(async (tx) => {
    const [t] = await tx.query<{ dias: number }>(S_AVANCAR, [tenantSandboxId, dias, MAX_DESLOCAMENTO_DIAS]);
    if (!t) throw new ErroDeNegocio(422, MENSAGENS_SANDBOX.deslocamentoMaximo);
    const instante = comRelogioDaSandbox(t.dias, agora);
    return { deslocamentoDias: t.dias, instante, ...(await materializarLotesDoTenant(tx, instante, tenantSandboxId, LOTE)) };
  });
  let lotesLiberados = primeiro.liberados;
  let lotesExpirados = primeiro.expirados;
  for (let r = primeiro; r.liberados === LOTE || r.expirados === LOTE;) {
    r = await transacao((tx) => materializarLotesDoTenant(tx, instante, tenantSandboxId, LOTE));
    lotesLiberados += r.liberados;
    lotesExpirados += r.expirados;
  }
  // The reminders due at the new instant, after the expiries (an expired lot is not reminded):
  // the sandbox's `lote.expirando` reaches the tenant's Teste webhooks when the integrator moves
  // the clock, not at the job's next hourly run. Its customer messages are discarded as ever.
  await comRelogioDaSandbox(deslocamentoDias, () => enviarLembretesDeExpiracao({ tenantId: tenantSandboxId, orcamentoMs: 60_000 }));
  return { agora: isoUtc(instante), deslocamentoDias, lotesLiberados, lotesExpirados };
}
