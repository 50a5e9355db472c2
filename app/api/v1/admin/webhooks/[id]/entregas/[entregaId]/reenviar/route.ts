import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { validar } from '@/lib/api/binding';
import { MENSAGENS_WEBHOOK, reenviarEntrega } from '@/lib/domain/webhooks/admin-webhooks';
import { entregaDoCaminhoSchema } from '../../../../schemas';

export const dynamic = 'force-dynamic';

// Puts the delivery back in the outbox now (same id, attempts reset).
export const POST = rotaAdmin(
  'POST /api/v1/admin/webhooks/{id}/entregas/{entregaId}/reenviar',
  { perfis: ADMINISTRADORES },
  async ({ principal, ctx }) => {
    const p = validar(entregaDoCaminhoSchema, ctx.params);
    return respostaOk(await reenviarEntrega(principal, p.id, p.entregaId), { mensagem: MENSAGENS_WEBHOOK.reenviada });
  },
);
