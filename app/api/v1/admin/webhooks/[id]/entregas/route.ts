import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { validar } from '@/lib/api/binding';
import { campoUuid } from '@/lib/api/consulta';
import { listarEntregas } from '@/lib/domain/webhooks/admin-webhooks';
import { listarEntregasQuerySchema } from '../../schemas';

export const dynamic = 'force-dynamic';

export const GET = rotaAdmin(
  'GET /api/v1/admin/webhooks/{id}/entregas',
  { perfis: ADMINISTRADORES, query: listarEntregasQuerySchema },
  async ({ principal, ctx, query }) => respostaOk(await listarEntregas(principal, validar(campoUuid('Id'), ctx.params.id), query)),
);
