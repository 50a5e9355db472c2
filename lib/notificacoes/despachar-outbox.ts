// The outbox dispatcher. Events are written in the same transaction as the movement that caused
// them (sale, release, PIN, password link…); this delivers them later, at least once:
//
// 1. claim a batch: `FOR UPDATE SKIP LOCKED`, then push `proxima_tentativa_em` forward by a
//    lease and count the attempt, committed at once — two dispatchers never hold the same event,
//    and an event whose dispatcher died is picked up again when its lease ends;
// 2. send each one outside any transaction (no network call inside a transaction);
// 3. acknowledge: `Enviado` (and the PIN/link removed from the stored payload), or a retry with
//    exponential backoff, or `Falhou` after MAX_TENTATIVAS, or `Descartado` when there is nobody to
//    tell (a customer without e-mail and phone gets nothing, without errors).
//
// Never twice to the customer: every attempt of an event carries the same idempotency key (the
// event id). The WhatsApp provider and the development sink deduplicate on it, so a crash between
// sending and acknowledging cannot deliver twice. SMTP has no such key; there a crash in that
// window can repeat an e-mail (docs/notificacoes.md).
import 'server-only';
import { consulta, sql, type Consulta } from '@/lib/db';
import { log, mascararTexto } from '@/lib/log';
import { metricas } from '@/lib/metricas';
import { agora as relogio } from '@/lib/relogio';
import { canaisConfigurados, type Canais, type NomeCanal } from '@/lib/notificacoes/canais';
import { paraE164 } from '@/lib/notificacoes/contatos';
import { renderizar, type Mensagem, type PayloadOutbox } from '@/lib/notificacoes/mensagens';
import { enviarWebhook, FalhaWebhook } from '@/lib/notificacoes/webhook';
import { MAX_TENTATIVAS_WEBHOOK } from '@/lib/domain/webhooks/eventos';
import { registrarEntregaDoEndpoint, registrarFalhaDoEndpoint, type EndpointDaEntrega } from '@/lib/domain/webhooks/alerta-falha';
import type { ConfiguracaoComunicacao } from '@/lib/domain/comunicacao/configuracao';
import {
  Q_MARKETING_FALHA,
  Q_MARKETING_SEM_CONTATO,
  Q_ONDA_ADIAR,
  Q_ONDA_ENVIADA,
  Q_ONDA_OPTOUT,
  verificarOnda,
} from '@/lib/domain/comunicacao/verificar-envio';

export const MAX_TENTATIVAS = 8;
export const LEASE_MS = 5 * 60_000;
/** Webhook deliveries in flight at once per dispatcher run. */
const WEBHOOKS_SIMULTANEOS = 8;
/** Marketing messages checked and sent together, in one wave (docs/comunicacao.md). */
const ONDA_MARKETING = 16;
/** How long a "is this number on WhatsApp?" answer is trusted. */
const VALIDADE_VERIFICACAO_MS = 30 * 24 * 60 * 60_000;

/** 30 s, 1 min, 2 min, … capped at 6 h, with ±20 % jitter so retries do not march in step. */
export function atrasoDaTentativa(tentativas: number, aleatorio = Math.random()): number {
  const base = Math.min(30_000 * 2 ** Math.max(0, tentativas - 1), 6 * 60 * 60_000);
  return Math.round(base * (0.8 + 0.4 * aleatorio));
}

type Evento = {
  id: string;
  tipo: string;
  payload: PayloadOutbox;
  tentativas: number;
  /** Webhook deliveries (docs/webhooks.md): the endpoint, and what the body needs. */
  webhook_endpoint_id: string | null;
  tenant_id: string | null;
  criado_em: Date;
};

function sqlReivindicar(filtro: string) {
  return `
  UPDATE evento_outbox e SET proxima_tentativa_em = $2, tentativas = e.tentativas + 1
    FROM (SELECT id FROM evento_outbox
           WHERE status = 'Pendente' AND proxima_tentativa_em <= $1 ${filtro}
           ORDER BY proxima_tentativa_em
           LIMIT $3
           FOR UPDATE SKIP LOCKED) alvo
   WHERE e.id = alvo.id
  RETURNING e.id, e.tipo, e.payload, e.tentativas, e.webhook_endpoint_id, e.tenant_id, e.criado_em`;
}
const Q_REIVINDICAR = consulta(sqlReivindicar(''));
/** Only some events (support reprocessing one case; tests that share the database). */
const Q_REIVINDICAR_IDS = consulta(sqlReivindicar('AND id = ANY($4::uuid[])'));
/** Only one tenant's events (tests that share the database; a tenant's campaign being reprocessed). */
const Q_REIVINDICAR_TENANT = consulta(sqlReivindicar('AND tenant_id = $4::uuid'));

