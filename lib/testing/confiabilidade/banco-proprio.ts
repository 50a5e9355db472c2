// Setup file of the reliability harness (vitest project `confiabilidade`): every test file runs
// against a database of its own, created here before the file imports lib/db and dropped after it.
//
// Why not the integration run's shared database: the model test moves its clock and runs the lot
// job (lib/jobs/lotes.ts), which sweeps the whole base, and the fuzz calls every cron route with
// the real secret; on the shared database those would release, expire or deliver the rows of the
// other test files running in parallel (lib/domain/lote/lotes.int.test.ts checks a lot is still
// `Pendente` after moving its date into the past). A database of our own costs ~1.5 s (creation
// and migrations) and makes that interference impossible, and the row counts of the fuzz exact.
// Named like the integration databases, so lib/testing/global-setup.ts drops it if a run is killed.
import 'server-only';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll } from 'vitest';
import { aplicarMigracoes } from '../../../scripts/lib/schema-engine';
import { urlComBanco, urlServidorDeTeste } from '../global-setup';

const servidor = urlServidorDeTeste();
const banco = `fid_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;

async function comAdmin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: servidor });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

await comAdmin((c) => c.query(`CREATE DATABASE ${banco}`));
const url = urlComBanco(servidor, banco);
try {
  await aplicarMigracoes(url);
} catch (e) {
  await comAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${banco} WITH (FORCE)`));
  throw e;
}
process.env.DATABASE_URL = url;
// Thousands of requests per file: the access log of each would drown the report. Unexpected
// errors (the 500s the fuzz hunts) are still logged.
process.env.LOG_LEVEL ??= 'error';

afterAll(async () => {
  const { pool } = await import('@/lib/db');
  await pool.end().catch(() => {});
  if (process.env.FID_MANTER_BANCO) return;
  await comAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${banco} WITH (FORCE)`));
});
