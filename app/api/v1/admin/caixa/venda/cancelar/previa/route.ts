import { TODOS_OS_PERFIS, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { simularCancelamentoNoCaixa } from '@/lib/domain/caixa/operar-caixa';
import { cancelarCaixaSchema } from '../../../schemas';

export const dynamic = 'force-dynamic';

// The exact reversal POST …/venda/cancelar would apply now, with the same body (a dry run of the
// real cancellation, rolled back): what the counter's confirmation shows. Writes nothing.
export const POST = rotaAdmin(
  'POST /api/v1/admin/caixa/venda/cancelar/previa',
  { perfis: TODOS_OS_PERFIS, corpo: cancelarCaixaSchema, tenant: 'obrigatorio' },
  async ({ tenantId, corpo }) => respostaOk(await simularCancelamentoNoCaixa(tenantId, corpo)),
);
