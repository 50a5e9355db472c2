// The built-in billing provider (`interno`): works offline, with no payment gateway. The
// checkout is a page of this app (`/painel/assinatura/checkout/<id>`) where an administrator of
// the tenant confirms the subscription (POST /api/v1/assinatura/checkout/{id}/confirmar), e.g.
// after paying a boleto or PIX outside the platform, or in development and demos. Everything it
// knows is in our tables (docs/api-admin-assinatura.md, "Provedor interno").
import type { ProvedorCobranca } from '@/lib/domain/assinatura/contrato-provedor';

export function provedorInterno(o: { urlApp: string }): ProvedorCobranca {
  const base = o.urlApp.replace(/\/+$/, '');
  return {
    nome: 'interno',
    confirmacaoPeloPainel: true,
    async criarCheckout(pedido) {
      return { url: `${base}/painel/assinatura/checkout/${pedido.checkoutId}`, referencia: pedido.checkoutId };
    },
    async urlPortal() {
      return `${base}/painel/assinatura`;
    },
  };
}
