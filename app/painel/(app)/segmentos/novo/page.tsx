// /painel/segmentos/novo — a new segment with the live count. SuperAdmin comes with the tenant
// picked on the list (the API needs one: `O campo TenantId é obrigatório.`).
import type { Metadata } from 'next';
import { PaginaVoltar } from '@/components/painel/detalhe-nao-encontrado';
import { lojasDoTenant } from '../../campanhas/consultas';
import { tenantDaCriacao } from '../../escopo-pagina';
import { EditorSegmento } from '../_componentes/editor-segmento';

export const metadata: Metadata = { title: 'Novo segmento' };

export default async function PaginaNovoSegmento({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const { p, tenant } = await tenantDaCriacao(searchParams, '/painel/segmentos');
  const lojas = await lojasDoTenant(tenant.id);
  return (
    <PaginaVoltar
      voltar={['/painel/segmentos', 'Segmentos']}
      titulo="Novo segmento"
      cabecalho={p.perfil === 'SuperAdmin' && <p className="text-sm text-slate-600">Tenant: {tenant.nome}</p>}
    >
      <EditorSegmento tenantId={tenant.id} lojas={lojas.map((l) => ({ id: l.id, nome: l.nome }))} />
    </PaginaVoltar>
  );
}
