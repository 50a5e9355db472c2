// The answer of a change that ended every other session of the caller (password change, two-step
// verification turned on or off) and gave the caller a token of the new version: a bearer caller
// gets the token in `dados.token`; the panel's browser session gets it inside its renewed cookie
// (lib/auth/sessao-navegador.ts), and `token` is null — the page's JavaScript never sees it.
import 'server-only';
import { respostaOk, type RespostaOk } from '@/lib/api/envelope';
import type { z } from 'zod';
import { SEM_CACHE, TODOS_OS_PERFIS, rotaAdmin, tokenBearer } from '@/lib/api/admin';
import { exigirLimite } from '@/lib/api/limites';
import type { Regra } from '@/lib/limites/limitador';
import { sessaoRenovada } from '@/lib/auth/sessao-navegador';
import { VALIDADE_TOKEN_ADMIN_S, type PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';

export async function respostaComSessaoRenovada<T extends { token: string; expiraEm: string }>(
  req: Request,
  novo: T,
  mensagem: string,
): Promise<RespostaOk<Omit<T, 'token'> & { token: string | null }>> {
  const bearer = tokenBearer(req) !== null;
  const cookie = bearer
    ? null
    : await sessaoRenovada(req.headers.get('cookie'), 'painel', { tokenApi: novo.token, expiraEm: novo.expiraEm }, VALIDADE_TOKEN_ADMIN_S);
  const dados: Omit<T, 'token'> & { token: string | null } = { ...novo, token: bearer ? novo.token : null };
  return respostaOk(dados, { mensagem, cabecalhos: cookie ? { ...SEM_CACHE, 'Set-Cookie': cookie } : SEM_CACHE });
}

/**
 * A signed-in user's change to their own access that ends their other sessions (password change,
 * two-step verification on or off), for every profile: the per-user `limite` counted after the body
 * is valid and before the domain checks anything (right or wrong, as the login counts), the domain's
 * change, then the answer with the caller's session renewed.
 */
export function rotaQueRenovaSessao<C extends z.ZodType, T extends { token: string; expiraEm: string }>(
  nome: string,
  corpo: C,
  limite: Regra,
  mudar: (principal: PrincipalAdmin, dados: z.output<C>) => Promise<T>,
  mensagem: string,
) {
  return rotaAdmin(nome, { perfis: TODOS_OS_PERFIS, corpo }, async ({ principal, corpo: dados, ctx }) => {
    await exigirLimite(limite, principal.usuarioId);
    return respostaComSessaoRenovada(ctx.req, await mudar(principal, dados as z.output<C>), mensagem);
  });
}
