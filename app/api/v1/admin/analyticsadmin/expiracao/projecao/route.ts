import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { projecaoExpiracao } from '@/lib/domain/analytics/projecao-expiracao';
import { projecaoQuerySchema } from '../../schemas';

export const dynamic = 'force-dynamic';

export const GET = rotaAdmin(
  'GET /api/v1/admin/AnalyticsAdmin/expiracao/projecao',
  { perfis: ADMINISTRADORES, query: projecaoQuerySchema, tenant: 'escopo' },
  async ({ tenantId, tenantDoPedido }) => respostaOk({ ...(await projecaoExpiracao(tenantId)), tenantId: tenantDoPedido }),
);
