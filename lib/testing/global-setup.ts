// Creates a throw-away PostgreSQL database for the integration run, applies the migrations
// through the same code as `npm run db:migrate`, and drops it at the end.
// The server comes from TEST_DATABASE_URL (default: the local server, as on CI).
import 'server-only';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { aplicarMigracoes } from '../../scripts/lib/schema-engine';

export function urlServidorDeTeste(): string {
  return process.env.TEST_DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
}

export function urlComBanco(base: string, banco: string): string {
  const u = new URL(base);
  u.pathname = `/${banco}`;
  return u.toString();
}

/** Databases of earlier runs that were killed before their teardown (name: fid_test_<ms base36>_…). */
const ABANDONADO_APOS_MS = 2 * 60 * 60 * 1000;

async function apagarBancosAbandonados(admin: pg.Client) {
  const { rows } = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE 'fid\\_test\\_%'`);
  for (const { datname } of rows) {
    const criadoEm = parseInt(datname.split('_')[2] ?? '', 36);
    if (!Number.isFinite(criadoEm) || Date.now() - criadoEm < ABANDONADO_APOS_MS) continue;
    // Without FORCE: a database someone still has open (FID_MANTER_BANCO, a psql session) stays.
    await admin.query(`DROP DATABASE IF EXISTS "${datname}"`).catch(() => undefined);
  }
}

export default async function setup() {
  const base = urlServidorDeTeste();
  const banco = `fid_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await apagarBancosAbandonados(admin);
  await admin.query(`CREATE DATABASE ${banco}`);
  await admin.end();
  const url = urlComBanco(base, banco);
  const apagar = async () => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${banco} WITH (FORCE)`);
    await c.end();
  };
  try {
    await aplicarMigracoes(url);
  } catch (e) {
    await apagar();
    throw e;
  }
  process.env.DATABASE_URL = url;
  process.env.DATABASE_POOL_SIZE = process.env.DATABASE_POOL_SIZE ?? '10';
  process.env.CRON_SECRET = process.env.CRON_SECRET ?? 'segredo-de-teste-do-cron-123';
  // As scripts/servidor.ts does: the harness (lib/testing/api.ts) plays the server's part and
  // sets `x-fid-ip-cliente`.
  process.env.FID_SERVIDOR = '1';
  process.env.REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  (process.env as Record<string, string>).NODE_ENV = 'test';

  return async () => {
    if (process.env.FID_MANTER_BANCO) return;
    await apagar();
  };
}
