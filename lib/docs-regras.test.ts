// The rule-to-file table of docs/arquitetura.md ("Which file holds a rule") must name files that
// exist: a rename that forgets the table fails here instead of sending a reader to nowhere.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const raiz = path.resolve(import.meta.dirname, '..');
const doc = readFileSync(path.join(raiz, 'docs/arquitetura.md'), 'utf8');
const secao = doc.split('## Which file holds a rule')[1]?.split('\n## ')[0] ?? '';
const caminhos = [...secao.matchAll(/^\|[^|]+\|(.+)\|\s*$/gm)].flatMap((m) =>
  [...(m[1] ?? '').matchAll(/`([^`]+)`/g)].map((c) => c[1] ?? ''),
);

describe('rule-to-file table of docs/arquitetura.md', () => {
  it('lists rules', () => {
    expect(caminhos.length).toBeGreaterThan(20);
  });

  it.each(caminhos)('%s exists', (caminho) => {
    expect(existsSync(path.join(raiz, caminho))).toBe(true);
  });
});
