// /painel/segmentos/[id] — edit a segment with the live count. Read with the API's own function
// (obterSegmento: another tenant's segment is "not found").
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { exigirPainel } from '@/lib/auth/sessao';
import { ErroDeNegocio } from '@/lib/erros';
import { obterSegmento } from '@/lib/domain/segmento/admin-segmentos';
import { lojasDoTenant, uuidOuNulo } from '../../campanhas/consultas';
import { EditorSegmento } from '../_componentes/editor-segmento';

export const metadata: Metadata = { title: 'Segmento' };

export default async function PaginaSegmento({ params }: { params: Promise<{ id: string }> }) {
  const p = await exigirPainel(['SuperAdmin', 'AdminTenant']);
  const id = uuidOuNulo((await params).id);
  if (!id) notFound();
  let segmento;
  try {
    segmento = await obterSegmento(p, id);
  } catch (e) {
    if (e instanceof ErroDeNegocio && e.status === 404) notFound();
    throw e;
  }
  const lojas = await lojasDoTenant(segmento.tenantId);
  return (
    <div className="flex flex-col gap-5">
      <div>
        <Link href="/painel/segmentos" className="text-sm text-marca-700 underline">
          ← Segmentos
        </Link>
        <h1 className="mt-1 text-2xl font-bold text-slate-900">{segmento.nome}</h1>
      </div>
      <EditorSegmento
        key={segmento.atualizadoEm}
        segmento={segmento}
        tenantId={segmento.tenantId}
        lojas={lojas.map((l) => ({ id: l.id, nome: l.nome }))}
      />
    </div>
  );
}
