// Two jobs, each on its own paths (see `config.matcher`):
//
// 1. API paths are case-insensitive, as in the original ASP.NET API (the spec itself writes both
//    `/api/v1/authadmin/login` and `/api/v1/AuthAdmin/primeiro-acesso`). Route folders are lower
//    case; a path with capitals is rewritten to its lower-case form. Only `/api` paths with a
//    capital letter reach that branch, so the common case costs nothing.
// 2. Panel pages (docs/painel.md): the SuperAdmin's tenant, picked once in the header, is held
//    in a cookie and handed to every page whose URL names none as its `tenantId` parameter (the
//    pages and the API's scope rules read it there, unchanged); and the page's own address goes
//    along in a request header, so that a sign-in redirect can come back to it. Club pages get
//    that header too (the club's sign-in comes back to the page as well).
// 3. Panel and club pages get Strict-Transport-Security when the request came over https: the
//    condition depends on the running APP_URL, which next.config's headers (fixed at build, the
//    rest of the security headers: lib/cabecalhos-seguranca.ts) cannot know. HSTS holds for the
//    whole host, so the pages people open are enough to set it.
import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/lib/env';
import { HSTS, hstsDevido } from '@/lib/cabecalhos-seguranca';
import { CABECALHO_CAMINHO, COOKIE_TENANT, tenantLembrado } from '@/lib/navegador/estado-painel';

export function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  if (pathname === '/painel' || pathname.startsWith('/painel/')) return comHsts(req, painel(req));
  if (pathname === '/clube' || pathname.startsWith('/clube/'))
    return comHsts(req, NextResponse.next({ request: { headers: comCaminho(req) } }));
  const minusculo = pathname.toLowerCase();
  if (minusculo === pathname) return NextResponse.next();
  const url = req.nextUrl.clone();
  url.pathname = minusculo;
  return NextResponse.rewrite(url);
}

function comHsts(req: NextRequest, res: NextResponse): NextResponse {
  const devido = hstsDevido({
    protocolo: req.headers.get('x-forwarded-proto'),
    host: req.headers.get('x-forwarded-host') ?? req.headers.get('host'),
    appUrl: env().APP_URL,
  });
  if (devido) res.headers.set('Strict-Transport-Security', HSTS);
  return res;
}

/** The request's headers plus the address as the person sees it (without the router's own `_rsc` parameter). */
function comCaminho(req: NextRequest): Headers {
  const cabecalhos = new Headers(req.headers);
  const busca = new URLSearchParams(req.nextUrl.searchParams);
  busca.delete('_rsc');
  cabecalhos.set(CABECALHO_CAMINHO, req.nextUrl.pathname + (busca.size ? `?${busca}` : ''));
  return cabecalhos;
}

function painel(req: NextRequest) {
  const cabecalhos = comCaminho(req);
  const tenantId = tenantLembrado(req.nextUrl.searchParams.get('tenantId'), req.cookies.get(COOKIE_TENANT)?.value);
  if (tenantId) {
    const url = req.nextUrl.clone();
    url.searchParams.set('tenantId', tenantId);
    return NextResponse.rewrite(url, { request: { headers: cabecalhos } });
  }
  return NextResponse.next({ request: { headers: cabecalhos } });
}

export const config = {
  matcher: ['/:caminho((?=.*[A-Z])[aA][pP][iI](?:/.*)?)', '/painel', '/painel/:caminho*', '/clube', '/clube/:caminho*'],
};
