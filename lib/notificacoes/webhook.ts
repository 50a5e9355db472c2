// The webhook channel: one POST of a delivery (an outbox row with a webhook endpoint) to the
// tenant's URL, signed with the endpoint's secret (docs/webhooks.md):
//
//   X-Fidelidade-Timestamp: <unix seconds>
//   X-Fidelidade-Assinatura: v1=<hex HMAC-SHA256(segredo, "<timestamp>.<corpo>")>
//
// The body is the same on every attempt (built from the stored row); the timestamp and so the
// signature are per attempt, so a receiver can refuse anything older than JANELA_REPLAY_S.
import 'server-only';
import { createHmac } from 'node:crypto';
import { Agent, fetch, type Response } from 'undici';
import { isoUtc } from '@/lib/datas';
import { env } from '@/lib/env';
import { CABECALHOS_WEBHOOK } from '@/lib/domain/webhooks/eventos';
import { consultaSoPublica, urlDeWebhookPublica } from '@/lib/domain/webhooks/url-publica';

/**
 * Production connects only to public addresses (docs/webhooks.md, "Security"): the URL is checked
 * again at each attempt (an endpoint saved before a rule existed), and every address a name
 * resolves to is checked as the socket connects. undici's own fetch, so that the dispatcher and
 * fetch are one version.
 */
export const agenteSoPublico = (resolver?: Parameters<typeof consultaSoPublica>[0]) =>
  new Agent({ connect: { lookup: consultaSoPublica(resolver) } });
const SO_PUBLICOS = agenteSoPublico();
export const MENSAGEM_ENDERECO_PRIVADO = 'Em produção, as entregas só vão para https num endereço público.';

/** fetch's own message ("fetch failed") hides the reason; its cause names it. */
function motivo(erro: unknown): string {
  if (!(erro instanceof Error)) return String(erro);
  const causa = erro.cause instanceof Error ? erro.cause.message : null;
  return causa && causa !== erro.message ? `${erro.message} (${causa})` : erro.message;
}

export function assinarWebhook(segredo: string, timestamp: number, corpo: string): string {
  return `v1=${createHmac('sha256', segredo).update(`${timestamp}.${corpo}`).digest('hex')}`;
}

export type Entrega = { id: string; tipo: string; tenantId: string; criadoEm: Date; dados: unknown };

/** The JSON body of a delivery: stable across attempts. */
export function corpoDaEntrega(e: Entrega): string {
  return JSON.stringify({ id: e.id, evento: e.tipo, criadoEm: isoUtc(e.criadoEm), tenantId: e.tenantId, dados: e.dados });
}

export class FalhaWebhook extends Error {
  constructor(
    mensagem: string,
    readonly statusHttp: number | null,
  ) {
    super(mensagem);
  }
}

/** Sends one attempt; resolves with the HTTP status (2xx) or throws FalhaWebhook. */
export async function enviarWebhook(
  url: string,
  segredo: string,
  e: Entrega,
  agora: Date,
  soPublicos: Agent | null = env().NODE_ENV === 'production' ? SO_PUBLICOS : null,
): Promise<number> {
  if (soPublicos && !urlDeWebhookPublica(url)) throw new FalhaWebhook(MENSAGEM_ENDERECO_PRIVADO, null);
  const corpo = corpoDaEntrega(e);
  const ts = Math.floor(agora.getTime() / 1000);
  let r: Response;
  try {
    r = await fetch(url, {
      ...(soPublicos ? { dispatcher: soPublicos } : {}),
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Fidelidade-Webhooks/1',
        [CABECALHOS_WEBHOOK.evento]: e.tipo,
        [CABECALHOS_WEBHOOK.entrega]: e.id,
        [CABECALHOS_WEBHOOK.timestamp]: String(ts),
        [CABECALHOS_WEBHOOK.assinatura]: assinarWebhook(segredo, ts, corpo),
      },
      body: corpo,
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    });
  } catch (erro) {
    throw new FalhaWebhook(`Falha de conexão: ${motivo(erro)}`, null);
  }
  // The body of the answer is not kept (it may hold anything); only its status.
  await r.body?.cancel().catch(() => undefined);
  if (r.status < 200 || r.status >= 300) throw new FalhaWebhook(`O endpoint respondeu HTTP ${r.status}.`, r.status);
  return r.status;
}
