import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { tenantDoEscopo } from '@/lib/domain/acesso/escopo-tenant';
import { listarAuditoria } from '@/lib/domain/auditoria/listar-auditoria';
import { listarAuditoriaQuerySchema } from './schemas';

export const dynamic = 'force-dynamic';

// Read-only: the log is append-only (a trigger refuses UPDATE and DELETE on auditoria_admin).
export const GET = rotaAdmin(
  'GET /api/v1/admin/auditoria',
  { perfis: ADMINISTRADORES, query: listarAuditoriaQuerySchema },
  async ({ principal, query }) => {
    const { tenantId, ...filtro } = query;
    return respostaOk(await listarAuditoria(tenantDoEscopo(principal, tenantId), filtro));
  },
);
