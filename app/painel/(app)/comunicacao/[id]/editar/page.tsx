// /painel/comunicacao/[id]/editar — change a campaign not yet sent, with the live preview.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { exigirPainel } from '@/lib/auth/sessao';
import { ErroDeNegocio } from '@/lib/erros';
import { obterCampanhaComunicacao } from '@/lib/domain/comunicacao/admin-campanhas';
import { segmentosDoTenant } from '../../consultas';
import { EditorCampanha } from '../../_componentes/editor-campanha';

export const metadata: Metadata = { title: 'Alterar campanha de comunicação' };

export default async function PaginaEditarCampanha({ params }: { params: Promise<{ id: string }> }) {
  const p = await exigirPainel(['SuperAdmin', 'AdminTenant']);
  const { id } = await params;
  if (!/^[0-9a-f-]{36}$/i.test(id)) notFound();
  let k;
  try {
    k = await obterCampanhaComunicacao(p, id);
  } catch (e) {
    if (e instanceof ErroDeNegocio && e.status === 404) notFound();
    throw e;
  }
  if (k.status !== 'Rascunho' && k.status !== 'Agendada') redirect(`/painel/comunicacao/${id}`);
  const segmentos = await segmentosDoTenant(k.tenantId);
  return (
    <div className="flex flex-col gap-5">
      <div>
        <Link href={`/painel/comunicacao/${id}`} className="text-sm text-marca-700 underline">
          ← {k.nome}
        </Link>
        <h1 className="mt-1 text-2xl font-bold text-slate-900">Alterar campanha</h1>
      </div>
      <EditorCampanha tenantId={k.tenantId} segmentos={segmentos} campanha={k} />
    </div>
  );
}
