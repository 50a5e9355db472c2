// GET /docs/integracao: the integrators' guide rendered from docs/integracao-pdv.md, with anchors
// the panel links to and a policy that lets no script run.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ancora, paginaDoGuia } from '@/lib/documentacao/guia-integracao';
import { GET } from './route';

describe('the integration guide page', () => {
  it.each([
    ['5. Webhooks', '5-webhooks'],
    ['3. Retransmissão e operação offline', '3-retransmissao-e-operacao-offline'],
    ['1.3 Com o SDK (`@fidelidade/pdv`)', '1-3-com-o-sdk-fidelidade-pdv'],
    ['Modelo 2 — checkout integrado', 'modelo-2-checkout-integrado'],
  ])('the heading %j is anchored at #%s', (titulo, esperado) => {
    expect(ancora(titulo)).toBe(esperado);
  });

  it('renders headings with anchors, code escaped, code and tables in scrolling boxes the keyboard can reach, the title from the first heading', () => {
    const html = paginaDoGuia(
      [
        '# Guia <teste>',
        '',
        '## 2. Os três modelos',
        '',
        '```ts',
        'if (a < b && c) {}',
        '```',
        '',
        '| a | b |',
        '|---|---|',
        '| 1 | 2 |',
      ].join('\n'),
    );
    expect(html).toContain('<title>Guia &#60;teste&#62; — Fidelidade</title>');
    expect(html).toContain('<h2 id="2-os-tres-modelos">2. Os três modelos</h2>');
    expect(html).toContain('<pre tabindex="0"><code class="language-ts">if (a &lt; b &amp;&amp; c) {}');
    expect(html).toMatch(/<div class="tabela" tabindex="0"><table>[\s\S]*<\/table><\/div>/);
  });

  it('answers the guide of the repository as HTML under a policy that allows only its own style', async () => {
    const r = GET();
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await r.text();
    // Every section of the Markdown file is on the page, with the anchor the panel links to.
    const secoes = [...readFileSync('docs/integracao-pdv.md', 'utf8').matchAll(/^## (.+)$/gm)].map((m) => ancora(m[1]!));
    expect(secoes).toContain('5-webhooks');
    for (const s of secoes) expect(html, s).toContain(`<h2 id="${s}">`);
    expect(html).not.toContain('<script');
    // The one inline style is allowed by its hash, and nothing else is.
    const estilo = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    const politica = r.headers.get('content-security-policy')!;
    expect(politica).toContain(`style-src 'sha256-${createHash('sha256').update(estilo).digest('base64')}'`);
    expect(politica).toContain("default-src 'none'");
    expect(politica).not.toContain('script-src');
  });
});
