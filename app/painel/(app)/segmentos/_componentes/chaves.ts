// React Query keys of the segments feature (one factory per feature).
export const chavesSegmentos = {
  todas: ['segmentos'] as const,
  contagem: (tenantId: string, filtro: unknown) => ['segmentos', 'contagem', tenantId, JSON.stringify(filtro)] as const,
  contagemSalvo: (id: string, atualizadoEm: string) => ['segmentos', 'contagem-salvo', id, atualizadoEm] as const,
};
