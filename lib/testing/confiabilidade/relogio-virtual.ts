// The application's clock (lib/relogio.ts) replaced in the model test's process: the test sets
// the instant, every business decision and every SQL statement of that process then uses it.
// Safe only because the model test has a database of its own (banco-proprio.ts): the lot job it
// runs with this clock sweeps that database alone.
export const relogioVirtual = { instante: Date.now() };

export function agora(): Date {
  return new Date(relogioVirtual.instante);
}
