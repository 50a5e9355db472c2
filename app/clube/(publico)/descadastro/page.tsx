// /clube/descadastro?t=… — the page of the unsubscribe link of the marketing e-mails
// (docs/comunicacao.md, "Descadastro"). Opening it changes nothing (mail scanners follow links);
// the button confirms, and the consent is withdrawn at once.
import type { Metadata } from 'next';
import { ConfirmarDescadastro } from './confirmar-descadastro';

export const metadata: Metadata = { title: 'Descadastro' };

export default async function PaginaDescadastro({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const q = await searchParams;
  const token = typeof q.t === 'string' ? q.t : '';
  return <ConfirmarDescadastro token={token} />;
}
