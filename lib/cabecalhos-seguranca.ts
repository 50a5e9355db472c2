// Security headers of every answer Next.js serves (docs/operacao.md, "Cabeçalhos de segurança").
// Pure: next.config.ts turns the list into its `headers()` at build time, and proxy.ts asks
// `hstsDevido` at run time. No settings are read here (lib/env.ts is the only reader).
//
// Why next.config's `headers()` and not proxy.ts for the baseline: Next.js applies them before
// routing, to pages, route handlers, next-auth's own pages, static files, redirects, 404s and
// error pages alike, at no cost per request (proxy.ts runs only where its matcher says, and the
// API stays out of it for speed). They are fixed when `next build` runs, so anything that
// depends on the running configuration (HSTS from APP_URL) is proxy.ts's.
//
// Precedence (next/dist/server/send-response.js): a header set here wins over the same header a
// route handler sets. So nothing here names a header that some route sets differently for itself:
// /docs keeps its own CSP and Referrer-Policy, and Cache-Control is left to each answer.

/**
 * The pages' policy. No `script-src`: Next.js inlines its hydration scripts, so a script policy
 * needs a nonce per request (every page rendered dynamically, no static page) or 'unsafe-inline'
 * (worthless against XSS). What this one does: no framing by another site (clickjacking of
 * "Revogar chave", "Ajustar saldo"…), no `<base>` pointing the relative URLs elsewhere, forms only
 * to this app (next-auth's sign-in posts here), no plugins.
 */
export const POLITICA_CONTEUDO = "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'";

/** The counter reads the customer's QR code with the camera; nothing else needs a device. */
export const POLITICA_PERMISSOES = 'camera=(self), microphone=(), geolocation=()';

/** One year, subdomains included (the whole host is the app's). Only sent over https (proxy.ts, `hstsDevido`). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Pages whose URL carries a secret token (a first-access or reset link, an unsubscribe link):
 * their address must not leave in a `Referer`, not even the origin.
 */
export const PAGINAS_COM_TOKEN = ['/painel/primeiro-acesso', '/painel/redefinir-senha', '/clube/descadastro'] as const;

type Cabecalho = { key: string; value: string };
type Regra = { source: string; headers: Cabecalho[]; has?: { type: 'header'; key: string; value: string }[] };

/** Next.js's `headers()`: later rules win for the same header (the token pages' Referrer-Policy). */
export function regrasDeCabecalhos(): Regra[] {
  return [
    {
      // Every path, assets and API included (the direct PDV routes add it themselves, lib/api/rota.ts).
      source: '/:caminho*',
      headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }],
    },
    {
      // Every path but /docs and /docs/*, which send their own stricter CSP and `no-referrer`
      // (app/docs/route.ts): a second CSP would be enforced as well, and this Referrer-Policy
      // would replace theirs.
      source: '/:caminho((?!docs(?:/|$)).*)',
      headers: [
        { key: 'Content-Security-Policy', value: POLITICA_CONTEUDO },
        { key: 'X-Frame-Options', value: 'DENY' },
        { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
        { key: 'Permissions-Policy', value: POLITICA_PERMISSOES },
      ],
    },
    ...PAGINAS_COM_TOKEN.map((p) => ({ source: `${p}/:resto*`, headers: [{ key: 'Referrer-Policy', value: 'no-referrer' }] })),
  ];
}

/**
 * Whether an answer gets Strict-Transport-Security: only when the request came over https — the
 * TLS proxy in front says so (`X-Forwarded-Proto: https`), or APP_URL is https and the request
 * is for APP_URL's host. Never for another name of the same server (a shop's LAN install opened
 * as http://192.168.0.10:3000 or http://localhost): once a browser holds HSTS for a host, it
 * refuses that host over plain http for a year.
 */
export function hstsDevido(r: { protocolo: string | null; host: string | null; appUrl: string }): boolean {
  if (r.protocolo?.split(',')[0]?.trim().toLowerCase() === 'https') return true;
  try {
    const app = new URL(r.appUrl);
    return app.protocol === 'https:' && r.host !== null && r.host.toLowerCase() === app.host.toLowerCase();
  } catch {
    return false;
  }
}
