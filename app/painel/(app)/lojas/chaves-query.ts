// React Query keys of the stores feature (one factory per feature).
export const chavesLojas = {
  todas: ['lojas'] as const,
  detalhe: (id: string) => ['lojas', 'detalhe', id] as const,
};
