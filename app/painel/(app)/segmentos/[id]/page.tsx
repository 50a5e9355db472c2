// /painel/segmentos/[id] — edit a segment with the live count, and who is in it now (the members
// list, `?membros=N` pages it). Read with the API's own function (obterSegmento: another tenant's
// segment is "not found").
import type { Metadata } from 'next';
import { obterSegmento } from '@/lib/domain/segmento/admin-segmentos';
import { PaginaVoltar } from '@/components/painel/detalhe-nao-encontrado';
import { lojasDoTenant } from '../../campanhas/consultas';
import { lerDoId } from '../../escopo-pagina';
import { EditorSegmento } from '../_componentes/editor-segmento';
import { MembrosSegmento } from '../_componentes/membros-segmento';
import { texto } from '@/lib/url';

export const metadata: Metadata = { title: 'Segmento' };

export default async function PaginaSegmento({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { p, registro: segmento } = await lerDoId(params, obterSegmento);
  const lojas = await lojasDoTenant(segmento.tenantId);
  const pagina = Math.max(1, Math.min(100_000, Number.parseInt(texto((await searchParams).membros) ?? '1', 10) || 1));
  return (
    <PaginaVoltar voltar={['/painel/segmentos', 'Segmentos']} titulo={segmento.nome}>
      <EditorSegmento
        key={segmento.atualizadoEm}
        segmento={segmento}
        tenantId={segmento.tenantId}
        lojas={lojas.map((l) => ({ id: l.id, nome: l.nome }))}
      />
      <MembrosSegmento
        principal={p}
        segmento={segmento}
        pagina={pagina}
        nomesLojas={Object.fromEntries(lojas.map((l) => [l.id, l.nome]))}
      />
    </PaginaVoltar>
  );
}
