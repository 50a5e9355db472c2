import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { rankingLojas } from '@/lib/domain/analytics/ranking-lojas';
import { rankingLojasQuerySchema } from '../../schemas';

export const dynamic = 'force-dynamic';

export const GET = rotaAdmin(
  'GET /api/v1/admin/AnalyticsAdmin/lojas/ranking',
  { perfis: ADMINISTRADORES, query: rankingLojasQuerySchema, tenant: 'escopo' },
  async ({ tenantId, tenantDoPedido, query }) => respostaOk({ ...(await rankingLojas(tenantId, query)), tenantId: tenantDoPedido }),
);
