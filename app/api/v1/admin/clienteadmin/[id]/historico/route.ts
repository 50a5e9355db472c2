import { TODOS_OS_PERFIS, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { historicoClienteAdmin } from '@/lib/domain/cliente/admin-historico-cliente';
import { historicoClienteAdminQuerySchema } from './schemas';

export const dynamic = 'force-dynamic';

// The customer's movements in the caller's programme only; Operador too (it sees the detail).
export const GET = rotaAdmin(
  'GET /api/v1/admin/ClienteAdmin/{id}/historico',
  { perfis: TODOS_OS_PERFIS, query: historicoClienteAdminQuerySchema, tenant: 'obrigatorio', id: true },
  async ({ tenantId, query, id }) => respostaOk(await historicoClienteAdmin(tenantId, id, query)),
);
