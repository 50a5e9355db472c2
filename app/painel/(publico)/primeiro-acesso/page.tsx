import type { Metadata } from 'next';
import { MENSAGENS_SENHA } from '@/lib/domain/acesso/tokens-senha';
import { DefinirSenha, SolicitarLink } from './formularios';

export const metadata: Metadata = { title: 'Primeiro acesso ao painel' };

// Opened two ways: from the sign-in page (asks the e-mail and sends the link), or from the link of
// the first-access e-mail (`?email=&token=`, lib/domain/acesso/tokens-senha.ts), which defines the
// password.
export default async function PaginaPrimeiroAcesso({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const q = await searchParams;
  if (q.email && q.token) return <DefinirSenha email={q.email} token={q.token} politica={MENSAGENS_SENHA.politica} />;
  return <SolicitarLink emailInicial={q.email ?? ''} />;
}
