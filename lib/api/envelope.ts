// The spec's `ApiResult<T>` envelope, built in one place for every endpoint.

export type ApiResult<T> = {
  sucesso: boolean;
  dados: T | null;
  mensagem: string | null;
  erros: string[];
};

type Opcoes = { status?: number; mensagem?: string | null; cabecalhos?: Record<string, string> };

export function respostaOk<T>(dados: T, opcoes: Opcoes = {}): Response {
  const corpo: ApiResult<T> = { sucesso: true, dados, mensagem: opcoes.mensagem ?? null, erros: [] };
  return Response.json(corpo, { status: opcoes.status ?? 200, headers: opcoes.cabecalhos });
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
