// SQL texts with stable prepared-statement names. Pure (no pool, no environment), so modules that
// only hold SQL can be imported anywhere: the app (through lib/db.ts), the benchmark's pgbench
// script, tools.

export function hashTexto(s: string): string {
  // FNV-1a 64-bit folded to base36: a stable, short statement name per SQL text.
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 16777619);
    h2 = Math.imul(h2 ^ c, 2246822519);
  }
  return (h1 >>> 0).toString(36) + (h2 >>> 0).toString(36) + s.length.toString(36);
}

/** A SQL text with a stable statement name. Declare them once, at module level. */
export type Consulta = { readonly nome: string; readonly texto: string };
export function consulta(texto: string): Consulta {
  return { nome: `q_${hashTexto(texto)}`, texto };
}

/** Where each named parameter goes in a statement's text: `p.nome` is that parameter's `$n`. */
export type Marcadores<P> = { readonly [K in keyof P]-?: string };

/**
 * A statement with named parameters: its text refers to `p.nome`, and `valores` turns one object
 * with those names into the positional array, so a placeholder and its value are matched by name,
 * never by position (two swapped arrays of the same type would otherwise still type-check).
 */
export type Instrucao<P> = Consulta & {
  /** The parameter names, in `$n` order: `nomes[0]` is `$1`. */
  readonly nomes: readonly (keyof P & string)[];
  valores(p: P): unknown[];
};

/**
 * Builds an `Instrucao` from `montar(p)`, the SQL written with `${p.nome}` where a value goes. Each
 * name becomes one `$n`, numbered in the order `montar` first reads it; a name read twice is the
 * same `$n`. A text with any other `$n` (a positional placeholder written by hand) is refused.
 */
export function instrucao<P extends object>(montar: (p: Marcadores<P>) => string): Instrucao<P> {
  const nomes: (keyof P & string)[] = [];
  const marcadores = new Proxy({} as Marcadores<P>, {
    get(_, nome) {
      if (typeof nome !== 'string') throw new Error('instrucao: use ${p.nome} para cada parâmetro');
      let i = nomes.indexOf(nome as keyof P & string);
      if (i < 0) i = nomes.push(nome as keyof P & string) - 1;
      return `$${i + 1}`;
    },
  });
  const texto = montar(marcadores);
  const usados = new Set([...texto.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])));
  const esperados = nomes.map((_, i) => i + 1);
  if (usados.size !== nomes.length || esperados.some((n) => !usados.has(n))) {
    throw new Error(`instrucao: placeholders ${[...usados].sort((a, b) => a - b).join(',')} para ${nomes.length} nomes`);
  }
  return {
    ...consulta(texto),
    nomes,
    valores: (p) => nomes.map((n) => p[n]),
  };
}
