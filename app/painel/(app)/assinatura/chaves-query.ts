// React Query keys of the subscription feature (one factory per feature).
export const chavesAssinatura = {
  todas: ['assinatura'] as const,
  doTenant: (tenantId: string) => ['assinatura', tenantId] as const,
};
