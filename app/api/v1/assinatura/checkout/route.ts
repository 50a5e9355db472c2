import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { criarCheckout } from '@/lib/domain/assinatura/checkout-assinatura';
import { provedorConfigurado } from '@/lib/domain/assinatura/provedor-cobranca';
import { criarCheckoutSchema } from '../schemas';

export const dynamic = 'force-dynamic';

export const POST = rotaAdmin(
  'POST /api/v1/assinatura/checkout',
  { perfis: ADMINISTRADORES, corpo: criarCheckoutSchema, tenant: 'obrigatorio' },
  async ({ principal, tenantId, corpo }) => {
    const r = await criarCheckout(principal, tenantId, corpo, provedorConfigurado());
    return respostaOk(r, { mensagem: 'Checkout criado. Conclua o pagamento no endereço informado.' });
  },
);
