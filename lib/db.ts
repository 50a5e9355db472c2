// One database pool and one Prisma client for the whole app (house style).
//
// Prisma serves the administrative reads and writes. The PDV hot paths (sale, redemption,
// cancellation, balance) talk SQL through the same pool with named prepared statements, so
// that a sale costs a handful of round trips with plans PostgreSQL keeps per connection
// (docs/arquitetura.md, "Why the sale path is SQL").
import 'server-only';
import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '@/lib/generated/prisma/client';
import { configuracaoDoBanco } from '@/lib/env';
import { hashTexto, type Consulta } from '@/lib/sql';

type Globais = { __fidPool?: pg.Pool; __fidPrisma?: PrismaClient };
const g = globalThis as unknown as Globais;

// pg hands `date` columns back as the text PostgreSQL sent (YYYY-MM-DD), never as a Date at
// local midnight, and bigint counts as numbers; numeric stays text for decimal.js.
const tipos = {
  getTypeParser(oid: number, formato?: 'text' | 'binary') {
    if (oid === 1082) return (v: string) => v;
    if (oid === 20) return (v: string) => Number(v);
    return pg.types.getTypeParser(oid, formato);
  },
};

function criarPool(): pg.Pool {
  // Read without failing: this runs on import (see configuracaoDoBanco).
  const e = configuracaoDoBanco();
  const p = new pg.Pool({
    connectionString: e.url,
    max: e.tamanhoPool,
    // With one connection (the embedded database, one session) never close it when idle: a
    // reconnect would race the socket server's own close of the previous one.
    idleTimeoutMillis: e.tamanhoPool === 1 ? 0 : 30_000,
    connectionTimeoutMillis: 10_000,
  });
  // An idle client that loses its connection must not crash the process.
  p.on('error', () => {});
  return p;
}

export const pool: pg.Pool = g.__fidPool ?? (g.__fidPool = criarPool());

export const prisma: PrismaClient =
  g.__fidPrisma ??
  (g.__fidPrisma = new PrismaClient({
    adapter: new PrismaPg(pool, {
      // Named statements: PostgreSQL keeps the plan per connection instead of planning each query.
      statementNameGenerator: (q) => `p_${hashTexto(q.sql)}`,
    }),
  }));

export { consulta, type Consulta } from '@/lib/sql';

export type Executor = {
  query<T extends pg.QueryResultRow = pg.QueryResultRow>(c: Consulta, valores?: unknown[]): Promise<T[]>;
  /** Rows affected by an UPDATE/DELETE/INSERT. */
  contar(c: Consulta, valores?: unknown[]): Promise<number>;
};

function executor(cliente: pg.Pool | pg.PoolClient): Executor {
  return {
    async query<T extends pg.QueryResultRow>(c: Consulta, valores: unknown[] = []) {
      const r = await cliente.query<T>({ name: c.nome, text: c.texto, values: valores, types: tipos });
      return r.rows;
    },
    async contar(c: Consulta, valores: unknown[] = []) {
      const r = await cliente.query({ name: c.nome, text: c.texto, values: valores, types: tipos });
      return r.rowCount ?? 0;
    },
  };
}

/** Statements outside a transaction (each one atomic on its own). */
export const sql: Executor = executor(pool);

export class ConflitoSerializacao extends Error {}

/**
 * Runs `fn` inside BEGIN/COMMIT on one connection; rolls back on any error. Deadlocks and
 * serialization failures are retried a few times: the caller's work must be idempotent up to
 * the commit, which it is because nothing leaves the transaction before it.
 */
export async function transacao<T>(fn: (tx: Executor) => Promise<T>, tentativas = 5): Promise<T> {
  for (let tentativa = 1; ; tentativa++) {
    const cliente = await pool.connect();
    let liberar: boolean | Error = false;
    try {
      await cliente.query('BEGIN');
      const r = await fn(executor(cliente));
      await cliente.query('COMMIT');
      return r;
    } catch (e) {
      try {
        await cliente.query('ROLLBACK');
      } catch (e2) {
        liberar = e2 as Error; // broken connection: destroy it
      }
      const codigo = (e as { code?: string }).code;
      if ((codigo === '40001' || codigo === '40P01') && tentativa < tentativas) continue;
      throw e;
    } finally {
      cliente.release(liberar === false ? undefined : liberar);
    }
  }
}
