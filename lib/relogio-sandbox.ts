// The sandbox's clock (issue 12 §2, docs/sandbox.md): a request made with a test key runs its
// domain code `deslocamentoDias` ahead of the real clock. Carried by AsyncLocalStorage from the
// PDV wrapper (lib/api/pdv.ts) into every `agora()` of that request, so the sale, the balance and
// the per-customer release/expiry see the sandbox's instant without a parameter of their own.
// A module apart from lib/relogio.ts so that a test replacing the clock keeps this one.
import { AsyncLocalStorage } from 'node:async_hooks';

const deslocamento = new AsyncLocalStorage<number>();

export const DIA_MS = 24 * 60 * 60_000;

/** Runs `fn` with the clock `dias` days ahead (0 = the real clock). */
export function comRelogioDaSandbox<T>(dias: number, fn: () => T): T {
  return deslocamento.run(dias * DIA_MS, fn);
}

/** Milliseconds the clock of the current request runs ahead (0 outside the sandbox). */
export function deslocamentoDoRelogioMs(): number {
  return deslocamento.getStore() ?? 0;
}
