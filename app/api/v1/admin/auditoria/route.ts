import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { listarAuditoria } from '@/lib/domain/auditoria/listar-auditoria';
import { listarAuditoriaQuerySchema } from './schemas';

export const dynamic = 'force-dynamic';

// Read-only: the log is append-only (a trigger refuses UPDATE and DELETE on auditoria_admin).
export const GET = rotaAdmin(
  'GET /api/v1/admin/auditoria',
  { perfis: ADMINISTRADORES, query: listarAuditoriaQuerySchema, tenant: 'escopo' },
  async ({ tenantId, query }) => respostaOk(await listarAuditoria(tenantId, query)),
);
