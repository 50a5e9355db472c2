import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { alterarStatusClienteAdmin } from '@/lib/domain/cliente/admin-gravar-cliente';
import { MENSAGENS_CLIENTE_ADMIN } from '@/lib/domain/cliente/admin-mensagens';
import { statusClienteAdminQuerySchema } from '../../schemas';

export const dynamic = 'force-dynamic';

// Spec "Customer active flag": PATCH …/status?ativo=true|false, managers only.
export const PATCH = rotaAdmin(
  'PATCH /api/v1/admin/ClienteAdmin/{id}/status',
  { perfis: ADMINISTRADORES, query: statusClienteAdminQuerySchema, tenant: 'obrigatorio', id: true },
  async ({ principal, tenantId, query, id }) => {
    const r = await alterarStatusClienteAdmin(principal, tenantId, id, query.ativo);
    return respostaOk(r, { mensagem: MENSAGENS_CLIENTE_ADMIN.statusAtualizado });
  },
);
