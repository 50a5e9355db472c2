// Wrapper of the PDV/ERP endpoints: `X-Api-Key` first (401 `Não autorizado.` before anything
// is parsed, as the original API's authentication middleware does), then body/query binding.
import 'server-only';
import type { z } from 'zod';
import { autenticarChaveApi, type PrincipalPdv } from '@/lib/domain/acesso/autenticar-chave-api';
import { ErroDeNegocio, MENSAGENS, naoAutorizado } from '@/lib/erros';
import { lerEntrada, type Dados } from '@/lib/api/binding';
import { rota, type ContextoRota } from '@/lib/api/rota';
import { comRelogioDaSandbox } from '@/lib/relogio-sandbox';

type Entrada<C extends z.ZodType | undefined, Q extends z.ZodType | undefined> = {
  corpo?: C;
  query?: Q;
  /** The sandbox's own routes (docs/sandbox.md): a live key gets 403 before the body is read. */
  somenteSandbox?: boolean;
};

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
      if (entrada.somenteSandbox && !principal.sandbox) throw new ErroDeNegocio(403, MENSAGENS.acessoNegado);
      const { corpo, query } = await lerEntrada(ctx.req, entrada);
      const executar = () => fn({ principal, corpo, query, ctx });
      // A test key's request runs on the sandbox's clock (docs/sandbox.md); a live key's as before.
      return principal.sandbox ? comRelogioDaSandbox(principal.sandbox.deslocamentoDias, executar) : executar();
    },
    { corpo: entrada.corpo, query: entrada.query },
  );
}

/** The domain's entry from a PDV body: the spec names the customer `cpfCliente`, the domain `cpf`. */
export function entradaDoPdv<T extends { cpfCliente: string }>({ cpfCliente, ...campos }: T): Omit<T, 'cpfCliente'> & { cpf: string } {
  return { ...campos, cpf: cpfCliente };
}
