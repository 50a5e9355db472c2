// GET /api/v1/openapi.json: the OpenAPI 3.1 document (spec release 1.1.0), built from the zod
// schemas the routes validate with. Prerendered at build time (force-static): building the
// document checks its declarations, so a contradiction fails `next build` instead of a request.
import { gerarDocumento } from '@/lib/openapi/registro';
import { operacoes } from './operacoes';

export const dynamic = 'force-static';

// Built once per process: in `next dev` (no prerender) every later request reuses it.
let documento: string | undefined;

export function GET() {
  documento ??= JSON.stringify(gerarDocumento(operacoes));
  return new Response(documento, {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  });
}
