import { TODOS_OS_PERFIS, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { validar } from '@/lib/api/binding';
import { previaCancelamentoAdmin } from '@/lib/domain/venda/admin-venda';
import { idVendaSchema, tenantVendaQuerySchema } from '../../schemas';

export const dynamic = 'force-dynamic';

// The exact reversal a cancellation would apply now (a dry run of the real one, rolled back):
// what the confirmation dialog shows. A GET: it changes nothing.
export const GET = rotaAdmin(
  'GET /api/v1/admin/VendaAdmin/{id}/cancelamento',
  { perfis: TODOS_OS_PERFIS, query: tenantVendaQuerySchema, tenant: 'obrigatorio' },
  async ({ tenantId, ctx }) => respostaOk(await previaCancelamentoAdmin(tenantId, validar(idVendaSchema, ctx.params).id)),
);
