// Query of GET /api/v1/admin/ClienteAdmin/{id}/historico: the tenant and the paging of the
// customer list, with the same bounds and messages (docs/api-admin-clientes.md §3).
import { listarClientesAdminQuerySchema } from '../../schemas';

export const historicoClienteAdminQuerySchema = listarClientesAdminQuerySchema.pick({ tenantId: true, pagina: true, tamanho: true });
