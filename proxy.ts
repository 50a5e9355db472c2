// API paths are case-insensitive, as in the original ASP.NET API (the spec itself writes both
// `/api/v1/authadmin/login` and `/api/v1/AuthAdmin/primeiro-acesso`). Route folders are lower
// case; a path with capitals is rewritten to its lower-case form. Only `/api` paths with a
// capital letter reach this function (see `config.matcher`), so the common case costs nothing.
import { NextResponse, type NextRequest } from 'next/server';

export function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  const minusculo = pathname.toLowerCase();
  if (minusculo === pathname) return NextResponse.next();
  const url = req.nextUrl.clone();
  url.pathname = minusculo;
  return NextResponse.rewrite(url);
}

export const config = {
  matcher: ['/:caminho((?=.*[A-Z])[aA][pP][iI](?:/.*)?)'],
};
