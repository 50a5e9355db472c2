import { ADMINISTRADORES, TODOS_OS_PERFIS, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { obterClienteAdmin } from '@/lib/domain/cliente/admin-obter-cliente';
import { atualizarClienteAdmin } from '@/lib/domain/cliente/admin-gravar-cliente';
import { MENSAGENS_CLIENTE_ADMIN } from '@/lib/domain/cliente/admin-mensagens';
import { atualizarClienteAdminSchema, tenantQuerySchema } from '../schemas';

export const dynamic = 'force-dynamic';

export const GET = rotaAdmin(
  'GET /api/v1/admin/ClienteAdmin/{id}',
  { perfis: TODOS_OS_PERFIS, query: tenantQuerySchema, tenant: 'obrigatorio', id: true },
  async ({ principal, tenantId, id }) => respostaOk(await obterClienteAdmin(principal.perfil, tenantId, id)),
);

// The person's data: managers only (an Operador registers, but does not edit).
export const PUT = rotaAdmin(
  'PUT /api/v1/admin/ClienteAdmin/{id}',
  { perfis: ADMINISTRADORES, corpo: atualizarClienteAdminSchema, query: tenantQuerySchema, tenant: 'obrigatorio', id: true },
  async ({ principal, tenantId, corpo, id }) => {
    const r = await atualizarClienteAdmin(principal, tenantId, id, corpo);
    return respostaOk(r, { mensagem: MENSAGENS_CLIENTE_ADMIN.atualizado });
  },
);
