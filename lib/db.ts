// One database pool and one Prisma client for the whole app (house style).
//
// Prisma serves the administrative reads and writes. The PDV hot paths (sale, redemption,
// cancellation, balance) talk SQL through the same pool with named prepared statements, so
// that a sale costs a handful of round trips with plans PostgreSQL keeps per connection
// (docs/arquitetura.md, "Why the sale path is SQL").
//
// With DATABASE_REPLICA_URL there is a second pool, on a streaming replica, for the reads that
// may lag the primary by a moment: `sqlLeitura`, `transacaoLeitura` and `prismaLeitura`
// (analytics, histories, panel lists, club reads). Everything else, and above all the reads
// that must see the caller's own write (the balance a sale or a redemption answers, anything
// inside a write transaction), uses `sql`/`transacao`/`prisma`, on the primary. Without a
// replica the three are the primary's. docs/escala.md, "Read replica".
import 'server-only';
import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient, type Prisma } from '@/lib/generated/prisma/client';
import { configuracaoDoBanco } from '@/lib/env';
import { log } from '@/lib/log';
import { hashTexto, type Consulta } from '@/lib/sql';

type Replica = { url: string; pool: pg.Pool; prisma: PrismaClient };
type Globais = { __fidPool?: pg.Pool; __fidPrisma?: PrismaClient; __fidReplica?: Replica | null };
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

function criarPrisma(p: pg.Pool): PrismaClient {
  return new PrismaClient({
    adapter: new PrismaPg(p, {
      // Named statements: PostgreSQL keeps the plan per connection instead of planning each query.
      statementNameGenerator: (q) => `p_${hashTexto(q.sql)}`,
    }),
  });
}

export const prisma: PrismaClient = g.__fidPrisma ?? (g.__fidPrisma = criarPrisma(pool));

/** The client a Prisma interactive transaction hands its callback (`prisma.$transaction(async (tx) => …)`). */
export type Tx = Prisma.TransactionClient;

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
  return transacaoEm(pool, 'BEGIN', fn, tentativas);
}

async function transacaoEm<T>(p: pg.Pool, inicio: string, fn: (tx: Executor) => Promise<T>, tentativas: number): Promise<T> {
  for (let tentativa = 1; ; tentativa++) {
    const cliente = await p.connect();
    let liberar: boolean | Error = false;
    try {
      await cliente.query(inicio);
      const r = await fn(executor(cliente));
      await cliente.query('COMMIT');
      return r;
    } catch (e) {
      try {
        await cliente.query('ROLLBACK');
      } catch (e2) {
        liberar = e2 as Error; // broken connection: destroy it
      }
      if (repetivel(e) && tentativa < tentativas) continue;
      throw e;
    } finally {
      cliente.release(liberar === false ? undefined : liberar);
    }
  }
}

/**
 * A deadlock (40P01) or a serialization failure (40001): PostgreSQL rolled the whole
 * transaction back, so running it again is safe. From `pg` the SQLSTATE is `code`; Prisma wraps
 * it: P2034 ("write conflict or a deadlock"), or, for a raw query through the driver adapter,
 * P2010 with the SQLSTATE in `meta.driverAdapterError.cause.originalCode`.
 */
function repetivel(e: unknown): boolean {
  const { code, meta } = (e ?? {}) as { code?: string; meta?: { driverAdapterError?: { cause?: { originalCode?: string } } } };
  const sqlstate = code === 'P2010' ? meta?.driverAdapterError?.cause?.originalCode : code;
  return sqlstate === '40001' || sqlstate === '40P01' || sqlstate === 'P2034';
}

/**
 * `prisma.$transaction` with the retry of `transacao`: for the Prisma transactions that lock a
 * row the ledger's writes also take, in an order the ledger's lock rule cannot follow (the LGPD
 * erasure, docs/saldo-corrente.md). The callback runs again from the start, so it must not act
 * outside the transaction.
 */
