// The spec's `ApiResult<T>` envelope, built in one place for every endpoint.

export type ApiResult<T> = {
  sucesso: boolean;
  dados: T | null;
  mensagem: string | null;
  erros: string[];
};

type Opcoes = { status?: number; mensagem?: string | null; cabecalhos?: Record<string, string> };

declare const DADOS: unique symbol;

/**
 * A success answer that remembers, as a type only, what it carries in `dados`. The route wrappers
 * pass it on to the handler's type, and lib/openapi/registro.ts compares it with the documented
 * response schema: a route answering a field the document lacks (or lacking one) fails `tsc`,
 * at no cost at run time. The function type makes the comparison exact (invariant in T).
 */
export type RespostaOk<T> = Response & { readonly [DADOS]: (dados: T) => T };

/** The `dados` type of a handler's answers (`never` for answers built otherwise). */
export type DadosDa<R> = R extends { readonly [DADOS]: (dados: infer T) => unknown } ? T : never;

export function respostaOk<T>(dados: T, opcoes: Opcoes = {}): RespostaOk<T> {
  const corpo: ApiResult<T> = { sucesso: true, dados, mensagem: opcoes.mensagem ?? null, erros: [] };
  return Response.json(corpo, { status: opcoes.status ?? 200, headers: opcoes.cabecalhos }) as RespostaOk<T>;
}

export function respostaErro(
  status: number,
  erros: string[],
  mensagem: string | null = erros[0] ?? null,
  cabecalhos?: Record<string, string>,
): Response {
  const corpo: ApiResult<null> = { sucesso: false, dados: null, mensagem, erros };
  return Response.json(corpo, { status, headers: cabecalhos });
}
