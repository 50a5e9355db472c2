// React Query keys of the cashier screen.
export const chavesCaixa = {
  todas: ['caixa'] as const,
  cliente: (tenantId: string | null, clienteId: string) => ['caixa', 'cliente', tenantId, clienteId] as const,
  /** The customer's sales of today at the counter's store, not cancelled (the cancellation's shortcuts). */
  vendasRecentes: (tenantId: string | null, clienteId: string, lojaId: string) => ['caixa', 'vendas', tenantId, clienteId, lojaId] as const,
};
