// SQL of the store and customer a PDV call names (CNPJ and CPF). Pure: SQL text only, no pool, so
// the benchmark (scripts/bench/sql-venda.ts) runs the very statement the sale runs.

/**
 * FROM items of a PDV statement: the store `l` (tenant $1, CNPJ $2), the customer `cli` of CPF $3
 * and its membership `ct` in the tenant (both null when absent). The customer is looked up among
 * the store's own kind: a sandbox store (test key) sees only sandbox customers, a real store only
 * real ones. The caller's WHERE restricts `l` to $1 and $2.
 */
export const LOJA_E_CLIENTE_PDV = `loja l
    LEFT JOIN cliente cli ON cli.cpf = $3 AND cli.sandbox = l.sandbox
    LEFT JOIN cliente_tenant ct ON ct.tenant_id = $1 AND ct.cliente_id = cli.id`;
