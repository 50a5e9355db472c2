import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { mensagemReenvioFalhas, reenviarFalhas } from '@/lib/domain/webhooks/admin-webhooks';
import { reenviarFalhasQuerySchema } from '../../../schemas';

export const dynamic = 'force-dynamic';

// Puts every failed delivery of the endpoint back in the outbox (docs/webhooks.md, "Bulk resend").
export const POST = rotaAdmin(
  'POST /api/v1/admin/webhooks/{id}/entregas/reenviar',
  { perfis: ADMINISTRADORES, query: reenviarFalhasQuerySchema, id: true },
  async ({ principal, query, id }) => {
    const r = await reenviarFalhas(principal, id, query);
    return respostaOk(r, { mensagem: mensagemReenvioFalhas(r.reenviadas) });
  },
);
