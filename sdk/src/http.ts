// One request to the API: the `ApiResult<T>` envelope unwrapped, every failure turned into an
// ErroFidelidade of the right kind. Only `fetch`: no runtime dependency.
import { ErroFidelidade } from './erros.js';

export type Envelope<T> = { sucesso: boolean; dados: T | null; mensagem: string | null; erros: string[] };

export type Transporte = {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  fetch: typeof fetch;
};

export type Resposta<T> = { dados: T; mensagem: string | null; status: number };

/** Seconds from a Retry-After header (delta-seconds or HTTP date); null when absent or unreadable. */
export function lerRetryAfter(valor: string | null, agora = Date.now()): number | null {
  if (!valor) return null;
  const s = Number(valor);
  if (Number.isFinite(s) && s >= 0) return s;
  const data = Date.parse(valor);
  return Number.isNaN(data) ? null : Math.max(0, (data - agora) / 1000);
}

/**
 * Whether a body is the service's `ApiResult` envelope: an object whose `sucesso` is a boolean and
 * whose `erros` is an array of strings. The service answers every request with it, errors and
 * unknown paths included (app/api/[...caminho]); an answer without it (the HTML of a corporate
 * proxy or captive portal, a firewall's 403, a 407, a load balancer's 404, 413 or 502) did not
 * come from the service.
 */
export function ehEnvelope(corpo: unknown): corpo is Envelope<unknown> {
  if (typeof corpo !== 'object' || corpo === null) return false;
  const { sucesso, erros } = corpo as { sucesso?: unknown; erros?: unknown };
  return typeof sucesso === 'boolean' && Array.isArray(erros) && erros.every((e) => typeof e === 'string');
}

/** An error status without the envelope: the request did not reach the service (docs/integracao-pdv.md, 4). */
export function mensagemRespostaAlheia(status: number): string {
  return `Serviço de fidelidade inacessível: resposta HTTP ${status} sem o formato do serviço (proxy, firewall ou portal de rede no caminho?).`;
}

const CAUSAS: Record<string, string> = {
  ECONNREFUSED: 'conexão recusada',
  ECONNRESET: 'conexão interrompida',
  ENOTFOUND: 'endereço não encontrado',
  EAI_AGAIN: 'falha de DNS',
  EHOSTUNREACH: 'rede inalcançável',
  ENETUNREACH: 'rede inalcançável',
  ETIMEDOUT: 'tempo de conexão esgotado',
  UND_ERR_SOCKET: 'conexão interrompida',
};

/**
 * Why no answer came, for the operator (pendentes()[i].motivo): fetch only says "fetch failed"
 * and keeps the reason in `cause`; a timeout is an English DOMException.
 */
function causaDeRede(erro: unknown, timeoutMs: number): string {
  const e = erro as { name?: string; message?: string; cause?: { code?: string; message?: string } } | null;
  if (e?.name === 'TimeoutError') return `sem resposta em ${String(timeoutMs / 1000).replace('.', ',')} s`;
  const causa = e?.cause;
  if (causa?.code || causa?.message) return `${CAUSAS[causa.code ?? ''] ?? 'falha de rede'} (${causa.message || causa.code})`;
  // Node's fetch turns a 407 (Proxy Authentication Required) into a network error without a
  // reason (fetch spec: a 407 with no window to ask for credentials); for our requests that is
  // the one answer that fails this way, so the operator is told where to look.
  if (causa && e?.message === 'fetch failed') return 'falha de rede sem detalhe (proxy pedindo autenticação, HTTP 407?)';
  return e?.message ?? String(erro);
}

export async function requisitar<T>(
  t: Transporte,
  metodo: 'GET' | 'POST',
  caminho: string,
  o: { corpo?: unknown; query?: Record<string, string | undefined> } = {},
): Promise<Resposta<T>> {
  const url = new URL(`${t.baseUrl.replace(/\/+$/, '')}${caminho}`);
  for (const [k, v] of Object.entries(o.query ?? {})) if (v !== undefined) url.searchParams.set(k, v);
  let r: Response;
  try {
    r = await t.fetch(url, {
      method: metodo,
      headers: {
        'x-api-key': t.apiKey,
        accept: 'application/json',
        ...(o.corpo !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: o.corpo !== undefined ? JSON.stringify(o.corpo) : undefined,
      signal: AbortSignal.timeout(t.timeoutMs),
    });
  } catch (erro) {
    throw new ErroFidelidade('indisponivel', `Serviço de fidelidade inacessível: ${causaDeRede(erro, t.timeoutMs)}.`, null, [], null, {
      cause: erro,
    });
  }
  let corpo: unknown = null;
  let falhaDeLeitura: unknown;
  try {
    corpo = await r.json();
  } catch (erro) {
    falhaDeLeitura = erro;
  }
  const retryAfter = lerRetryAfter(r.headers.get('retry-after'));
  if (!ehEnvelope(corpo)) {
    // A 2xx cut short or not ours: we cannot know what was recorded, so it is treated as no answer
    // at all (a retry with the same documentoExterno is safe).
    if (r.ok) throw new ErroFidelidade('indisponivel', 'Resposta do serviço incompleta.', r.status, [], null, { cause: falhaDeLeitura });
    // Any other status without the envelope came from something in the way, not from the service:
    // a refusal by it would drop a sale the service never saw, so it is transient like no answer.
    throw new ErroFidelidade('indisponivel', mensagemRespostaAlheia(r.status), r.status, [], retryAfter, { cause: falhaDeLeitura });
  }
  const env = corpo as Envelope<T>;
  if (r.ok && env.sucesso) return { dados: env.dados as T, mensagem: env.mensagem, status: r.status };
  const erros = env.erros;
  const mensagem = erros[0] ?? env.mensagem ?? `O serviço respondeu HTTP ${r.status}.`;
  if (r.status === 401) throw new ErroFidelidade('autenticacao', mensagem, r.status, erros);
  if (r.status === 429 || r.status >= 500 || r.status === 408)
    throw new ErroFidelidade('indisponivel', mensagem, r.status, erros, retryAfter);
  throw new ErroFidelidade('negocio', mensagem, r.status, erros);
}
