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
