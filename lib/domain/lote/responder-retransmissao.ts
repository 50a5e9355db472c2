// A retransmission of a write that moves a balance — a sale or a redemption (same store and
// documentoExterno, spec rule 8), a manual adjustment (same chaveIdempotencia) — is answered
// with what the first request answered, and moves nothing. One rule, so one place: the three
// writes differ only in the answer's schema and the refusal's message (docs/regras-de-negocio.md,
// "8. Retransmission").
import 'server-only';
import { sql } from '@/lib/db';
import { regraDeNegocio } from '@/lib/erros';
import { ordenarComo } from '@/lib/json/ordenar-como';
import { Q_SALDO } from '@/lib/domain/lote/status-efetivo-sql';
import { lerSaldo, saldoResponse, type LinhaSaldo, type SaldoResponse } from '@/lib/domain/lote/serializar-saldo';
import type { z } from 'zod';

/** A request whose key was already used, and what the first request under that key stored. */
export type Retransmissao<R> = {
  tenantId: string;
  /** This request's hash (what makes two requests "the same write"). */
  hash: string;
  agora: Date;
  /** The first request's hash and answer, stored without the balance. */
  hashOriginal: string;
  resposta: Omit<R, 'saldoAtual'>;
};

/**
 * The first answer again, with the balance as it is now: the same JSON text, key order included
 * (jsonb gave the stored answer back in its own key order; `schema` puts it back). The same key
 * with other data is refused: 422 `divergente`.
 */
export async function responderRetransmissao<R extends { clienteId: string; saldoAtual: SaldoResponse }>(
  schema: z.core.$ZodType,
  divergente: string,
  r: Retransmissao<R>,
): Promise<R> {
  if (r.hashOriginal !== r.hash) throw regraDeNegocio(divergente);
  const [s] = await sql.query<LinhaSaldo>(Q_SALDO, [r.tenantId, r.resposta.clienteId, r.agora]);
  return ordenarComo(schema, { ...r.resposta, saldoAtual: saldoResponse(lerSaldo(s)) } as R);
}
