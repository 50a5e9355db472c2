import 'server-only';
// The data of the pages opened from a password e-mail (first access, reset): the link's e-mail and
// token, and what the token is worth, checked when the page opens without spending it
// (verificarLinkSenha of lib/domain/acesso/tokens-senha.ts). The form is shown only for a valid
// link; any other says at once why not and what to do (link-invalido.tsx).
import { verificarLinkSenha, type EstadoLinkSenha } from '@/lib/domain/acesso/tokens-senha';

export type TipoLinkSenha = 'PrimeiroAcesso' | 'RedefinicaoSenha';

export type LinkDaPagina = { estado: 'incompleto' } | { estado: EstadoLinkSenha; email: string; token: string };

/** `q`: the page's searchParams. A repeated parameter (an array) is not a link of ours. */
export async function lerLinkDaPagina(q: Record<string, string | string[] | undefined>, tipo: TipoLinkSenha): Promise<LinkDaPagina> {
  const email = typeof q.email === 'string' ? q.email : '';
  const token = typeof q.token === 'string' ? q.token : '';
  if (!email.trim() || !token) return { estado: 'incompleto' };
  return { estado: await verificarLinkSenha({ email, token, tipo }), email, token };
}
