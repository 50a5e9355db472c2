import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { tenantObrigatorio } from '@/lib/domain/acesso/escopo-tenant';
import { criarCheckout } from '@/lib/domain/assinatura/checkout-assinatura';
import { provedorConfigurado } from '@/lib/domain/assinatura/provedor-cobranca';
import { criarCheckoutSchema } from '../schemas';

export const dynamic = 'force-dynamic';

export const POST = rotaAdmin(
  'POST /api/v1/assinatura/checkout',
  { perfis: ADMINISTRADORES, corpo: criarCheckoutSchema },
  async ({ principal, corpo }) => {
    const { tenantId, ...dados } = corpo;
    const r = await criarCheckout(principal, tenantObrigatorio(principal, tenantId), dados, provedorConfigurado());
    return respostaOk(r, { mensagem: 'Checkout criado. Conclua o pagamento no endereço informado.' });
  },
);
