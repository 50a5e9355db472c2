// Messages of the cashier's counter (/painel/caixa and /api/v1/admin/caixa/*). The spec fixes
// none of them (the admin routes are ours); they speak to a cashier, not to an integrator
// (docs/caixa.md). Pure module: the panel shows them too.
export const MENSAGENS_CAIXA = {
  // A token that is not a UUID or that no longer exists (the customer renewed the QR in the club)
  // gets the same answer: for the cashier both mean "ask for the current QR".
  qrInvalido: 'QR Code inválido ou expirado. Peça ao cliente para atualizar o QR no app do clube.',
  umaBusca: 'Informe um dos campos: QR, CPF ou telefone.',
  cpfInvalido: 'CPF inválido: os dígitos verificadores não conferem.',
  telefoneInvalido: 'Telefone inválido. Informe DDD e número (10 ou 11 dígitos).',
  nenhumCliente: 'Nenhum cliente encontrado com este CPF ou telefone neste programa.',
  // The answers of the writes are the PDV's, word for word (same rules, same messages).
  vendaRegistrada: 'Venda registrada com sucesso.',
  vendaRepetida: 'Venda já registrada com este documentoExterno; nenhum crédito novo foi gerado.',
  resgateRegistrado: 'Resgate registrado com sucesso.',
  resgateRepetido: 'Resgate já registrado com este documentoExterno; nenhum débito novo foi feito.',
  vendaCancelada: 'Venda cancelada com sucesso.',
  vendaJaCancelada: 'Venda já cancelada anteriormente.',
  // The programme's ceiling for a sale typed by an Operador (docs/caixa.md §9); `limite` in "R$ 2.000,00".
  acimaDoLimite: (limite: string) => `Venda acima do limite do caixa para operadores (${limite}). Peça a um gerente para registrar.`,
  configuracaoAtualizada: 'Limite do caixa atualizado com sucesso.',
  tenantNaoEncontrado: 'Tenant não encontrado.',
} as const;
