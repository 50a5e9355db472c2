'use client';
// The secret of a new (or rotated) key, shown once: the database keeps only its hash, so after
// this dialog closes nobody can see it again (components/painel/campo-segredo.tsx copies it).
import { useState } from 'react';
import { Alerta } from '@/components/ui/alerta';
import { Botao } from '@/components/ui/botao';
import { Dialogo } from '@/components/ui/dialogo';
import { CampoSegredo } from '@/components/painel/campo-segredo';
import type { ChaveCriadaResponse } from '@/lib/domain/acesso/admin-chaves';

export function SegredoUmaVez({ chave, titulo, onFechar }: { chave: ChaveCriadaResponse | null; titulo: string; onFechar: () => void }) {
  return (
    <Dialogo aberto={!!chave} titulo={titulo} onFechar={onFechar} largura="lg">
      {chave && <Conteudo chave={chave} onFechar={onFechar} />}
    </Dialogo>
  );
}

function Conteudo({ chave, onFechar }: { chave: ChaveCriadaResponse; onFechar: () => void }) {
  const [copiada, setCopiada] = useState(false);
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
        <CampoSegredo
          id="segredo-chave"
          valor={chave.chave}
          botao="Copiar chave"
          copiado="✓ Chave copiada para a área de transferência."
          falhou="Não foi possível copiar automaticamente: o texto foi selecionado, use Ctrl+C (ou Cmd+C)."
          onCopiado={() => setCopiada(true)}
        />
      </div>
      <p className="text-sm text-slate-700">
        Configure o PDV/ERP para enviar esta chave no cabeçalho <code className="rounded bg-slate-100 px-1">X-Api-Key</code> de cada
        chamada.
      </p>
      <div className="flex justify-end">
        <Botao type="button" variante={copiada ? 'primario' : 'secundario'} onClick={onFechar}>
          {copiada ? 'Pronto, já guardei a chave' : 'Fechar'}
        </Botao>
      </div>
    </div>
  );
}
