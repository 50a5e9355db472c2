// Browser sessions (next-auth, credentials providers). The panel and the club each have their
// own next-auth instance and cookie, so a person can be in both at once. The session cookie (an
// encrypted JWT) carries the same bearer token the API login would have returned: every rule —
// profiles, tenant scope, revocation on password change — is the API's, never a second set.
// Cookie-authenticated API calls from the pages are accepted by the API wrappers
// (lib/api/admin.ts, lib/api/clube.ts), with a same-origin check on writes against CSRF.
import 'server-only';
import { decode, encode } from 'next-auth/jwt';
import { env } from '@/lib/env';
import { chaveDerivada } from '@/lib/segredos';

export type TipoSessao = 'painel' | 'clube';

export function cookieSeguro(): boolean {
  return env().APP_URL.startsWith('https://');
}

export function nomeCookie(tipo: TipoSessao): string {
  return `${cookieSeguro() ? '__Secure-' : ''}fid-${tipo}.sessao`;
}

export function segredoNextAuth(): string {
  return Buffer.from(chaveDerivada('sessao-navegador')).toString('hex');
}

/** The value of a cookie from a Cookie header, joining next-auth's chunks (`name.0`, `name.1`…). */
export function lerCookie(cabecalho: string | null, nome: string): string | null {
  if (!cabecalho) return null;
  const pares = new Map<string, string>();
  for (const parte of cabecalho.split(';')) {
    const i = parte.indexOf('=');
    if (i < 0) continue;
    pares.set(parte.slice(0, i).trim(), decodeURIComponent(parte.slice(i + 1).trim()));
  }
  if (pares.has(nome)) return pares.get(nome)!;
  const pedacos: string[] = [];
  for (let i = 0; pares.has(`${nome}.${i}`); i++) pedacos.push(pares.get(`${nome}.${i}`)!);
  return pedacos.length ? pedacos.join('') : null;
}

export type ConteudoSessao = { tokenApi?: string; expiraEm?: string; [k: string]: unknown };

/** Decodes the session cookie of a request; null when absent, expired or forged. */
export async function lerSessao(cabecalhoCookie: string | null, tipo: TipoSessao): Promise<ConteudoSessao | null> {
  const valor = lerCookie(cabecalhoCookie, nomeCookie(tipo));
  if (!valor) return null;
  try {
    return (await decode({ token: valor, secret: segredoNextAuth() })) as ConteudoSessao | null;
  } catch {
    return null;
  }
}

/**
 * The `Set-Cookie` of the request's own session with a new API token inside (the password change:
 * the old token was revoked with every other session). Re-encoded as next-auth encodes it (same
 * secret, same cookie, `maxAge` seconds), so the browser stays signed in on the page it is on and
 * the new token never reaches its JavaScript. null when the request carried no valid session.
 */
export async function sessaoRenovada(
  cabecalhoCookie: string | null,
  tipo: TipoSessao,
  novo: { tokenApi: string; expiraEm: string },
  maxAge: number,
): Promise<string | null> {
  const atual = await lerSessao(cabecalhoCookie, tipo);
  if (!atual) return null;
  const { exp, iat, jti, ...conteudo } = atual;
  void [exp, iat, jti];
  const valor = await encode({ token: { ...conteudo, ...novo }, secret: segredoNextAuth(), maxAge });
  return `${nomeCookie(tipo)}=${valor}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${cookieSeguro() ? '; Secure' : ''}`;
}

/**
 * CSRF guard of cookie-authenticated writes: the browser sends Origin on every cross-site and
 * same-site POST/PUT/PATCH/DELETE; it must be this app. (The cookies are also SameSite=Lax.)
 */
export function mesmaOrigem(req: Request): boolean {
  const origem = req.headers.get('origin');
  if (!origem) return false;
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host');
  try {
    const o = new URL(origem);
    return o.host === host || o.origin === new URL(env().APP_URL).origin;
  } catch {
    return false;
  }
}
