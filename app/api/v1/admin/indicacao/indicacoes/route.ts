import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { tenantObrigatorio } from '@/lib/domain/acesso/escopo-tenant';
import { listarIndicacoes } from '@/lib/domain/indicacao/listar-indicacoes';
import { listarIndicacoesQuerySchema } from '../schemas';

export const dynamic = 'force-dynamic';

// The programme's referrals, newest first (docs/indicacao.md, "No painel").
export const GET = rotaAdmin(
  'GET /api/v1/admin/indicacao/indicacoes',
  { perfis: ADMINISTRADORES, query: listarIndicacoesQuerySchema },
  async ({ principal, query }) => {
    const { tenantId, ...filtro } = query;
    return respostaOk(await listarIndicacoes(tenantObrigatorio(principal, tenantId), filtro));
  },
);
