import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { historicoCreditos } from '@/lib/domain/analytics/historico-creditos';
import { historicoQuerySchema } from '../../schemas';

export const dynamic = 'force-dynamic';

export const GET = rotaAdmin(
  'GET /api/v1/admin/AnalyticsAdmin/creditos/historico',
  { perfis: ADMINISTRADORES, query: historicoQuerySchema, tenant: 'escopo' },
  async ({ tenantId, tenantDoPedido, query }) =>
    respostaOk({ ...(await historicoCreditos(tenantId, query.periodo, query.granularidade)), tenantId: tenantDoPedido }),
);