export async function transacaoPrisma<T>(fn: (tx: Tx) => Promise<T>, o: { tentativas?: number; timeoutMs?: number } = {}): Promise<T> {
  const tentativas = o.tentativas ?? 5;
  for (let tentativa = 1; ; tentativa++) {
    try {
      // Prisma ends an interactive transaction after 5 s by default; a batch job (the customer
      // import's 500 rows with their balances) asks for more, so a slow disk or a lock held by a
      // concurrent import does not turn into a rolled-back batch and a 500.
      return await prisma.$transaction(fn, o.timeoutMs ? { timeout: o.timeoutMs } : undefined);
    } catch (e) {
      if (repetivel(e) && tentativa < tentativas) continue;
      throw e;
    }
  }
}

/**
 * A Prisma interactive transaction seen as an `Executor`: a domain statement written for
 * `transacao` (the credit adjustment's) run in a Prisma transaction, on its connection and in it.
 * Rows come back with Prisma's types (numeric as Prisma.Decimal): read counts, ids and flags only.
 */
export function executorDaTransacao(tx: Tx): Executor {
  return {
    query: <T extends pg.QueryResultRow>(c: Consulta, valores: unknown[] = []) => tx.$queryRawUnsafe<T[]>(c.texto, ...valores),
    contar: (c: Consulta, valores: unknown[] = []) => tx.$executeRawUnsafe(c.texto, ...valores),
  };
}

// --- Read replica ---------------------------------------------------------------------------

/** After a replica failure its reads go to the primary this long before the replica is tried again. */
export const PAUSA_REPLICA_MS = 30_000;
let replicaPausadaAte = 0;

/**
 * The replica's pool and client, built on first use (tests start a replica after this module is
 * loaded) and again if DATABASE_REPLICA_URL changes; null without one.
 */
function replica(): Replica | null {
  const url = configuracaoDoBanco().urlReplica;
  const atual = g.__fidReplica;
  if (atual && atual.url === url) return atual;
  if (atual) void atual.pool.end().catch(() => {});
  if (!url) return (g.__fidReplica = null);
  const e = configuracaoDoBanco();
  const p = new pg.Pool({
    connectionString: url,
    max: e.tamanhoPool,
    idleTimeoutMillis: 30_000,
    // A replica that does not answer must not hold a request for long: after this the read
    // goes to the primary and the replica rests for PAUSA_REPLICA_MS.
    connectionTimeoutMillis: 2_000,
    // Seen in the replica's pg_stat_activity (and the proof of the replica's test).
    application_name: 'fidelidade-leitura',
  });
  p.on('error', () => {});
  replicaPausadaAte = 0;
  return (g.__fidReplica = { url, pool: p, prisma: criarPrisma(p) });
}

/** The replica, unless there is none or it is resting after a failure. */
function replicaAtiva(): Replica | null {
  const r = replica();
  return r && Date.now() >= replicaPausadaAte ? r : null;
}

const CODIGOS_DE_REDE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
const MENSAGENS_DE_CONEXAO =
  /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|Connection terminated|timeout exceeded when trying to connect|terminating connection|database system is (starting up|shutting down|in recovery)|server closed the connection|Can't reach database/i;

/**
 * Whether a read failed because of the replica rather than the query: the server is unreachable
 * or going away (SQLSTATE class 08, 57P01-57P03), or the standby cancelled the query for a
 * conflict with recovery (40001 there, which a retry on the primary does not meet). Prisma wraps
 * the driver's error, so its causes and metadata are searched too.
 */
