import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

type Comum = { rotulo: string; erro?: string | null; ajuda?: ReactNode };

/** A labelled input with its validation message next to it (linked by aria-describedby). */
export function Campo({ rotulo, erro, ajuda, id, className = '', ...props }: InputHTMLAttributes<HTMLInputElement> & Comum) {
  return (
    <Moldura id={id} rotulo={rotulo} erro={erro} ajuda={ajuda} className={className} descreveAjuda>
      {(aria) => <input {...aria} className={`${CLASSE_CONTROLE} aria-[invalid=true]:border-red-600`} {...props} />}
    </Moldura>
  );
}

/**
 * A whole number (days, a percentage, a count): a text field with the numeric keyboard on a phone,
 * as the GOV.UK Design System asks for numbers. Not `type="number"`: what it cannot read ("5e",
 * "1,5", "10 dias") it hands over as "", and a form would send a blank (or 0) for what was typed.
 * A text field hands over exactly what was typed; the form sends it with `inteiroParaApi`
 * (lib/navegador/numero-digitado.ts) and the API refuses what is no whole number with its message.
 * No min, max or step: nothing to bound, and the range belongs in the help text.
 */
export function CampoInteiro(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'min' | 'max' | 'step'> & Comum) {
  return <Campo type="text" inputMode="numeric" spellCheck={false} autoComplete="off" {...props} />;
}

/** A labelled select with its validation message next to it (its help is shown, not linked). */
export function Selecao({ rotulo, erro, ajuda, id, className = '', children, ...props }: SelectHTMLAttributes<HTMLSelectElement> & Comum) {
  return (
    <Moldura id={id} rotulo={rotulo} erro={erro} ajuda={ajuda} className={className}>
      {(aria) => (
        <select {...aria} className={CLASSE_CONTROLE} {...props}>
          {children}
        </select>
      )}
    </Moldura>
  );
}

const CLASSE_CONTROLE =
  'min-h-11 rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-marca-600 focus:outline-2 focus:outline-marca-600';

type Aria = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };

/**
 * What surrounds every control: its label above, the help and the validation message below; the
 * control gets its id and is described by its message (and by its help, where `descreveAjuda`).
 */
function Moldura({
  id,
  rotulo,
  erro,
  ajuda,
  className,
  descreveAjuda = false,
  children,
}: Comum & { id: string | undefined; className: string; descreveAjuda?: boolean; children: (aria: Aria) => ReactNode }) {
  const gerado = useId();
  const idCampo = id ?? gerado;
  const descricao = [erro ? `${idCampo}-erro` : null, descreveAjuda && ajuda ? `${idCampo}-ajuda` : null].filter(Boolean).join(' ');
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={idCampo} className="text-sm font-medium text-slate-800">
        {rotulo}
      </label>
      {children({ id: idCampo, 'aria-invalid': erro ? true : undefined, 'aria-describedby': descricao || undefined })}
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
