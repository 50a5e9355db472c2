// /painel/comunicacao/[id]/editar — change a campaign not yet sent, with the live preview.
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { exigirPainel } from '@/lib/auth/sessao';
import { obterCampanhaComunicacao } from '@/lib/domain/comunicacao/admin-campanhas';
import { PaginaVoltar } from '@/components/painel/detalhe-nao-encontrado';
import { lerOuNaoEncontrado } from '../../../escopo-pagina';
import { segmentosDoTenant } from '../../consultas';
import { EditorCampanha } from '../../_componentes/editor-campanha';
import { SemSegmento } from '../../_componentes/sem-segmento';

export const metadata: Metadata = { title: 'Alterar campanha de comunicação' };

export default async function PaginaEditarCampanha({ params }: { params: Promise<{ id: string }> }) {
  const p = await exigirPainel(['SuperAdmin', 'AdminTenant']);
  const { id } = await params;
  if (!/^[0-9a-f-]{36}$/i.test(id)) notFound();
  const k = await lerOuNaoEncontrado(() => obterCampanhaComunicacao(p, id));
  if (k.status !== 'Rascunho' && k.status !== 'Agendada') redirect(`/painel/comunicacao/${id}`);
  const segmentos = await segmentosDoTenant(k.tenantId);
  return (
    <PaginaVoltar voltar={[`/painel/comunicacao/${id}`, k.nome]} titulo="Alterar campanha">
      {segmentos.length === 0 ? (
        <SemSegmento tenantId={k.tenantId} superAdmin={p.perfil === 'SuperAdmin'} />
      ) : (
        <EditorCampanha tenantId={k.tenantId} segmentos={segmentos} campanha={k} />
      )}
    </PaginaVoltar>
  );
}
