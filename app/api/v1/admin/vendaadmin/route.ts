import { TODOS_OS_PERFIS, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { listarVendasAdmin } from '@/lib/domain/venda/admin-listar-vendas';
import { listarVendasAdminQuerySchema } from './schemas';

export const dynamic = 'force-dynamic';

// Sales are per programme: SuperAdmin names the tenant. Operador too: the cashier looks a sale up
// to cancel it (docs/vendas-painel.md).
export const GET = rotaAdmin(
  'GET /api/v1/admin/VendaAdmin',
  { perfis: TODOS_OS_PERFIS, query: listarVendasAdminQuerySchema, tenant: 'obrigatorio' },
  async ({ tenantId, query }) => respostaOk(await listarVendasAdmin(tenantId, query)),
);
