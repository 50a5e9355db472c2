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
  ['ignoradosOptout', 'Descadastrados'],
  ['ignoradosLimite', 'Limite semanal'],
  ['semContato', 'Sem contato'],
  ['falhas', 'Falha na entrega'],
  ['cancelados', 'Cancelados'],
];
