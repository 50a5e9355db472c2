// React Query keys of the panel users feature (one factory per feature).
export const chavesUsuarios = {
  todas: ['usuarios'] as const,
  detalhe: (id: string) => ['usuarios', 'detalhe', id] as const,
};
