import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

type Comum = { rotulo: string; erro?: string | null; ajuda?: ReactNode };

/** A labelled input with its validation message next to it (linked by aria-describedby). */
export function Campo({ rotulo, erro, ajuda, id, className = '', ...props }: InputHTMLAttributes<HTMLInputElement> & Comum) {
  const idCampo = useIdDoCampo(id);
  return (
    <Moldura idCampo={idCampo} rotulo={rotulo} erro={erro} ajuda={ajuda} className={className}>
      <input
        id={idCampo}
        aria-invalid={erro ? true : undefined}
        aria-describedby={[erro ? `${idCampo}-erro` : null, ajuda ? `${idCampo}-ajuda` : null].filter(Boolean).join(' ') || undefined}
        className={`${CLASSE_CONTROLE} aria-[invalid=true]:border-red-600`}
        {...props}
      />
    </Moldura>
  );
}

export function Selecao({ rotulo, erro, ajuda, id, className = '', children, ...props }: SelectHTMLAttributes<HTMLSelectElement> & Comum) {
  const idCampo = useIdDoCampo(id);
  return (
    <Moldura idCampo={idCampo} rotulo={rotulo} erro={erro} ajuda={ajuda} className={className}>
      <select
        id={idCampo}
        aria-invalid={erro ? true : undefined}
        aria-describedby={erro ? `${idCampo}-erro` : undefined}
        className={CLASSE_CONTROLE}
        {...props}
      >
        {children}
      </select>
    </Moldura>
  );
}

const CLASSE_CONTROLE =
  'min-h-11 rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-marca-600 focus:outline-2 focus:outline-marca-600';

/** The caller's id, or one of React's. */
function useIdDoCampo(id: string | undefined) {
  const gerado = useId();
  return id ?? gerado;
}

/** What surrounds every control: its label above, the help and the validation message below. */
function Moldura({
  idCampo,
  rotulo,
  erro,
  ajuda,
  className,
  children,
}: Comum & { idCampo: string; className: string; children: ReactNode }) {
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={idCampo} className="text-sm font-medium text-slate-800">
        {rotulo}
      </label>
      {children}
      {ajuda && (
        <p id={`${idCampo}-ajuda`} className="text-xs text-slate-600">
          {ajuda}
        </p>
      )}
      {erro && (
        <p id={`${idCampo}-erro`} className="text-sm text-red-700">
          {erro}
        </p>
      )}
    </div>
  );
}
