import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { listarMembrosSegmento } from '@/lib/domain/segmento/admin-segmentos';
import { agora } from '@/lib/relogio';
import { membrosSegmentoQuerySchema } from '../../schemas';

export const dynamic = 'force-dynamic';

// Who is in the segment: the segments' profiles (a cashier does not browse the base by spending),
// paged like the panel's other lists; `tenantId` is checked against the caller's scope.
export const GET = rotaAdmin(
  'GET /api/v1/admin/segmentos/{id}/membros',
  { perfis: ADMINISTRADORES, query: membrosSegmentoQuerySchema, tenant: 'escopo', id: true },
  async ({ principal, tenantId, query, id }) => respostaOk(await listarMembrosSegmento(principal, id, tenantId, query, agora())),
);
