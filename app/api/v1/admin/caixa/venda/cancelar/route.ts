import { rotaEscritaCaixa } from '@/lib/api/admin';
import { cancelarNoCaixa } from '@/lib/domain/caixa/operar-caixa';
import { MENSAGENS_CAIXA } from '@/lib/domain/caixa/mensagens';
import { cancelarCaixaSchema } from '../../schemas';

export const dynamic = 'force-dynamic';

// POST /api/v1/venda/cancelar made at the counter.
export const POST = rotaEscritaCaixa('POST /api/v1/admin/caixa/venda/cancelar', cancelarCaixaSchema, async (principal, tenantId, corpo) => {
  const { cancelamento, jaCancelada } = await cancelarNoCaixa(principal, tenantId, corpo);
  return { dados: cancelamento, mensagem: jaCancelada ? MENSAGENS_CAIXA.vendaJaCancelada : MENSAGENS_CAIXA.vendaCancelada };
});
