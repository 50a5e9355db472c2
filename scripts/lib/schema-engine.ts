// Prisma's schema engine, loaded as WebAssembly so that migrations work on machines that cannot
// download the native engine (see ../shared/notes/environment.md). Used by `npm run db:migrate`,
// `npm run db:migration`, the embedded start-up and the test set-up: one code path for all.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import * as bg from '@prisma/schema-engine-wasm/schema_engine_bg';

import { raiz } from './raiz';

export { raiz };
const require = createRequire(path.join(raiz, 'package.json'));
export const caminhoSchema = path.join(raiz, 'prisma', 'schema.prisma');
export const pastaMigracoes = path.join(raiz, 'prisma', 'migrations');

const filtros = { externalTables: [], externalEnums: [] };

let iniciado = false;
function iniciarWasm() {
  if (iniciado) return;
  // The package does not export its .wasm file; find it next to its package.json.
  const pacote = require.resolve('@prisma/schema-engine-wasm', { paths: [raiz] });
  const arquivo = path.join(path.dirname(pacote), 'schema_engine_bg.wasm');
  const modulo = new WebAssembly.Module(readFileSync(arquivo));
  const instancia = new WebAssembly.Instance(modulo, { './schema_engine_bg.js': bg as never });
  (bg as unknown as { __wbg_set_wasm(e: unknown): void }).__wbg_set_wasm(instancia.exports);
  (instancia.exports as unknown as { __wbindgen_start(): void }).__wbindgen_start();
  iniciado = true;
}

/**
 * adapter-pg 7.10 runs a migration script by splitting it on every `;`, which breaks any
 * statement with a semicolon inside (a PL/pgSQL body, a string). The native engine sends the
 * script whole; so do we: PostgreSQL's simple query protocol runs a multi-statement text as is.
 */
class PrismaPgScriptInteiro extends PrismaPg {
  override async connect() {
    const adapter = await super.connect();
    const onError = (adapter as unknown as { onError(e: unknown): never }).onError.bind(adapter);
    adapter.executeScript = async (script: string) => {
      try {
        await adapter.underlyingDriver().query(script);
      } catch (e) {
        onError(e);
      }
    };
    return adapter;
  }
}

/** The engine and the pool it talks through; `fechar` frees both (the pool would otherwise keep the process alive). */
export async function abrirMotor(connectionString: string, schema = readFileSync(caminhoSchema, 'utf8')) {
  iniciarWasm();
  const pool = new pg.Pool({ connectionString, max: 1 });
  const adapter = bindMigrationAwareSqlAdapterFactory(new PrismaPgScriptInteiro(pool));
  const motor = await bg.SchemaEngine.new({ datamodels: [['schema.prisma', schema]] }, () => {}, adapter);
  return {
    motor,
    async fechar() {
      motor.free();
      await pool.end().catch(() => {});
    },
  };
}

export function lerMigracoes() {
  const lockPath = path.join(pastaMigracoes, 'migration_lock.toml');
  const diretorios = existsSync(pastaMigracoes)
    ? readdirSync(pastaMigracoes, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort()
    : [];
  return {
    baseDir: pastaMigracoes,
    lockfile: {
      path: 'migration_lock.toml',
      content: existsSync(lockPath) ? readFileSync(lockPath, 'utf8') : null,
    },
    shadowDbInitScript: '',
    migrationDirectories: diretorios.map((dir) => ({
      path: dir,
      migrationFile: {
        path: 'migration.sql',
        content: { tag: 'ok' as const, value: readFileSync(path.join(pastaMigracoes, dir, 'migration.sql'), 'utf8') },
      },
    })),
  };
}

/** Same effect and `_prisma_migrations` bookkeeping as `prisma migrate deploy`. */
export async function aplicarMigracoes(connectionString: string): Promise<string[]> {
  const { motor, fechar } = await abrirMotor(connectionString);
  try {
    const r = await motor.applyMigrations({ migrationsList: lerMigracoes(), filters: filtros });
    return r.appliedMigrationNames;
  } finally {
    await fechar();
  }
}

/** SQL that takes a database from `anterior` (a schema text, or nothing) to `atual`. */
export async function diferencaSql(connectionString: string, anterior: string | null, atual: string) {
  const { motor, fechar } = await abrirMotor(connectionString, atual);
  try {
    const r = await motor.diff({
      from: anterior === null ? { tag: 'empty' } : { tag: 'schemaDatamodel', files: [{ path: 'schema.prisma', content: anterior }] },
      to: { tag: 'schemaDatamodel', files: [{ path: 'schema.prisma', content: atual }] },
      script: true,
      exitCode: null,
      filters: filtros,
    });
    return r;
  } finally {
    await fechar();
  }
}
