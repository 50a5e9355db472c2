// Who is signed in to the club, for the club's server components: exactly `exigirClube()`
// (lib/auth/sessao.ts: the session's API token verified by the API's own functions), except that
// a session cookie that no longer holds a valid token — expired, or revoked by a password change
// elsewhere — sends the person to sign in saying that the session expired. The sign-in comes back
// to the page (`voltar`: the address proxy.ts passes along), as the panel's does.
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { principalDoClube } from '@/lib/auth/sessao';
import { lerSessao } from '@/lib/auth/sessao-navegador';
import type { PrincipalClube } from '@/lib/domain/clube/sessao-clube';
import { CABECALHO_CAMINHO } from '@/lib/navegador/estado-painel';

export async function exigirClienteDoClube(): Promise<PrincipalClube> {
  const p = await principalDoClube();
  if (p) return p;
  const h = await headers();
  const sessao = await lerSessao(h.get('cookie'), 'clube');
  // A page of the club other than its home (the sign-in page checks it again before going back).
  const voltar = h.get(CABECALHO_CAMINHO);
  const q = new URLSearchParams();
  if (sessao) q.set('expirou', '1');
  if (voltar && /^\/clube\/[a-z]/.test(voltar)) q.set('voltar', voltar);
  redirect(q.size ? `/clube/entrar?${q}` : '/clube/entrar');
}
