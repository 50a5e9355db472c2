// Messages of the sale endpoints. Those the spec fixes are quoted from it; the others are ours
// (docs/api-decisoes.md lists them).
export const MENSAGENS_VENDA = {
  modelosExclusivos: 'Não é permitido usar cashback disponível e cashback gerado na mesma venda.',
  semCampanha: 'Nenhuma campanha ativa elegível para esta venda.',
  descontoGeradoIndisponivel: 'Desconto sobre o cashback gerado não está disponível para esta loja.',
  clienteNomeObrigatorio: 'O campo Cliente.Nome é obrigatório.',
  clienteInativo: 'Cliente inativo neste programa de fidelidade.',
  documentoDivergente: 'Documento externo já utilizado em outra venda desta loja com dados diferentes. Use um novo documentoExterno.',
  vendaNaoEncontrada: 'Venda não encontrada.',
  cancelamentoSemSaldo: 'Não é possível cancelar: o benefício desta venda já foi utilizado e o saldo atual do cliente não cobre o estorno.',
} as const;
