// React Query keys of the campaign pages (one factory per feature); after any change the pages
// invalidate `campanhas.todas` and refresh the server-rendered list.
export const chavesCampanhas = {
  todas: ['campanhas'] as const,
  ativas: (tenantId: string | null, tipo: 'Cashback' | 'Pontos') => ['campanhas', 'ativas', tenantId, tipo] as const,
};
