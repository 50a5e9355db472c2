// /painel/campanhas/nova — a new campaign. SuperAdmin first picks the tenant (the API needs one
// on creation: `O campo TenantId é obrigatório.`).
import type { Metadata } from 'next';
import { Botao } from '@/components/ui/botao';
import { Opcoes, Selecao } from '@/components/ui/campo';
import { exigirPainel } from '@/lib/auth/sessao';
import { dataLocal } from '@/lib/datas';
import { agora } from '@/lib/relogio';
import { fusoDoPrograma } from '@/lib/domain/tenant/fuso-do-programa';
import { CabecalhoVoltar } from '@/components/painel/detalhe-nao-encontrado';
import { tenantEscolhido } from '../../escopo-pagina';
import { lojasDoTenant, tenantsParaEscolha } from '../consultas';
import { FormularioCampanha } from '../_componentes/formulario';

export const metadata: Metadata = { title: 'Nova campanha' };

export default async function PaginaNovaCampanha({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const p = await exigirPainel(['SuperAdmin', 'AdminTenant']);
  const tenant = await tenantEscolhido(p, (await searchParams).tenantId);

  const cabecalho = (
    <CabecalhoVoltar voltar={['/painel/campanhas', 'Campanhas']} titulo="Nova campanha">
      {p.perfil === 'SuperAdmin' && tenant && <p className="text-sm text-slate-600">Tenant: {tenant.nome}</p>}
    </CabecalhoVoltar>
  );

  if (!tenant) {
    const tenants = await tenantsParaEscolha();
    return (
      <div className="flex flex-col gap-5">
        {cabecalho}
        <form method="get" className="flex max-w-md flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <Selecao rotulo="Para qual tenant?" name="tenantId" required defaultValue="">
            <option value="" disabled>
              Escolha o tenant
            </option>
            <Opcoes itens={tenants} />
          </Selecao>
          <Botao type="submit">Continuar</Botao>
        </form>
      </div>
    );
  }

  const lojas = await lojasDoTenant(tenant.id);
  return (
    <div className="flex flex-col gap-5">
      {cabecalho}
      <FormularioCampanha
        modo="criar"
        lojas={lojas}
        tenantId={tenant.id}
        superAdmin={p.perfil === 'SuperAdmin'}
        hoje={dataLocal(agora(), await fusoDoPrograma(tenant.id))}
      />
    </div>
  );
}
