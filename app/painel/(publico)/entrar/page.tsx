import type { Metadata } from 'next';
import { FormularioEntrar } from './formulario';

export const metadata: Metadata = { title: 'Entrar no painel' };

export default async function PaginaEntrar({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const q = await searchParams;
  // `email` comes from the page that defined the password (first access or reset): a prefill only,
  // cut to an e-mail's length; nothing else is read from the address.
  const email = typeof q.email === 'string' ? q.email.trim().slice(0, 254) : '';
  return (
    <FormularioEntrar
      expirou={q.expirou === '1'}
      saiu={q.saiu === '1'}
      voltar={q.voltar}
      senhaDefinida={q.senha === 'definida'}
      emailInicial={email}
    />
  );
}
