import Link from 'next/link';

/** Server-side paging: links that keep the other query parameters. */
export function Paginacao({
  pagina,
  tamanho,
  total,
  caminho,
  parametros,
  nomeParametro = 'pagina',
  rotulo = 'Paginação',
}: {
  pagina: number;
  tamanho: number;
  total: number;
  caminho: string;
  parametros: Record<string, string | undefined>;
  /** Query parameter of the page number (a page with two paged lists needs two names). */
  nomeParametro?: string;
  /** Accessible name of the navigation (unique per page when there are several). */
  rotulo?: string;
}) {
  const paginas = Math.max(1, Math.ceil(total / tamanho));
  const link = (p: number) => {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(parametros)) if (v) q.set(k, v);
    q.set(nomeParametro, String(p));
    return `${caminho}?${q.toString()}`;
  };
  return (
    <nav aria-label={rotulo} className="flex items-center justify-between gap-3 pt-3 text-sm text-slate-700">
      <span>
        Página {Math.min(pagina, paginas)} de {paginas} · {total} {total === 1 ? 'registro' : 'registros'}
      </span>
      <span className="flex gap-2">
        {pagina > 1 ? (
          <Link className="rounded-md border border-slate-300 px-3 py-2 hover:bg-slate-50" href={link(pagina - 1)}>
            Anterior
          </Link>
        ) : (
          <span aria-disabled="true" className="rounded-md border border-slate-200 px-3 py-2 text-slate-500">
            Anterior
          </span>
        )}
        {pagina < paginas ? (
          <Link className="rounded-md border border-slate-300 px-3 py-2 hover:bg-slate-50" href={link(pagina + 1)}>
            Próxima
          </Link>
        ) : (
          <span aria-disabled="true" className="rounded-md border border-slate-200 px-3 py-2 text-slate-500">
            Próxima
          </span>
        )}
      </span>
    </nav>
  );
}
