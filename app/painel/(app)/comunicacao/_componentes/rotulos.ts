// Labels of the communication pages (pt-BR).
export const ROTULOS_STATUS_CAMPANHA: Record<string, string> = {
  Rascunho: 'Rascunho',
  Agendada: 'Agendada',
  Enviando: 'Enviando',
  Concluida: 'Concluída',
  Cancelada: 'Cancelada',
};

export const ROTULOS_CONTAGENS: [string, string][] = [
  ['enviados', 'Enviados'],
  ['pendentes', 'Aguardando'],
  ['enfileirados', 'Na fila'],
  ['holdout', 'Grupo de controle'],
  ['ignoradosConsentimento', 'Sem consentimento'],
  // Opted out after the preparation, before their message left (never received it). The opt-outs
  // the campaign caused are shown apart (contagens.descadastrosCausados).
  ['ignoradosOptout', 'Descadastrados antes do envio'],
  ['ignoradosLimite', 'Limite semanal'],
  ['semContato', 'Sem contato'],
  ['falhas', 'Falha na entrega'],
  ['cancelados', 'Cancelados'],
];
