// The SDK's errors. One class, with the HTTP status and the envelope's `erros` when the service
// answered, and a `tipo` the PDV can branch on without parsing messages.

/**
 * - `negocio`: the service refused the request (400, 404, 422…): resending the same data gives
 *   the same answer (spec "Errors", retry guidance).
 * - `autenticacao`: 401, the key is missing, wrong or revoked.
 * - `indisponivel`: network error, timeout, 5xx or 429: the same request may succeed later.
 * - `offline`: a redemption while the service is unreachable; never queued (it needs the live balance).
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
    /** Seconds from `Retry-After`, when the service sent it (429, 503). */
    readonly retryAfter: number | null = null,
    options?: { cause?: unknown },
  ) {
    super(mensagem, options);
  }

  /** Whether the same request may succeed later (what the offline queue retries). */
  get transitorio(): boolean {
    return this.tipo === 'indisponivel' || this.tipo === 'offline';
  }
}

export const MENSAGEM_RESGATE_OFFLINE =
  'Resgate indisponível sem conexão com o serviço de fidelidade: o resgate precisa do saldo atual e nunca é enfileirado. Conclua a venda sem o desconto ou tente de novo quando a conexão voltar.';
