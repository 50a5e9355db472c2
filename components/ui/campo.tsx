'use client';
import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { mensagensGuardadas } from '@/lib/navegador/mensagens-guardadas';

type Comum = {
  rotulo: string;
  erro?: string | null;
  ajuda?: ReactNode;
  /**
   * The form works the message out again at every change (the campaign form, after its first
   * attempt): it is shown as given. Without it, changing the field hides its message (Moldura).
   */
  erroAoVivo?: boolean;
};

/** A labelled input with its validation message next to it (linked by aria-describedby). */
export function Campo(props: InputHTMLAttributes<HTMLInputElement> & Comum) {
  const [moldura, controle] = separar(props);
  return <Moldura {...moldura}>{(aria) => <input {...aria} className={CLASSE_CONTROLE} {...controle} />}</Moldura>;
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

/** A labelled select with its validation message next to it. */
export function Selecao({ children, ...props }: SelectHTMLAttributes<HTMLSelectElement> & Comum) {
  const [moldura, controle] = separar(props);
  return (
    <Moldura {...moldura}>
      {(aria) => (
        <select {...aria} className={CLASSE_CONTROLE} {...controle}>
          {children}
        </select>
      )}
    </Moldura>
  );
}

/** The options of a select, one a record: its id as the value, its name as the text. */
export function Opcoes({ itens }: { itens: readonly { id: string; nome: string }[] }) {
  return itens.map((i) => (
    <option key={i.id} value={i.id}>
      {i.nome}
    </option>
  ));
}

/** A labelled text box of several lines (a message's template): the same frame. */
export function CampoTexto(props: TextareaHTMLAttributes<HTMLTextAreaElement> & Comum) {
  const [moldura, controle] = separar(props);
  return <Moldura {...moldura}>{(aria) => <textarea {...aria} className={CLASSE_CONTROLE} {...controle} />}</Moldura>;
}

/** A control's props split in two: what its frame shows (label, help, message, id, width) and the rest, for the control. */
function separar<P extends Comum & { id?: string; className?: string }>({
  rotulo,
  erro,
  erroAoVivo,
  ajuda,
  id,
  className = '',
  ...controle
}: P) {
  return [{ rotulo, erro, erroAoVivo, ajuda, id, className }, controle] as const;
}

// An invalid control is red, focused or not: its focus ring turns red too (a 1 px red border
// becomes 3 px of red), so the focus stays visible (WCAG 2.4.7; red-600 on white is 4.8:1, over the
// 3:1 of 1.4.11) and the brand's green ring never stands for a field that is wrong.
const CLASSE_CONTROLE =
  'min-h-11 rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-marca-600 focus:outline-2 focus:outline-marca-600 aria-[invalid=true]:border-red-600 aria-[invalid=true]:focus:border-red-600 aria-[invalid=true]:focus:outline-red-600';

type Aria = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };

/**
 * What surrounds every control: its label above, the help and the validation message below; the
 * control gets its id and is described by its message and its help (a screen reader reads the
 * help of a select too, e.g. what each profile may do: WCAG 1.3.1).
 * Changing the control hides its message (and aria-invalid) until the form judges it again
 * (docs/painel.md, "Mensagens de validação").
 */
function Moldura({
  id,
  rotulo,
  erro: recebido,
  erroAoVivo,
  ajuda,
  className,
  children,
}: Comum & { id: string | undefined; className: string; children: (aria: Aria) => ReactNode }) {
  const gerado = useId();
  const idCampo = id ?? gerado;
  const { ref, mostrado, mudou } = useErroAteMudar(recebido, rotulo);
  const erro = erroAoVivo ? recebido : mostrado;
  const descricao = [erro ? `${idCampo}-erro` : null, ajuda ? `${idCampo}-ajuda` : null].filter(Boolean).join(' ');
  return (
    <div ref={ref} onChange={mudou} className={`flex flex-col gap-1 ${className}`}>
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

/**
 * A field's message stays until the person changes the field (they are fixing it; the other fields
 * keep theirs), whichever form holds the messages: a client-side check, the API's refusal after
 * sending, a page's own state. A field that leaves the form (a filter taken away, a field hidden
 * by a choice) takes its message with it: shown again before the form is sent, it comes without
 * (the form's MensagensGuardadas, by label). It comes back with the next judgement: a different
 * message, or the same one after the form is sent again (its `submit`).
 */
function useErroAteMudar(erro: string | null | undefined, campo: string) {
  const ref = useRef<HTMLDivElement>(null);
  const [estado, setEstado] = useState({ erro, mudou: false });
  // A new message (or none) starts shown: state adjusted while rendering, as React's docs advise
  // for state that follows a prop.
  if (estado.erro !== erro) setEstado({ erro, mudou: false });
  // What the field has now, for when it leaves the form.
  const atual = useRef({ erro, campo });
  useLayoutEffect(() => {
    atual.current = { erro, campo };
  });
  // React's StrictMode runs a new field's effects twice: only the first run is the field arriving.
  const chegou = useRef(false);
  // Before paint, so a message put away is never seen again, not even for a frame.
  useLayoutEffect(() => {
    const formulario = ref.current?.closest('form');
    if (!formulario) return;
    const guardadas = mensagensGuardadas(formulario);
    const devolvida = guardadas.retomar(atual.current.campo, atual.current.erro);
    if (!chegou.current && devolvida) setEstado((e) => ({ ...e, mudou: true }));
    chegou.current = true;
    const enviado = () => setEstado((e) => (e.mudou ? { ...e, mudou: false } : e));
    formulario.addEventListener('submit', enviado);
    return () => {
      formulario.removeEventListener('submit', enviado);
      guardadas.guardar(atual.current.campo, atual.current.erro);
    };
  }, []);
  return {
    ref,
    mostrado: estado.mudou ? null : erro,
    mudou: () => setEstado((e) => (e.erro && !e.mudou ? { ...e, mudou: true } : e)),
  };
}
