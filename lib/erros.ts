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
