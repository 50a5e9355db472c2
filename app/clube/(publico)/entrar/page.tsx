import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { principalDoClube } from '@/lib/auth/sessao';
import { destinoSeguro } from '@/lib/navegador/estado-painel';
import { Alerta } from '@/components/ui/alerta';
import { MENSAGENS_LGPD } from '@/lib/domain/lgpd/mensagens';
import { FormularioEntrar } from '../../_componentes/formulario-entrar';

export const metadata: Metadata = { title: 'Entrar' };

/**
 * Only a path of the club itself is a place to go back to (never another site, nor out of the club
 * through `..`): the same check as the panel's sign-in.
 */
function destinoDoClube(voltar: string | undefined): string {
  return destinoSeguro(voltar, 'clube') ?? '/clube';
}

export default async function PaginaEntrarClube({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const q = await searchParams;
  const um = (k: string) => (typeof q[k] === 'string' ? (q[k] as string) : undefined);
  // Already signed in (a valid session): straight to where the person was going.
  if (await principalDoClube()) redirect(destinoDoClube(um('voltar')));
  // next-auth's own error redirects carry a free text in `error`: never echoed (it could be
  // anyone's text in a link); the form shows the API's messages itself.
  const aviso =
    um('expirou') === '1' ? (
      <Alerta tipo="aviso">Sua sessão expirou. Entre novamente para continuar.</Alerta>
    ) : um('senha') === 'alterada' ? (
      <Alerta tipo="sucesso">Senha alterada. Por segurança, todas as sessões foram encerradas: entre com a nova senha.</Alerta>
    ) : um('excluido') === '1' ? (
      <Alerta tipo="sucesso">{MENSAGENS_LGPD.excluido}</Alerta>
    ) : um('saiu') === '1' ? (
      <Alerta tipo="info">Você saiu do clube.</Alerta>
    ) : um('error') ? (
      <Alerta tipo="erro">Não foi possível entrar. Tente novamente.</Alerta>
    ) : null;
  return <FormularioEntrar aviso={aviso} voltar={destinoDoClube(um('voltar'))} />;
}
