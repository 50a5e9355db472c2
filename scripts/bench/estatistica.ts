// Small statistics helpers: exact percentiles over recorded samples, medians across runs.

/** Nearest-rank percentile of an ascending array (p in 0..100). */
export function percentil(ordenado: ArrayLike<number>, p: number): number {
  const n = ordenado.length;
  if (n === 0) return NaN;
  const k = Math.min(n - 1, Math.max(0, Math.ceil((p / 100) * n) - 1));
  return ordenado[k]!;
}

export type ResumoLatencia = { n: number; media: number; p50: number; p90: number; p99: number; max: number };

export function resumirLatencias(valores: number[] | Float64Array): ResumoLatencia {
  const a = Float64Array.from(valores).sort();
  let soma = 0;
  for (const v of a) soma += v;
  return {
    n: a.length,
    media: a.length ? soma / a.length : NaN,
    p50: percentil(a, 50),
    p90: percentil(a, 90),
    p99: percentil(a, 99),
    max: a.length ? a[a.length - 1]! : NaN,
  };
}

export function mediana(valores: number[]): number {
  const a = valores.filter((v) => Number.isFinite(v)).sort((x, y) => x - y);
  if (a.length === 0) return NaN;
  const m = Math.floor(a.length / 2);
  return a.length % 2 ? a[m]! : (a[m - 1]! + a[m]!) / 2;
}

export function arred(v: number, casas = 1): number {
  if (!Number.isFinite(v)) return v;
  const f = 10 ** casas;
  return Math.round(v * f) / f;
}
