import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

type Comum = { rotulo: string; erro?: string | null; ajuda?: ReactNode };

/** A labelled input with its validation message next to it (linked by aria-describedby). */
export function Campo({ rotulo, erro, ajuda, id, className = '', ...props }: InputHTMLAttributes<HTMLInputElement> & Comum) {
  const gerado = useId();
  const idCampo = id ?? gerado;
  const idErro = `${idCampo}-erro`;
  const idAjuda = `${idCampo}-ajuda`;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={idCampo} className="text-sm font-medium text-slate-800">
        {rotulo}
      </label>
      <input
        id={idCampo}
        aria-invalid={erro ? true : undefined}
        aria-describedby={[erro ? idErro : null, ajuda ? idAjuda : null].filter(Boolean).join(' ') || undefined}
        className="min-h-11 rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-marca-600 focus:outline-2 focus:outline-marca-600 aria-[invalid=true]:border-red-600"
        {...props}
      />
      {ajuda && (
        <p id={idAjuda} className="text-xs text-slate-600">
          {ajuda}
        </p>
      )}
      {erro && (
        <p id={idErro} className="text-sm text-red-700">
          {erro}
        </p>
      )}
    </div>
  );
}

export function Selecao({ rotulo, erro, ajuda, id, className = '', children, ...props }: SelectHTMLAttributes<HTMLSelectElement> & Comum) {
  const gerado = useId();
  const idCampo = id ?? gerado;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={idCampo} className="text-sm font-medium text-slate-800">
        {rotulo}
      </label>
      <select
        id={idCampo}
        aria-invalid={erro ? true : undefined}
        aria-describedby={erro ? `${idCampo}-erro` : undefined}
        className="min-h-11 rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-marca-600 focus:outline-2 focus:outline-marca-600"
        {...props}
      >
        {children}
      </select>
      {ajuda && <p className="text-xs text-slate-600">{ajuda}</p>}
      {erro && (
        <p id={`${idCampo}-erro`} className="text-sm text-red-700">
          {erro}
        </p>
      )}
    </div>
  );
}
