// React Query keys of the cashier screen.
export const chavesCaixa = {
  todas: ['caixa'] as const,
  clientes: (tenantId: string | null, busca: Record<string, string>) => ['caixa', 'clientes', tenantId, busca] as const,
  cliente: (tenantId: string | null, clienteId: string) => ['caixa', 'cliente', tenantId, clienteId] as const,
  preview: (tenantId: string | null, cnpjLoja: string, clienteId: string, valor: string) =>
    ['caixa', 'preview', tenantId, cnpjLoja, clienteId, valor] as const,
};
