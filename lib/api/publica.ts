// Wrapper of the routes without a principal: admin login, club PIN request and login, password
// recovery, reset confirmation and first access. The route's rate limit (spec "Limits"), keyed by
// the client's IP (lib/api/ip.ts), is counted first, before anything is read, so malformed
// requests spend attempts too; then body/query binding, as in the other wrappers. The next-auth
// credential providers (lib/auth/opcoes-*.ts) run their route's entry (same limit, same schema)
// through the same `lerEntradaPublica`, so the browser's sign-in and the API share every rule,
// order included.
import 'server-only';
import type { z } from 'zod';
import { lerCorpoJson, lerQuery, validarEntrada, type Dados } from '@/lib/api/binding';
import { ipDoCliente } from '@/lib/api/ip';
import { exigirLimite } from '@/lib/api/limites';
import { rota, type ContextoRota } from '@/lib/api/rota';
import { REGRAS, type Regra } from '@/lib/limites/limitador';
import { respostaOk } from '@/lib/api/envelope';

/** What a public route takes: its rate limit per IP, and the schemas of its body and query. */
export type EntradaPublica<C extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined> = {
  limite: Regra;
  corpo?: C;
  query?: Q;
};

/**
 * The entry's rate limit for `ip` (429 when spent), then the body and the query validated, in
 * that order. `bruto` reads the raw values, only when the entry has a schema for them.
 */
export async function lerEntradaPublica<C extends z.ZodType | undefined, Q extends z.ZodType | undefined>(
  entrada: EntradaPublica<C, Q>,
  ip: string,
  bruto: { corpo?: () => unknown; query?: () => unknown },
): Promise<{ corpo: Dados<C>; query: Dados<Q> }> {
  await exigirLimite(entrada.limite, ip);
  return validarEntrada(entrada, bruto);
}

export function rotaPublica<
  C extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  R extends Response = Response,
>(nome: string, entrada: EntradaPublica<C, Q>, fn: (a: { corpo: Dados<C>; query: Dados<Q>; ctx: ContextoRota }) => Promise<R>) {
  return rota(
    nome,
    async (ctx) => {
      const { corpo, query } = await lerEntradaPublica(entrada, ipDoCliente(ctx.req), {
        corpo: () => lerCorpoJson(ctx.req),
        query: () => lerQuery(ctx.req),
      });
      return fn({ corpo, query, ctx });
    },
    // The schemas, for the API document's test (lib/openapi/openapi.test.ts) to compare by reference.
    { corpo: entrada.corpo, query: entrada.query },
  );
}

/**
 * The panel's password routes (first access, recovery, reset confirmation): the password-recovery
 * limit per IP, then `acao`; the answer carries no data, only `mensagem`.
 */
export function rotaDeSenha<C extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined>(
  nome: string,
  entrada: { corpo?: C; query?: Q },
  acao: (a: { corpo: Dados<C>; query: Dados<Q> }) => Promise<unknown>,
  mensagem: string,
) {
  return rotaPublica(nome, { limite: REGRAS.recuperacaoSenha, ...entrada }, async (a) => {
    await acao(a);
    return respostaOk(null, { mensagem });
  });
}
