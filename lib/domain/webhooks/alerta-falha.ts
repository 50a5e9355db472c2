// Failing webhook endpoints (docs/webhooks.md, "Failing endpoints: health and the alert"): the
// dispatcher tells this module how each attempt went, and the tenant's administrators are told
// by e-mail, through the outbox, when an endpoint fails and when it delivers again.
//
// The rule:
// - an endpoint is failing from its first failed attempt after a delivery (`falhando_desde`)
//   until its next delivery;
// - the alert goes when an attempt fails and either the endpoint has been failing for
//   ALERTA_APOS_MS (30 min: a receiver's deploy or a blip does not wake anybody) or the attempt
//   was the delivery's last one (`Falhou`: a receiver that refuses one kind of event while
//   taking the rest is never failing for 30 min, and still loses deliveries);
// - at most one alert per endpoint per INTERVALO_ALERTA_MS (24 h), to every active AdminTenant of
//   the endpoint's tenant (none: the tenant's contact e-mail); and one "voltou a entregar" notice at the first delivery after an
//   alert of the same failing period;
// - live endpoints only: a sandbox (`Teste`) endpoint is an integrator homologating a receiver
//   that is often down on purpose; its health shows in the panel, nobody is e-mailed.
//
// Concurrent dispatchers: the alert is claimed by a conditional UPDATE of the endpoint row in the
// statement that queues the e-mails; a second dispatcher waits for the row, re-reads it, and its
// condition (an alert older than 24 h) no longer holds. The notice of recovery clears
// `falhando_desde` under the row's lock the same way: one dispatcher sends it.
import 'server-only';
import { consulta, sql } from '@/lib/db';
import { log } from '@/lib/log';
import { avisarOutbox } from '@/lib/notificacoes/aviso-outbox';

export const ALERTA_APOS_MS = 30 * 60_000;
export const INTERVALO_ALERTA_MS = 24 * 60 * 60_000;

/** The endpoint as the dispatcher read it before the attempt. */
export type EndpointDaEntrega = { id: string; url: string; falhando_desde: Date | null };

/** What the admins read: the host only (never a path, a query or credentials of the URL). */
export function hostDoWebhook(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '(URL inválida)';
  }
}

const Q_FALHANDO = consulta(`UPDATE webhook_endpoint SET falhando_desde = $2::timestamptz WHERE id = $1 AND falhando_desde IS NULL`);

// Each recipient's e-mail is an outbox row keyed by the endpoint, the alert's instant and the
// person: the same alert can never be queued twice. The tenant's active managers; a tenant without
// one (its manager left, or the platform runs it) is told at its contact e-mail (`tenant.email_contato`,
// keyed `contato`), so a failing integration never fails in silence.
const DESTINATARIOS = `
  CROSS JOIN LATERAL (
    SELECT u.id::text AS id, u.email, u.nome FROM usuario_admin u
     WHERE u.tenant_id = a.tenant_id AND u.perfil = 'AdminTenant' AND u.ativo
    UNION ALL
    SELECT 'contato', t.email_contato, t.nome FROM tenant t
     WHERE t.id = a.tenant_id AND btrim(coalesce(t.email_contato, '')) <> ''
       AND NOT EXISTS (SELECT 1 FROM usuario_admin g WHERE g.tenant_id = a.tenant_id AND g.perfil = 'AdminTenant' AND g.ativo)) u
  LEFT JOIN configuracao_comunicacao c ON c.tenant_id = a.tenant_id`;
const FALHAS = `(SELECT count(*)::int AS n FROM evento_outbox WHERE webhook_endpoint_id = $1 AND status = 'Falhou')`;

