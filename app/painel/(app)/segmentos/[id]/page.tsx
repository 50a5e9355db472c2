// /painel/segmentos/[id] — edit a segment with the live count. Read with the API's own function
// (obterSegmento: another tenant's segment is "not found").
import type { Metadata } from 'next';
import { obterSegmento } from '@/lib/domain/segmento/admin-segmentos';
import { CabecalhoVoltar } from '@/components/painel/detalhe-nao-encontrado';
import { lojasDoTenant } from '../../campanhas/consultas';
import { lerDoId } from '../../escopo-pagina';
import { EditorSegmento } from '../_componentes/editor-segmento';

export const metadata: Metadata = { title: 'Segmento' };

export default async function PaginaSegmento({ params }: { params: Promise<{ id: string }> }) {
  const { registro: segmento } = await lerDoId(params, obterSegmento);
  const lojas = await lojasDoTenant(segmento.tenantId);
  return (
    <div className="flex flex-col gap-5">
      <CabecalhoVoltar voltar={['/painel/segmentos', 'Segmentos']} titulo={segmento.nome} />
      <EditorSegmento
        key={segmento.atualizadoEm}
        segmento={segmento}
        tenantId={segmento.tenantId}
        lojas={lojas.map((l) => ({ id: l.id, nome: l.nome }))}
      />
    </div>
  );
}
