// Reads of the tenants page: the same query schema and domain function as
// GET /api/v1/admin/tenants (SuperAdmin only; lib/domain/tenant/gravar-tenant.ts).
import { listarTenants } from '@/lib/domain/tenant/gravar-tenant';
import { listarTenantsQuerySchema } from '@/app/api/v1/admin/tenants/schemas';
import { consultarPagina } from '@/app/painel/(app)/consulta-pagina';

export async function consultarTenants(parametros: Record<string, string>) {
  return consultarPagina(listarTenantsQuerySchema, parametros, async (q) => ({ pagina: await listarTenants(q) }));
}
