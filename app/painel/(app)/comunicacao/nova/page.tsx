// /painel/comunicacao/nova — a new campaign with the live preview.
import type { Metadata } from 'next';
import { PaginaVoltar } from '@/components/painel/detalhe-nao-encontrado';
import { tenantDaCriacao } from '../../escopo-pagina';
import { segmentosDoTenant } from '../consultas';
import { EditorCampanha } from '../_componentes/editor-campanha';
import { SemSegmento } from '../_componentes/sem-segmento';

export const metadata: Metadata = { title: 'Nova campanha de comunicação' };

export default async function PaginaNovaCampanha({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const { p, tenant } = await tenantDaCriacao(searchParams, '/painel/comunicacao');
  const segmentos = await segmentosDoTenant(tenant.id);
  return (
    <PaginaVoltar voltar={['/painel/comunicacao', 'Comunicação']} titulo="Nova campanha">
      {segmentos.length === 0 ? (
        <SemSegmento tenantId={tenant.id} superAdmin={p.perfil === 'SuperAdmin'} />
      ) : (
        <EditorCampanha tenantId={tenant.id} segmentos={segmentos} />
      )}
    </PaginaVoltar>
  );
}
