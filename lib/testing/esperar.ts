// Assertions on an API answer, for the house rule that a test asserts the spec's exact status
// code and message: both in one comparison, so a failure shows the two together.
import { expect } from 'vitest';
import type { Resposta } from '@/lib/testing/api';

/** A refusal (spec "Errors"): this status, and `mensagem` as the one message in `erros`. */
export function esperarRecusa(r: Resposta, status: number, mensagem: string) {
  expect({ status: r.status, erros: r.corpo.erros }).toEqual({ status, erros: [mensagem] });
}

/** A success with this status and the envelope's `mensagem` (null where the spec sends none). */
export function esperarSucesso(r: Resposta, status: number, mensagem: string | null) {
  expect({ status: r.status, mensagem: r.corpo.mensagem }).toEqual({ status, mensagem });
}
