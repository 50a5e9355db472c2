// Delivery channels behind one interface: e-mail over SMTP (nodemailer) and WhatsApp through a
// provider's HTTP API, each configured by environment. A channel with no configuration sends to
// the development sink instead: a table a person reads in the admin panel (SuperAdmin) and the
// tests query, plus a log line.
import 'server-only';
import nodemailer from 'nodemailer';
import { consulta, sql } from '@/lib/db';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { mascararEmail, mascararTelefone } from '@/lib/notificacoes/contatos';
import { agora } from '@/lib/relogio';

export type NomeCanal = 'email' | 'whatsapp';

export type Envio = {
  canal: NomeCanal;
  /** E-mail address, or phone in E.164. */
  destino: string;
  assunto: string;
  texto: string;
  /** Same value on every attempt of one event: providers that honour it deliver once. */
  chaveIdempotencia: string;
  /** The outbox event; null for a message sent outside the outbox (the panel's test e-mail). */
  eventoId: string | null;
};

export interface Canal {
  readonly nome: NomeCanal;
  readonly tipo: 'smtp' | 'http' | 'sink';
  /** Whether a resend with the same key is deduplicated by the receiving side. */
  readonly idempotente: boolean;
  enviar(e: Envio): Promise<void>;
  /**
   * Whether the server accepts us (connection, TLS, login), without sending anything. Only SMTP
   * has it: start-up checks it so that a wrong password is seen in the log before a customer
   * says "o código não chegou" (lib/notificacoes/verificar-canal.ts).
   */
  verificarConexao?(): Promise<void>;
  /** Host and port of the server, never its user or password; null for the sink. */
  readonly servidor?: string | null;
}

export interface ConsultaWhatsapp {
  /** Whether the number is on WhatsApp (feeds `whatsappIndisponivel`), and its id there. */
  verificar(e164: string): Promise<{ disponivel: boolean; jid: string | null }>;
}

const S_SINK = consulta(`
  INSERT INTO mensagem_dev (chave, evento_id, canal, destino, assunto, texto, criado_em)
  VALUES ($1, $2, $3, $4, $5, $6, $7)
  ON CONFLICT (chave) DO NOTHING`);

/**
 * Development sink: idempotent by the event's key, so a retry never shows a message twice. The
 * time of delivery is the app's clock (lib/relogio.ts), like every other time we write.
 */
export function canalSink(nome: NomeCanal): Canal {
  return {
    nome,
    tipo: 'sink',
    idempotente: true,
    servidor: null,
    async enviar(e) {
      await sql.query(S_SINK, [e.chaveIdempotencia, e.eventoId, e.canal, e.destino, e.assunto, e.texto, agora()]);
      log.info('Mensagem entregue ao sink de desenvolvimento', {
        canal: e.canal,
        para: e.canal === 'email' ? mascararEmail(e.destino) : mascararTelefone(e.destino),
        assunto: e.assunto,
        eventoId: e.eventoId,
      });
    },
  };
}

/**
 * SMTP has no idempotency key: the Message-ID is derived from the event so mail clients thread
 * and most servers drop a repeat, but a crash between the server's acceptance and our
 * acknowledgement can deliver an e-mail twice (docs/notificacoes.md).
 */
export function canalSmtp(url: string, remetente: string): Canal {
  // nodemailer waits 2 minutes for a connection by default and 1 hour on a silent socket: a
  // server that does not answer would hold the outbox batch (and the panel's test e-mail) far
  // past any useful moment. These bounds match the WhatsApp provider's 10 s.
  const transporte = nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  return {
    nome: 'email',
    tipo: 'smtp',
    idempotente: false,
    servidor: servidorSmtp(url),
    async verificarConexao() {
      await transporte.verify();
    },
    async enviar(e) {
      await transporte.sendMail({
        from: remetente,
        to: e.destino,
        subject: e.assunto,
        text: e.texto,
        messageId: `<${e.chaveIdempotencia}@fidelidade>`,
      });
    },
  };
}

/** `smtp.exemplo.com:587`: what a log line or the panel may say of SMTP_URL (no user, no password). */
export function servidorSmtp(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || (u.protocol === 'smtps:' ? '465' : '587')}`;
  } catch {
    return 'SMTP_URL inválida';
  }
}

/**
 * WhatsApp provider over HTTP. Contract (docs/notificacoes.md): `POST {url}/mensagens` with
 * `{ para, texto }`, `Authorization: Bearer <token>` and `Idempotency-Key`; any 2xx is accepted.
 * `GET {url}/contatos/{e164}` answers `{ noWhatsapp: boolean, jid: string | null }`.
 */
export function canalWhatsappHttp(url: string, token: string | undefined): Canal & ConsultaWhatsapp {
  const cabecalhos = (extra: Record<string, string> = {}) => ({
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...extra,
  });
  return {
    nome: 'whatsapp',
    tipo: 'http',
    idempotente: true,
    servidor: (() => {
      try {
        return new URL(url).host;
      } catch {
        return null;
      }
    })(),
    async enviar(e) {
      const r = await fetch(`${url.replace(/\/$/, '')}/mensagens`, {
        method: 'POST',
        headers: cabecalhos({ 'content-type': 'application/json', 'idempotency-key': e.chaveIdempotencia }),
        body: JSON.stringify({ para: e.destino, texto: e.texto }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!r.ok) throw new Error(`provedor WhatsApp respondeu ${r.status}`);
    },
    async verificar(e164) {
      const r = await fetch(`${url.replace(/\/$/, '')}/contatos/${encodeURIComponent(e164)}`, {
        headers: cabecalhos(),
        signal: AbortSignal.timeout(5000),
      });
      if (!r.ok) throw new Error(`provedor WhatsApp respondeu ${r.status}`);
      const corpo = (await r.json()) as { noWhatsapp?: boolean; jid?: string | null };
      return { disponivel: !!corpo.noWhatsapp, jid: corpo.jid ?? null };
    },
  };
}

/**
 * The sink's stand-in for the provider's number check, so the demo can show the e-mail fallback:
 * a number ending in 0000 is "not on WhatsApp".
 */
const consultaSink: ConsultaWhatsapp = {
  async verificar(e164) {
    const disponivel = !e164.endsWith('0000');
    return { disponivel, jid: disponivel ? `${e164.replace('+', '')}@s.whatsapp.net` : null };
  },
};

export type Canais = { email: Canal; whatsapp: Canal; consultaWhatsapp: ConsultaWhatsapp };

let canais: Canais | undefined;

export function canaisConfigurados(): Canais {
  if (canais) return canais;
  const e = env();
  const email = e.SMTP_URL ? canalSmtp(e.SMTP_URL, e.EMAIL_REMETENTE) : canalSink('email');
  const wa = e.WHATSAPP_API_URL ? canalWhatsappHttp(e.WHATSAPP_API_URL, e.WHATSAPP_API_TOKEN) : null;
  canais = { email, whatsapp: wa ?? canalSink('whatsapp'), consultaWhatsapp: wa ?? consultaSink };
  return canais;
}

/** Tests swap channels (e.g. a provider that fails N times). */
export function definirCanais(c: Canais | null) {
  canais = c ?? undefined;
}
