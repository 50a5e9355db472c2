import { TODOS_OS_PERFIS, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { regraDeNegocio } from '@/lib/erros';
import { identificarCliente } from '@/lib/domain/cliente/admin-identificar-cliente';
import { MENSAGENS_CLIENTE_ADMIN } from '@/lib/domain/cliente/admin-mensagens';
import { UUID, identificarQuerySchema } from './schemas';

export const dynamic = 'force-dynamic';

// Spec "Operator identification": Operador, AdminTenant or SuperAdmin; the balance is the one in
// the caller's programme (SuperAdmin names it with `tenantId`).
export const GET = rotaAdmin(
  'GET /api/v1/admin/cliente/identificar',
  { perfis: TODOS_OS_PERFIS, query: identificarQuerySchema, tenant: 'obrigatorio' },
  async ({ tenantId, query }) => {
    if (!UUID.test(query.qr)) throw regraDeNegocio(MENSAGENS_CLIENTE_ADMIN.qrInvalido);
    return respostaOk(await identificarCliente(tenantId, query.qr));
  },
);
