// React Query keys of the cashier screen.
export const chavesCaixa = {
  todas: ['caixa'] as const,
  identificar: (tenantId: string | null, qr: string) => ['caixa', 'identificar', tenantId, qr] as const,
};
