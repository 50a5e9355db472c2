import { TODOS_OS_PERFIS, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { resgatarNoCaixa } from '@/lib/domain/caixa/operar-caixa';
import { MENSAGENS_CAIXA } from '@/lib/domain/caixa/mensagens';
import { resgateCaixaSchema } from '../schemas';

export const dynamic = 'force-dynamic';

// POST /api/v1/resgate made at the counter.
export const POST = rotaAdmin(
  'POST /api/v1/admin/caixa/resgate',
  { perfis: TODOS_OS_PERFIS, corpo: resgateCaixaSchema, tenant: 'obrigatorio' },
  async ({ principal, tenantId, corpo }) => {
    const { resgate, retransmissao } = await resgatarNoCaixa(principal, tenantId, corpo);
    return respostaOk(resgate, { mensagem: retransmissao ? MENSAGENS_CAIXA.resgateRepetido : MENSAGENS_CAIXA.resgateRegistrado });
  },
);
