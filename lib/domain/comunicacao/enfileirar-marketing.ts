// The entry point of the sending engine for anything that is not a panel campaign (issue 11 §3,
// the automations: welcome, birthday, win-back, expiry reminder; docs/comunicacao.md, "Automações
// reutilizam o motor"). An automation is a `campanha_comunicacao` row with origem `Automacao`
// (its channel, template and holdout percentage); each occurrence for a customer is one recipient
// row, keyed by (automation, customer, ocorrencia) — so a re-run of the automation adds nothing —
// drawn into the holdout like a campaign, and then released by liberar-envios.ts under the same
// policy (consent, weekly cap shared with the campaigns, quiet hours, outbox exactly once).
import 'server-only';
import { consulta, type Executor } from '@/lib/db';
import { sqlDestinatarios } from './destinatarios-sql';

const S_DESTINATARIO = consulta(`
  ${sqlDestinatarios(
    `SELECT k.id AS campanha_id, k.tenant_id, $2::uuid AS cliente_id, $3::text AS ocorrencia, k.canal, k.holdout_percentual
       FROM campanha_comunicacao k WHERE k.id = $1 AND k.status <> 'Cancelada'`,
    '$4',
  )}
  RETURNING grupo`);

export type Enfileiramento = 'Envio' | 'Holdout' | 'Fora' | 'JaExistia';

/**
 * Queues one marketing message of an automation (or campaign) for one customer, in the caller's
 * transaction (the automation's own write — a birthday bonus lot, say — commits with it). The
 * message leaves when the `comunicacao` job releases it, under the policy; nothing is rendered or
 * sent here. A customer without consent or contact is recorded `Fora` at once (like a campaign's
 * preparation), and consent is checked again at release.
 */
export async function enfileirarMarketing(
  ex: Executor,
  a: { campanhaId: string; clienteId: string; ocorrencia: string; agora: Date },
): Promise<Enfileiramento> {
  const [r] = await ex.query<{ grupo: 'Envio' | 'Holdout' | 'Fora' }>(S_DESTINATARIO, [a.campanhaId, a.clienteId, a.ocorrencia, a.agora]);
  return r?.grupo ?? 'JaExistia';
}
