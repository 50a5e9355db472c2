import type { Metadata } from 'next';
import { MENSAGENS_SENHA } from '@/lib/domain/acesso/tokens-senha';
import { DefinirSenha, SolicitarLink } from './formularios';
import { lerLinkDaPagina } from './ler-link';
import { LinkInvalido } from './link-invalido';

export const metadata: Metadata = { title: 'Primeiro acesso ao painel' };

// Opened two ways: from the sign-in page (asks the e-mail and sends the link), or from the link of
// the first-access e-mail (`?email=&token=`, lib/domain/acesso/tokens-senha.ts), which defines the
// password. The link is checked on opening (ler-link.ts): a used, expired or unknown one says so
// at once instead of showing the form.
export default async function PaginaPrimeiroAcesso({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const q = await searchParams;
  const link = await lerLinkDaPagina(q, 'PrimeiroAcesso');
  if (link.estado === 'incompleto') return <SolicitarLink emailInicial={typeof q.email === 'string' ? q.email : ''} />;
  if (link.estado !== 'valido') return <LinkInvalido tipo="PrimeiroAcesso" estado={link.estado} email={link.email} />;
  return <DefinirSenha email={link.email} token={link.token} politica={MENSAGENS_SENHA.politica} />;
}
