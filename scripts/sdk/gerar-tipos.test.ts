// The SDK's types are the API document's: this fails when sdk/src/tipos-api.ts was not
// regenerated after a route's schema changed (`npx tsx scripts/sdk/gerar-tipos.ts`).
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { ARQUIVO_TIPOS, gerarTiposSdk } from './gerar-tipos';

it('sdk/src/tipos-api.ts is up to date with GET /api/v1/openapi.json', async () => {
  const gerado = await gerarTiposSdk();
  const atual = readFileSync(ARQUIVO_TIPOS, 'utf8');
  expect(atual === gerado, 'sdk/src/tipos-api.ts desatualizado: rode `npm run sdk:tipos`').toBe(true);
});
