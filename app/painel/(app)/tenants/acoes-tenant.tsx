'use client';
import { AcoesCadastro } from '@/components/painel/acoes-cadastro';
import type { TenantResponse } from '@/lib/domain/tenant/gravar-tenant';
import { chavesTenants } from './chaves-query';
import { FormularioTenant } from './formulario-tenant';

export function AcoesTenant({ tenant, planoInicial }: { tenant: TenantResponse; planoInicial: string }) {
  return (
    <AcoesCadastro
      registro={tenant}
      rota={`/api/v1/admin/tenants/${tenant.id}`}
      chaves={chavesTenants}
      mensagens={{ sucesso: 'Situação do tenant alterada.', falha: 'Não foi possível alterar o tenant. Tente novamente.' }}
      desativar={{
        titulo: `Desativar o tenant ${tenant.nome}?`,
        botao: 'Desativar tenant',
        explicacao: (
          <>
            <p>Nada é apagado, mas tudo com que o tenant se autentica para de funcionar:</p>
            <ul className="mt-2 list-disc pl-5">
              <li>as chaves de API dele recebem 401 no PDV (em até 10 segundos em todos os servidores);</li>
              <li>os usuários dele não conseguem entrar e as sessões abertas terminam na próxima ação.</li>
            </ul>
            <p className="mt-2">Ao reativar, chaves e usuários voltam a funcionar.</p>
          </>
        ),
      }}
      formulario={({ atual, ...p }) => <FormularioTenant key={atual.atualizadoEm} tenant={atual} planoInicial={planoInicial} {...p} />}
    />
  );
}
