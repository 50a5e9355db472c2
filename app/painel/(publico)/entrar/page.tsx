import type { Metadata } from 'next';
import { FormularioEntrar } from './formulario';

export const metadata: Metadata = { title: 'Entrar no painel' };

export default async function PaginaEntrar({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const q = await searchParams;
  return <FormularioEntrar expirou={q.expirou === '1'} saiu={q.saiu === '1'} voltar={q.voltar} senhaDefinida={q.senha === 'definida'} />;
}
