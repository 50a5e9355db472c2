// React Query keys of the cashier screen.
export const chavesCaixa = {
  todas: ['caixa'] as const,
  cliente: (tenantId: string | null, clienteId: string) => ['caixa', 'cliente', tenantId, clienteId] as const,
};
