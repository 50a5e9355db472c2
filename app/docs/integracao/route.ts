// GET /docs/integracao: the integrators' guide (docs/integracao-pdv.md) as a page, beside the API
// reference at /docs. No script; the page is the same for everyone and changes only with a release.
import { POLITICA_GUIA, paginaDoGuiaDeIntegracao } from '@/lib/documentacao/guia-integracao';

export const dynamic = 'force-dynamic';

export function GET() {
  return new Response(paginaDoGuiaDeIntegracao(), {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': POLITICA_GUIA,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': 'no-cache',
    },
  });
}
