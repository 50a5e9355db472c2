import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { tenantObrigatorio } from '@/lib/domain/acesso/escopo-tenant';
import { listarAutomacoes } from '@/lib/domain/automacao/configurar-automacao';
import { automacoesQuerySchema } from './schemas';

export const dynamic = 'force-dynamic';

// Marketing is the managers' (AdminTenant) and the platform's, like segments and campaigns.
export const GET = rotaAdmin(
  'GET /api/v1/admin/automacoes',
  { perfis: ADMINISTRADORES, query: automacoesQuerySchema },
  async ({ principal, query }) => respostaOk(await listarAutomacoes(tenantObrigatorio(principal, query.tenantId))),
);
