// The integrators' guide (docs/integracao-pdv.md) as a page of the service, GET /docs/integracao:
// the panel's keys and webhooks pages and the API document point integrators to a URL they can
// open, not to a file of this repository. The guide stays one Markdown file, tested block by block
// (scripts/docs/guia-pdv.int.test.ts); this module only turns it into HTML.
import 'server-only';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Marked, type Tokens } from 'marked';
import { slug } from '@/lib/slug';

/** Where the guide lives, from the project root (the server's working directory). */
export const ARQUIVO_GUIA = 'docs/integracao-pdv.md';

/**
 * The anchor of a heading, stable enough to link to from the panel: lower case, without accents,
 * each run of other characters one hyphen (`5. Webhooks` → `5-webhooks`).
 */
export function ancora(titulo: string): string {
  return slug(titulo);
}

const ESTILO = `
:root { color-scheme: light; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.6 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #0f172a; background: #f8fafc; }
header { background: #064e3b; color: #fff; padding: 0.75rem 1rem; }
header nav { max-width: 52rem; margin: 0 auto; display: flex; flex-wrap: wrap; gap: 0.5rem 1.25rem; align-items: baseline; }
header strong { font-size: 1.1rem; margin-right: auto; }
header a { color: #d1fae5; }
main { max-width: 52rem; margin: 0 auto; padding: 1rem; overflow-wrap: anywhere; }
h1 { font-size: 1.75rem; line-height: 1.25; }
h2 { margin-top: 2.5rem; border-bottom: 1px solid #cbd5e1; padding-bottom: 0.25rem; }
a { color: #047857; }
code { font: 0.875em ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: #e2e8f0; border-radius: 4px; padding: 0.1em 0.3em; }
pre { background: #0f172a; color: #e2e8f0; padding: 0.75rem 1rem; border-radius: 6px; overflow-x: auto; }
pre code { background: none; padding: 0; color: inherit; overflow-wrap: normal; }
blockquote { margin: 1rem 0; padding: 0.25rem 1rem; border-left: 4px solid #10b981; background: #ecfdf5; }
.tabela { overflow-x: auto; overflow-wrap: normal; }
table { border-collapse: collapse; margin: 1rem 0; }
th, td { border: 1px solid #cbd5e1; padding: 0.35rem 0.6rem; text-align: left; vertical-align: top; min-width: 6rem; }
th { background: #f1f5f9; }
pre:focus-visible, .tabela:focus-visible { outline: 3px solid #10b981; outline-offset: 2px; }
`;

/** The page's Content-Security-Policy: no script at all, only this page's own style. */
export const POLITICA_GUIA = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(ESTILO).digest('base64')}'`,
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const escapar = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The whole HTML page of a guide written in Markdown (GitHub's flavour: tables, fenced code). */
export function paginaDoGuia(markdown: string): string {
  const marked = new Marked({
    gfm: true,
    renderer: {
      // Headings carry their anchor, so the panel can link to a section (`#5-webhooks`).
      heading({ tokens, depth, text }: Tokens.Heading) {
        return `<h${depth} id="${ancora(text)}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
      },
    },
  });
  const titulo = /^#\s+(.+)$/m.exec(markdown)?.[1] ?? 'Guia de integração';
  // A wide table or code block scrolls inside its box at 360 px instead of widening the page; a
  // box that scrolls takes the keyboard focus, so it can be scrolled without a mouse (WCAG 2.1.1).
  const corpo = marked
    .parse(markdown, { async: false })
    .replaceAll('<pre>', '<pre tabindex="0">')
    .replaceAll('<table>', '<div class="tabela" tabindex="0"><table>')
    .replaceAll('</table>', '</table></div>');
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapar(titulo)} — Fidelidade</title>
<style>${ESTILO}</style>
</head>
<body>
<header><nav aria-label="Documentação"><strong>Fidelidade</strong><a href="/docs">Referência da API</a><a href="/api/v1/openapi.json">Documento OpenAPI</a><a href="/painel">Painel</a></nav></header>
<main>
${corpo}
</main>
</body>
</html>
`;
}

let pagina: string | undefined;

/** The guide's page, read and rendered once per process (the file is part of the release). */
export function paginaDoGuiaDeIntegracao(): string {
  pagina ??= paginaDoGuia(readFileSync(path.join(process.cwd(), ARQUIVO_GUIA), 'utf8'));
  return pagina;
}
