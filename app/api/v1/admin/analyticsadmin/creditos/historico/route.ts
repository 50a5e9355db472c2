import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { tenantDoEscopo } from '@/lib/domain/acesso/escopo-tenant';
import { historicoCreditos } from '@/lib/domain/analytics/historico-creditos';
import { historicoQuerySchema } from '../../schemas';

export const dynamic = 'force-dynamic';

export const GET = rotaAdmin(
  'GET /api/v1/admin/AnalyticsAdmin/creditos/historico',
  { perfis: ADMINISTRADORES, query: historicoQuerySchema },
  async ({ principal, query }) =>
    respostaOk(await historicoCreditos(tenantDoEscopo(principal, query.tenantId), query.periodo, query.granularidade)),
);
