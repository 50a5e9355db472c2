import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { tenantDoEscopo } from '@/lib/domain/acesso/escopo-tenant';
import { obterResumo } from '@/lib/domain/analytics/resumo';
import { resumoQuerySchema } from '../schemas';

export const dynamic = 'force-dynamic';

export const GET = rotaAdmin(
  'GET /api/v1/admin/AnalyticsAdmin/resumo',
  { perfis: ADMINISTRADORES, query: resumoQuerySchema },
  async ({ principal, query }) => respostaOk(await obterResumo(tenantDoEscopo(principal, query.tenantId), query)),
);
