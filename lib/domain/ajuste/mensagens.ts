// Messages of the manual balance adjustment (issue 11, item 4). The spec fixes none of them; they
// follow its style. In a pure module: the panel's form shows them next to its fields.
export const MENSAGENS_AJUSTE = {
  ajustado: 'Saldo ajustado com sucesso.',
  operacaoInvalida: 'O campo Operacao deve ser Credito ou Debito.',
  tipoBeneficioInvalido: 'O campo TipoBeneficio deve ser Cashback ou Pontos.',
  pontosInteiros: 'Para pontos, o campo Valor deve ser um número inteiro.',
  motivoTamanho: 'O campo Motivo deve ter entre 3 e 200 caracteres.',
  validadeDias: 'O campo ValidadeDias deve ser um número inteiro entre 1 e 3650.',
  validadeSoNoCredito: 'O campo ValidadeDias só vale para crédito.',
  chaveInvalida: 'O campo ChaveIdempotencia deve ter de 8 a 64 letras, números, hífens ou sublinhados.',
  lojaNaoEncontrada: 'Loja não encontrada neste programa.',
  lojaInativa: 'A loja está inativa.',
  saldoInsuficiente: 'Saldo disponível insuficiente para este débito: o saldo não pode ficar negativo.',
  chaveReutilizada: 'Esta chave de idempotência já foi usada em outro ajuste com dados diferentes.',
} as const;

export type OperacaoAjuste = 'Credito' | 'Debito';
