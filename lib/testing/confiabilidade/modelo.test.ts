// The ledger's model test (issue 8, §5): random sequences of sales (models 1, 2 and 3),
// redemptions, cancellations, retransmissions, clock moves and lot-job runs, over a few customers
// and stores with random campaigns, run against the real route handlers and PostgreSQL beside a
// pure reference model. After every step the answer equals the model's and the tenant's rows
// balance (modelo/livro-sql.ts). docs/confiabilidade.md explains it and how to run the heavy variant.
//
// Time: the app's clock (lib/relogio.ts) is replaced in this process by a virtual one that the
// sequence moves (relogio-virtual.ts). That is a real clock move — campaign windows, release and
// expiry dates and the lot job all see it — and it is safe because this file has a database of
// its own (banco-proprio.ts): the job, which sweeps the whole base, never meets another file's
// rows. Each command advances the clock by one second, so no two lots of a customer share their
// creation instant except where the app itself creates them together.
import fc from 'fast-check';
import { describe, it, vi } from 'vitest';
import { arbComandos, arbPrograma } from './modelo/comandos';
import { executarSequencia, novasEstatisticas } from './modelo/execucao';

vi.mock('@/lib/relogio', () => import('./relogio-virtual'));

// CI size by default; `npm run confiabilidade:modelo` sets the heavy figures.
const execucoes = Number(process.env.FID_MODELO_EXECUCOES ?? 200);
const maximoDeComandos = Number(process.env.FID_MODELO_COMANDOS ?? 25);
const semente = process.env.FID_MODELO_SEMENTE ? Number(process.env.FID_MODELO_SEMENTE) : undefined;
const caminho = process.env.FID_MODELO_CAMINHO;

describe('the ledger against its reference model', () => {
  it(
    `${execucoes} random sequences of 5 to ${maximoDeComandos} commands: every answer as the model says, the ledger balanced after every step`,
    async () => {
      const est = novasEstatisticas();
      const inicio = Date.now();
      try {
        await fc.assert(
          fc.asyncProperty(arbPrograma, arbComandos(maximoDeComandos), (programa, comandos) => executarSequencia(programa, comandos, est)),
          { numRuns: execucoes, seed: semente, path: caminho, endOnFailure: !!process.env.FID_MODELO_SEM_ENCOLHER },
        );
      } finally {
        const s = ((Date.now() - inicio) / 1000).toFixed(1);
        const linhas = Object.entries(est.porComando)
          .sort()
          .map(
            ([k, v]) =>
              `  ${k.padEnd(28)} ${Object.entries(v)
                .map(([st, n]) => `${st}: ${n}`)
                .join(', ')}`,
          );
        console.log(
          `modelo do livro-razão: ${est.sequencias} sequências (com as de encolhimento), ${est.comandos} comandos, ${s} s\n${linhas.join('\n')}`,
        );
      }
    },
    // The CI size takes ~30 s on the 2-core machine; the heavy variant scales with its runs.
    Math.max(180_000, execucoes * 3_000),
  );
});
