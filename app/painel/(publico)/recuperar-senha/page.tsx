import type { Metadata } from 'next';
import { Provedores } from '@/components/provedores';
import { FormularioRecuperarSenha } from './formulario';

export const metadata: Metadata = { title: 'Recuperar senha do painel' };

// `?email=`: filled in when coming from a link that can no longer be used (the link's own e-mail).
export default async function PaginaRecuperarSenha({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const q = await searchParams;
  return (
    <Provedores>
      <FormularioRecuperarSenha emailInicial={typeof q.email === 'string' ? q.email : ''} />
    </Provedores>
  );
}
