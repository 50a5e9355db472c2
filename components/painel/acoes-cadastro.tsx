'use client';
// One activate/deactivate action for whatever the panel registers (stores, tenants, users,
// customers): PATCH `{rota}/status?ativo=`, the API's message (or the page's own) on success, the
// feature's queries invalidated and the server-rendered page refreshed. Deactivating asks first
// and says what stops working; activating goes straight on (unless the page asks for both).
// `AcoesCadastro` is the row version: Editar (the form opens on the record as it is now, not as
// the page was rendered), Desativar/Ativar, and any extra button of the page.
import { useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useAvisos } from '@/components/ui/avisos';
import { Botao } from '@/components/ui/botao';
import { Confirmar } from '@/components/ui/confirmar';
import { chamarApi, ErroApi } from '@/lib/navegador/cliente-api';

type Resposta<R> = { dados: R; mensagem: string | null };

export function useAlterarSituacao<R>({
  rota,
  query,
  chave,
  aoConcluir,
  aoFalhar,
}: {
  /** The record's API path; its status is `${rota}/status`. */
  rota: string;
  query?: Record<string, string | null>;
  /** Invalidated after a change. */
  chave: QueryKey;
  aoConcluir: (r: Resposta<R>) => void;
  aoFalhar: (e: unknown) => void;
}) {
  const router = useRouter();
  const cliente = useQueryClient();
  const [confirmando, setConfirmando] = useState(false);
  const mutacao = useMutation({
    mutationFn: (ativo: boolean) => chamarApi<R>('PATCH', `${rota}/status`, { query: { ...query, ativo } }),
    onSuccess: async (r) => {
      setConfirmando(false);
      aoConcluir(r);
      await cliente.invalidateQueries({ queryKey: chave });
      router.refresh();
    },
    onError: (e) => {
      setConfirmando(false);
      aoFalhar(e);
    },
  });
  return { mutacao, confirmando, setConfirmando };
}

/** The API's message, or the page's own when the failure is not the API's (no connection…). */
export const mensagemDoErro = (e: unknown, padrao: string) => (e instanceof ErroApi ? e.mensagem : padrao);

type Registro = { id: string; nome: string; ativo: boolean; atualizadoEm: string };

export function AcoesCadastro<R extends Registro>({
  registro,
  rota,
  chaves,
  mensagens,
  desativar,
  podeAlterarSituacao = true,
  extras,
  formulario,
  falha,
}: {
  registro: R;
  /** e.g. `/api/v1/admin/lojas/{id}`: GET reads it for the form, `/status` changes it. */
  rota: string;
  chaves: { todas: QueryKey; detalhe: (id: string) => QueryKey };
  /** `sucesso` when the API says nothing; `falha` when the failure is not the API's. */
  mensagens: { sucesso: string; falha: string };
  /** The confirmation before deactivating: its title, its button, what stops working. */
  desativar: { titulo: string; botao: string; explicacao: ReactNode };
  podeAlterarSituacao?: boolean;
  extras?: ReactNode;
  formulario: (p: { atual: R; aberto: boolean; onFechar: () => void }) => ReactNode;
  /** What a refused status change shows, from the API's message (default: the message alone). */
  falha?: (mensagem: string) => ReactNode;
}) {
  const avisar = useAvisos();
  const [editando, setEditando] = useState(false);
  const atual = useQuery({
    queryKey: chaves.detalhe(registro.id),
    queryFn: async () => (await chamarApi<R>('GET', rota)).dados,
    enabled: editando,
    initialData: registro,
    staleTime: 0,
  });
  const { mutacao, confirmando, setConfirmando } = useAlterarSituacao<R>({
    rota,
    chave: chaves.todas,
    aoConcluir: (r) => avisar('sucesso', r.mensagem ?? mensagens.sucesso),
    aoFalhar: (e) => {
      const m = mensagemDoErro(e, mensagens.falha);
      avisar('erro', falha ? falha(m) : m);
    },
  });

  return (
    <div className="flex justify-end gap-1 whitespace-nowrap">
      <Botao type="button" variante="fantasma" onClick={() => setEditando(true)} aria-label={`Editar ${registro.nome}`}>
        Editar
      </Botao>
      {extras}
      {podeAlterarSituacao &&
        (registro.ativo ? (
          <Botao
            type="button"
            variante="fantasma"
            className="text-red-700"
            onClick={() => setConfirmando(true)}
            aria-label={`Desativar ${registro.nome}`}
          >
            Desativar
          </Botao>
        ) : (
          <Botao
            type="button"
            variante="fantasma"
            carregando={mutacao.isPending}
            onClick={() => mutacao.mutate(true)}
            aria-label={`Ativar ${registro.nome}`}
          >
            Ativar
          </Botao>
        ))}
      {formulario({ atual: atual.data ?? registro, aberto: editando, onFechar: () => setEditando(false) })}
      {/* Mounted only while open: each Confirmar names itself with a fixed element id. */}
      {confirmando && (
        <Confirmar
          aberto
          titulo={desativar.titulo}
          textoConfirmar={desativar.botao}
          carregando={mutacao.isPending}
          onConfirmar={() => mutacao.mutate(false)}
          onCancelar={() => setConfirmando(false)}
        >
          {desativar.explicacao}
        </Confirmar>
      )}
    </div>
  );
}
