// React Query keys of the API keys feature (one factory per feature).
export const chavesChavesApi = {
  todas: ['chaves-api'] as const,
  detalhe: (id: string) => ['chaves-api', 'detalhe', id] as const,
};
