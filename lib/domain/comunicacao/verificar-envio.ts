// The last check of a marketing message, right before the dispatcher hands it to the channel
// (docs/comunicacao.md, "Opt-out no meio de um envio"): the consent of this channel in this
// programme is read again — an opt-out recorded a moment ago stops the message — and the
// quiet hours are checked again (a message queued at 20:59 and dispatched at 21:01 waits).
// The acknowledgements update the recipient row with the event in one statement.
import 'server-only';
import { consulta, sql } from '@/lib/db';
import { lerConfiguracao, type ConfiguracaoComunicacao } from './configuracao';
import { paraE164 } from '@/lib/notificacoes/contatos';
import { proximoHorarioPermitido } from './horario';

// Consent and the contact in one round trip (this runs once per message of a 10,000-customer send).
const Q_CONSENTE = consulta(`
  SELECT coalesce(CASE WHEN $3 = 'whatsapp' THEN pc.whatsapp ELSE pc.email END, false) AND c.anonimizado_em IS NULL AS aceita,
         CASE WHEN $3 = 'whatsapp' THEN c.telefone ELSE c.email END AS contato
    FROM cliente c
    LEFT JOIN preferencia_comunicacao pc ON pc.tenant_id = $1 AND pc.cliente_id = c.id
   WHERE c.id = $2`);

export type Veredito =
  { tipo: 'enviar'; canal: 'email' | 'whatsapp'; destino: string | null } | { tipo: 'optout' } | { tipo: 'adiar'; ate: Date };

type PayloadMarketing = { clienteId?: unknown; tenantId?: unknown; canal?: unknown };

/** `configs` caches each tenant's rules for one dispatcher run. */
export async function verificarAntesDeEnviar(
  p: PayloadMarketing,
  agora: Date,
  configs: Map<string, ConfiguracaoComunicacao>,
): Promise<Veredito> {
  const tenantId = String(p.tenantId);
  let cfg = configs.get(tenantId);
  if (!cfg) configs.set(tenantId, (cfg = await lerConfiguracao(sql, tenantId)));
  const ate = proximoHorarioPermitido(agora, { inicio: cfg.silencioInicio, fim: cfg.silencioFim, fuso: cfg.fusoHorario });
  if (ate > agora) return { tipo: 'adiar', ate };
  const canal = p.canal === 'whatsapp' ? 'whatsapp' : 'email';
  const [c] = await sql.query<{ aceita: boolean; contato: string | null }>(Q_CONSENTE, [tenantId, String(p.clienteId), canal]);
  if (!c?.aceita) return { tipo: 'optout' };
  const destino = canal === 'whatsapp' ? paraE164(c.contato) : c.contato && c.contato.includes('@') ? c.contato : null;
  return { tipo: 'enviar', canal, destino };
}

/** Sent: the event and its recipient, together. */
export const Q_MARKETING_ENVIADO = consulta(`
  WITH e AS (
    UPDATE evento_outbox SET status = 'Enviado', enviado_em = $2, canal = $3, ultimo_erro = NULL
     WHERE id = $1 AND status = 'Pendente' RETURNING id)
  UPDATE destinatario_comunicacao SET status = 'Enviado', enviado_em = $2 WHERE id = $4::uuid AND EXISTS (SELECT 1 FROM e)`);

/** Opted out since it was queued: discarded, and counted as an opt-out of the campaign. */
export const Q_MARKETING_OPTOUT = consulta(`
  WITH e AS (
    UPDATE evento_outbox SET status = 'Descartado', ultimo_erro = 'Consentimento retirado antes do envio.'
     WHERE id = $1 AND status = 'Pendente' RETURNING id)
  UPDATE destinatario_comunicacao SET status = 'IgnoradoOptout' WHERE id = $2::uuid AND EXISTS (SELECT 1 FROM e)`);

/** Quiet hours: back in the queue until the window ends; the attempt is not counted. */
export const Q_MARKETING_ADIAR = consulta(`
  UPDATE evento_outbox SET proxima_tentativa_em = $2, tentativas = greatest(tentativas - 1, 0) WHERE id = $1 AND status = 'Pendente'`);
