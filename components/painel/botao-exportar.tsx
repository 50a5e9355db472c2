// The "Exportar CSV" link of a list: a plain download of the export route with the list's filters
// (the session cookie authorizes the GET; the file streams straight to disk, no script needed).
// docs/exportacoes.md describes the file.
import { comParametros, type ParametrosUrl } from '@/lib/url';

export function BotaoExportar({
  rota,
  parametros,
  children = 'Exportar CSV',
  descricao,
}: {
  /** The export route (`/api/v1/admin/exportacao/vendas`). */
  rota: string;
  /** The list's filters, blank ones left out. */
  parametros: ParametrosUrl;
  children?: React.ReactNode;
  /** What the file holds, for screen readers and the tooltip. */
  descricao: string;
}) {
  return (
    <a
      href={comParametros(rota, parametros)}
      download
      title={descricao}
      aria-label={`${typeof children === 'string' ? children : 'Exportar CSV'}: ${descricao}`}
      className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
        <path d="M10 2a1 1 0 0 1 1 1v7.6l2.3-2.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L9 10.6V3a1 1 0 0 1 1-1ZM4 15a1 1 0 0 1 1 1v1h10v-1a1 1 0 1 1 2 0v2a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-2a1 1 0 0 1 1-1Z" />
      </svg>
      {children}
    </a>
  );
}
