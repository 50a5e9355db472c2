// The two ends of a detail page of the panel (a customer, a sale): the link back to its list, and
// what the page says when the id is of another programme or the address is incomplete.
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
