import { TODOS_OS_PERFIS, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { simularVendaCaixa } from '@/lib/domain/caixa/operar-caixa';
import { previewVendaCaixaSchema } from '../../schemas';

export const dynamic = 'force-dynamic';

export const POST = rotaAdmin(
  'POST /api/v1/admin/caixa/venda/preview',
  { perfis: TODOS_OS_PERFIS, corpo: previewVendaCaixaSchema, tenant: 'obrigatorio' },
  async ({ principal, tenantId, corpo }) => respostaOk(await simularVendaCaixa(principal, tenantId, corpo)),
);
