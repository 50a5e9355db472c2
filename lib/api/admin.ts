// Wrapper of the panel endpoints: `Authorization: Bearer <token of the admin login>` (or the
// panel's browser session, which carries that same token), then the
// profile check (403 `Acesso negado.`), then body/query binding. Club tokens and API keys are
// refused here (401): they are signed with other keys and for another audience.
import 'server-only';
import type { z } from 'zod';
import { verificarTokenAdmin, type Perfil, type PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';
import { ErroDeNegocio, MENSAGENS, naoAutorizado } from '@/lib/erros';
import { lerCorpoJson, lerQuery, validar } from '@/lib/api/binding';
import { rota, type ContextoRota } from '@/lib/api/rota';
import { lerSessao, mesmaOrigem, type TipoSessao } from '@/lib/auth/sessao-navegador';

type Dados<S> = S extends z.ZodType ? z.output<S> : undefined;

export function tokenBearer(req: Request): string | null {
  const h = req.headers.get('authorization') ?? '';
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m ? m[1]! : null;
}

/**
 * The API token inside the browser session cookie (pages calling the API). Writes must come from
 * this app's own pages (Origin check): a cookie is sent by the browser on its own, a bearer
 * token is not.
 */
export async function tokenDaSessao(req: Request, tipo: TipoSessao): Promise<string | null> {
  const sessao = await lerSessao(req.headers.get('cookie'), tipo);
  if (!sessao?.tokenApi) return null;
  if (req.method !== 'GET' && req.method !== 'HEAD' && !mesmaOrigem(req)) return null;
  return sessao.tokenApi;
}

export const TODOS_OS_PERFIS: Perfil[] = ['SuperAdmin', 'AdminTenant', 'Operador'];
export const ADMINISTRADORES: Perfil[] = ['SuperAdmin', 'AdminTenant'];
export const SO_SUPERADMIN: Perfil[] = ['SuperAdmin'];

export function rotaAdmin<
  C extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  R extends Response = Response,
>(
  nome: string,
  entrada: { perfis: Perfil[]; corpo?: C; query?: Q },
  fn: (a: { principal: PrincipalAdmin; corpo: Dados<C>; query: Dados<Q>; ctx: ContextoRota }) => Promise<R>,
) {
  return rota(
    nome,
    async (ctx) => {
      const token = tokenBearer(ctx.req) ?? (await tokenDaSessao(ctx.req, 'painel'));
      const principal = token ? await verificarTokenAdmin(token) : null;
      if (!principal) throw naoAutorizado();
      if (!entrada.perfis.includes(principal.perfil)) throw new ErroDeNegocio(403, MENSAGENS.acessoNegado);
      const corpo = entrada.corpo ? validar(entrada.corpo, await lerCorpoJson(ctx.req)) : undefined;
      const query = entrada.query ? validar(entrada.query, lerQuery(ctx.req)) : undefined;
      return fn({ principal, corpo: corpo as Dados<C>, query: query as Dados<Q>, ctx });
    },
    entrada,
  );
}
