import { TODOS_OS_PERFIS, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { cancelarNoCaixa } from '@/lib/domain/caixa/operar-caixa';
import { MENSAGENS_CAIXA } from '@/lib/domain/caixa/mensagens';
import { cancelarCaixaSchema } from '../../schemas';

export const dynamic = 'force-dynamic';

// POST /api/v1/venda/cancelar made at the counter.
export const POST = rotaAdmin(
  'POST /api/v1/admin/caixa/venda/cancelar',
  { perfis: TODOS_OS_PERFIS, corpo: cancelarCaixaSchema, tenant: 'obrigatorio' },
  async ({ principal, tenantId, corpo }) => {
    const { cancelamento, jaCancelada } = await cancelarNoCaixa(principal, tenantId, corpo);
    return respostaOk(cancelamento, { mensagem: jaCancelada ? MENSAGENS_CAIXA.vendaJaCancelada : MENSAGENS_CAIXA.vendaCancelada });
  },
);
