// Wrapper of the PDV/ERP endpoints: `X-Api-Key` first (401 `Não autorizado.` before anything
// is parsed, as the original API's authentication middleware does), then body/query binding.
import 'server-only';
import type { z } from 'zod';
import { autenticarChaveApi, type PrincipalPdv } from '@/lib/domain/acesso/autenticar-chave-api';
import { naoAutorizado } from '@/lib/erros';
import { lerCorpoJson, lerQuery, validar } from '@/lib/api/binding';
import { rota, type ContextoRota } from '@/lib/api/rota';

type Entrada<C extends z.ZodType | undefined, Q extends z.ZodType | undefined> = {
  corpo?: C;
  query?: Q;
};

type Dados<S> = S extends z.ZodType ? z.output<S> : undefined;

export function rotaPdv<
  C extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  R extends Response = Response,
>(
  nome: string,
  entrada: Entrada<C, Q>,
  fn: (a: { principal: PrincipalPdv; corpo: Dados<C>; query: Dados<Q>; ctx: ContextoRota }) => Promise<R>,
) {
  return rota(
    nome,
    async (ctx) => {
      const principal = await autenticarChaveApi(ctx.req.headers.get('x-api-key'));
      if (!principal) throw naoAutorizado();
      const corpo = entrada.corpo ? validar(entrada.corpo, await lerCorpoJson(ctx.req)) : undefined;
      const query = entrada.query ? validar(entrada.query, lerQuery(ctx.req)) : undefined;
      return fn({ principal, corpo: corpo as Dados<C>, query: query as Dados<Q>, ctx });
    },
    entrada,
  );
}