const Q_ALERTA = consulta(`
  WITH a AS (
    UPDATE webhook_endpoint w SET alerta_falha_em = $2::timestamptz
     WHERE w.id = $1 AND w.ativo AND w.ambiente = 'Producao'
       AND (w.alerta_falha_em IS NULL OR w.alerta_falha_em <= $2::timestamptz - $6::int * interval '1 millisecond')
       AND ($3::boolean OR w.falhando_desde <= $2::timestamptz - $7::int * interval '1 millisecond')
    RETURNING w.id, w.tenant_id, w.descricao, w.falhando_desde)
  INSERT INTO evento_outbox (tenant_id, tipo, chave, payload, criado_em, proxima_tentativa_em)
  SELECT a.tenant_id, 'AlertaWebhookFalhando',
         'webhook-alerta:' || a.id || ':' || (extract(epoch FROM $2::timestamptz) * 1000)::bigint || ':' || u.id,
         jsonb_build_object('para', u.email, 'nome', u.nome, 'webhookId', a.id, 'host', $4::text, 'descricao', a.descricao,
                            'ultimoErro', $5::text, 'falhandoDesde', a.falhando_desde, 'entregasFalhas', f.n,
                            'fusoHorario', c.fuso_horario),
         $2::timestamptz, $2::timestamptz
    FROM a CROSS JOIN ${FALHAS} f ${DESTINATARIOS}
  ON CONFLICT (chave) DO NOTHING
  RETURNING id`);

const Q_VOLTOU = consulta(`
  WITH antes AS (
    SELECT id, falhando_desde, alerta_falha_em FROM webhook_endpoint WHERE id = $1 AND falhando_desde IS NOT NULL FOR UPDATE),
  a AS (
    UPDATE webhook_endpoint w SET falhando_desde = NULL, ultima_entrega_em = $2::timestamptz FROM antes
     WHERE w.id = antes.id
    RETURNING w.id, w.tenant_id, w.descricao, w.ativo, w.ambiente, antes.falhando_desde, antes.alerta_falha_em)
  INSERT INTO evento_outbox (tenant_id, tipo, chave, payload, criado_em, proxima_tentativa_em)
  SELECT a.tenant_id, 'AvisoWebhookEntregando',
         'webhook-voltou:' || a.id || ':' || (extract(epoch FROM a.alerta_falha_em) * 1000)::bigint || ':' || u.id,
         jsonb_build_object('para', u.email, 'nome', u.nome, 'webhookId', a.id, 'host', $3::text, 'descricao', a.descricao,
                            'falhandoDesde', a.falhando_desde, 'voltouEm', $2::timestamptz, 'entregasFalhas', f.n,
                            'fusoHorario', c.fuso_horario),
         $2::timestamptz, $2::timestamptz
    FROM a CROSS JOIN ${FALHAS} f ${DESTINATARIOS}
   WHERE a.alerta_falha_em >= a.falhando_desde AND a.ativo AND a.ambiente = 'Producao'
  ON CONFLICT (chave) DO NOTHING
  RETURNING id`);

/**
 * After a failed attempt (its row already written): marks the endpoint failing and, when the rule
 * says so, queues the alert. `falhou`: this attempt was the delivery's last. `erro`: the masked
 * failure text, as stored. Answers how many e-mails were queued.
 */
export async function registrarFalhaDoEndpoint(e: EndpointDaEntrega, a: { agora: Date; falhou: boolean; erro: string }): Promise<number> {
  if (!e.falhando_desde) await sql.query(Q_FALHANDO, [e.id, a.agora]);
  const desde = e.falhando_desde ?? a.agora;
  // Most failed attempts cannot qualify: no statement for them (the UPDATE checks again anyway).
  if (!a.falhou && a.agora.getTime() - desde.getTime() < ALERTA_APOS_MS) return 0;
  const emails = await sql.query(Q_ALERTA, [e.id, a.agora, a.falhou, hostDoWebhook(e.url), a.erro, INTERVALO_ALERTA_MS, ALERTA_APOS_MS]);
  if (emails.length) {
    log.info('Alerta de webhook falhando enfileirado', { webhookId: e.id, emails: emails.length });
    avisarOutbox();
  }
  return emails.length;
}

/** After a delivery of an endpoint that was failing: it delivers again; the notice if an alert went. */
export async function registrarEntregaDoEndpoint(e: EndpointDaEntrega, agora: Date): Promise<number> {
  const emails = await sql.query(Q_VOLTOU, [e.id, agora, hostDoWebhook(e.url)]);
  if (emails.length) avisarOutbox();
  return emails.length;
}
