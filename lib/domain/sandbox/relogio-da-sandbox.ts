// POST /api/v1/sandbox/relogio (issue 12 §2, docs/sandbox.md): moves the sandbox's clock forward
// and writes, at the new instant, the releases and expiries that became due, so the PDV sees them
// in the next balance and the ledger records them. Moving back is not offered: a lot released or
// expired cannot travel back in time (DELETE /api/v1/sandbox resets the clock with the data).
import 'server-only';
import type { z } from 'zod';
import { consulta, sql, transacao } from '@/lib/db';
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
  const [t] = await sql.query<{ dias: number }>(S_AVANCAR, [tenantSandboxId, dias, MAX_DESLOCAMENTO_DIAS]);
  if (!t) throw new ErroDeNegocio(422, MENSAGENS_SANDBOX.deslocamentoMaximo);
  return comRelogioDaSandbox(t.dias, async () => {
    const instante = agora();
    let lotesLiberados = 0;
    let lotesExpirados = 0;
    for (;;) {
      const r = await transacao((tx) => materializarLotesDoTenant(tx, instante, tenantSandboxId, LOTE));
      lotesLiberados += r.liberados;
      lotesExpirados += r.expirados;
      if (r.liberados < LOTE && r.expirados < LOTE) break;
    }
    // The reminders due at the new instant, after the expiries (an expired lot is not reminded):
    // the sandbox's `lote.expirando` reaches the tenant's Teste webhooks when the integrator moves
    // the clock, not days later on the real clock. Its customer messages are discarded as ever.
    await enviarLembretesDeExpiracao({ tenantId: tenantSandboxId, orcamentoMs: 60_000 });
    return { agora: isoUtc(instante), deslocamentoDias: t.dias, lotesLiberados, lotesExpirados };
  });
}
