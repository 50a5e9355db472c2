'use client';
// The campaign form's own controls: a checkbox with its explanation, a choice between cards
// (radio buttons), and a text field bound to one of the form's values.
import { Campo } from '@/components/ui/campo';
import type { ValoresCampanha } from './simular';
import type { Erros } from './corpo-campanha';

/** What each section receives: the values, how to change one, and the messages next to the fields. */
export type PropsSecao = {
  v: ValoresCampanha;
  mudar: <K extends keyof ValoresCampanha>(k: K, valor: ValoresCampanha[K]) => void;
  erros: Erros;
};

type ChaveTexto = { [K in keyof ValoresCampanha]: string extends ValoresCampanha[K] ? K : never }[keyof ValoresCampanha];

/**
 * A text field of the form: its value, its change and its message come from the section's props.
 * The form checks again at every change after the first attempt (and drops the API's message of a
 * changed field itself), so the message shown is always the current one (`erroAoVivo`).
 */
export function CampoDaCampanha({
  chave,
  secao: { v, mudar, erros },
  ...props
}: { chave: ChaveTexto; secao: PropsSecao } & Omit<React.ComponentProps<typeof Campo>, 'value' | 'onChange' | 'erro' | 'erroAoVivo'>) {
  return <Campo {...props} value={v[chave]} onChange={(e) => mudar(chave, e.target.value)} erro={erros[chave]} erroAoVivo />;
}

type ChaveCaixa = { [K in keyof ValoresCampanha]: ValoresCampanha[K] extends boolean ? K : never }[keyof ValoresCampanha];

/** A checkbox of the form, bound like CampoDaCampanha. */
export function CaixaDaCampanha({
  chave,
  secao: { v, mudar, erros },
  rotulo,
  ajuda,
}: {
  chave: ChaveCaixa;
  secao: PropsSecao;
  rotulo: string;
  ajuda?: string;
}) {
  return <Caixa rotulo={rotulo} ajuda={ajuda} checked={v[chave]} onChange={(x) => mudar(chave, x)} erro={erros[chave]} />;
}

export function Caixa({
  rotulo,
  ajuda,
  checked,
  onChange,
  erro,
}: {
  rotulo: string;
  ajuda?: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  erro?: string;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label className="flex min-h-11 cursor-pointer items-start gap-3 text-sm text-slate-800">
        <input
          type="checkbox"
          className="mt-1 size-4 accent-marca-700"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={erro ? true : undefined}
        />
        <span>
          <span className="font-medium">{rotulo}</span>
          {ajuda && <span className="block text-xs text-slate-600">{ajuda}</span>}
        </span>
      </label>
      {erro && <p className="text-sm text-red-700">{erro}</p>}
    </div>
  );
}

export function Opcoes<T extends string>({
  legenda,
  nome,
  valor,
  opcoes,
  onChange,
  desabilitado,
  ajuda,
  erro,
}: {
  legenda: string;
  nome: string;
  valor: T;
  opcoes: { valor: T; rotulo: string; ajuda: string }[];
  onChange: (v: T) => void;
  desabilitado?: boolean;
  ajuda?: string;
  erro?: string;
}) {
  return (
    <fieldset className="flex flex-col gap-2" disabled={desabilitado}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{legenda}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {opcoes.map((o) => (
          <label
            key={o.valor}
            className={`flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm ${valor === o.valor ? 'border-marca-600 bg-marca-50' : 'border-slate-300 bg-white'}`}
          >
            <input
              type="radio"
              name={nome}
              value={o.valor}
              checked={valor === o.valor}
              onChange={() => onChange(o.valor)}
              className="mt-1 size-4 accent-marca-700"
            />
            <span>
              <span className="font-medium text-slate-900">{o.rotulo}</span>
              <span className="block text-xs text-slate-600">{o.ajuda}</span>
            </span>
          </label>
        ))}
      </div>
      {ajuda && <p className="text-xs text-slate-600">{ajuda}</p>}
      {erro && <p className="text-sm text-red-700">{erro}</p>}
    </fieldset>
  );
}
