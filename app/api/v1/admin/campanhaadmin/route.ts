import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { criarCampanha, listarCampanhas } from '@/lib/domain/campanha/gravar-campanha';
import { criarCampanhaSchema, listarCampanhasQuerySchema } from './schemas';

export const dynamic = 'force-dynamic';

export const GET = rotaAdmin(
  'GET /api/v1/admin/CampanhaAdmin',
  { perfis: ADMINISTRADORES, query: listarCampanhasQuerySchema, tenant: 'escopo' },
  async ({ tenantId, query }) => respostaOk(await listarCampanhas(tenantId, { status: query.status, tipo: query.tipo })),
);

export const POST = rotaAdmin(
  'POST /api/v1/admin/CampanhaAdmin',
  { perfis: ADMINISTRADORES, corpo: criarCampanhaSchema, tenant: 'obrigatorio' },
  async ({ principal, tenantId, corpo }) => {
    const r = await criarCampanha(principal, tenantId, corpo);
    return respostaOk(r, { status: 201, mensagem: 'Campanha criada com sucesso.' });
  },
);
