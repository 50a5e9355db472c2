import { ADMINISTRADORES, TODOS_OS_PERFIS, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { validar } from '@/lib/api/binding';
import { obterClienteAdmin } from '@/lib/domain/cliente/admin-obter-cliente';
import { atualizarClienteAdmin } from '@/lib/domain/cliente/admin-gravar-cliente';
import { MENSAGENS_CLIENTE_ADMIN } from '@/lib/domain/cliente/admin-mensagens';
import { atualizarClienteAdminSchema, idClienteSchema, tenantQuerySchema } from '../schemas';

export const dynamic = 'force-dynamic';

export const GET = rotaAdmin(
  'GET /api/v1/admin/ClienteAdmin/{id}',
  { perfis: TODOS_OS_PERFIS, query: tenantQuerySchema, tenant: 'obrigatorio' },
  async ({ principal, tenantId, ctx }) =>
    respostaOk(await obterClienteAdmin(principal.perfil, tenantId, validar(idClienteSchema, ctx.params).id)),
);

// The person's data: managers only (an Operador registers, but does not edit).
export const PUT = rotaAdmin(
  'PUT /api/v1/admin/ClienteAdmin/{id}',
  { perfis: ADMINISTRADORES, corpo: atualizarClienteAdminSchema, query: tenantQuerySchema, tenant: 'obrigatorio' },
  async ({ principal, tenantId, corpo, ctx }) => {
    const r = await atualizarClienteAdmin(principal, tenantId, validar(idClienteSchema, ctx.params).id, corpo);
    return respostaOk(r, { mensagem: MENSAGENS_CLIENTE_ADMIN.atualizado });
  },
);
