// Wrapper of the club endpoints: `Authorization: Bearer <token of the club login>`, profile
// `ClubeCliente` only. Admin tokens and API keys are refused here (401), as club tokens are on
// every other audience's routes (signed with another key, for another audience).
import 'server-only';
import type { z } from 'zod';
import { verificarTokenClube, type PrincipalClube } from '@/lib/domain/clube/sessao-clube';
import { principalDoPedido } from '@/lib/api/admin';
import { lerEntrada, type Dados } from '@/lib/api/binding';
import { rota, type ContextoRota } from '@/lib/api/rota';

export function rotaClube<
  C extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  R extends Response = Response,
>(
  nome: string,
  entrada: { corpo?: C; query?: Q },
  fn: (a: { principal: PrincipalClube; corpo: Dados<C>; query: Dados<Q>; ctx: ContextoRota }) => Promise<R>,
) {
  return rota(
    nome,
    async (ctx) => {
      const principal = await principalDoPedido(ctx.req, 'clube', verificarTokenClube);
      return fn({ principal, ...(await lerEntrada(ctx.req, entrada)), ctx });
    },
    entrada,
  );
}
