import { TODOS_OS_PERFIS, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { venderNoCaixa } from '@/lib/domain/caixa/operar-caixa';
import { MENSAGENS_CAIXA } from '@/lib/domain/caixa/mensagens';
import { metricas } from '@/lib/metricas';
import { vendaCaixaSchema } from '../schemas';

export const dynamic = 'force-dynamic';

// POST /api/v1/venda made at the counter: the same domain function, answer and messages.
export const POST = rotaAdmin(
  'POST /api/v1/admin/caixa/venda',
  { perfis: TODOS_OS_PERFIS, corpo: vendaCaixaSchema, tenant: 'obrigatorio' },
  async ({ principal, tenantId, corpo }) => {
    const { venda, retransmissao } = await venderNoCaixa(principal, tenantId, corpo);
    if (!retransmissao) metricas.movimentacoesPorVenda.observe(venda.beneficiosAplicados.length);
    return respostaOk(venda, { mensagem: retransmissao ? MENSAGENS_CAIXA.vendaRepetida : MENSAGENS_CAIXA.vendaRegistrada });
  },
);
