'use client';
import { Botao } from '@/components/ui/botao';
import { Confirmar } from '@/components/ui/confirmar';
import { useAcoesDaLinha, useMudancaDaLinha, useNovoSegredoDaLinha } from '@/components/painel/acoes-linha';
import { useSegredoUmaVez } from '@/components/painel/criar-com-segredo';
import type { ChaveCriadaResponse, ChaveResponse } from '@/lib/domain/acesso/admin-chaves';
import { chavesChavesApi } from './chaves-query';
import { SegredoUmaVez } from './segredo-uma-vez';

export function AcoesChave({ chave }: { chave: ChaveResponse }) {
  const acoes = useAcoesDaLinha<'revogar' | 'rotacionar'>(chavesChavesApi.todas);
  const { confirmar, setConfirmar, confirmacao } = acoes;
  const nova = useSegredoUmaVez<ChaveCriadaResponse>(chavesChavesApi.todas);

  const revogar = useMudancaDaLinha(acoes, 'DELETE', `/api/v1/admin/chaves/${chave.id}`, 'Chave revogada.');
  // The list is refreshed only when the new secret's dialog closes: this row (the old key)
  // loses its actions once revoked, and the dialog must not vanish with them.
  const rotacionar = useNovoSegredoDaLinha(acoes, nova, `/api/v1/admin/chaves/${chave.id}/rotacionar`, 'Chave rotacionada.');

  return (
    <div className="flex justify-end gap-1 whitespace-nowrap">
      <Botao type="button" variante="fantasma" onClick={() => setConfirmar('rotacionar')} aria-label={`Rotacionar ${chave.nome}`}>
        Rotacionar
      </Botao>
      <Botao
        type="button"
        variante="fantasma"
        className="text-red-700"
        onClick={() => setConfirmar('revogar')}
        aria-label={`Revogar ${chave.nome}`}
      >
        Revogar
      </Botao>
      {confirmar === 'revogar' && (
        <Confirmar {...confirmacao(revogar)} titulo={`Revogar a chave “${chave.nome}”?`} textoConfirmar="Revogar chave">
          <p>
            O PDV/ERP que usa a chave <code className="rounded bg-slate-100 px-1">{chave.prefixo}…</code> passa a receber{' '}
            <strong>401 Não autorizado</strong> (em até 10 segundos em todos os servidores). Não dá para desfazer: para voltar a integrar,
            crie uma chave nova.
          </p>
        </Confirmar>
      )}
      {confirmar === 'rotacionar' && (
        <Confirmar {...confirmacao(rotacionar)} titulo={`Rotacionar a chave “${chave.nome}”?`} textoConfirmar="Rotacionar agora">
          <p>
            Uma chave nova, com o mesmo nome e ambiente, é criada e a atual (
            <code className="rounded bg-slate-100 px-1">{chave.prefixo}…</code>) é <strong>revogada na hora</strong>, sem período de
            carência. Tenha o PDV/ERP à mão para trocar a chave logo em seguida.
          </p>
        </Confirmar>
      )}
      <SegredoUmaVez chave={nova.segredo} titulo="Chave rotacionada" onFechar={nova.fechar} />
    </div>
  );
}