// The payload keeps the business facts for the history; the secret that was delivered goes.
const Q_ENVIADO = consulta(`
  UPDATE evento_outbox SET status = 'Enviado', enviado_em = $2, canal = $3, ultimo_erro = NULL,
         payload = payload - 'pin' - 'token' - 'link'
   WHERE id = $1 AND status = 'Pendente'`);
// A failed message keeps the channel it was tried on ($6; null for webhooks and for a failure
// before the channel was chosen), so the panel's delivery list can say where it did not go.
const Q_FALHA = consulta(`
  UPDATE evento_outbox SET status = CASE WHEN tentativas >= $4 THEN 'Falhou'::"StatusEvento" ELSE status END,
         proxima_tentativa_em = $2, ultimo_erro = $3, status_http = $5, canal = coalesce($6::text, canal)
   WHERE id = $1 AND status = 'Pendente'`);
// The endpoint's last delivery (its health in the panel) is written at most once a minute: a busy
// endpoint's deliveries do not all queue on its row.
const Q_WEBHOOK_ENTREGUE = consulta(`
  WITH e AS (
    UPDATE evento_outbox SET status = 'Enviado', enviado_em = $2, canal = 'webhook', ultimo_erro = NULL, status_http = $3
     WHERE id = $1 AND status = 'Pendente'
    RETURNING webhook_endpoint_id)
  UPDATE webhook_endpoint w SET ultima_entrega_em = $2 FROM e
   WHERE w.id = e.webhook_endpoint_id AND (w.ultima_entrega_em IS NULL OR w.ultima_entrega_em < $2::timestamptz - interval '1 minute')`);
const Q_ENDPOINT = consulta(`SELECT id, url, segredo, ativo, tenant_id, falhando_desde FROM webhook_endpoint WHERE id = $1`);
const Q_DESCARTADO = consulta(`
  UPDATE evento_outbox SET status = 'Descartado', ultimo_erro = $2, payload = payload - 'pin' - 'token' - 'link'
   WHERE id = $1 AND status = 'Pendente'`);

const Q_CLIENTE = consulta(`
  SELECT id, email, telefone, whatsapp_jid, whatsapp_verificado_em, anonimizado_em, sandbox FROM cliente WHERE id = $1`);
const Q_GUARDAR_WHATSAPP = consulta(`UPDATE cliente SET whatsapp_jid = $2, whatsapp_verificado_em = $3 WHERE id = $1`);

type Cliente = {
  id: string;
  email: string | null;
  telefone: string | null;
  whatsapp_jid: string | null;
  whatsapp_verificado_em: Date | null;
  anonimizado_em: Date | null;
  sandbox: boolean;
};

/** Whether the customer's phone is on WhatsApp, asking the provider at most once a month. */
async function estaNoWhatsapp(c: Cliente, e164: string, canais: Canais, agora: Date): Promise<boolean> {
  if (c.whatsapp_verificado_em && agora.getTime() - c.whatsapp_verificado_em.getTime() < VALIDADE_VERIFICACAO_MS) {
    return c.whatsapp_jid !== null;
  }
  const r = await canais.consultaWhatsapp.verificar(e164);
  await sql.query(Q_GUARDAR_WHATSAPP, [c.id, r.disponivel ? r.jid : null, agora]);
  return r.disponivel;
}

/**
 * Where an event goes: the address the event names (`para`: an admin's e-mail, or the contact a
 * club sign-up typed, on its `canal`), the channel asked for (PIN), or the customer's preferred contact.
 */
