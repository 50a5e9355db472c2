import { TODOS_OS_PERFIS, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { mensagensDoCliente } from '@/lib/domain/notificacoes/mensagens-do-cliente';
import { mensagensClienteAdminQuerySchema } from './schemas';

export const dynamic = 'force-dynamic';

// What was sent to the customer in the caller's programme (notices, the club PIN, marketing);
// Operador too, like the other reads of the customer. Never a PIN, link or text: see the domain file.
export const GET = rotaAdmin(
  'GET /api/v1/admin/ClienteAdmin/{id}/mensagens',
  { perfis: TODOS_OS_PERFIS, query: mensagensClienteAdminQuerySchema, tenant: 'obrigatorio', id: true },
  async ({ tenantId, query, id }) => respostaOk(await mensagensDoCliente(tenantId, id, query)),
);
