// The webhook events a tenant can subscribe to and how a delivery is signed (docs/webhooks.md).
// Pure: the panel shows the list, the SDK and the guide document the signature.

export const EVENTOS_WEBHOOK = ['venda.registrada', 'venda.cancelada', 'resgate.realizado', 'lote.expirando', 'lote.expirado'] as const;
export type EventoWebhook = (typeof EVENTOS_WEBHOOK)[number];

export const DESCRICAO_EVENTO: Record<EventoWebhook, string> = {
  'venda.registrada': 'Venda registrada (não é enviado de novo numa retransmissão com o mesmo documentoExterno).',
  'venda.cancelada': 'Venda cancelada (todas as suas movimentações).',
  'resgate.realizado': 'Resgate de cashback ou de pontos.',
  'lote.expirando': 'Crédito que vence nos próximos dias (uma vez por lote).',
  'lote.expirado': 'Crédito expirado sem uso.',
};

/** Headers of every delivery. */
export const CABECALHOS_WEBHOOK = {
  evento: 'X-Fidelidade-Evento',
  /** The delivery's id: the same on every retry and resend of it (deduplicate on it). */
  entrega: 'X-Fidelidade-Entrega',
  /** Unix seconds when this attempt was signed. */
  timestamp: 'X-Fidelidade-Timestamp',
  /** `v1=<hex HMAC-SHA256(segredo, "<timestamp>.<corpo>")>` */
  assinatura: 'X-Fidelidade-Assinatura',
} as const;

/** A receiver should refuse a timestamp further than this from its clock (replay protection). */
export const JANELA_REPLAY_S = 300;

/** Deliveries after the first attempt: 30 s, 1 min, 2 min … capped at 6 h, about 14 h in all. */
export const MAX_TENTATIVAS_WEBHOOK = 12;
