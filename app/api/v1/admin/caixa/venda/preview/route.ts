import { TODOS_OS_PERFIS, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { tenantObrigatorio } from '@/lib/domain/acesso/escopo-tenant';
import { simularVendaCaixa } from '@/lib/domain/caixa/operar-caixa';
import { previewVendaCaixaSchema } from '../../schemas';

export const dynamic = 'force-dynamic';

export const POST = rotaAdmin(
  'POST /api/v1/admin/caixa/venda/preview',
  { perfis: TODOS_OS_PERFIS, corpo: previewVendaCaixaSchema },
  async ({ principal, corpo }) => {
    const { tenantId, ...e } = corpo;
    return respostaOk(await simularVendaCaixa(tenantObrigatorio(principal, tenantId), e));
  },
);
