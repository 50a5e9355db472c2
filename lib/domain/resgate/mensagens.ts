// Messages of the redemption endpoint that the spec does not fix (docs/api-decisoes.md). Pure
// module: the panel's counter shows them too.
export const MENSAGENS_RESGATE = {
  pontosMinimos: 'Quantidade mínima de pontos para resgate não atingida.',
  parcialNaoPermitido: 'Esta campanha não permite resgate parcial de pontos: resgate todo o saldo de pontos.',
  documentoDivergente: 'Documento externo já utilizado em outro resgate desta loja com dados diferentes. Use um novo documentoExterno.',
} as const;
