// /clube/participar/[lojaId] — the address of a store's "Participe do clube" QR code (docs/clube.md,
// "Participar pelo link da loja"): the programme, the store and its benefits, then the sign-up
// form; the customer confirms the contact with a code and lands on the club signed in. The store
// is read with the very function of GET /api/v1/clube/cadastro/loja/{lojaId}: whatever it does not
// find (an unknown or malformed id, an inactive store or programme, a sandbox) is this segment's
// friendly "Loja não encontrada" page, with the status 404.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { BeneficiosDaLoja } from '@/components/beneficios-da-loja';
import { lojaDoCadastroOuNula } from '@/lib/domain/clube/loja-do-cadastro';
import { VERSAO_TERMO_LGPD } from '@/lib/domain/cliente/registrar-consentimento';
import { FormularioParticipar } from '../../../_componentes/formulario-participar';

type Props = { params: Promise<{ lojaId: string }> };

/** The store once per request (the title and the page both need it); null when the link leads nowhere. */
const lerLoja = cache(lojaDoCadastroOuNula);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loja = await lerLoja((await params).lojaId);
  return { title: loja ? `Participe do clube ${loja.programa}` : 'Loja não encontrada' };
}

export default async function PaginaParticipar({ params }: Props) {
  const loja = await lerLoja((await params).lojaId);
  if (!loja) notFound();
  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-col gap-2">
        <h1 className="break-words text-2xl font-bold leading-tight text-slate-900">Participe do clube {loja.programa}</h1>
        <p className="text-sm text-slate-700">
          Loja <strong className="font-semibold text-slate-900">{loja.lojaNome}</strong>
        </p>
        <BeneficiosDaLoja
          beneficios={loja.beneficios}
          aria-label="Benefícios"
          className="flex flex-col gap-1.5 rounded-md bg-marca-50 px-3 py-3 text-sm text-slate-900"
          classeDoItem="flex items-start gap-2"
        />
      </header>
      <FormularioParticipar lojaId={loja.lojaId} programa={loja.programa} versaoTermo={VERSAO_TERMO_LGPD} />
    </div>
  );
}
