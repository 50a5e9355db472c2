import Link from 'next/link';

/**
 * Previous/next links of a server-paged list, sized for fingers (44 px) and readable when a
 * direction does not exist (the kit's Paginacao greys it out below the contrast minimum).
 */
export function PaginacaoClube({ pagina, tamanho, total, caminho }: { pagina: number; tamanho: number; total: number; caminho: string }) {
  const paginas = Math.max(1, Math.ceil(total / tamanho));
  const link =
    'flex min-h-11 items-center rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-marca-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700';
  return (
    <nav aria-label="Paginação do histórico" className="grid grid-cols-[1fr_auto_1fr] items-center gap-2 text-sm text-slate-700">
      {pagina > 1 ? (
        <Link className={`${link} justify-self-start`} href={`${caminho}?pagina=${pagina - 1}`} rel="prev">
          Anterior
        </Link>
      ) : (
        <span />
      )}
      <span className="text-center">
        Página {Math.min(pagina, paginas)} de {paginas}
      </span>
      {pagina < paginas ? (
        <Link className={`${link} justify-self-end`} href={`${caminho}?pagina=${pagina + 1}`} rel="next">
          Próxima
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
