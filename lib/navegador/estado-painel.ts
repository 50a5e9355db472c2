// The panel's navigation state that outlives one page (docs/painel.md): the tenant a SuperAdmin
// is looking at, and where to go back after signing in. Pure functions, used by proxy.ts (the
// server side of every panel request) and by the browser (the header's tenant selector, the
// sign-in form, "Sair").

/** The SuperAdmin's tenant, picked once in the header and held across pages. Not a secret: an id. */
export const COOKIE_TENANT = 'fid-painel.tenant';

/** Set by proxy.ts on every panel request (overwriting any sent): the page's path and query, for `?voltar=`. */
export const CABECALHO_CAMINHO = 'x-fid-caminho';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The `tenantId` a panel page gets when its URL names none: the remembered pick (proxy.ts hands it
 * to the page as if the URL said it). A URL that names one — even blank, "every tenant" — wins: a
 * shared address shows what it says, and the header's selector then remembers it (only the
 * SuperAdmin's selector writes the cookie, never the server from a URL, so an AdminTenant's own
 * `?tenantId=` never becomes a pick).
 */
export function tenantLembrado(daUrl: string | null, doCookie: string | null | undefined): string | null {
  if (daUrl !== null) return null;
  return doCookie && UUID.test(doCookie) ? doCookie.toLowerCase() : null;
}

/** The cookie's `document.cookie` line: set to a tenant, or cleared (`null`, "every tenant"). */
export function linhaCookieTenant(tenantId: string | null): string {
  return tenantId
    ? `${COOKIE_TENANT}=${tenantId}; Path=/painel; Max-Age=${60 * 60 * 24 * 30}; SameSite=Lax`
    : `${COOKIE_TENANT}=; Path=/painel; Max-Age=0; SameSite=Lax`;
}

/**
 * Where to go after signing in: only a relative path of the area (the panel, or the club) on this
 * site (never `//host`, `/\host`, a scheme, a `..` out of the area, or the sign-in page itself);
 * anything else is null (the caller's start page). The path is read as a browser would resolve
 * it, so what is checked is where the browser would go.
 */
export function destinoSeguro(voltar: string | null | undefined, area: 'painel' | 'clube' = 'painel'): string | null {
  if (!voltar || !voltar.startsWith('/') || voltar.startsWith('//') || voltar.includes('\\')) return null;
  if (/[\u0000-\u001f\u007f]/.test(voltar)) return null;
  let u: URL;
  try {
    u = new URL(voltar, 'http://app.invalid');
  } catch {
    return null;
  }
  if (u.origin !== 'http://app.invalid') return null;
  if (u.pathname !== `/${area}` && !u.pathname.startsWith(`/${area}/`)) return null;
  if (u.pathname.startsWith(`/${area}/entrar`)) return null;
  return `${u.pathname}${u.search}${u.hash}`;
}
