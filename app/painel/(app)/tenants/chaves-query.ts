// React Query keys of the tenants feature (one factory per feature).
export const chavesTenants = {
  todas: ['tenants'] as const,
  detalhe: (id: string) => ['tenants', 'detalhe', id] as const,
};
