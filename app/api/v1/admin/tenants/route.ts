import { SO_SUPERADMIN, rotasDaColecaoAdmin } from '@/lib/api/admin';
import { criarTenant, listarTenants } from '@/lib/domain/tenant/gravar-tenant';
import { criarTenantSchema, listarTenantsQuerySchema } from './schemas';

export const dynamic = 'force-dynamic';

const tenants = rotasDaColecaoAdmin('/api/v1/admin/tenants');

// Only SuperAdmin reaches the tenants: the list has no scope.
export const GET = tenants.listar(SO_SUPERADMIN, listarTenantsQuerySchema, (_principal, filtro) => listarTenants(filtro));

export const POST = tenants.criar(SO_SUPERADMIN, criarTenantSchema, criarTenant, 'Tenant criado com sucesso.');
