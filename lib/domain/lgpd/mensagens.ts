// Messages of the LGPD endpoints (club and panel). The spec shows none of these endpoints; the
// texts are ours (docs/lgpd.md).

/** Confirmation words of the erasure requests (an irreversible action is never one click away). */
export const CONFIRMACAO_EXCLUIR = 'EXCLUIR';
export const CONFIRMACAO_ANONIMIZAR = 'ANONIMIZAR';

export const MENSAGENS_LGPD = {
  exportado: 'Dados pessoais exportados.',
  confirmacaoObrigatoria: 'O campo Confirmacao é obrigatório.',
  confirmacaoExcluir: `Para confirmar a exclusão dos seus dados, envie confirmacao com o valor ${CONFIRMACAO_EXCLUIR}.`,
  confirmacaoAnonimizar: `Para confirmar a anonimização, envie confirmacao com o valor ${CONFIRMACAO_ANONIMIZAR}.`,
  excluido: 'Seus dados pessoais foram excluídos e sua sessão foi encerrada. O histórico financeiro foi mantido sem identificação.',
  anonimizado: 'Dados pessoais do cliente anonimizados. O histórico financeiro e os saldos foram mantidos.',
  jaAnonimizado: 'Os dados pessoais deste cliente já estavam anonimizados.',
} as const;

/** The name an erased person keeps: the ledger still shows a customer, never who it was. */
export const NOME_ANONIMIZADO = 'Cliente anonimizado';
