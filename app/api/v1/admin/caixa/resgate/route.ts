import { rotaEscritaCaixa } from '@/lib/api/admin';
import { resgatarNoCaixa } from '@/lib/domain/caixa/operar-caixa';
import { MENSAGENS_CAIXA } from '@/lib/domain/caixa/mensagens';
import { resgateCaixaSchema } from '../schemas';

export const dynamic = 'force-dynamic';

// POST /api/v1/resgate made at the counter.
export const POST = rotaEscritaCaixa('POST /api/v1/admin/caixa/resgate', resgateCaixaSchema, async (principal, tenantId, corpo) => {
  const { resgate, retransmissao } = await resgatarNoCaixa(principal, tenantId, corpo);
  return { dados: resgate, mensagem: retransmissao ? MENSAGENS_CAIXA.resgateRepetido : MENSAGENS_CAIXA.resgateRegistrado };
});
