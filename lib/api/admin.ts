// Wrapper of the panel endpoints: `Authorization: Bearer <token of the admin login>`, then the
// profile check (403 `Acesso negado.`), then body/query binding. Club tokens and API keys are
// refused here (401): they are signed with other keys and for another audience.
import type { z } from 'zod';
import { verificarTokenAdmin, type Perfil, type PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';
import { ErroDeNegocio, MENSAGENS, naoAutorizado } from '@/lib/erros';
import { lerCorpoJson, lerQuery, validar } from '@/lib/api/binding';
import { rota, type ContextoRota } from '@/lib/api/rota';

type Dados<S> = S extends z.ZodType ? z.output<S> : undefined;

export function tokenBearer(req: Request): string | null {
  const h = req.headers.get('authorization') ?? '';
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m ? m[1]! : null;
}

export const TODOS_OS_PERFIS: Perfil[] = ['SuperAdmin', 'AdminTenant', 'Operador'];
export const ADMINISTRADORES: Perfil[] = ['SuperAdmin', 'AdminTenant'];
export const SO_SUPERADMIN: Perfil[] = ['SuperAdmin'];

export function rotaAdmin<C extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined>(
  nome: string,
  entrada: { perfis: Perfil[]; corpo?: C; query?: Q },
  fn: (a: { principal: PrincipalAdmin; corpo: Dados<C>; query: Dados<Q>; ctx: ContextoRota }) => Promise<Response>,
) {
  return rota(nome, async (ctx) => {
    const token = tokenBearer(ctx.req);
    const principal = token ? await verificarTokenAdmin(token) : null;
    if (!principal) throw naoAutorizado();
    if (!entrada.perfis.includes(principal.perfil)) throw new ErroDeNegocio(403, MENSAGENS.acessoNegado);
    const corpo = entrada.corpo ? validar(entrada.corpo, await lerCorpoJson(ctx.req)) : undefined;
    const query = entrada.query ? validar(entrada.query, lerQuery(ctx.req)) : undefined;
    return fn({ principal, corpo: corpo as Dados<C>, query: query as Dados<Q>, ctx });
  });
}
