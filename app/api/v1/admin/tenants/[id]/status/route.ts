import { SO_SUPERADMIN, respostaAtivo, rotaAdmin } from '@/lib/api/admin';
import { alterarStatusTenant } from '@/lib/domain/tenant/gravar-tenant';
import { statusTenantQuerySchema } from '../../schemas';

export const dynamic = 'force-dynamic';

export const PATCH = rotaAdmin(
  'PATCH /api/v1/admin/tenants/{id}/status',
  { perfis: SO_SUPERADMIN, query: statusTenantQuerySchema, id: true },
  async ({ principal, query, id }) =>
    respostaAtivo(await alterarStatusTenant(principal, id, query.ativo), 'Tenant ativado.', 'Tenant desativado.'),
);
