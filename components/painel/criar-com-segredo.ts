'use client';
// What is created with a secret the database keeps only as a hash (an API key, a webhook's signing
// secret): the secret is shown once in a dialog. A row that opened it (a key just revoked by its
// rotation) refreshes the list only when that dialog closes, so the refresh cannot take the dialog
// away with the row; a creation, opened from the page's header, refreshes it at once, so the new
// row is behind the dialog (not "Nenhuma chave de API ainda" on a first key).
import { useState } from 'react';
import { useMutation, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { useAvisos } from '@/components/ui/avisos';
import { useAtualizarPagina } from '@/components/painel/atualizar-pagina';
import { errosDoEnvio } from '@/components/painel/formulario-cadastro';
import { useValidacaoDoPainel } from '@/components/painel/validacao-do-painel';
import { chamarApi } from '@/lib/navegador/cliente-api';
import type { Rotulos } from '@/lib/navegador/mensagens-formulario';

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
 * The creation dialog of such a thing: the body is checked with the API's `schema` (its messages
 * by the fields' `rotulos`), then POSTed to `rota`; on success the dialog closes, its fields are
 * emptied (`limpar`), the secret is shown and the API's message (or `padrao`) said. A refusal
 * names its fields in `envio` (`falha` when it says nothing).
 */
export function useCriarComSegredo<R>({
  rota,
  chave,
  padrao,
  limpar,
  schema,
  rotulos,
  falha,
}: {
  rota: string;
  chave: QueryKey;
  padrao: string;
  limpar: () => void;
  schema: z.ZodType;
  rotulos: Rotulos;
  falha: string;
}) {
  const avisar = useAvisos();
  const { erros, validar } = useValidacaoDoPainel(rotulos);
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
  function enviar(corpo: unknown) {
    criar.reset();
    if (validar(schema, corpo)) criar.mutate(corpo);
  }
  const envio = errosDoEnvio(criar.error, rotulos, undefined, falha);
  return { aberto, setAberto, criar, segredo, erros, envio, enviar };
}
