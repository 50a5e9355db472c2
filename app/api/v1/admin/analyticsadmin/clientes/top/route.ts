import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { topClientes } from '@/lib/domain/analytics/top-clientes';
import { topClientesQuerySchema } from '../../schemas';

export const dynamic = 'force-dynamic';

export const GET = rotaAdmin(
  'GET /api/v1/admin/AnalyticsAdmin/clientes/top',
  { perfis: ADMINISTRADORES, query: topClientesQuerySchema, tenant: 'escopo' },
  async ({ tenantId, tenantDoPedido, query }) => respostaOk({ ...(await topClientes(tenantId, query)), tenantId: tenantDoPedido }),
);
