'use client';
// A confirmation dialog for destructive actions (LGPD erasure, revoking a key…), on the native
// <dialog> element: focus is trapped and Esc closes it.
import { useId, useState } from 'react';
import { Botao } from '@/components/ui/botao';
import { DialogoNativo } from '@/components/ui/dialogo';

export function Confirmar({
  aberto,
  titulo,
  children,
  textoConfirmar,
  textoCancelar = 'Cancelar',
  palavraChave,
  carregando,
  variante = 'perigo',
  onConfirmar,
  onCancelar,
}: {
  aberto: boolean;
  titulo: string;
  children: React.ReactNode;
  textoConfirmar: string;
  /** The way out, when "Cancelar" would be ambiguous (cancelling a sale: "Voltar"). */
  textoCancelar?: string;
  /** When set, the person must type it to enable the button. */
  palavraChave?: string;
  carregando?: boolean;
  /** The confirm button's look: red for what destroys (the default), the brand's for a change. */
  variante?: 'perigo' | 'primario';
  onConfirmar: () => void;
  onCancelar: () => void;
}) {
  const idTitulo = useId();
  const [digitado, setDigitado] = useState('');
  // What was typed is forgotten when the dialog closes: adjusted while rendering, when `aberto`
  // changes (not in the effect, which would render a second time).
  const [abertoAntes, setAbertoAntes] = useState(aberto);
  if (aberto !== abertoAntes) {
    setAbertoAntes(aberto);
    if (!aberto) setDigitado('');
  }
  return (
    <DialogoNativo aberto={aberto} onFechar={onCancelar} idTitulo={idTitulo}>
      <div className="flex flex-col gap-4 p-5">
        <h2 id={idTitulo} className="text-lg font-semibold text-slate-900">
          {titulo}
        </h2>
        <div className="text-sm text-slate-700">{children}</div>
        {palavraChave && (
          <label className="flex flex-col gap-1 text-sm text-slate-800">
            {/* One flex item: the sentence stays on one line (bare text nodes would each get one). */}
            <span>
              Digite <strong>{palavraChave}</strong> para confirmar
            </span>
            <input
              className="min-h-11 rounded-md border border-slate-300 px-3 py-2"
              value={digitado}
              onChange={(e) => setDigitado(e.target.value)}
              autoComplete="off"
            />
          </label>
        )}
        <div className="flex justify-end gap-2">
          <Botao variante="secundario" onClick={onCancelar} type="button">
            {textoCancelar}
          </Botao>
          <Botao
            variante={variante}
            type="button"
            carregando={carregando}
            disabled={!!palavraChave && digitado.trim().toUpperCase() !== palavraChave}
            onClick={onConfirmar}
          >
            {textoConfirmar}
          </Botao>
        </div>
      </div>
    </DialogoNativo>
  );
}

/** What a Confirmar needs to run a mutation: the button spins while it runs, confirming runs it. */
export function confirmarMutacao(mutacao: { isPending: boolean; mutate: () => void }, onCancelar: () => void) {
  return { carregando: mutacao.isPending, onConfirmar: () => mutacao.mutate(), onCancelar };
}
