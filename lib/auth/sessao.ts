// Who is logged in, for server components and server-side queries: the browser session's API
// token, verified by the same functions the API uses.
import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { verificarTokenAdmin, type Perfil, type PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';
import { verificarTokenClube, type PrincipalClube } from '@/lib/domain/clube/sessao-clube';
import { lerSessao } from '@/lib/auth/sessao-navegador';
import { CABECALHO_CAMINHO, destinoSeguro } from '@/lib/navegador/estado-painel';

export async function principalDoPainel(): Promise<PrincipalAdmin | null> {
  const s = await lerSessao((await headers()).get('cookie'), 'painel');
  return s?.tokenApi ? verificarTokenAdmin(s.tokenApi) : null;
}

/**
 * For panel pages: the principal, or a redirect to sign-in (or a 403 page for another profile).
 * The sign-in comes back to the page (`voltar`, the address proxy.ts passes along); it says that
 * the session expired only when there was one — after "Sair" there is no cookie left to expire.
 */
export async function exigirPainel(perfis?: Perfil[]): Promise<PrincipalAdmin> {
  const p = await principalDoPainel();
  if (!p) {
    const h = await headers();
    const sessao = await lerSessao(h.get('cookie'), 'painel');
    const voltar = destinoSeguro(h.get(CABECALHO_CAMINHO));
    const q = new URLSearchParams();
    if (sessao) q.set('expirou', '1');
    if (voltar && voltar !== '/painel') q.set('voltar', voltar);
    redirect(q.size ? `/painel/entrar?${q}` : '/painel/entrar');
  }
  if (perfis && !perfis.includes(p.perfil)) redirect('/painel/sem-acesso');
  return p;
}

export async function principalDoClube(): Promise<PrincipalClube | null> {
  const s = await lerSessao((await headers()).get('cookie'), 'clube');
  return s?.tokenApi ? verificarTokenClube(s.tokenApi) : null;
}

export async function exigirClube(): Promise<PrincipalClube> {
  const p = await principalDoClube();
  if (!p) redirect('/clube/entrar');
  return p;
}
