import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { listarEntregas } from '@/lib/domain/webhooks/admin-webhooks';
import { listarEntregasQuerySchema } from '../../schemas';

export const dynamic = 'force-dynamic';

export const GET = rotaAdmin(
  'GET /api/v1/admin/webhooks/{id}/entregas',
  { perfis: ADMINISTRADORES, query: listarEntregasQuerySchema, id: true },
  async ({ principal, query, id }) => respostaOk(await listarEntregas(principal, id, query)),
);
