// GET /docs: interactive documentation of the API (Swagger UI over /api/v1/openapi.json; spec
// release 1.1.0). Everything the page loads comes from this app (/docs/assets), so it works
// offline; the Content-Security-Policy makes the browser refuse anything else.
import { createHash } from 'node:crypto';
import { versaoSwaggerUi } from '@/lib/openapi/swagger-ui';

export const dynamic = 'force-dynamic';

// validatorUrl null: by default Swagger UI sends the document to validator.swagger.io and shows
// its badge. The top bar (a box to load any URL) is replaced by nothing: there is one document.
// queryConfigEnabled stays off, so `?url=` cannot point the page at another document.
const INICIALIZACAO = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/v1/openapi.json',
    dom_id: '#swagger-ui',
    validatorUrl: null,
    queryConfigEnabled: false,
    deepLinking: true,
    displayRequestDuration: true,
    persistAuthorization: false,
    docExpansion: 'list',
    defaultModelsExpandDepth: 0,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    plugins: [function () { return { components: { Topbar: function () { return null; } } }; }],
    layout: 'StandaloneLayout'
  });
});`;

const HASH_INICIALIZACAO = createHash('sha256').update(INICIALIZACAO).digest('base64');

const POLITICA = [
  "default-src 'none'",
  `script-src 'self' 'sha256-${HASH_INICIALIZACAO}'`,
  // Swagger UI sets style attributes from React.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

let pagina: string | undefined;

function montarPagina(): string {
  // The version in the URLs lets the assets be cached forever: an upgrade changes the URL.
  const v = encodeURIComponent(versaoSwaggerUi());
  const ativo = (nome: string) => `/docs/assets/${nome}?v=${v}`;
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Fidelidade API — documentação</title>
<link rel="stylesheet" href="${ativo('swagger-ui.css')}">
<link rel="icon" type="image/png" sizes="32x32" href="${ativo('favicon-32x32.png')}">
<link rel="icon" type="image/png" sizes="16x16" href="${ativo('favicon-16x16.png')}">
<style>html { box-sizing: border-box; overflow-y: scroll; } *, *::before, *::after { box-sizing: inherit; } body { margin: 0; background: #fafafa; }</style>
</head>
<body>
<noscript>A documentação interativa precisa de JavaScript. O documento OpenAPI está em <a href="/api/v1/openapi.json">/api/v1/openapi.json</a>.</noscript>
<div id="swagger-ui"></div>
<script src="${ativo('swagger-ui-bundle.js')}" charset="utf-8"></script>
<script src="${ativo('swagger-ui-standalone-preset.js')}" charset="utf-8"></script>
<script>${INICIALIZACAO}</script>
</body>
</html>
`;
}

export function GET() {
  pagina ??= montarPagina();
  return new Response(pagina, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': POLITICA,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': 'no-cache',
    },
  });
}
