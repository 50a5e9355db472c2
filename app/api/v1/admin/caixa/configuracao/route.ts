import { ADMINISTRADORES, TODOS_OS_PERFIS, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { atualizarConfiguracaoCaixa, obterConfiguracaoCaixa } from '@/lib/domain/caixa/limite-caixa';
import { MENSAGENS_CAIXA } from '@/lib/domain/caixa/mensagens';
import { configuracaoCaixaQuerySchema, configuracaoCaixaSchema } from '../schemas';

export const dynamic = 'force-dynamic';

// The counter's programme settings: every profile reads them (the cashier sees the limit), managers change them.
export const GET = rotaAdmin(
  'GET /api/v1/admin/caixa/configuracao',
  { perfis: TODOS_OS_PERFIS, query: configuracaoCaixaQuerySchema, tenant: 'obrigatorio' },
  async ({ tenantId }) => respostaOk(await obterConfiguracaoCaixa(tenantId)),
);

export const PUT = rotaAdmin(
  'PUT /api/v1/admin/caixa/configuracao',
  { perfis: ADMINISTRADORES, corpo: configuracaoCaixaSchema, tenant: 'obrigatorio' },
  async ({ principal, tenantId, corpo }) =>
    respostaOk(await atualizarConfiguracaoCaixa(principal, tenantId, corpo.limiteVendaCaixaOperador), {
      mensagem: MENSAGENS_CAIXA.configuracaoAtualizada,
    }),
);
