// /painel/segmentos/novo — a new segment with the live count. SuperAdmin comes with the tenant
// picked on the list (the API needs one: `O campo TenantId é obrigatório.`).
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { exigirPainel } from '@/lib/auth/sessao';
import { CabecalhoVoltar } from '@/components/painel/detalhe-nao-encontrado';
import { lojasDoTenant } from '../../campanhas/consultas';
import { tenantEscolhido } from '../../escopo-pagina';
import { EditorSegmento } from '../_componentes/editor-segmento';

export const metadata: Metadata = { title: 'Novo segmento' };

export default async function PaginaNovoSegmento({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const p = await exigirPainel(['SuperAdmin', 'AdminTenant']);
  const tenant = await tenantEscolhido(p, (await searchParams).tenantId);
  if (!tenant) redirect('/painel/segmentos');
  const lojas = await lojasDoTenant(tenant.id);
  return (
    <div className="flex flex-col gap-5">
      <CabecalhoVoltar voltar={['/painel/segmentos', 'Segmentos']} titulo="Novo segmento">
        {p.perfil === 'SuperAdmin' && <p className="text-sm text-slate-600">Tenant: {tenant.nome}</p>}
      </CabecalhoVoltar>
      <EditorSegmento tenantId={tenant.id} lojas={lojas.map((l) => ({ id: l.id, nome: l.nome }))} />
    </div>
  );
}