async function destinoDo(ev: Evento, canais: Canais, agora: Date): Promise<{ canal: NomeCanal; destino: string } | null> {
  const p = ev.payload;
  if (typeof p.para === 'string') return { canal: p.canal === 'whatsapp' ? 'whatsapp' : 'email', destino: p.para };
  if (!p.clienteId) return null;
  const [c] = await sql.query<Cliente>(Q_CLIENTE, [p.clienteId]);
  // A sandbox person is a test double (docs/sandbox.md): nobody real is ever told about it.
  if (!c || c.anonimizado_em || c.sandbox) return null;
  const e164 = paraE164(c.telefone);
  const email = c.email && c.email.includes('@') ? c.email : null;
  if (p.canal === 'whatsapp') return e164 ? { canal: 'whatsapp', destino: e164 } : null;
  if (p.canal === 'email') return email ? { canal: 'email', destino: email } : null;
  // Benefit notices: WhatsApp when the phone is on it, e-mail otherwise.
  if (e164 && (await estaNoWhatsapp(c, e164, canais, agora))) return { canal: 'whatsapp', destino: e164 };
  if (email) return { canal: 'email', destino: email };
  return null;
}

export type ResultadoDespacho = { enviados: number; falhas: number; descartados: number; reivindicados: number };

/** A message to a customer, keyed by its event so that a resend after a crash is delivered once. */
function enviarMensagem(canais: Canais, canal: NomeCanal, destino: string, mensagem: Mensagem, eventoId: string) {
  return canais[canal].enviar({ canal, destino, assunto: mensagem.assunto, texto: mensagem.texto, chaveIdempotencia: eventoId, eventoId });
}

/**
 * An event with nothing to send (no text for it, or no contact on its channel): closed, not retried.
 * Marketing passes its own statement, which closes the campaign's recipient with the event.
 */
async function descartar(ev: Evento, temMensagem: boolean, r: ResultadoDespacho, instrucao: Consulta = Q_DESCARTADO) {
  await sql.query(instrucao, [ev.id, temMensagem ? 'Sem contato para este canal.' : 'Sem mensagem para este evento.']);
  metricas.entregas.inc({ canal: 'nenhum', resultado: 'descartado' });
  r.descartados++;
}

/**
 * A delivery that failed: retried after the back-off of its attempt, `Falhou` once it has had
 * `maximo` attempts (a message's MAX_TENTATIVAS, a webhook's own); counted and logged. Marketing
 * passes its own statement, which marks the campaign's recipient `Falhou` with the event.
 *
 * What the provider or the receiver said may quote what it was given or anything of its own (a
 * PIN, a link, a CPF, an e-mail, a phone): the stored and logged text is masked like every log
 * line, here, for messages and webhooks alike, before it is cut to the column's size.
 */
async function registrarFalha(
  ev: Evento,
  canal: NomeCanal | 'nenhum' | 'webhook',
  erro: unknown,
  r: ResultadoDespacho,
  o: { instrucao?: Consulta; maximo?: number; statusHttp?: number | null } = {},
) {
  const texto = mascararTexto(erro instanceof Error ? erro.message : String(erro)).slice(0, 1000);
  await sql.query(o.instrucao ?? Q_FALHA, [
    ev.id,
    new Date(relogio().getTime() + atrasoDaTentativa(ev.tentativas)),
    texto,
    o.maximo ?? MAX_TENTATIVAS,
    o.statusHttp ?? null,
    canal === 'email' || canal === 'whatsapp' ? canal : null,
  ]);
  metricas.entregas.inc({ canal, resultado: 'falha' });
  const aviso = canal === 'webhook' ? 'Falha ao entregar webhook' : 'Falha ao entregar evento do outbox';
  log.warn(aviso, { eventoId: ev.id, tipo: ev.tipo, tentativas: ev.tentativas, erro: texto });
  r.falhas++;
  return texto;
}

