import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { tenantDoEscopo } from '@/lib/domain/acesso/escopo-tenant';
import { rankingLojas } from '@/lib/domain/analytics/ranking-lojas';
import { rankingLojasQuerySchema } from '../../schemas';

export const dynamic = 'force-dynamic';

export const GET = rotaAdmin(
  'GET /api/v1/admin/AnalyticsAdmin/lojas/ranking',
  { perfis: ADMINISTRADORES, query: rankingLojasQuerySchema },
  async ({ principal, query }) => respostaOk(await rankingLojas(tenantDoEscopo(principal, query.tenantId), query)),
);
