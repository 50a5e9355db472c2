// Answers that must not reveal, by their timing, whether an account exists (password recovery,
// first access, club PIN): the work runs, then the answer waits until a fixed minimum has passed.
export async function comDuracaoMinima<T>(ms: number, fn: () => Promise<T>): Promise<T> {
  const inicio = Date.now();
  try {
    return await fn();
  } finally {
    const resta = ms - (Date.now() - inicio);
    if (resta > 0) await new Promise((r) => setTimeout(r, resta));
  }
}