export async function despacharOutbox(
  o: {
    tamanho?: number;
    canais?: Canais;
    /** Restrict to these events. */
    ids?: string[];
    /** Restrict to this tenant's events. */
    tenantId?: string;
    /** Runs after the provider accepted and before the acknowledgement (tests simulate a crash there). */
    aposEnviar?: (eventoId: string) => void | Promise<void>;
  } = {},
): Promise<ResultadoDespacho> {
  const canais = o.canais ?? canaisConfigurados();
  const agora = relogio();
  const lease = new Date(agora.getTime() + LEASE_MS);
  const eventos = o.ids
    ? await sql.query<Evento>(Q_REIVINDICAR_IDS, [agora, lease, o.tamanho ?? 50, o.ids])
    : o.tenantId
      ? await sql.query<Evento>(Q_REIVINDICAR_TENANT, [agora, lease, o.tamanho ?? 50, o.tenantId])
      : await sql.query<Evento>(Q_REIVINDICAR, [agora, lease, o.tamanho ?? 50]);
  // Marketing rules per tenant, read once per run (docs/comunicacao.md).
  const configsMarketing = new Map<string, ConfiguracaoComunicacao>();
  const r: ResultadoDespacho = { enviados: 0, falhas: 0, descartados: 0, reivindicados: eventos.length };
  // Webhook deliveries go out concurrently (a few at a time), beside the customer notices: a slow
  // or dead endpoint (10 s timeout each) must not hold the batch past its lease.
  const webhooks = eventos.filter((ev) => ev.webhook_endpoint_id);
  const fila = [...webhooks];
  const entregas = Promise.all(
    Array.from({ length: Math.min(WEBHOOKS_SIMULTANEOS, fila.length) }, async () => {
      for (let ev = fila.shift(); ev; ev = fila.shift()) await entregarWebhook(ev, r);
    }),
  );
  const entregar = async (ev: Evento) => {
    let canalUsado: NomeCanal | 'nenhum' = 'nenhum';
    try {
      const mensagem = renderizar(ev.tipo, ev.payload);
      const destino = mensagem ? await destinoDo(ev, canais, agora) : null;
      if (!mensagem || !destino) return await descartar(ev, !!mensagem, r);
      canalUsado = destino.canal;
      await enviarMensagem(canais, destino.canal, destino.destino, mensagem, ev.id);
      await o.aposEnviar?.(ev.id);
      await sql.query(Q_ENVIADO, [ev.id, relogio(), destino.canal]);
      metricas.entregas.inc({ canal: destino.canal, resultado: 'enviado' });
      r.enviados++;
    } catch (erro) {
      await registrarFalha(ev, canalUsado, erro, r);
    }
  };
  try {
    // Customer notices one after the other, as before; marketing messages (a campaign is
    // thousands of them) in waves, each wave checked right before it leaves.
    const avisos = eventos.filter((ev) => !ev.webhook_endpoint_id && ev.tipo !== 'Marketing');
    const filaMarketing = eventos.filter((ev) => !ev.webhook_endpoint_id && ev.tipo === 'Marketing');
    const marketing = entregarMarketing(filaMarketing, canais, configsMarketing, r, o.aposEnviar);
    try {
      for (const ev of avisos) await entregar(ev);
    } finally {
      await marketing;
    }
  } finally {
    await entregas;
  }
  return r;
}

/**
 * Marketing messages in waves of ONDA_MARKETING: consent and quiet hours read for the wave right
 * before it leaves (one round trip), the messages sent together, then acknowledged together. A
 * crash between the sends and the acknowledgement resends the wave with the same idempotency keys
 * (delivered once by the WhatsApp provider and the sink). An opt-out stops every later wave.
 */
async function entregarMarketing(
  fila: Evento[],
  canais: Canais,
  configs: Map<string, ConfiguracaoComunicacao>,
  r: ResultadoDespacho,
  aposEnviar?: (eventoId: string) => void | Promise<void>,
) {
  for (let i = 0; i < fila.length; i += ONDA_MARKETING) {
    const onda = fila.slice(i, i + ONDA_MARKETING);
    const vereditos = await verificarOnda(
      onda.map((ev) => ({ eventoId: ev.id, payload: ev.payload })),
      relogio(),
      configs,
    );
    const optouts: string[] = [];
    const adiados: [string, Date][] = [];
    const enviados: [string, NomeCanal][] = [];
    await Promise.all(
      onda.map(async (ev) => {
        const v = vereditos.get(ev.id)!;
        if (v.tipo === 'optout') return void optouts.push(ev.id);
        if (v.tipo === 'adiar') return void adiados.push([ev.id, v.ate]);
        const mensagem = renderizar(ev.tipo, ev.payload);
        if (!mensagem || !v.destino) return await descartar(ev, !!mensagem, r, Q_MARKETING_SEM_CONTATO);
        try {
          await enviarMensagem(canais, v.canal, v.destino, mensagem, ev.id);
          await aposEnviar?.(ev.id);
          enviados.push([ev.id, v.canal]);
        } catch (erro) {
          await registrarFalha(ev, v.canal, erro, r, { instrucao: Q_MARKETING_FALHA });
        }
      }),
    );
    if (enviados.length) {
      await sql.query(Q_ONDA_ENVIADA, [enviados.map((e) => e[0]), relogio(), enviados.map((e) => e[1])]);
      for (const [, canal] of enviados) metricas.entregas.inc({ canal, resultado: 'enviado' });
      r.enviados += enviados.length;
    }
    if (optouts.length) {
      await sql.query(Q_ONDA_OPTOUT, [optouts]);
      metricas.entregas.inc({ canal: 'nenhum', resultado: 'descartado' }, optouts.length);
      r.descartados += optouts.length;
    }
    if (adiados.length) await sql.query(Q_ONDA_ADIAR, [adiados.map((a) => a[0]), adiados.map((a) => a[1])]);
  }
}

