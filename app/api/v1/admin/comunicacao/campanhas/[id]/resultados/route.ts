import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { agora } from '@/lib/relogio';
import { resultadosCampanha } from '@/lib/domain/comunicacao/admin-campanhas';
import { resultadosQuerySchema } from '../../../schemas';

export const dynamic = 'force-dynamic';

export const GET = rotaAdmin(
  'GET /api/v1/admin/comunicacao/campanhas/{id}/resultados',
  { perfis: ADMINISTRADORES, query: resultadosQuerySchema, id: true },
  async ({ principal, query, id }) => respostaOk(await resultadosCampanha(principal, id, query.dias, agora())),
);
