import { TODOS_OS_PERFIS, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { saldoClienteAdmin } from '@/lib/domain/cliente/admin-obter-cliente';
import { tenantQuerySchema } from '../../schemas';

export const dynamic = 'force-dynamic';

// The spec's parameter list is cut off after `id`; `tenantId` is accepted like in the other {id} paths.
export const GET = rotaAdmin(
  'GET /api/v1/admin/ClienteAdmin/{id}/saldo',
  { perfis: TODOS_OS_PERFIS, query: tenantQuerySchema, tenant: 'obrigatorio', id: true },
  async ({ tenantId, id }) => respostaOk(await saldoClienteAdmin(tenantId, id)),
);
