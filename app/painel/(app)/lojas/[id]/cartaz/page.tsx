// The printable poster of a store's "Participe do clube" link (docs/clube.md, "Participar pelo
// link da loja"): an A4 sheet for the counter with the big QR code, the programme, the benefits of
// the store's active campaigns and the address. Whoever sees Lojas may print it; another tenant's
// store (or a sandbox copy, or an id that is no UUID) is the panel's not-found, as on the API.
import type { Metadata } from 'next';
import Link from 'next/link';
import { Alerta } from '@/components/ui/alerta';
import { desenharQr } from '@/lib/desenhar-qr';
import { BeneficiosDaLoja } from '@/components/beneficios-da-loja';
import { obterLoja } from '@/lib/domain/loja/admin-lojas';
import { lojaDoCadastroOuNula } from '@/lib/domain/clube/loja-do-cadastro';
import { lerDoId } from '@/app/painel/(app)/escopo-pagina';
import { enderecoParticipar } from '../../endereco-clube';
import { BotaoImprimirCartaz } from './botao-imprimir';

export const metadata: Metadata = { title: 'Cartaz do clube' };

// One A4 sheet, portrait; the margins every office printer can print.
const PAGINA_A4 = '@page { size: A4 portrait; margin: 12mm; }';

export default async function PaginaCartaz({ params }: { params: Promise<{ id: string }> }) {
  const { registro: loja } = await lerDoId(params, obterLoja);
  // What the club page shows for this store; null when the link answers "Loja não encontrada" (store or tenant inactive).
  const cadastro = await lojaDoCadastroOuNula(loja.id);
  const endereco = enderecoParticipar(loja.id);
  const qr = cadastro ? await desenharQr(endereco) : null;

  return (
    <div className="flex flex-col gap-4">
      <style>{PAGINA_A4}</style>
      <div className="flex flex-wrap items-start justify-between gap-3 print:hidden">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold text-slate-900">Cartaz do clube: {loja.nome}</h1>
          <p className="text-sm text-slate-700">
            Imprima em A4 e deixe no balcão: o cliente lê o QR code com o celular e se cadastra sozinho.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {cadastro && <BotaoImprimirCartaz />}
          <Link
            href="/painel/lojas"
            className="inline-flex min-h-11 items-center justify-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700"
          >
            Voltar para Lojas
          </Link>
        </div>
      </div>

      {!cadastro ? (
        <Alerta tipo="aviso">
          Esta loja (ou o programa dela) está desativada: o link mostra “Loja não encontrada” e o cartaz não pode ser impresso. Reative a
          loja em Lojas para divulgar o clube.
        </Alerta>
      ) : (
        <article
          aria-label="Cartaz para impressão"
          className="mx-auto flex w-full max-w-[210mm] flex-col items-center gap-5 rounded-lg border border-slate-300 bg-white px-4 py-8 text-center shadow-sm sm:px-10 print:h-[250mm] print:max-w-none print:justify-between print:gap-0 print:rounded-none print:border-0 print:p-0 print:shadow-none"
        >
          <div className="flex flex-col items-center gap-2">
            <p className="text-base font-semibold uppercase tracking-wide text-marca-700 print:text-xl">{cadastro.lojaNome}</p>
            <h2 className="break-words text-3xl font-bold leading-tight text-slate-900 sm:text-5xl print:text-6xl">
              Participe do clube {cadastro.programa}
            </h2>
          </div>
          <BeneficiosDaLoja
            beneficios={cadastro.beneficios}
            className="flex flex-col gap-2 text-left text-lg text-slate-800 sm:text-2xl print:text-2xl"
            classeDoItem="flex items-start gap-3"
          />
          <div className="flex w-full flex-col items-center gap-2">
            {/* eslint-disable-next-line @next/next/no-img-element -- an inline SVG data: URL drawn by the page: next/image has nothing to fetch, resize or cache. */}
            <img
              src={qr!}
              alt={`QR code do cadastro no clube da loja ${cadastro.lojaNome}`}
              width={400}
              height={400}
              className="block aspect-square h-auto w-full max-w-[18rem] sm:max-w-[24rem] print:w-[95mm] print:max-w-none"
            />
            <p className="text-base font-semibold text-slate-900 sm:text-xl print:text-2xl">Aponte a câmera do celular para o código</p>
          </div>
          <div className="flex flex-col items-center gap-1">
            <p className="text-sm text-slate-700 print:text-base">ou acesse</p>
            <p className="break-all font-mono text-sm text-slate-900 sm:text-base print:text-lg">{endereco}</p>
            <p className="mt-3 max-w-prose text-xs text-slate-600 print:text-sm">
              Você confirma seu celular ou e-mail com um código de 6 dígitos. Seus dados são tratados conforme a LGPD e você pode pedir a
              exclusão a qualquer momento, no clube ou na loja.
            </p>
          </div>
        </article>
      )}
    </div>
  );
}
