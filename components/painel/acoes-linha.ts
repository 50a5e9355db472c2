'use client';
// The row actions of a list whose dangerous buttons each ask first (an API key's revoke/rotate, a
// webhook's delete/new secret): which confirmation is open, a failure closes it and says the
// API's message, and after a change the feature's queries are invalidated and the page refreshed.
import { useState } from 'react';
import { useMutation, type QueryKey } from '@tanstack/react-query';
import { useAvisos } from '@/components/ui/avisos';
import { confirmarMutacao } from '@/components/ui/confirmar';
import { mensagemDoErro } from '@/components/painel/acoes-cadastro';
import { useAtualizarPagina } from '@/components/painel/atualizar-pagina';
import { chamarApi } from '@/lib/navegador/cliente-api';

export function useAcoesDaLinha<Acao extends string>(chave: QueryKey) {
  const avisar = useAvisos();
  const atualizar = useAtualizarPagina(chave);
  const [confirmar, setConfirmar] = useState<Acao | null>(null);
  const erro = (e: unknown) => {
    setConfirmar(null);
    avisar('erro', mensagemDoErro(e, 'Não foi possível concluir. Tente novamente.'));
  };
  /** A change that leaves the row as it is: the confirmation closes, the API's message (or `padrao`), the list refreshed. */
  const concluido = (padrao: string) => async (r: { mensagem: string | null }) => {
    setConfirmar(null);
    avisar('sucesso', r.mensagem ?? padrao);
    await atualizar();
  };
  /** The open Confirmar of an action (mounted only while open: each names itself with a fixed id). */
  const confirmacao = (mutacao: { isPending: boolean; mutate: () => void }) => ({
    aberto: true,
    ...confirmarMutacao(mutacao, () => setConfirmar(null)),
  });
  return { avisar, confirmar, setConfirmar, erro, atualizar, concluido, confirmacao };
}

type Acoes = {
  avisar: ReturnType<typeof useAvisos>;
  setConfirmar: (acao: null) => void;
  erro: (e: unknown) => void;
  concluido: (padrao: string) => (r: { mensagem: string | null }) => Promise<void>;
};

/** A confirmed change the API answers with a message only (revoke, delete, resend): `concluido`, or `erro`. */
export function useMudancaDaLinha({ concluido, erro }: Acoes, metodo: 'POST' | 'DELETE', rota: string, padrao: string) {
  return useMutation({
    mutationFn: () => chamarApi<unknown>(metodo, rota),
    onSuccess: concluido(padrao),
    onError: erro,
  });
}

/**
 * A new secret for the row (a key's rotation, a webhook's new secret), POSTed to `rota`: the
 * confirmation closes and the secret shows in its dialog (which refreshes the list when it
 * closes: useSegredoUmaVez), with the API's message (or `padrao`) when there is a `padrao`.
 */
export function useNovoSegredoDaLinha<R>(
  { avisar, setConfirmar, erro }: Acoes,
  segredo: { mostrar: (r: R) => void },
  rota: string,
  padrao?: string,
) {
  return useMutation({
    mutationFn: () => chamarApi<R>('POST', rota),
    onSuccess: (r) => {
      setConfirmar(null);
      segredo.mostrar(r.dados);
      if (padrao) avisar('sucesso', r.mensagem ?? padrao);
    },
    onError: erro,
  });
}
