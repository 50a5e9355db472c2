// Global setup of the vitest project `confiabilidade`: the same environment as the integration
// run (lib/testing/global-setup.ts) except the database, which each file creates for itself
// (banco-proprio.ts). Values already set, e.g. by the integration setup in the same run, are kept.
import 'server-only';
export default function setup() {
  process.env.DATABASE_POOL_SIZE ??= '10';
  process.env.CRON_SECRET ??= 'segredo-de-teste-do-cron-123';
  process.env.FID_SERVIDOR = '1';
  process.env.REDIS_URL ??= 'redis://127.0.0.1:6379';
  (process.env as Record<string, string>).NODE_ENV = 'test';
}
