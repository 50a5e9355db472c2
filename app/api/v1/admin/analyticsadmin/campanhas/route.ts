import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { desempenhoCampanhas } from '@/lib/domain/analytics/campanhas';
import { campanhasQuerySchema } from '../schemas';

export const dynamic = 'force-dynamic';

export const GET = rotaAdmin(
  'GET /api/v1/admin/AnalyticsAdmin/campanhas',
  { perfis: ADMINISTRADORES, query: campanhasQuerySchema, tenant: 'escopo' },
  async ({ tenantId, tenantDoPedido, query }) => respostaOk({ ...(await desempenhoCampanhas(tenantId, query)), tenantId: tenantDoPedido }),
);
