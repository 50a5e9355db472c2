import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { agora } from '@/lib/relogio';
import { obterClienteAdmin } from '@/lib/domain/cliente/admin-obter-cliente';
import { anonimizarCliente } from '@/lib/domain/lgpd/anonimizar-cliente';
import { MENSAGENS_LGPD } from '@/lib/domain/lgpd/mensagens';
import { tenantQuerySchema } from '../../../schemas';
import { anonimizarClienteSchema } from '../schemas';

export const dynamic = 'force-dynamic';

// LGPD erasure requested through the programme (the person asked the store). Idempotent: a
// second call answers 200 with `jaAnonimizado` message and changes nothing (docs/lgpd.md).
export const POST = rotaAdmin(
  'POST /api/v1/admin/ClienteAdmin/{id}/lgpd/anonimizar',
  { perfis: ADMINISTRADORES, corpo: anonimizarClienteSchema, query: tenantQuerySchema, tenant: 'obrigatorio', id: true },
  async ({ principal, tenantId, id }) => {
    const r = await anonimizarCliente({ clienteId: id, tenantId, principal, origem: 'Painel', agora: agora() });
    return respostaOk(await obterClienteAdmin(principal.perfil, tenantId, id), {
      mensagem: r.jaAnonimizado ? MENSAGENS_LGPD.jaAnonimizado : MENSAGENS_LGPD.anonimizado,
    });
  },
);
