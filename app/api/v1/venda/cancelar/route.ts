import { rotaPdv } from '@/lib/api/pdv';
import { respostaOk } from '@/lib/api/envelope';
import { cancelarVenda } from '@/lib/domain/venda/cancelar-venda';
import { cancelarSchema } from '../schemas';

export const POST = rotaPdv('POST /api/v1/venda/cancelar', { corpo: cancelarSchema }, async ({ principal, corpo }) => {
  const { cancelamento, jaCancelada } = await cancelarVenda(principal.tenantId, corpo);
  return respostaOk(cancelamento, {
    mensagem: jaCancelada ? 'Venda já cancelada anteriormente.' : 'Venda cancelada com sucesso.',
  });
});
