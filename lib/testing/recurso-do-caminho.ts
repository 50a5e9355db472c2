// Which resource a path parameter of the API names, by the path it stands in: the tests that
// fill an operation's path with real ids (the access matrix, the fuzz) pick the id by it.
export type Recurso = 'tenant' | 'campanha' | 'cliente' | 'loja' | 'chave' | 'usuario' | 'segmento' | 'checkout';

export function recursoDoParametro(caminho: string, parametro: string): Recurso | null {
  const c = caminho.toLowerCase();
  if (parametro === 'tenantId' || c.includes('/tenants/')) return 'tenant';
  if (c.includes('/campanhaadmin/')) return 'campanha';
  if (c.includes('/clienteadmin/')) return 'cliente';
  if (c.includes('/lojas/')) return 'loja';
  if (c.includes('/chaves/')) return 'chave';
  if (c.includes('/usuarios/')) return 'usuario';
  if (c.includes('/segmentos/')) return 'segmento';
  if (c.includes('/checkout/')) return 'checkout';
  return null;
}
