// DELETE /api/v1/admin/AdminDispositivo takes "a JSON string" as its body (spec, admin endpoints
// table), which lib/api/binding.ts `lerCorpoJson` refuses (it binds objects only). This reads
// any JSON value (`lerValorJson`: same size limit and pt-BR messages), after the admin bearer
// and profile checks of `rotaAdmin` (401/403 come before 400, as everywhere).
import type { z } from 'zod';
import { rotaAdmin } from '@/lib/api/admin';
import { lerValorJson, validar } from '@/lib/api/binding';
import type { ContextoRota } from '@/lib/api/rota';
import type { Perfil, PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';

/** `rotaAdmin` whose body is any JSON value (here, a string) validated by `corpo`. */
export function rotaAdminCorpoJson<C extends z.ZodType, R extends Response>(
  nome: string,
  entrada: { perfis: Perfil[]; corpo: C },
  fn: (a: { principal: PrincipalAdmin; corpo: z.output<C>; ctx: ContextoRota }) => Promise<R>,
) {
  const handler = rotaAdmin(nome, { perfis: entrada.perfis }, async ({ principal, ctx }) =>
    fn({ principal, corpo: validar(entrada.corpo, await lerValorJson(ctx.req)), ctx }),
  );
  // The body is read here, not by rotaAdmin: say so to the OpenAPI tests.
  return Object.assign(handler, { corpo: entrada.corpo });
}
