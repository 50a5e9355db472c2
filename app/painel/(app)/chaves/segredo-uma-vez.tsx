'use client';
// The secret of a new (or rotated) key, shown once: the database keeps only its hash, so after
// this dialog closes nobody can see it again. A copy button with a visible confirmation, and the
// text selectable by hand when the browser refuses the clipboard.
import { useRef, useState } from 'react';
import { Alerta } from '@/components/ui/alerta';
import { Botao } from '@/components/ui/botao';
import { Dialogo } from '@/components/ui/dialogo';
import type { ChaveCriadaResponse } from '@/lib/domain/acesso/admin-chaves';

export function SegredoUmaVez({ chave, titulo, onFechar }: { chave: ChaveCriadaResponse | null; titulo: string; onFechar: () => void }) {
  return (
    <Dialogo aberto={!!chave} titulo={titulo} onFechar={onFechar} largura="lg">
      {chave && <Conteudo chave={chave} onFechar={onFechar} />}
    </Dialogo>
  );
}

function Conteudo({ chave, onFechar }: { chave: ChaveCriadaResponse; onFechar: () => void }) {
  const [copia, setCopia] = useState<'nao' | 'ok' | 'falhou'>('nao');
  const campo = useRef<HTMLInputElement>(null);

  async function copiar() {
    try {
      await navigator.clipboard.writeText(chave.chave);
      setCopia('ok');
    } catch {
      // No clipboard permission (or an insecure context): the text is selected for Ctrl+C.
      campo.current?.select();
      setCopia('falhou');
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <Alerta tipo="aviso">
        <strong>Copie a chave agora: ela não será exibida novamente.</strong> Guardamos só uma impressão dela (hash); se ela se perder,
        rotacione a chave para gerar outra.
      </Alerta>
      <div className="flex flex-col gap-1">
        <label htmlFor="segredo-chave" className="text-sm font-medium text-slate-800">
          Chave “{chave.nome}” ({chave.ambiente === 'Teste' ? 'teste' : 'produção'})
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id="segredo-chave"
            ref={campo}
            readOnly
            value={chave.chave}
            onFocus={(e) => e.currentTarget.select()}
            className="min-h-11 min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900"
          />
          <Botao type="button" onClick={copiar}>
            Copiar chave
          </Botao>
        </div>
        <p role="status" className={`min-h-5 text-sm ${copia === 'falhou' ? 'text-red-700' : 'text-green-800'}`}>
          {copia === 'ok' && '✓ Chave copiada para a área de transferência.'}
          {copia === 'falhou' && 'Não foi possível copiar automaticamente: o texto foi selecionado, use Ctrl+C (ou Cmd+C).'}
        </p>
      </div>
      <p className="text-sm text-slate-700">
        Configure o PDV/ERP para enviar esta chave no cabeçalho <code className="rounded bg-slate-100 px-1">X-Api-Key</code> de cada
        chamada.
      </p>
      <div className="flex justify-end">
        <Botao type="button" variante={copia === 'ok' ? 'primario' : 'secundario'} onClick={onFechar}>
          {copia === 'ok' ? 'Pronto, já guardei a chave' : 'Fechar'}
        </Botao>
      </div>
    </div>
  );
}
