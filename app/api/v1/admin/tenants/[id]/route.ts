import { SO_SUPERADMIN, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { atualizarTenant, obterTenant } from '@/lib/domain/tenant/gravar-tenant';
import { atualizarTenantSchema } from '../schemas';

export const dynamic = 'force-dynamic';

export const GET = rotaAdmin('GET /api/v1/admin/tenants/{id}', { perfis: SO_SUPERADMIN, id: true }, async ({ id }) =>
  respostaOk(await obterTenant(id)),
);

export const PUT = rotaAdmin(
  'PUT /api/v1/admin/tenants/{id}',
  { perfis: SO_SUPERADMIN, corpo: atualizarTenantSchema, id: true },
  async ({ principal, corpo, id }) =>
    respostaOk(await atualizarTenant(principal, id, corpo), { mensagem: 'Tenant atualizado com sucesso.' }),
);
