// npm test: the whole suite, as CI runs it.
//   0. formatting (prettier --check; `npm run format` fixes it)
//   1. lint (eslint, zero warnings: Next.js's rules, typescript-eslint and the layer rules of
//      scripts/lint/camadas.mjs; `npm run lint`)
//   2. type check (tsc --noEmit), and the PDV SDK's build (tsc -p sdk, into sdk/dist)
//   3. unit and integration tests (vitest; integration against a throw-away PostgreSQL database)
//   4. production build (next build; without writing Turbopack's build cache when the build folder
//      has none yet, as on CI's fresh checkout, where nobody would read it: FID_CACHE_DO_BUILD=0)
//   5. end-to-end tests in Debian's Chromium against that build (Playwright)
// Steps 0, 1 and 2 run at the same time: each is one single-threaded process, so one after the
// other they left one of the machine's two cores idle (docs/benchmarks.md, "Test suite time");
// each one's output is printed whole when it ends. The later steps use both cores themselves and
// run one after the other.
// Needs PostgreSQL (TEST_DATABASE_URL, default postgresql://postgres@127.0.0.1:5432/postgres),
// Redis for the rate-limit tests (REDIS_URL, default redis://127.0.0.1:6379) and Chromium at
// /usr/bin/chromium (CHROMIUM_PATH). Any argument is passed to vitest (e.g. a file filter), and
// skips the build and the browser tests.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const raiz = path.resolve(import.meta.dirname, '..');
const bin = (nome: string) => path.join(raiz, 'node_modules', '.bin', nome);
const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
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

type Etapa = { nome: string; comando: string; args: string[] };

/** One step to the end, its output kept: status, output and seconds. */
function rodarGuardando({ comando, args }: Etapa): Promise<{ status: number; saida: string; s: string }> {
  const inicio = Date.now();
  return new Promise((resolve) => {
    let saida = '';
    const filho = spawn(comando, args, { cwd: raiz, env, stdio: ['ignore', 'pipe', 'pipe'] });
    filho.stdout.on('data', (d: Buffer) => (saida += d));
    filho.stderr.on('data', (d: Buffer) => (saida += d));
    const fim = (status: number) => resolve({ status, saida, s: ((Date.now() - inicio) / 1000).toFixed(1) });
    filho.on('error', (e) => {
      saida += String(e);
      fim(1);
    });
    filho.on('close', (c) => fim(c ?? 1));
  });
}

/**
 * Lanes of steps at the same time (the steps of one lane one after the other); each step's output
 * whole when it ends. Stops the suite after all lanes end if any step failed.
 */
async function etapasJuntas(faixas: Etapa[][]) {
  console.log(`\n▶ ao mesmo tempo: ${faixas.map((f) => f.map((e) => e.nome).join(' → ')).join(' | ')}`);
  const inicio = Date.now();
  const falhas = await Promise.all(
    faixas.map(async (faixa) => {
      for (const etapa of faixa) {
        const r = await rodarGuardando(etapa);
        console.log(`\n▶ ${etapa.nome}`);
        if (r.saida) process.stdout.write(r.saida);
        if (r.status !== 0) {
          console.error(`✖ ${etapa.nome} falhou (${r.s} s)`);
          return r.status;
        }
        console.log(`✔ ${etapa.nome} (${r.s} s)`);
      }
      return 0;
    }),
  );
  const falha = falhas.find((f) => f !== 0);
  if (falha !== undefined) process.exit(falha);
  console.log(`✔ juntas (${((Date.now() - inicio) / 1000).toFixed(1)} s)`);
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (filtros.length === 0 && !existsSync(chromium)) {
  console.error(`Chromium não encontrado em ${chromium}. Instale com: apt-get install -y chromium (o .ci/run já faz isso).`);
  process.exit(1);
}

async function principal() {
  await etapasJuntas([
    [{ nome: 'Formatação (prettier)', comando: bin('prettier'), args: ['--check', '--log-level', 'warn', '.'] }],
    [{ nome: 'Lint (eslint)', comando: bin('eslint'), args: ['--max-warnings', '0', '.'] }],
    [
      { nome: 'Verificação de tipos', comando: bin('tsc'), args: ['--noEmit', '-p', '.'] },
      { nome: 'Build do SDK do PDV (sdk/)', comando: bin('tsc'), args: ['-p', 'sdk'] },
    ],
  ]);
  etapa('Testes de unidade e de integração', bin('vitest'), ['run', ...filtros]);
  if (filtros.length === 0) {
    // A first build in this folder (CI's fresh checkout): Turbopack's cache would be written for nobody.
    const pastaBuild = path.join(raiz, process.env.NEXT_DIST_DIR || '.next');
    if (!existsSync(path.join(pastaBuild, 'cache', 'turbopack'))) env.FID_CACHE_DO_BUILD ??= '0';
    etapa('Build de produção', bin('next'), ['build']);
    etapa('Testes ponta a ponta (Chromium)', bin('playwright'), ['test']);
  }
}

principal().catch((e) => {
  console.error(e);
  process.exit(1);
});
