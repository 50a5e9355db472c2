import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { validar } from '@/lib/api/binding';
import { campoUuid } from '@/lib/api/consulta';
import { agora } from '@/lib/relogio';
import { resultadosCampanha } from '@/lib/domain/comunicacao/admin-campanhas';
import { resultadosQuerySchema } from '../../../schemas';

export const dynamic = 'force-dynamic';

export const GET = rotaAdmin(
  'GET /api/v1/admin/comunicacao/campanhas/{id}/resultados',
  { perfis: ADMINISTRADORES, query: resultadosQuerySchema },
  async ({ principal, query, ctx }) =>
    respostaOk(await resultadosCampanha(principal, validar(campoUuid('Id'), ctx.params.id), query.dias, agora())),
);
