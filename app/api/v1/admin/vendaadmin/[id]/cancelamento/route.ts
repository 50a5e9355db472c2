import { TODOS_OS_PERFIS, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { previaCancelamentoAdmin } from '@/lib/domain/venda/admin-venda';
import { tenantVendaQuerySchema } from '../../schemas';

export const dynamic = 'force-dynamic';

// The exact reversal a cancellation would apply now (a dry run of the real one, rolled back):
// what the confirmation dialog shows. A GET: it changes nothing.
export const GET = rotaAdmin(
  'GET /api/v1/admin/VendaAdmin/{id}/cancelamento',
  { perfis: TODOS_OS_PERFIS, query: tenantVendaQuerySchema, tenant: 'obrigatorio', id: true },
  async ({ tenantId, id }) => respostaOk(await previaCancelamentoAdmin(tenantId, id)),
);
