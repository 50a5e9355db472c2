// The crash test in CI size (scripts/confiabilidade/teste-de-queda.ts explains what it does and checks):
// the production build on a database and port of its own, killed with SIGKILL twice under
// concurrent sales, model-2 sales, redemptions and cancellations, each unanswered request resent
// until answered; then everything answered 200 is recorded exactly once, nothing twice, and the
// ledger balances. No browser: it lives here because it needs the build this stage runs after.
// `npm run confiabilidade:queda` is the full version.
import { expect, test } from '@playwright/test';
import { executarQueda } from '../scripts/confiabilidade/teste-de-queda';

test('kill -9 under load: every request answered 200 recorded once, nothing twice, the ledger balanced', async () => {
  test.setTimeout(180_000);
  const r = await executarQueda({
    // Not the e2e servers' ports (E2E_PORT and the next one): the same offset the npm script uses.
    porta: Number(process.env.E2E_PORT ?? 3100) + 90,
    quedas: 2,
    cargaMs: 2500,
    concorrencia: 8,
    clientes: 6,
  });
  console.log(
    `queda: ${r.pedidos} pedidos, ${r.quedas} quedas, ${r.reenvios} reenvios (${r.recuperados} já gravados antes da queda), ${r.duracaoS} s`,
  );
  expect(r.violacoes).toEqual([]);
  expect(r.quedas).toBe(2);
  // The kills happened under load: requests were cut off and sent again.
  expect(r.reenvios).toBeGreaterThan(0);
  expect(r.respostas['venda']?.['200']).toBeGreaterThan(0);
  expect(r.respostas['cancelamento']?.['200'] ?? 0).toBeGreaterThan(0);
});
