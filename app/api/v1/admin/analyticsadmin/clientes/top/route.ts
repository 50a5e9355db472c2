import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { tenantDoEscopo } from '@/lib/domain/acesso/escopo-tenant';
import { topClientes } from '@/lib/domain/analytics/top-clientes';
import { topClientesQuerySchema } from '../../schemas';

export const dynamic = 'force-dynamic';

export const GET = rotaAdmin(
  'GET /api/v1/admin/AnalyticsAdmin/clientes/top',
  { perfis: ADMINISTRADORES, query: topClientesQuerySchema },
  async ({ principal, query }) => respostaOk(await topClientes(tenantDoEscopo(principal, query.tenantId), query)),
);
