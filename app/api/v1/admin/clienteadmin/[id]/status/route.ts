import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { validar } from '@/lib/api/binding';
import { alterarStatusClienteAdmin } from '@/lib/domain/cliente/admin-gravar-cliente';
import { MENSAGENS_CLIENTE_ADMIN } from '@/lib/domain/cliente/admin-mensagens';
import { idClienteSchema, statusClienteAdminQuerySchema } from '../../schemas';

export const dynamic = 'force-dynamic';

// Spec "Customer active flag": PATCH …/status?ativo=true|false, managers only.
export const PATCH = rotaAdmin(
  'PATCH /api/v1/admin/ClienteAdmin/{id}/status',
  { perfis: ADMINISTRADORES, query: statusClienteAdminQuerySchema, tenant: 'obrigatorio' },
  async ({ principal, tenantId, query, ctx }) => {
    const r = await alterarStatusClienteAdmin(principal, tenantId, validar(idClienteSchema, ctx.params).id, query.ativo);
    return respostaOk(r, { mensagem: MENSAGENS_CLIENTE_ADMIN.statusAtualizado });
  },
);
