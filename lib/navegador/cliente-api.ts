'use client';
// The pages' way to call the API: same-origin fetch with the browser session cookie, the
// ApiResult envelope unwrapped, the API's own message on errors, and a graceful way out when the
// session has expired (back to the sign-in page, saying so).
import type { ApiResult } from '@/lib/api/envelope';

export class ErroApi extends Error {
  constructor(
    readonly status: number,
    readonly mensagem: string,
    readonly erros: string[],
  ) {
    super(mensagem);
  }
}

/** Set by the "Sair" button (and cleared if the sign-out failed): a 401 from then on is the sign-out itself, not an expired session. */
let saindo = false;
export function marcarSaida(valor = true) {
  saindo = valor;
}

type Opcoes = { corpo?: unknown; query?: Record<string, string | number | boolean | null | undefined>; sessao?: 'painel' | 'clube' };

export async function chamarApi<T>(metodo: string, caminho: string, o: Opcoes = {}): Promise<{ dados: T; mensagem: string | null }> {
  const url = new URL(caminho, window.location.origin);
  for (const [k, v] of Object.entries(o.query ?? {})) if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
  let r: Response;
  try {
    r = await fetch(url, {
      method: metodo,
      credentials: 'same-origin',
      headers: o.corpo !== undefined ? { 'content-type': 'application/json' } : undefined,
      body: o.corpo !== undefined ? JSON.stringify(o.corpo) : undefined,
    });
  } catch {
    throw new ErroApi(0, 'Sem conexão com o servidor. Verifique a internet e tente de novo.', []);
  }
  let corpo: ApiResult<T> | null = null;
  try {
    corpo = (await r.json()) as ApiResult<T>;
  } catch {
    /* not JSON */
  }
  if (r.status === 401 && !saindo) {
    const destino =
      (o.sessao ?? (window.location.pathname.startsWith('/clube') ? 'clube' : 'painel')) === 'clube' ? '/clube/entrar' : '/painel/entrar';
    // A full page load on purpose: the expired session's client state (React Query's cache, the
    // session context) must go with it; and this module has no router, it is not a component.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- see above.
    window.location.assign(`${destino}?expirou=1&voltar=${encodeURIComponent(window.location.pathname + window.location.search)}`);
  }
  if (!r.ok || !corpo?.sucesso) {
    const mensagem = corpo?.mensagem ?? 'Não foi possível concluir a operação. Tente novamente.';
    throw new ErroApi(r.status, mensagem, corpo?.erros ?? [mensagem]);
  }
  return { dados: corpo.dados as T, mensagem: corpo.mensagem };
}