/**
 * The endpoint's health after an attempt, and its alert (lib/domain/webhooks/alerta-falha.ts). The
 * delivery's own row is already written: a failure here is logged and does not stop the batch.
 */
async function saudeDoEndpoint(ev: Evento, registrar: () => Promise<unknown>) {
  try {
    await registrar();
  } catch (erro) {
    log.error('Falha ao registrar a saúde do webhook', { eventoId: ev.id, erro: erro instanceof Error ? erro.message : String(erro) });
  }
}

/** One webhook delivery: signed POST to the endpoint; 2xx = delivered, anything else retried with backoff. */
async function entregarWebhook(ev: Evento, r: ResultadoDespacho) {
  const [endpoint] = await sql.query<EndpointDaEntrega & { segredo: string; ativo: boolean; tenant_id: string }>(Q_ENDPOINT, [
    ev.webhook_endpoint_id,
  ]);
  if (!endpoint?.ativo) {
    await sql.query(Q_DESCARTADO, [ev.id, 'Endpoint desativado.']);
    metricas.entregas.inc({ canal: 'webhook', resultado: 'descartado' });
    r.descartados++;
    return;
  }
  try {
    const status = await enviarWebhook(
      endpoint.url,
      endpoint.segredo,
      {
        id: ev.id,
        tipo: ev.tipo,
        // The endpoint's tenant: a sandbox fact's row keeps the shadow tenant, which the receiver
        // never sees anywhere else; the body names the tenant the integrator knows.
        tenantId: endpoint.tenant_id,
        criadoEm: ev.criado_em,
        dados: (ev.payload as { dados?: unknown }).dados ?? null,
      },
      relogio(),
    );
    await sql.query(Q_WEBHOOK_ENTREGUE, [ev.id, relogio(), status]);
    metricas.entregas.inc({ canal: 'webhook', resultado: 'enviado' });
    r.enviados++;
    if (endpoint.falhando_desde) await saudeDoEndpoint(ev, () => registrarEntregaDoEndpoint(endpoint, relogio()));
  } catch (erro) {
    const texto = await registrarFalha(ev, 'webhook', erro, r, {
      maximo: MAX_TENTATIVAS_WEBHOOK,
      statusHttp: erro instanceof FalhaWebhook ? erro.statusHttp : null,
    });
    await saudeDoEndpoint(ev, () =>
      registrarFalhaDoEndpoint(endpoint, { agora: relogio(), falhou: ev.tentativas >= MAX_TENTATIVAS_WEBHOOK, erro: texto }),
    );
  }
}

const Q_BACKLOG = consulta(`
  SELECT count(*) FILTER (WHERE status = 'Pendente')::int AS pendentes,
         count(*) FILTER (WHERE status = 'Falhou')::int AS falhados,
         coalesce(extract(epoch FROM ($1::timestamptz - min(criado_em) FILTER (WHERE status = 'Pendente'))), 0)::float8 AS idade_s
    FROM evento_outbox WHERE status IN ('Pendente', 'Falhou')`);

/** Backlog for the metrics endpoint. */
export async function backlogOutbox(): Promise<{ pendentes: number; falhados: number; idade_s: number }> {
  const [b] = await sql.query<{ pendentes: number; falhados: number; idade_s: number }>(Q_BACKLOG, [relogio()]);
  return b ?? { pendentes: 0, falhados: 0, idade_s: 0 };
}
