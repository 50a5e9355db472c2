/** The top of a panel page: its title, what it is for, and its main actions. */
export function CabecalhoPagina({ titulo, children, acoes }: { titulo: string; children?: React.ReactNode; acoes?: React.ReactNode }) {
  return (
    <div className="mb-5 flex flex-wrap items-start justify-between gap-4">
      <div className="flex max-w-3xl flex-col gap-1">
        <h1 className="text-2xl font-semibold text-slate-900">{titulo}</h1>
        {children && <div className="text-sm text-slate-700">{children}</div>}
      </div>
      {acoes && <div className="flex flex-wrap gap-2">{acoes}</div>}
    </div>
  );
}
