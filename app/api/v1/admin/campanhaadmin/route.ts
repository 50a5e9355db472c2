import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { tenantDoEscopo, tenantObrigatorio } from '@/lib/domain/acesso/escopo-tenant';
import { criarCampanha, listarCampanhas } from '@/lib/domain/campanha/gravar-campanha';
import { criarCampanhaSchema, listarCampanhasQuerySchema } from './schemas';

export const dynamic = 'force-dynamic';

export const GET = rotaAdmin(
  'GET /api/v1/admin/CampanhaAdmin',
  { perfis: ADMINISTRADORES, query: listarCampanhasQuerySchema },
  async ({ principal, query }) =>
    respostaOk(await listarCampanhas(tenantDoEscopo(principal, query.tenantId), { status: query.status, tipo: query.tipo })),
);

export const POST = rotaAdmin(
  'POST /api/v1/admin/CampanhaAdmin',
  { perfis: ADMINISTRADORES, corpo: criarCampanhaSchema },
  async ({ principal, corpo }) => {
    const { tenantId, ...dados } = corpo;
    const r = await criarCampanha(principal, tenantObrigatorio(principal, tenantId), dados);
    return respostaOk(r, { status: 201, mensagem: 'Campanha criada com sucesso.' });
  },
);
