// /painel/comunicacao/nova — a new campaign with the live preview.
import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { exigirPainel } from '@/lib/auth/sessao';
import { ErroDeNegocio } from '@/lib/erros';
import { prisma } from '@/lib/db';
import { tenantDoEscopo } from '@/lib/domain/acesso/escopo-tenant';
import { uuidOuNulo } from '../../campanhas/consultas';
import { segmentosDoTenant } from '../consultas';
import { EditorCampanha } from '../_componentes/editor-campanha';

export const metadata: Metadata = { title: 'Nova campanha de comunicação' };

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
  if (!tenant) redirect('/painel/comunicacao');
  const segmentos = await segmentosDoTenant(tenant.id);
  return (
    <div className="flex flex-col gap-5">
      <div>
        <Link href="/painel/comunicacao" className="text-sm text-marca-700 underline">
          ← Comunicação
        </Link>
        <h1 className="mt-1 text-2xl font-bold text-slate-900">Nova campanha</h1>
      </div>
      <EditorCampanha tenantId={tenant.id} segmentos={segmentos} />
    </div>
  );
}
