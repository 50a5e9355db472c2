'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAvisos } from '@/components/ui/avisos';
import { Botao } from '@/components/ui/botao';
import { Confirmar } from '@/components/ui/confirmar';
import { chamarApi, ErroApi } from '@/lib/navegador/cliente-api';
import type { TenantResponse } from '@/lib/domain/tenant/gravar-tenant';
import { chavesTenants } from './chaves-query';
import { FormularioTenant } from './formulario-tenant';

export function AcoesTenant({ tenant, planoInicial }: { tenant: TenantResponse; planoInicial: string }) {
  const router = useRouter();
  const cliente = useQueryClient();
  const avisar = useAvisos();
  const [editando, setEditando] = useState(false);
  const [confirmando, setConfirmando] = useState(false);
  const atual = useQuery({
    queryKey: chavesTenants.detalhe(tenant.id),
    queryFn: async () => (await chamarApi<TenantResponse>('GET', `/api/v1/admin/tenants/${tenant.id}`)).dados,
    enabled: editando,
    initialData: tenant,
    staleTime: 0,
  });
  const status = useMutation({
    mutationFn: (ativo: boolean) => chamarApi<TenantResponse>('PATCH', `/api/v1/admin/tenants/${tenant.id}/status`, { query: { ativo } }),
    onSuccess: async (r) => {
      setConfirmando(false);
      avisar('sucesso', r.mensagem ?? 'Situação do tenant alterada.');
      await cliente.invalidateQueries({ queryKey: chavesTenants.todas });
      router.refresh();
    },
    onError: (e) => {
      setConfirmando(false);
      avisar('erro', e instanceof ErroApi ? e.mensagem : 'Não foi possível alterar o tenant. Tente novamente.');
    },
  });

  return (
    <div className="flex justify-end gap-1 whitespace-nowrap">
      <Botao type="button" variante="fantasma" onClick={() => setEditando(true)} aria-label={`Editar ${tenant.nome}`}>
        Editar
      </Botao>
      {tenant.ativo ? (
        <Botao
          type="button"
          variante="fantasma"
          className="text-red-700"
          onClick={() => setConfirmando(true)}
          aria-label={`Desativar ${tenant.nome}`}
        >
          Desativar
        </Botao>
      ) : (
        <Botao
          type="button"
          variante="fantasma"
          carregando={status.isPending}
          onClick={() => status.mutate(true)}
          aria-label={`Ativar ${tenant.nome}`}
        >
          Ativar
        </Botao>
      )}
      <FormularioTenant
        key={atual.data.atualizadoEm}
        tenant={atual.data}
        planoInicial={planoInicial}
        aberto={editando}
        onFechar={() => setEditando(false)}
      />
      {/* Mounted only while open: each Confirmar names itself with a fixed element id. */}
      {confirmando && (
        <Confirmar
          aberto
          titulo={`Desativar o tenant ${tenant.nome}?`}
          textoConfirmar="Desativar tenant"
          carregando={status.isPending}
          onConfirmar={() => status.mutate(false)}
          onCancelar={() => setConfirmando(false)}
        >
          <p>Nada é apagado, mas tudo com que o tenant se autentica para de funcionar:</p>
          <ul className="mt-2 list-disc pl-5">
            <li>as chaves de API dele recebem 401 no PDV (em até 10 segundos em todos os servidores);</li>
            <li>os usuários dele não conseguem entrar e as sessões abertas terminam na próxima ação.</li>
          </ul>
          <p className="mt-2">Ao reativar, chaves e usuários voltam a funcionar.</p>
        </Confirmar>
      )}
    </div>
  );
}
