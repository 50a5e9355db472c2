import { SO_SUPERADMIN, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { criarTenant, listarTenants } from '@/lib/domain/tenant/gravar-tenant';
import { criarTenantSchema, listarTenantsQuerySchema } from './schemas';

export const dynamic = 'force-dynamic';

export const GET = rotaAdmin('GET /api/v1/admin/tenants', { perfis: SO_SUPERADMIN, query: listarTenantsQuerySchema }, async ({ query }) =>
  respostaOk(await listarTenants(query)),
);

export const POST = rotaAdmin(
  'POST /api/v1/admin/tenants',
  { perfis: SO_SUPERADMIN, corpo: criarTenantSchema },
  async ({ principal, corpo }) => respostaOk(await criarTenant(principal, corpo), { status: 201, mensagem: 'Tenant criado com sucesso.' }),
);
