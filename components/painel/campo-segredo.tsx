'use client';
// A secret shown once (an API key, a webhook's signing secret): the database keeps only its hash
// or the server alone uses it, so after the dialog closes nobody can see it again. A copy button
// with a visible confirmation, and the text selected for Ctrl+C when the browser refuses the
// clipboard. The label is the caller's (`id` ties it to the field).
import { useRef, useState } from 'react';
import { Botao } from '@/components/ui/botao';

export function CampoSegredo({
  id,
  valor,
  botao,
  copiado,
  falhou,
  onCopiado,
}: {
  id: string;
  valor: string;
  botao: string;
  /** What the status line says after a copy, and when the clipboard refused it. */
  copiado: string;
  falhou: string;
  onCopiado?: () => void;
}) {
  const [copia, setCopia] = useState<'nao' | 'ok' | 'falhou'>('nao');
  const campo = useRef<HTMLInputElement>(null);

  async function copiar() {
    try {
      await navigator.clipboard.writeText(valor);
      setCopia('ok');
      onCopiado?.();
    } catch {
      // No clipboard permission (or an insecure context): the text is selected for Ctrl+C.
      campo.current?.select();
      setCopia('falhou');
    }
  }

  return (
    <>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          ref={campo}
          readOnly
          value={valor}
          onFocus={(e) => e.currentTarget.select()}
          className="min-h-11 min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900"
        />
        <Botao type="button" onClick={copiar}>
          {botao}
        </Botao>
      </div>
      <p role="status" className={`min-h-5 text-sm ${copia === 'falhou' ? 'text-red-700' : 'text-green-800'}`}>
        {copia === 'ok' && copiado}
        {copia === 'falhou' && falhou}
      </p>
    </>
  );
}
