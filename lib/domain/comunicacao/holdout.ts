// The random holdout (issue 11 §5; docs/comunicacao.md, "Grupo de controle"): a customer is in
// it when a hash of (campaign, customer) falls below the percentage. Deterministic, so the draw
// is the same whenever it is recomputed (a resumed preparation, an audit), and independent of
// anything the customer did. The SQL of preparar-envio.ts computes the same number; this is the
// reference the tests compare it with.
import { createHash } from 'node:crypto';

/** 0..9999 from the first 32 bits of md5(campanhaId || clienteId). */
export function sorteioHoldout(campanhaId: string, clienteId: string): number {
  const h = createHash('md5').update(`${campanhaId}${clienteId}`).digest();
  return h.readUInt32BE(0) % 10_000;
}

export function noHoldout(campanhaId: string, clienteId: string, percentual: number): boolean {
  return sorteioHoldout(campanhaId, clienteId) < percentual * 100;
}

/** The same draw in SQL, for `campanha` and `cliente` uuid expressions. */
export const SQL_SORTEIO = (campanha: string, cliente: string) =>
  `(('x' || substr(md5(${campanha}::text || ${cliente}::text), 1, 8))::bit(32)::bigint % 10000)`;
