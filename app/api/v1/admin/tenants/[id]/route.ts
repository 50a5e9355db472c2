import { SO_SUPERADMIN, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { validar } from '@/lib/api/binding';
import { campoUuid } from '@/lib/api/consulta';
import { atualizarTenant, obterTenant } from '@/lib/domain/tenant/gravar-tenant';
import { atualizarTenantSchema } from '../schemas';

export const dynamic = 'force-dynamic';

const id = (params: Record<string, string>) => validar(campoUuid('Id'), params.id);

export const GET = rotaAdmin('GET /api/v1/admin/tenants/{id}', { perfis: SO_SUPERADMIN }, async ({ ctx }) =>
  respostaOk(await obterTenant(id(ctx.params))),
);

export const PUT = rotaAdmin(
  'PUT /api/v1/admin/tenants/{id}',
  { perfis: SO_SUPERADMIN, corpo: atualizarTenantSchema },
  async ({ principal, corpo, ctx }) =>
    respostaOk(await atualizarTenant(principal, id(ctx.params), corpo), { mensagem: 'Tenant atualizado com sucesso.' }),
);
