import { ADMINISTRADORES, rotaAdmin, rotasDaColecaoAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { criarCampanha, listarCampanhas } from '@/lib/domain/campanha/gravar-campanha';
import { criarCampanhaSchema, listarCampanhasQuerySchema } from './schemas';

export const dynamic = 'force-dynamic';

const campanhas = rotasDaColecaoAdmin('/api/v1/admin/CampanhaAdmin');

export const GET = rotaAdmin(
  'GET /api/v1/admin/CampanhaAdmin',
  { perfis: ADMINISTRADORES, query: listarCampanhasQuerySchema, tenant: 'escopo' },
  async ({ tenantId, query }) => respostaOk(await listarCampanhas(tenantId, { status: query.status, tipo: query.tipo })),
);

export const POST = campanhas.criarNoTenant(ADMINISTRADORES, criarCampanhaSchema, criarCampanha, 'Campanha criada com sucesso.');
