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
  let env: Envelope<T> | null = null;
  try {
    env = (await r.json()) as Envelope<T>;
  } catch (erro) {
    // The answer was cut or is not JSON: for a 2xx we cannot know what was recorded, so it is
    // treated as no answer at all (a retry with the same documentoExterno is safe).
    if (r.ok) throw new ErroFidelidade('indisponivel', 'Resposta do serviço incompleta.', r.status, [], null, { cause: erro });
  }
  if (r.ok && env?.sucesso) return { dados: env.dados as T, mensagem: env.mensagem, status: r.status };
  const erros = env?.erros ?? [];
  const mensagem = erros[0] ?? env?.mensagem ?? `O serviço respondeu HTTP ${r.status}.`;
  const retryAfter = lerRetryAfter(r.headers.get('retry-after'));
  if (r.status === 401) throw new ErroFidelidade('autenticacao', mensagem, r.status, erros);
  if (r.status === 429 || r.status >= 500 || r.status === 408)
    throw new ErroFidelidade('indisponivel', mensagem, r.status, erros, retryAfter);
  throw new ErroFidelidade('negocio', mensagem, r.status, erros);
}
