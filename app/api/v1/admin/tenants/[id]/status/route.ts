import { SO_SUPERADMIN, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { validar } from '@/lib/api/binding';
import { campoUuid } from '@/lib/api/consulta';
import { alterarStatusTenant } from '@/lib/domain/tenant/gravar-tenant';
import { statusTenantQuerySchema } from '../../schemas';

export const dynamic = 'force-dynamic';

export const PATCH = rotaAdmin(
  'PATCH /api/v1/admin/tenants/{id}/status',
  { perfis: SO_SUPERADMIN, query: statusTenantQuerySchema },
  async ({ principal, query, ctx }) => {
    const r = await alterarStatusTenant(principal, validar(campoUuid('Id'), ctx.params.id), query.ativo);
    return respostaOk(r, { mensagem: r.ativo ? 'Tenant ativado.' : 'Tenant desativado.' });
  },
);
