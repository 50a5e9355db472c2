import { TODOS_OS_PERFIS, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { listarClientesAdmin } from '@/lib/domain/cliente/admin-listar-clientes';
import { cadastrarClienteAdmin } from '@/lib/domain/cliente/admin-gravar-cliente';
import { MENSAGENS_CLIENTE } from '@/lib/domain/cliente/mensagens';
import { criarClienteAdminSchema, listarClientesAdminQuerySchema } from './schemas';

export const dynamic = 'force-dynamic';

// A customer list is per programme: SuperAdmin must name the tenant.
export const GET = rotaAdmin(
  'GET /api/v1/admin/ClienteAdmin',
  { perfis: TODOS_OS_PERFIS, query: listarClientesAdminQuerySchema, tenant: 'obrigatorio' },
  async ({ tenantId, query }) => respostaOk(await listarClientesAdmin(tenantId, query)),
);

// Operador too: the cashier registers customers at the counter.
export const POST = rotaAdmin(
  'POST /api/v1/admin/ClienteAdmin',
  { perfis: TODOS_OS_PERFIS, corpo: criarClienteAdminSchema, tenant: 'obrigatorio' },
  async ({ principal, tenantId, corpo }) => {
    const r = await cadastrarClienteAdmin(principal, tenantId, corpo);
    return r.jaExistia
      ? respostaOk(r, { status: 200, mensagem: MENSAGENS_CLIENTE.jaCadastrado })
      : respostaOk(r, { status: 201, mensagem: MENSAGENS_CLIENTE.cadastrado });
  },
);
