import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { validar } from '@/lib/api/binding';
import { confirmarCheckout } from '@/lib/domain/assinatura/checkout-assinatura';
import { MENSAGENS_ASSINATURA } from '@/lib/domain/assinatura/dados-assinatura';
import { provedorConfigurado } from '@/lib/domain/assinatura/provedor-cobranca';
import { checkoutIdSchema } from '../../../schemas';

export const dynamic = 'force-dynamic';

export const POST = rotaAdmin(
  'POST /api/v1/assinatura/checkout/{id}/confirmar',
  { perfis: ADMINISTRADORES },
  async ({ principal, ctx }) => {
    const { id } = validar(checkoutIdSchema, ctx.params);
    const r = await confirmarCheckout(principal, id, provedorConfigurado());
    return respostaOk(r.assinatura, {
      mensagem: r.jaConfirmado ? MENSAGENS_ASSINATURA.checkoutJaConfirmado : 'Assinatura ativada com sucesso.',
    });
  },
);
