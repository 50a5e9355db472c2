'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAvisos } from '@/components/ui/avisos';
import { Botao } from '@/components/ui/botao';
import { Confirmar } from '@/components/ui/confirmar';
import { chamarApi, ErroApi } from '@/lib/navegador/cliente-api';
import type { LojaResponse } from '@/lib/domain/loja/admin-lojas';
import { chavesLojas } from './chaves-query';
import { FormularioLoja } from './formulario-loja';

export function AcoesLoja({ loja }: { loja: LojaResponse }) {
  const router = useRouter();
  const cliente = useQueryClient();
  const avisar = useAvisos();
  const [editando, setEditando] = useState(false);
  const [confirmando, setConfirmando] = useState(false);
  // The edit form opens on the store as it is now, not as the page was rendered.
  const atual = useQuery({
    queryKey: chavesLojas.detalhe(loja.id),
    queryFn: async () => (await chamarApi<LojaResponse>('GET', `/api/v1/admin/lojas/${loja.id}`)).dados,
    enabled: editando,
    initialData: loja,
    staleTime: 0,
  });
  const status = useMutation({
    mutationFn: (ativo: boolean) => chamarApi<LojaResponse>('PATCH', `/api/v1/admin/lojas/${loja.id}/status`, { query: { ativo } }),
    onSuccess: async (r) => {
      avisar('sucesso', r.mensagem ?? 'Situação da loja alterada.');
      setConfirmando(false);
      await cliente.invalidateQueries({ queryKey: chavesLojas.todas });
      router.refresh();
    },
    onError: (e) => {
      setConfirmando(false);
      avisar('erro', e instanceof ErroApi ? e.mensagem : 'Não foi possível alterar a loja. Tente novamente.');
    },
  });

  return (
    <div className="flex justify-end gap-1 whitespace-nowrap">
      <Botao type="button" variante="fantasma" onClick={() => setEditando(true)} aria-label={`Editar ${loja.nome}`}>
        Editar
      </Botao>
      {loja.ativo ? (
        <Botao
          type="button"
          variante="fantasma"
          className="text-red-700"
          onClick={() => setConfirmando(true)}
          aria-label={`Desativar ${loja.nome}`}
        >
          Desativar
        </Botao>
      ) : (
        <Botao
          type="button"
          variante="fantasma"
          carregando={status.isPending}
          onClick={() => status.mutate(true)}
          aria-label={`Ativar ${loja.nome}`}
        >
          Ativar
        </Botao>
      )}
      <FormularioLoja
        key={atual.data.atualizadoEm}
        loja={atual.data}
        tenantId={loja.tenantId}
        aberto={editando}
        onFechar={() => setEditando(false)}
      />
      {/* Mounted only while open: each Confirmar names itself with a fixed element id. */}
      {confirmando && (
        <Confirmar
          aberto
          titulo={`Desativar a loja ${loja.nome}?`}
          textoConfirmar="Desativar loja"
          carregando={status.isPending}
          onConfirmar={() => status.mutate(false)}
          onCancelar={() => setConfirmando(false)}
        >
          <p>
            A partir de agora, toda chamada do PDV com o CNPJ desta loja — venda, simulação, resgate, saldo e configuração — responde{' '}
            <strong>“Loja não encontrada ou inativa.”</strong>
          </p>
          <p className="mt-2">Vendas, créditos e campanhas continuam guardados. Você pode reativar a loja quando quiser.</p>
        </Confirmar>
      )}
    </div>
  );
}
