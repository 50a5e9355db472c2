// GET /docs/assets/<arquivo>: the Swagger UI files of /docs, from the installed swagger-ui-dist
// package; only an allow-listed set of names is served (lib/openapi/swagger-ui.ts).
import { lerArquivoSwaggerUi } from '@/lib/openapi/swagger-ui';

export const dynamic = 'force-dynamic';

export async function GET(_req: Request, { params }: { params: Promise<{ arquivo: string }> }) {
  const { arquivo } = await params;
  const encontrado = lerArquivoSwaggerUi(arquivo);
  if (!encontrado) {
    return new Response('Arquivo não encontrado.', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' },
    });
  }
  return new Response(encontrado.conteudo, {
    headers: {
      'Content-Type': encontrado.tipo,
      // /docs links each file with the package version in the query, so a new version is a new URL.
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
