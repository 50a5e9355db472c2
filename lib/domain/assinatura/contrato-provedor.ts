// What a billing provider implements and what the domain hands it (docs/api-admin-assinatura.md,
// "Provedor de cobrança"). Types only, in a module of their own: the providers implement them
// and the registry (provedor-cobranca.ts) imports the providers, so keeping the contract there
// made each provider and the registry import each other.
import type { Plano } from '@/lib/domain/assinatura/planos';

export type PedidoCheckout = {
  /** Our id of the checkout (row of `checkout_assinatura`); a real provider carries it as its
   * client reference, so that its webhook names the checkout it concludes. */
  checkoutId: string;
  tenantId: string;
  plano: Plano;
  expiraEm: Date;
  /** Launch campaign coupon already reserved by us; a real provider applies its own coupon of the same code. */
  codigoCupom: string | null;
  emailContato: string | null;
};

/** What a real provider's webhook means for us, once its signature is verified. */
export type EventoCobranca =
  | { tipo: 'PagamentoConfirmado'; checkoutId: string; referenciaExterna: string; periodoAtualAte: Date }
  | { tipo: 'RenovacaoConfirmada'; referenciaExterna: string; periodoAtualAte: Date }
  | { tipo: 'PagamentoRecusado'; referenciaExterna: string }
  | { tipo: 'AssinaturaCancelada'; referenciaExterna: string };

export interface ProvedorCobranca {
  /** Stored in `assinatura.provedor` and `checkout_assinatura.provedor`. */
  readonly nome: string;
  /**
   * Whether the panel itself confirms a checkout (POST /api/v1/assinatura/checkout/{id}/confirmar).
   * Only the built-in provider: with a payment provider, only its verified webhook activates.
   */
  readonly confirmacaoPeloPainel: boolean;
  /** Opens a payment session; may call the provider's API (never inside a transaction). */
  criarCheckout(pedido: PedidoCheckout): Promise<{ url: string; referencia: string }>;
  /** Where the person manages the subscription (invoices, card, cancellation); null when the
   * provider has no customer for this tenant yet. */
  urlPortal(assinatura: { tenantId: string; referenciaExterna: string | null }): Promise<string | null>;
  /** Payment providers: verifies a webhook's signature and translates it (not used by `interno`). */
  interpretarWebhook?(requisicao: { corpo: string; cabecalhos: Record<string, string> }): Promise<EventoCobranca | null>;
}
