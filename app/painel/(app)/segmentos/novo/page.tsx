// /painel/segmentos/novo — a new segment with the live count. SuperAdmin comes with the tenant
// picked on the list (the API needs one: `O campo TenantId é obrigatório.`).
import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { exigirPainel } from '@/lib/auth/sessao';
import { ErroDeNegocio } from '@/lib/erros';
import { prisma } from '@/lib/db';
import { tenantDoEscopo } from '@/lib/domain/acesso/escopo-tenant';
import { lojasDoTenant, uuidOuNulo } from '../../campanhas/consultas';
import { EditorSegmento } from '../_componentes/editor-segmento';

export const metadata: Metadata = { title: 'Novo segmento' };

export default async function PaginaNovoSegmento({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
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
  if (!tenant) redirect('/painel/segmentos');
  const lojas = await lojasDoTenant(tenant.id);
  return (
    <div className="flex flex-col gap-5">
      <div>
        <Link href="/painel/segmentos" className="text-sm text-marca-700 underline">
          ← Segmentos
        </Link>
        <h1 className="mt-1 text-2xl font-bold text-slate-900">Novo segmento</h1>
        {p.perfil === 'SuperAdmin' && <p className="text-sm text-slate-600">Tenant: {tenant.nome}</p>}
      </div>
      <EditorSegmento tenantId={tenant.id} lojas={lojas.map((l) => ({ id: l.id, nome: l.nome }))} />
    </div>
  );
}
