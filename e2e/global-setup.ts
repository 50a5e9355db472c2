// Creates a fresh PostgreSQL database, applies the migrations, loads the demo seed and starts the
// production build behind scripts/servidor.ts against it, twice (two instances of the app). Returns the teardown that stops the server and
// drops the database.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { aplicarMigracoes } from '../scripts/lib/schema-engine';
import { apagarBancoTemporario, criarBancoTemporario } from '../scripts/lib/banco-temporario';
import { semearDemo } from '../prisma/seed';

import { raiz } from '../scripts/lib/raiz';

export const E2E = {
  porta: Number(process.env.E2E_PORT ?? 3100),
  /** A second instance of the app on the same database and Redis: the rate limits are shared. */
  portaSegunda: Number(process.env.E2E_PORT ?? 3100) + 1,
  segredoCron: 'segredo-do-cron-e2e-0123456789',
};

/**
 * Every browser connection of the tests comes from 127.0.0.1, so the spec files would share one
 * login budget (5 a minute per IP). The test servers therefore trust the header `x-e2e-ip`
 * (TRUSTED_PROXY_HEADER, as a reverse proxy would set it), and each spec file sends its own
 * address: the limits still apply, per file and per run. e2e/limites.spec.ts sends no such header
 * and exercises the socket address, as in production without a proxy.
 */
export function ipDoArquivo(arquivo: string): string {
  return `${process.env.E2E_RUN_ID ?? 'run'}-${arquivo}`;
}

async function esperar(url: string, ms: number) {
  const fim = Date.now() + ms;
  while (Date.now() < fim) {
    try {
      const r = await fetch(url);
      if (r.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`servidor não respondeu em ${url}`);
}

export default async function globalSetup() {
  if (!existsSync(path.join(raiz, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'))) {
    throw new Error('Sem build de produção: rode `npm run build` antes (o `npm test` já faz isso).');
  }
  const banco = `fid_e2e_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const url = await criarBancoTemporario(banco);
  await aplicarMigracoes(url);
  await semearDemo(url);
  process.env.E2E_DATABASE_URL = url;
  process.env.E2E_RUN_ID = randomBytes(4).toString('hex');

  const envServidor = {
    ...process.env,
    DATABASE_URL: url,
    DATABASE_POOL_SIZE: '10',
    CRON_SECRET: E2E.segredoCron,
    AUTH_SECRET: 'segredo-de-autenticacao-do-e2e-0123456789abcdef',
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    NEXT_TELEMETRY_DISABLED: '1',
    NODE_ENV: 'production' as const,
    HOST: '127.0.0.1',
    TRUSTED_PROXY_HEADER: 'x-e2e-ip',
  };
  const logs: string[] = [];
  const iniciar = (porta: number): ChildProcess => {
    const p = spawn(process.execPath, ['--import', 'tsx', path.join(raiz, 'scripts', 'servidor.ts')], {
      cwd: raiz,
      env: { ...envServidor, PORT: String(porta) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    p.stdout?.on('data', (d: Buffer) => logs.push(String(d)));
    p.stderr?.on('data', (d: Buffer) => logs.push(String(d)));
    return p;
  };
  const servidores = [iniciar(E2E.porta), iniciar(E2E.portaSegunda)];
  try {
    await esperar(`http://127.0.0.1:${E2E.porta}/api/saude`, 60_000);
    await esperar(`http://127.0.0.1:${E2E.portaSegunda}/api/saude`, 60_000);
  } catch (e) {
    for (const s of servidores) s.kill('SIGTERM');
    console.error(logs.join(''));
    throw e;
  }

  return async () => {
    for (const s of servidores) s.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    await apagarBancoTemporario(banco);
  };
}
