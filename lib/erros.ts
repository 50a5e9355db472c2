// One error model (house style): every expected failure is an ErroDeNegocio carrying the HTTP
// status and the spec's Portuguese message(s); lib/api/rota.ts maps it to the ApiResult
// envelope in one place. Anything else becomes 500 `Erro interno do servidor.` after logging.

export type StatusErro = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503;

export class ErroDeNegocio extends Error {
  readonly status: StatusErro;
  readonly erros: string[];
  readonly mensagem: string;
  readonly cabecalhos: Record<string, string>;

  constructor(status: StatusErro, erros: string | string[], opcoes: { mensagem?: string; cabecalhos?: Record<string, string> } = {}) {
    const lista = Array.isArray(erros) ? erros : [erros];
    const mensagem = opcoes.mensagem ?? lista[0] ?? 'Erro.';
    super(mensagem);
    this.name = 'ErroDeNegocio';
    this.status = status;
    this.erros = lista;
    this.mensagem = mensagem;
    this.cabecalhos = opcoes.cabecalhos ?? {};
  }
}

export const MENSAGENS = {
  naoAutorizado: 'Não autorizado.',
  acessoNegado: 'Acesso negado.',
  erroInterno: 'Erro interno do servidor.',
  limiteExcedido: 'Limite de requisições excedido.',
  muitasTentativas: 'Muitas tentativas. Aguarde 1 minuto.',
  lojaNaoEncontrada: 'Loja não encontrada ou inativa.',
  cnpjInvalido: 'CNPJ inválido. Informe 14 dígitos.',
  cpfInvalidoVenda: 'CPF informado é inválido.',
  cpfInvalidoCadastro: 'CPF inválido. Informe 11 dígitos.',
  saldoInsuficiente: 'Saldo insuficiente para resgate.',
  cashbackMinimo: 'Cashback mínimo não atingido.',
  corpoInvalido: 'O corpo da requisição não é um JSON válido.',
  corpoGrande: 'O corpo da requisição excede o tamanho máximo permitido.',
} as const;

export const naoAutorizado = () => new ErroDeNegocio(401, MENSAGENS.naoAutorizado);
export const regraDeNegocio = (mensagem: string) => new ErroDeNegocio(422, mensagem);
export const naoEncontrado = (mensagem: string) => new ErroDeNegocio(404, mensagem);
export const requisicaoInvalida = (erros: string | string[]) => new ErroDeNegocio(400, erros);

/**
 * Whether `e` is PostgreSQL's unique violation (23505; Prisma's P2002) naming `nome` (an index, or
 * a column Prisma lists as the target): a write checks before it inserts, two racing writes can
 * both pass the check, and the unique index decides. The name is looked for wherever the driver
 * adapter put it: Prisma's meta, the message, the cause.
 */
export function violouUnico(e: unknown, nome: string): boolean {
  const x = e as { code?: string; meta?: unknown; message?: string; cause?: unknown };
  const texto = JSON.stringify({ meta: x?.meta, message: x?.message, cause: String(x?.cause ?? '') });
  return (x?.code === 'P2002' || x?.code === '23505' || /23505|unique/i.test(texto)) && texto.includes(nome);
}

/**
 * Runs a write that checks a unique value before it inserts: a violation of `nome` (two writes that
 * raced past the check, and the unique index decided) becomes the check's own 422 `mensagem`.
 */
export async function comValorUnico<T>(nome: string, mensagem: string, escrever: () => Promise<T>): Promise<T> {
  try {
    return await escrever();
  } catch (e) {
    if (violouUnico(e, nome)) throw regraDeNegocio(mensagem);
    throw e;
  }
}
