// /painel/campanhas/nova — a new campaign. SuperAdmin first picks the tenant (the API needs one
// on creation: `O campo TenantId é obrigatório.`).
import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { Botao } from '@/components/ui/botao';
import { Selecao } from '@/components/ui/campo';
import { exigirPainel } from '@/lib/auth/sessao';
import { dataLocal } from '@/lib/datas';
import { ErroDeNegocio } from '@/lib/erros';
import { agora } from '@/lib/relogio';
import { prisma } from '@/lib/db';
import { tenantDoEscopo } from '@/lib/domain/acesso/escopo-tenant';
import { lojasDoTenant, tenantsParaEscolha, uuidOuNulo } from '../consultas';
import { FormularioCampanha } from '../_componentes/formulario';

export const metadata: Metadata = { title: 'Nova campanha' };

export default async function PaginaNovaCampanha({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const p = await exigirPainel(['SuperAdmin', 'AdminTenant']);
  const q = await searchParams;
  let tenantId: string | null;
  try {
    tenantId = tenantDoEscopo(p, uuidOuNulo(q.tenantId));
  } catch (e) {
    if (e instanceof ErroDeNegocio && e.status === 403) redirect('/painel/sem-acesso');
    throw e;
  }
  const tenant = tenantId ? await prisma.tenant.findUnique({ where: { id: tenantId }, select: { id: true, nome: true } }) : null;

  const cabecalho = (
    <div>
      <Link href="/painel/campanhas" className="text-sm text-marca-700 underline">
        ← Campanhas
      </Link>
      <h1 className="mt-1 text-2xl font-bold text-slate-900">Nova campanha</h1>
      {p.perfil === 'SuperAdmin' && tenant && <p className="text-sm text-slate-600">Tenant: {tenant.nome}</p>}
    </div>
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
            {tenants.map((t) => (
              <option key={t.id} value={t.id}>
                {t.nome}
              </option>
            ))}
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
        hoje={dataLocal(agora(), 'America/Sao_Paulo')}
      />
    </div>
  );
}
