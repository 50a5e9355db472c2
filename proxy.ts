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
import { NextResponse, type NextRequest } from 'next/server';
import { CABECALHO_CAMINHO, COOKIE_TENANT, tenantLembrado } from '@/lib/navegador/estado-painel';

export function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  if (pathname === '/painel' || pathname.startsWith('/painel/')) return painel(req);
  if (pathname === '/clube' || pathname.startsWith('/clube/')) return NextResponse.next({ request: { headers: comCaminho(req) } });
  const minusculo = pathname.toLowerCase();
  if (minusculo === pathname) return NextResponse.next();
  const url = req.nextUrl.clone();
  url.pathname = minusculo;
  return NextResponse.rewrite(url);
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
