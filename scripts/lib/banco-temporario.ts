// A throw-away database on the test server (TEST_DATABASE_URL or the local PostgreSQL), for the
// browser tests and the crash test: created empty, dropped at the end unless FID_MANTER_BANCO.
import pg from 'pg';

const servidor = () => process.env.TEST_DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';

async function executar(sql: string) {
  const c = new pg.Client({ connectionString: servidor() });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/** Creates database `nome` (a safe identifier chosen by the caller) and returns its URL. */
export async function criarBancoTemporario(nome: string): Promise<string> {
  await executar(`CREATE DATABASE ${nome}`);
  const u = new URL(servidor());
  u.pathname = `/${nome}`;
  return u.toString();
}

/** Drops database `nome`, closing its connections; kept when FID_MANTER_BANCO is set. */
export async function apagarBancoTemporario(nome: string) {
  if (process.env.FID_MANTER_BANCO) return;
  await executar(`DROP DATABASE IF EXISTS ${nome} WITH (FORCE)`);
}
