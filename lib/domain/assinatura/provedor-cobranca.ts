// The billing provider behind the subscription endpoints (docs/api-admin-assinatura.md,
// "Provedor de cobrança"). The domain opens checkouts and portal sessions through this
// interface only; which provider answers is configuration (`COBRANCA_PROVEDOR`, default
// `interno`). The built-in provider works offline and records everything in our database; a
// payment provider plugs in by implementing this interface and adding its name to PROVEDORES.
import { env } from '@/lib/env';
import type { Plano } from '@/lib/domain/assinatura/planos';
import { provedorInterno } from '@/lib/domain/assinatura/provedor-interno';

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

export const PROVEDOR_PADRAO = 'interno';

type Fabrica = (o: { urlApp: string }) => ProvedorCobranca;

/** Providers known by name; a new one is added here and to the enum of `COBRANCA_PROVEDOR`. */
const PROVEDORES: Record<string, Fabrica> = {
  interno: provedorInterno,
};

/** The provider of a configured name (undefined or blank: the default). */
export function provedorCobranca(nome: string | undefined | null, o: { urlApp: string }): ProvedorCobranca {
  const escolhido = nome?.trim() || PROVEDOR_PADRAO;
  const fabrica = Object.hasOwn(PROVEDORES, escolhido) ? PROVEDORES[escolhido] : undefined;
  if (!fabrica) {
    throw new Error(`COBRANCA_PROVEDOR desconhecido: "${escolhido}". Valores aceitos: ${Object.keys(PROVEDORES).join(', ')}.`);
  }
  return fabrica(o);
}

/**
 * The provider chosen by configuration. lib/env.ts is the only reader of process.env; until its
 * schema declares `COBRANCA_PROVEDOR`, the value is absent there and the default applies.
 */
export function provedorConfigurado(): ProvedorCobranca {
  const e = env();
  return provedorCobranca(e.COBRANCA_PROVEDOR, { urlApp: e.APP_URL });
}
