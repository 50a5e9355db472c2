// Messages of the segments (docs/segmentos.md). Pure: the panel shows them too.
export const MENSAGENS_SEGMENTO = {
  naoEncontrado: 'Segmento não encontrado.',
  nomeEmUso: 'Já existe um segmento com este nome.',
  lojaNaoEncontrada: 'Loja não encontrada.',
  tenantNaoEncontrado: 'Tenant não encontrado.',
  filtroInvalido: 'O filtro salvo deste segmento não é mais válido. Edite o segmento e salve de novo.',
  criado: 'Segmento criado com sucesso.',
  atualizado: 'Segmento atualizado com sucesso.',
  excluido: 'Segmento excluído com sucesso.',
} as const;
