// npm test: the whole suite, as CI runs it.
//   0. formatting (prettier --check; `npm run format` fixes it)
//   1. lint (eslint, zero warnings: Next.js's rules, typescript-eslint and the layer rules of
//      scripts/lint/camadas.mjs; `npm run lint`)
//   2. type check (tsc --noEmit), and the PDV SDK's build (tsc -p sdk, into sdk/dist)
//   3. unit and integration tests (vitest; integration against a throw-away PostgreSQL database)
//   4. production build (next build)
//   5. end-to-end tests in Debian's Chromium against that build (Playwright)
// Needs PostgreSQL (TEST_DATABASE_URL, default postgresql://postgres@127.0.0.1:5432/postgres),
// Redis for the rate-limit tests (REDIS_URL, default redis://127.0.0.1:6379) and Chromium at
// /usr/bin/chromium (CHROMIUM_PATH). Any argument is passed to vitest (e.g. a file filter), and
// skips the build and the browser tests.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const raiz = path.resolve(import.meta.dirname, '..');
const bin = (nome: string) => path.join(raiz, 'node_modules', '.bin', nome);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const filtros = process.argv.slice(2);

function etapa(nome: string, comando: string, args: string[]) {
  const inicio = Date.now();
  console.log(`\n▶ ${nome}`);
  const r = spawnSync(comando, args, { cwd: raiz, stdio: 'inherit', env });
  const s = ((Date.now() - inicio) / 1000).toFixed(1);
  if (r.status !== 0) {
    console.error(`✖ ${nome} falhou (${s} s)`);
    process.exit(r.status ?? 1);
  }
  console.log(`✔ ${nome} (${s} s)`);
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (filtros.length === 0 && !existsSync(chromium)) {
  console.error(`Chromium não encontrado em ${chromium}. Instale com: apt-get install -y chromium (o .ci/run já faz isso).`);
  process.exit(1);
}

etapa('Formatação (prettier)', bin('prettier'), ['--check', '--log-level', 'warn', '.']);
etapa('Lint (eslint)', bin('eslint'), ['--max-warnings', '0', '.']);
etapa('Verificação de tipos', bin('tsc'), ['--noEmit', '-p', '.']);
etapa('Build do SDK do PDV (sdk/)', bin('tsc'), ['-p', 'sdk']);
etapa('Testes de unidade e de integração', bin('vitest'), ['run', ...filtros]);
if (filtros.length === 0) {
  etapa('Build de produção', bin('next'), ['build']);
  etapa('Testes ponta a ponta (Chromium)', bin('playwright'), ['test']);
}
