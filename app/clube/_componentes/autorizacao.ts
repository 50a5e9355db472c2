// Who is signed in to the club, for the club's server components: exactly `exigirClube()`
// (lib/auth/sessao.ts: the session's API token verified by the API's own functions), except that
// a session cookie that no longer holds a valid token — expired, or revoked by a password change
// elsewhere — sends the person to sign in saying that the session expired.
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { principalDoClube } from '@/lib/auth/sessao';
import { lerSessao } from '@/lib/auth/sessao-navegador';
import type { PrincipalClube } from '@/lib/domain/clube/sessao-clube';

export async function exigirClienteDoClube(): Promise<PrincipalClube> {
  const p = await principalDoClube();
  if (p) return p;
  const sessao = await lerSessao((await headers()).get('cookie'), 'clube');
  redirect(sessao ? '/clube/entrar?expirou=1' : '/clube/entrar');
}
