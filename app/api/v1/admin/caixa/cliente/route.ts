import { TODOS_OS_PERFIS, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { buscarClientesCaixa } from '@/lib/domain/caixa/buscar-cliente-caixa';
import { buscarClienteCaixaQuerySchema } from '../schemas';

export const dynamic = 'force-dynamic';

// The counter finds a customer of its programme (Operador and above; SuperAdmin names the tenant).
export const GET = rotaAdmin(
  'GET /api/v1/admin/caixa/cliente',
  { perfis: TODOS_OS_PERFIS, query: buscarClienteCaixaQuerySchema, tenant: 'obrigatorio' },
  async ({ tenantId, query }) => respostaOk(await buscarClientesCaixa(tenantId, query)),
);
