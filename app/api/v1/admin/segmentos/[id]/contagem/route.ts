import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { contarSegmentoSalvo } from '@/lib/domain/segmento/admin-segmentos';
import { agora } from '@/lib/relogio';

export const dynamic = 'force-dynamic';

export const GET = rotaAdmin(
  'GET /api/v1/admin/segmentos/{id}/contagem',
  { perfis: ADMINISTRADORES, id: true },
  async ({ principal, id }) => respostaOk(await contarSegmentoSalvo(principal, id, agora())),
);
