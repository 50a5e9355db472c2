// React Query keys of the customer pages: one factory, so a change invalidates them all at once.
export const chavesClientes = {
  todas: ['clientes'] as const,
  historico: (clienteId: string, tenantId: string | null, pagina: number, tamanho: number) =>
    ['clientes', 'historico', clienteId, tenantId, pagina, tamanho] as const,
  mensagens: (clienteId: string, tenantId: string | null, pagina: number, tamanho: number) =>
    ['clientes', 'mensagens', clienteId, tenantId, pagina, tamanho] as const,
};
