// The SDK's errors. One class, with the HTTP status and the envelope's `erros` when the service
// answered, and a `tipo` the PDV can branch on without parsing messages.

/**
 * - `negocio`: the service refused the request (400, 404, 422… in its envelope): resending the
 *   same data gives the same answer (spec "Errors", retry guidance).
 * - `autenticacao`: 401 in the service's envelope, the key is missing, wrong or revoked.
 * - `indisponivel`: network error, timeout, 5xx or 429, or an answer without the service's
 *   envelope (a proxy, firewall, captive portal or load balancer answered instead: the request
 *   never reached the service): the same request may succeed later.
 * - `offline`: a redemption that got no answer; never queued (it needs the live balance). It may
 *   have been registered: repeat it with `documentoExterno` (idempotent).
 */
export type TipoErro = 'negocio' | 'autenticacao' | 'indisponivel' | 'offline';

export class ErroFidelidade extends Error {
  override readonly name = 'ErroFidelidade';
  constructor(
    readonly tipo: TipoErro,
    mensagem: string,
    /** HTTP status, or null when no answer arrived. */
    readonly status: number | null = null,
    /** `erros` of the envelope (empty when no answer arrived). */
    readonly erros: string[] = [],
    /** Seconds from `Retry-After`, when the answer carried it (429, 503). */
    readonly retryAfter: number | null = null,
    options?: { cause?: unknown; documentoExterno?: string | null },
  ) {
    super(mensagem, options);
    this.documentoExterno = options?.documentoExterno ?? null;
  }

  /**
   * `offline` of a redemption: the documentoExterno it was sent with (generated when the PDV gave
   * none). Repeat the redemption with it: if the first attempt was registered, the service answers
   * it again without a new debit.
   */
  readonly documentoExterno: string | null;

  /** Whether the same request may succeed later (what the offline queue retries). */
  get transitorio(): boolean {
    return this.tipo === 'indisponivel' || this.tipo === 'offline';
  }
}

// Without an answer the redemption may have been registered (the answer lost after the debit),
// so the operator is told to repeat it with the same documentoExterno, not to give up on it.
export const MENSAGEM_RESGATE_OFFLINE =
  'Resgate sem confirmação do serviço de fidelidade (sem conexão ou sem resposta); ele nunca é enfileirado e pode ter sido registrado. Repita o resgate com o mesmo documentoExterno: se já foi registrado, a resposta o devolve sem novo débito. Sem essa confirmação, não dê o desconto.';
