import { rotaEscritaCaixa } from '@/lib/api/admin';
import { venderNoCaixa } from '@/lib/domain/caixa/operar-caixa';
import { MENSAGENS_CAIXA } from '@/lib/domain/caixa/mensagens';
import { metricas } from '@/lib/metricas';
import { vendaCaixaSchema } from '../schemas';

export const dynamic = 'force-dynamic';

// POST /api/v1/venda made at the counter: the same domain function, answer and messages.
export const POST = rotaEscritaCaixa('POST /api/v1/admin/caixa/venda', vendaCaixaSchema, async (principal, tenantId, corpo) => {
  const { venda, retransmissao } = await venderNoCaixa(principal, tenantId, corpo);
  if (!retransmissao) metricas.movimentacoesPorVenda.observe(venda.beneficiosAplicados.length);
  return { dados: venda, mensagem: retransmissao ? MENSAGENS_CAIXA.vendaRepetida : MENSAGENS_CAIXA.vendaRegistrada };
});
