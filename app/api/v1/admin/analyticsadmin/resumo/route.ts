import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { obterResumo } from '@/lib/domain/analytics/resumo';
import { resumoQuerySchema } from '../schemas';

export const dynamic = 'force-dynamic';

export const GET = rotaAdmin(
  'GET /api/v1/admin/AnalyticsAdmin/resumo',
  { perfis: ADMINISTRADORES, query: resumoQuerySchema, tenant: 'escopo' },
  async ({ tenantId, tenantDoPedido, query }) => respostaOk({ ...(await obterResumo(tenantId, query)), tenantId: tenantDoPedido }),
);
