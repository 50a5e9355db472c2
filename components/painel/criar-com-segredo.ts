'use client';
// What is created with a secret the database keeps only as a hash (an API key, a webhook's signing
// secret): the secret is shown once in a dialog. A row that opened it (a key just revoked by its
// rotation) refreshes the list only when that dialog closes, so the refresh cannot take the dialog
// away with the row; a creation, opened from the page's header, refreshes it at once, so the new
// row is behind the dialog (not "Nenhuma chave de API ainda" on a first key).
import { useState } from 'react';
import { useMutation, type QueryKey } from '@tanstack/react-query';
import { useAvisos } from '@/components/ui/avisos';
import { useAtualizarPagina } from '@/components/painel/atualizar-pagina';
import { chamarApi } from '@/lib/navegador/cliente-api';

/** The secret on show (null: none), `mostrar` it, `fechar` its dialog (which refreshes the list), and `atualizar` the list. */
export function useSegredoUmaVez<T>(chave: QueryKey) {
  const atualizar = useAtualizarPagina(chave);
  const [segredo, mostrar] = useState<T | null>(null);
  const fechar = async () => {
    mostrar(null);
    await atualizar();
  };
  return { segredo, mostrar, fechar, atualizar };
}

/**
 * The creation dialog of such a thing: POST to `rota`; on success the dialog closes, its fields are
 * emptied (`limpar`), the secret is shown and the API's message (or `padrao`) said.
 */
export function useCriarComSegredo<R>({
  rota,
  chave,
  padrao,
  limpar,
}: {
  rota: string;
  chave: QueryKey;
  padrao: string;
  limpar: () => void;
}) {
  const avisar = useAvisos();
  const segredo = useSegredoUmaVez<R>(chave);
  const [aberto, setAberto] = useState(false);
  const criar = useMutation({
    mutationFn: (corpo: unknown) => chamarApi<R>('POST', rota, { corpo }),
    onSuccess: (r) => {
      setAberto(false);
      limpar();
      segredo.mostrar(r.dados);
      avisar('sucesso', r.mensagem ?? padrao);
      // The button that created it is not a row of the list: refreshing now keeps the dialog.
      void segredo.atualizar();
    },
  });
  return { aberto, setAberto, criar, segredo };
}
