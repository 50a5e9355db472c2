// Links that carry a page's filters in the query string (panel lists, dashboard): blank values are
// left out, so links stay short and a default never shows up in the URL.
export type ParametrosUrl = Record<string, string | undefined>;

export function comParametros(caminho: string, parametros: ParametrosUrl = {}): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(parametros)) if (v) q.set(k, v);
  const s = q.toString();
  return s ? `${caminho}?${s}` : caminho;
}

/** A page's `searchParams` as Next.js gives them: a name may repeat (an array) or be absent. */
export type Busca = Record<string, string | string[] | undefined>;

/** The first value of a search parameter. */
export const texto = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
