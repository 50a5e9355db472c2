// Messages of the communication campaigns (docs/comunicacao.md). Pure: the panel shows them too.

/** The token of the preview's unsubscribe link (docs/lgpd.md, "Preview"): names no customer, opts no one out. */
export const TOKEN_DESCADASTRO_EXEMPLO = 'exemplo';
export const MENSAGENS_COMUNICACAO = {
  criada: 'Campanha criada com sucesso.',
  atualizada: 'Campanha atualizada com sucesso.',
  agendada: 'Campanha agendada com sucesso.',
  iniciada: 'Envio iniciado com sucesso.',
  cancelada: 'Campanha cancelada com sucesso.',
  configuracaoAtualizada: 'Regras de comunicação atualizadas com sucesso.',
  naoEncontrada: 'Campanha não encontrada.',
  segmentoNaoEncontrado: 'Segmento não encontrado.',
  tenantNaoEncontrado: 'Tenant não encontrado.',
  naoEditavel: 'Só é possível alterar campanhas em rascunho ou agendadas.',
  naoCancelavel: 'Só é possível cancelar campanhas em rascunho, agendadas ou em envio.',
  naoEnviavel: 'Só é possível enviar campanhas em rascunho ou agendadas.',
  semSegmento: 'O segmento da campanha foi excluído; escolha outro antes de enviar.',
  assuntoObrigatorio: 'O campo Assunto é obrigatório para campanhas por e-mail.',
  agendamentoPassado: 'O campo AgendadaPara deve ser uma data futura.',
  segmentoVazio: 'O segmento não tem clientes para a prévia.',
  clienteForaDoSegmento: 'Cliente não encontrado neste programa.',
  descadastroInvalido: 'Link de descadastro inválido.',
  descadastrado: 'Pronto: você não receberá mais mensagens de marketing por este canal.',
  entradaRecebida: 'Mensagem recebida.',
  /** `campo`: the template (`Modelo`) or the e-mail subject (`Assunto`), both rendered the same way. */
  variaveisDesconhecidas: (nomes: string[], campo: 'Modelo' | 'Assunto' = 'Modelo') =>
    `O campo ${campo} contém variáveis desconhecidas: ${nomes.map((n) => `{${n}}`).join(', ')}. Use {nome}, {saldoCashback}, {proximaExpiracao}, {loja} ou {pontos}.`,
} as const;

export const ROTULOS_STATUS_DESTINATARIO: Record<string, string> = {
  Pendente: 'Aguardando envio',
  Enfileirado: 'Na fila',
  Enviado: 'Enviado',
  Holdout: 'Grupo de controle',
  IgnoradoConsentimento: 'Sem consentimento',
  IgnoradoOptout: 'Descadastrado',
  IgnoradoLimite: 'Limite semanal',
  SemContato: 'Sem contato',
  Falhou: 'Falha na entrega',
  Cancelado: 'Cancelado',
};
