import { TODOS_OS_PERFIS, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { obterVendaAdmin } from '@/lib/domain/venda/admin-venda';
import { tenantVendaQuerySchema } from '../schemas';

export const dynamic = 'force-dynamic';

// The sale with its movements and lots; another tenant's sale is 404 (admin-venda.ts).
export const GET = rotaAdmin(
  'GET /api/v1/admin/VendaAdmin/{id}',
  { perfis: TODOS_OS_PERFIS, query: tenantVendaQuerySchema, tenant: 'obrigatorio', id: true },
  async ({ principal, tenantId, id }) => respostaOk(await obterVendaAdmin(principal, tenantId, id)),
);
