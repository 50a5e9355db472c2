// /clube/participar/[lojaId] — the address of a store's "Participe do clube" QR code (docs/clube.md,
// "Participar pelo link da loja"): the programme, the store and its benefits, then the sign-up
// form; the customer confirms the contact with a code and lands on the club signed in. The store
// is read with the very function of GET /api/v1/clube/cadastro/loja/{lojaId}: whatever it does not
// find (an unknown or malformed id, an inactive store or programme, a sandbox) is this segment's
// friendly "Loja não encontrada" page, with the status 404. A member's referral link adds
// `?indicacao=<código>`: the store is then read with it, the page says who invited the person and
// what the friend earns, and the form sends the code with the request of the sign-up code
// (docs/clube.md §7, "Indique e ganhe"). An unknown code, or referrals switched off, is the plain page.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { BeneficiosDaLoja } from '@/components/beneficios-da-loja';
import { semQuebraNoValor } from '@/lib/formatar';
import { lojaDoCadastroOuNula } from '@/lib/domain/clube/loja-do-cadastro';
import { VERSAO_TERMO_LGPD } from '@/lib/domain/cliente/registrar-consentimento';
import { normalizarCodigoIndicacao } from '@/lib/domain/indicacao/codigo-indicacao';
import { FormularioParticipar } from '../../../_componentes/formulario-participar';
import { oQueOAmigoGanha } from '../../../_componentes/textos-indicacao';

type Props = { params: Promise<{ lojaId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The store once per request (the title and the page both need it); null when the link leads nowhere. */
const lerLoja = cache(lojaDoCadastroOuNula);

/** The referral code the link carries, as typed in it; null without one (the page as it always was). */
async function codigoDoLink(searchParams: Props['searchParams']): Promise<string | null> {
  const { indicacao } = await searchParams;
  return typeof indicacao === 'string' ? indicacao : null;
}

/** The store of the link, read with its referral code. */
async function lojaDoLink({ params, searchParams }: Props) {
  const [{ lojaId }, codigo] = await Promise.all([params, codigoDoLink(searchParams)]);
  return lerLoja(lojaId, codigo);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const loja = await lojaDoLink(props);
  return { title: loja ? `Participe do clube ${loja.programa}` : 'Loja não encontrada' };
}

export default async function PaginaParticipar(props: Props) {
  const loja = await lojaDoLink(props);
  if (!loja) notFound();
  const convite = loja.indicacao;
  const ganho = convite && oQueOAmigoGanha(convite);
  // Sent with the sign-up only when recognized: the code the invitation above is about.
  const codigoIndicacao = convite ? normalizarCodigoIndicacao(await codigoDoLink(props.searchParams)) : null;
  return (
    <div className="flex flex-col gap-5">
      {convite && (
        <div role="note" className="rounded-lg border-2 border-marca-700 bg-white px-4 py-3">
          <p className="break-words text-lg font-semibold text-slate-900">{convite.indicador} convidou você</p>
          {ganho && <p className="text-sm text-slate-800">{semQuebraNoValor(ganho)}</p>}
        </div>
      )}
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
      <FormularioParticipar
        lojaId={loja.lojaId}
        programa={loja.programa}
        versaoTermo={VERSAO_TERMO_LGPD}
        codigoIndicacao={codigoIndicacao ?? undefined}
      />
    </div>
  );
}
