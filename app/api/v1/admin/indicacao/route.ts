import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { tenantObrigatorio } from '@/lib/domain/acesso/escopo-tenant';
import { obterProgramaIndicacao, salvarProgramaIndicacao } from '@/lib/domain/indicacao/configurar-indicacao';
import { MENSAGENS_INDICACAO } from '@/lib/domain/indicacao/mensagens';
import { programaIndicacaoQuerySchema, salvarIndicacaoSchema } from './schemas';

export const dynamic = 'force-dynamic';

// The referral programme (docs/indicacao.md) is marketing: the managers' (AdminTenant) and the
// platform's, like the automations.
export const GET = rotaAdmin(
  'GET /api/v1/admin/indicacao',
  { perfis: ADMINISTRADORES, query: programaIndicacaoQuerySchema },
  async ({ principal, query }) => respostaOk(await obterProgramaIndicacao(tenantObrigatorio(principal, query.tenantId))),
);

export const PUT = rotaAdmin(
  'PUT /api/v1/admin/indicacao',
  { perfis: ADMINISTRADORES, corpo: salvarIndicacaoSchema },
  async ({ principal, corpo }) => {
    const { tenantId, ...dados } = corpo;
    const r = await salvarProgramaIndicacao(principal, tenantObrigatorio(principal, tenantId), dados);
    return respostaOk(r, { mensagem: MENSAGENS_INDICACAO.salva });
  },
);
