import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

export const metadata: Metadata = { title: 'Página não encontrada' };

// Any /painel/... address no page answers: the painel's own 404 (../not-found.tsx), with a way
// back into the painel, instead of the site-wide one.
export default function Inexistente() {
  notFound();
}
