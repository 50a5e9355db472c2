// The nudge that makes a notification leave as soon as the transaction that wrote it commits
// (a requested PIN reaches the customer in well under 2 s), instead of at the outbox job's next
// tick. Code that wrote an outbox event calls `avisarOutbox()` AFTER its commit; the scheduler
// of this process (lib/jobs/agendador.ts) listens and dispatches. Without a scheduler (JOBS=off,
// the tests) a nudge does nothing, and the event stays in the outbox, which remains the source of
// truth: the next tick, or the cron route, delivers it.
//
// The listener lives on globalThis: Next.js bundles instrumentation.ts (which starts the
// scheduler) and each route separately, each with its own copy of this module.
type Ouvinte = () => void;
const g = globalThis as unknown as { __fidAvisoOutbox?: Ouvinte };

export function avisarOutbox(): void {
  g.__fidAvisoOutbox?.();
}

/** Registers the one listener of this process; returns how to stop listening. */
export function ouvirAvisosOutbox(ouvinte: Ouvinte): () => void {
  g.__fidAvisoOutbox = ouvinte;
  return () => {
    if (g.__fidAvisoOutbox === ouvinte) g.__fidAvisoOutbox = undefined;
  };
}
