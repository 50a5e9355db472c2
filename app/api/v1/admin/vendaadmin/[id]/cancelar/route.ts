import { TODOS_OS_PERFIS, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { cancelarVendaAdmin } from '@/lib/domain/venda/admin-venda';
import { MENSAGENS_VENDA_ADMIN as M, cancelarVendaAdminSchema, tenantVendaQuerySchema } from '../../schemas';

export const dynamic = 'force-dynamic';

// Operador and above, as a PDV key may cancel: the cashier undoes a sale at the counter. Same
// cancellation as POST /venda/cancelar (same answer, idempotent), audited with the user.
export const POST = rotaAdmin(
  'POST /api/v1/admin/VendaAdmin/{id}/cancelar',
  { perfis: TODOS_OS_PERFIS, corpo: cancelarVendaAdminSchema, query: tenantVendaQuerySchema, tenant: 'obrigatorio', id: true },
  async ({ principal, tenantId, corpo, id }) => {
    const { cancelamento, jaCancelada } = await cancelarVendaAdmin(principal, tenantId, id, corpo.motivo);
    return respostaOk(cancelamento, { mensagem: jaCancelada ? M.vendaJaCancelada : M.vendaCancelada });
  },
);
