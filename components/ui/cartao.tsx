export function Cartao({
  titulo,
  children,
  className = '',
  acoes,
}: {
  titulo?: string;
  children: React.ReactNode;
  className?: string;
  acoes?: React.ReactNode;
}) {
  return (
    <section className={`rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5 ${className}`}>
      {(titulo || acoes) && (
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          {titulo && <h2 className="text-base font-semibold text-slate-900">{titulo}</h2>}
          {acoes}
        </div>
      )}
      {children}
    </section>
  );
}
