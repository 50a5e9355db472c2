/** What an empty list says, and what to do next. */
export function EstadoVazio({ titulo, children, acao }: { titulo: string; children?: React.ReactNode; acao?: React.ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      <p className="text-base font-semibold text-slate-800">{titulo}</p>
      {children && <div className="max-w-prose text-sm text-slate-600">{children}</div>}
      {acao}
    </div>
  );
}
