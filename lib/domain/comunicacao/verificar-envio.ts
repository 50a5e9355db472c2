// The last check of marketing messages, right before the dispatcher hands them to the channel
// (docs/comunicacao.md, "Descadastro"): the consent of the channel in the programme is read again
// — an opt-out recorded a moment ago stops the message — and the quiet hours are checked again (a
// message queued at 20:59 and dispatched at 21:01 waits). The acknowledgements update the recipient
// rows with their events in one statement.
import 'server-only';
import { consulta, sql } from '@/lib/db';
import { lerConfiguracao, type ConfiguracaoComunicacao } from './configuracao';
import { paraE164 } from '@/lib/notificacoes/contatos';
import { proximoHorarioPermitido } from './horario';

export type Veredito =
  { tipo: 'enviar'; canal: 'email' | 'whatsapp'; destino: string | null } | { tipo: 'optout' } | { tipo: 'adiar'; ate: Date };

type PayloadMarketing = { clienteId?: unknown; tenantId?: unknown; canal?: unknown; fuso?: unknown };

// The dispatcher sends marketing in waves of a few messages: the checks of a wave in one round trip,
// immediately before its messages leave together, and their acknowledgements in one statement (a
// 10,000-customer send costs about a third of the round trips of one-by-one); an opt-out stops
// every message of a later wave.

const Q_CONSENTE_ONDA = consulta(`
  SELECT u.ev AS evento_id,
         coalesce(CASE WHEN u.canal = 'whatsapp' THEN pc.whatsapp ELSE pc.email END, false) AND c.anonimizado_em IS NULL AS aceita,
         CASE WHEN u.canal = 'whatsapp' THEN c.telefone ELSE c.email END AS contato
    FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[]) u(ev, tenant, cliente, canal)
    JOIN cliente c ON c.id = u.cliente
    LEFT JOIN preferencia_comunicacao pc ON pc.tenant_id = u.tenant AND pc.cliente_id = u.cliente`);

export type ItemOnda = { eventoId: string; payload: PayloadMarketing };

export async function verificarOnda(
  itens: ItemOnda[],
  agora: Date,
  configs: Map<string, ConfiguracaoComunicacao>,
): Promise<Map<string, Veredito>> {
  const r = new Map<string, Veredito>();
  const aVerificar: ItemOnda[] = [];
  for (const i of itens) {
    const tenantId = String(i.payload.tenantId);
    let cfg = configs.get(tenantId);
    if (!cfg) configs.set(tenantId, (cfg = await lerConfiguracao(sql, tenantId)));
    // The zone of the customer's store, written at release (liberar-envios.ts); events queued
    // before it was written take the tenant's default zone.
    const fuso = typeof i.payload.fuso === 'string' ? i.payload.fuso : cfg.fusoHorario;
    const ate = proximoHorarioPermitido(agora, { inicio: cfg.silencioInicio, fim: cfg.silencioFim, fuso });
    if (ate > agora) r.set(i.eventoId, { tipo: 'adiar', ate });
    else aVerificar.push(i);
  }
  if (aVerificar.length === 0) return r;
  const canal = (i: ItemOnda) => (i.payload.canal === 'whatsapp' ? 'whatsapp' : 'email');
  const linhas = await sql.query<{ evento_id: string; aceita: boolean; contato: string | null }>(Q_CONSENTE_ONDA, [
    aVerificar.map((i) => i.eventoId),
    aVerificar.map((i) => String(i.payload.tenantId)),
    aVerificar.map((i) => String(i.payload.clienteId)),
    aVerificar.map(canal),
  ]);
  const porEvento = new Map(linhas.map((l) => [l.evento_id, l]));
  for (const i of aVerificar) {
    const l = porEvento.get(i.eventoId);
    const c = canal(i);
    if (!l?.aceita) r.set(i.eventoId, { tipo: 'optout' });
    else {
      const destino = c === 'whatsapp' ? paraE164(l.contato) : l.contato && l.contato.includes('@') ? l.contato : null;
      r.set(i.eventoId, { tipo: 'enviar', canal: c, destino });
    }
  }
  return r;
}

// A marketing event that failed for the last time, or had nobody to go to, takes its recipient
// with it: `Falhou` (out of the weekly cap, which counts only what was queued or sent) or
// `SemContato`, instead of staying `Enfileirado` for ever.
export const Q_MARKETING_FALHA = consulta(`
  WITH e AS (
    UPDATE evento_outbox SET status = CASE WHEN tentativas >= $4 THEN 'Falhou'::"StatusEvento" ELSE status END,
           proxima_tentativa_em = $2, ultimo_erro = $3, status_http = $5, canal = coalesce($6::text, canal)
     WHERE id = $1 AND status = 'Pendente'
    RETURNING status, (payload->>'destinatarioId')::uuid AS destinatario)
  UPDATE destinatario_comunicacao SET status = 'Falhou' WHERE id IN (SELECT destinatario FROM e WHERE status = 'Falhou')`);

export const Q_MARKETING_SEM_CONTATO = consulta(`
  WITH e AS (
    UPDATE evento_outbox SET status = 'Descartado', ultimo_erro = $2
     WHERE id = $1 AND status = 'Pendente'
    RETURNING (payload->>'destinatarioId')::uuid AS destinatario)
  UPDATE destinatario_comunicacao SET status = 'SemContato' WHERE id IN (SELECT destinatario FROM e)`);

export const Q_ONDA_ENVIADA = consulta(`
  WITH e AS (
    UPDATE evento_outbox x SET status = 'Enviado', enviado_em = $2, canal = u.canal, ultimo_erro = NULL
      FROM unnest($1::uuid[], $3::text[]) u(id, canal)
     WHERE x.id = u.id AND x.status = 'Pendente'
    RETURNING (x.payload->>'destinatarioId')::uuid AS destinatario)
  UPDATE destinatario_comunicacao SET status = 'Enviado', enviado_em = $2 WHERE id IN (SELECT destinatario FROM e)`);

export const Q_ONDA_OPTOUT = consulta(`
  WITH e AS (
    UPDATE evento_outbox SET status = 'Descartado', ultimo_erro = 'Consentimento retirado antes do envio.'
     WHERE id = ANY($1::uuid[]) AND status = 'Pendente'
    RETURNING (payload->>'destinatarioId')::uuid AS destinatario)
  UPDATE destinatario_comunicacao SET status = 'IgnoradoOptout' WHERE id IN (SELECT destinatario FROM e)`);

export const Q_ONDA_ADIAR = consulta(`
  UPDATE evento_outbox x SET proxima_tentativa_em = u.ate, tentativas = greatest(x.tentativas - 1, 0)
    FROM unnest($1::uuid[], $2::timestamptz[]) u(id, ate)
   WHERE x.id = u.id AND x.status = 'Pendente'`);
