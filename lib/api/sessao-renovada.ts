// The answer of a change that ended every other session of the caller (password change, two-step
// verification turned on or off) and gave the caller a token of the new version: a bearer caller
// gets the token in `dados.token`; the panel's browser session gets it inside its renewed cookie
// (lib/auth/sessao-navegador.ts), and `token` is null — the page's JavaScript never sees it.
import 'server-only';
import { respostaOk, type RespostaOk } from '@/lib/api/envelope';
import { SEM_CACHE, tokenBearer } from '@/lib/api/admin';
import { sessaoRenovada } from '@/lib/auth/sessao-navegador';
import { VALIDADE_TOKEN_ADMIN_S } from '@/lib/domain/acesso/sessao-admin';

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
