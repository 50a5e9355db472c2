import { SO_SUPERADMIN, rotasDoRegistroAdmin } from '@/lib/api/admin';
import { atualizarTenant, obterTenant } from '@/lib/domain/tenant/gravar-tenant';
import { atualizarTenantSchema } from '../schemas';

export const dynamic = 'force-dynamic';

const tenant = rotasDoRegistroAdmin('/api/v1/admin/tenants/{id}');

// Only SuperAdmin reaches a tenant: the record is read without a scope.
export const GET = tenant.obter(SO_SUPERADMIN, (_principal, id) => obterTenant(id));

export const PUT = tenant.atualizar(SO_SUPERADMIN, atualizarTenantSchema, atualizarTenant, 'Tenant atualizado com sucesso.');