export function erroDeReplica(e: unknown, profundidade = 0): boolean {
  if (!e || typeof e !== 'object' || profundidade > 4) return false;
  const x = e as { code?: unknown; message?: unknown; cause?: unknown; meta?: unknown; originalCode?: unknown; originalMessage?: unknown };
  for (const c of [x.code, x.originalCode]) {
    if (typeof c !== 'string') continue;
    if (CODIGOS_DE_REDE.has(c) || c.startsWith('08') || ['57P01', '57P02', '57P03', '40001', 'P1001', 'P1017'].includes(c)) return true;
  }
  for (const m of [x.message, x.originalMessage]) if (typeof m === 'string' && MENSAGENS_DE_CONEXAO.test(m)) return true;
  if (x.cause && erroDeReplica(x.cause, profundidade + 1)) return true;
  if (x.meta && typeof x.meta === 'object') for (const v of Object.values(x.meta)) if (erroDeReplica(v, profundidade + 1)) return true;
  return false;
}

function replicaFalhou(e: unknown) {
  const estavaAtiva = Date.now() >= replicaPausadaAte;
  replicaPausadaAte = Date.now() + PAUSA_REPLICA_MS;
  // One line per failure episode, not one per request.
  if (estavaAtiva)
    log.warn(`réplica de leitura indisponível: leituras vão ao primário por ${PAUSA_REPLICA_MS / 1000} s`, {
      erro: e instanceof Error ? e.message : String(e),
    });
}

/** Runs a read on the replica, or on the primary when there is none, it is resting, or it fails. */
async function lerComRecurso<T>(naReplica: (r: Replica) => Promise<T>, noPrimario: () => Promise<T>): Promise<T> {
  const r = replicaAtiva();
  if (!r) return noPrimario();
  try {
    return await naReplica(r);
  } catch (e) {
    if (!erroDeReplica(e)) throw e;
    // A query the standby cancelled for a conflict with recovery says nothing of its health.
    if ((e as { code?: string }).code !== '40001') replicaFalhou(e);
    return noPrimario();
  }
}

/** Where the reads of `sqlLeitura`/`transacaoLeitura`/`prismaLeitura` go now (tests, readiness). */
export function destinoDasLeituras(): 'replica' | 'primario' {
  return replicaAtiva() ? 'replica' : 'primario';
}

/**
 * Statements that may read a replica's slightly old snapshot. Never for a read that must see the
 * caller's own write.
 */
export const sqlLeitura: Executor = {
  query: <T extends pg.QueryResultRow>(c: Consulta, valores: unknown[] = []) =>
    lerComRecurso(
      (r) => executor(r.pool).query<T>(c, valores),
      () => sql.query<T>(c, valores),
    ),
  contar: (c: Consulta, valores: unknown[] = []) =>
    lerComRecurso(
      (r) => executor(r.pool).contar(c, valores),
      () => sql.contar(c, valores),
    ),
};

/**
 * A READ ONLY transaction (one snapshot) on the replica, or on the primary (see `sqlLeitura`).
 * `fn` must only read: on a failure of the replica it runs again from the start on the primary.
 */
export function transacaoLeitura<T>(fn: (tx: Executor) => Promise<T>): Promise<T> {
  return lerComRecurso(
    (r) => transacaoEm(r.pool, 'BEGIN READ ONLY', fn, 1),
    () => transacaoEm(pool, 'BEGIN READ ONLY', fn, 5),
  );
}

const minuscula = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/**
 * The Prisma client of the reads that may lag (see `sqlLeitura`): model queries on the replica,
 * each one repeated on the primary when the replica fails. Only reads (findMany, count…); its
 * writes would fail on the standby.
 */
export const prismaLeitura: PrismaClient = prisma.$extends({
  query: {
    $allModels: {
      async $allOperations({ model, operation, args, query }) {
        const r = replicaAtiva();
        if (!r) return query(args);
        const delegado = (c: PrismaClient) =>
          (c as unknown as Record<string, Record<string, (a: unknown) => Promise<unknown>>>)[minuscula(model)]![operation]!(args);
        try {
          return await delegado(r.prisma);
        } catch (e) {
          if (!erroDeReplica(e)) throw e;
          replicaFalhou(e);
          return query(args);
        }
      },
    },
  },
}) as unknown as PrismaClient;
