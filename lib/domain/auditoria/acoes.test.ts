// The audit catalogue (lib/domain/auditoria/acoes.ts): `auditar` is typed with it, so TypeScript
// checks every call; the two statements that write audit rows in SQL (a manual adjustment and a
// panel cancellation, each in the same statement as its ledger rows) are checked here, by reading
// the codes they write.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACOES_AUDITORIA, ENTIDADES_AUDITORIA } from '@/lib/domain/auditoria/acoes';

const RAIZ = path.resolve(import.meta.dirname, '..', '..', '..');

function arquivos(pasta: string): string[] {
  return readdirSync(pasta).flatMap((n) => {
    const p = path.join(pasta, n);
    if (statSync(p).isDirectory()) return arquivos(p);
    return p.endsWith('.ts') && !p.endsWith('.test.ts') ? [p] : [];
  });
}

/** `acao` and `entidade` of each SQL insert into auditoria_admin: the two literals after the e-mail column's value. */
function codigosDoSql(): { arquivo: string; acao: string; entidade: string }[] {
  const achados = [];
  for (const arquivo of arquivos(path.join(RAIZ, 'lib'))) {
    const texto = readFileSync(arquivo, 'utf8');
    for (const m of texto.matchAll(/INSERT INTO auditoria_admin[^]*?'([A-Za-z]+)',\s*'([A-Za-z]+)'/g)) {
      achados.push({ arquivo: path.relative(RAIZ, arquivo), acao: m[1]!, entidade: m[2]! });
    }
  }
  return achados;
}

describe('audit catalogue', () => {
  it('has a sentence for every action and a name for every entity the SQL statements write', () => {
    const achados = codigosDoSql();
    expect(achados.map((a) => a.arquivo).sort()).toEqual(['lib/domain/ajuste/ajustar-saldo.ts', 'lib/domain/venda/admin-venda.ts']);
    for (const a of achados) {
      expect(ACOES_AUDITORIA, a.arquivo).toHaveProperty(a.acao);
      expect(ENTIDADES_AUDITORIA, a.arquivo).toHaveProperty(a.entidade);
    }
  });

  it('says each action as a sentence in Portuguese, once', () => {
    const frases = Object.values(ACOES_AUDITORIA);
    expect(new Set(frases).size).toBe(frases.length);
    for (const f of frases) expect(f).toMatch(/^[A-ZÁÉ][a-zà-ú]+ .+[^.]$/);
  });
});
