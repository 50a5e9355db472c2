// Query of GET /api/v1/admin/ClienteAdmin/{id}/mensagens: the tenant and the paging of the
// customer's movements, the same schema (same bounds and messages, docs/api-admin-clientes.md §3).
export { historicoClienteAdminQuerySchema as mensagensClienteAdminQuerySchema } from '../historico/schemas';
