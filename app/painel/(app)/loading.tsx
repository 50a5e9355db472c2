// What a panel page shows while the server reads its data (a navigation from the menu, a filter,
// a page of a list): the shell stays, and the content area says it is loading instead of freezing.
export default function Carregando() {
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-4">
      <p className="flex items-center gap-2 text-sm font-medium text-slate-700">
        <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-marca-700 border-t-transparent" />
        Carregando…
      </p>
      <div aria-hidden="true" className="flex animate-pulse flex-col gap-3">
        <div className="h-8 w-48 max-w-full rounded bg-slate-200" />
        <div className="h-24 rounded-lg bg-slate-100" />
        <div className="h-48 rounded-lg bg-slate-100" />
      </div>
    </div>
  );
}
