// The ends of a detail page of the panel (a customer, a sale, a campaign): the link back to its list,
// the header under it, and what the page says when the id is of another programme or the address is incomplete.
import Link from 'next/link';
import type { ReactNode } from 'react';
import { EstadoVazio } from '@/components/ui/estado-vazio';

export function LinkVoltar({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="text-sm text-marca-700 underline">
      {children}
    </Link>
  );
}

/** The top of a page reached from a list: the link back, the title and what follows it. */
export function CabecalhoVoltar({ voltar, titulo, children }: { voltar: [string, string]; titulo: ReactNode; children?: ReactNode }) {
  return (
    <div>
      <LinkVoltar href={voltar[0]}>← {voltar[1]}</LinkVoltar>
      <h1 className="mt-1 text-2xl font-bold text-slate-900">{titulo}</h1>
      {children}
    </div>
  );
}

/** A page reached from a list, in one column: its header (the link back, the title, `cabecalho`), then its parts. */
export function PaginaVoltar({
  voltar,
  titulo,
  cabecalho,
  children,
}: {
  voltar: [string, string];
  titulo: ReactNode;
  cabecalho?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-5">
      <CabecalhoVoltar voltar={voltar} titulo={titulo}>
        {cabecalho}
      </CabecalhoVoltar>
      {children}
    </div>
  );
}

export function DetalheNaoEncontrado({ voltar, titulo, children }: { voltar: ReactNode; titulo: string; children: ReactNode }) {
  return (
    <>
      {voltar}
      <h1 className="mt-3 mb-4 text-2xl font-semibold text-slate-900">{titulo}</h1>
      <EstadoVazio titulo={`${titulo}.`}>
        <p>{children}</p>
      </EstadoVazio>
    </>
  );
}
