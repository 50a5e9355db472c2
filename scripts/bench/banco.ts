// The bench's throw-away database: created on the local server, migrated with the app's own
// migration code, seeded with the demo data set, filled with customers, dropped at the end.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { aplicarMigracoes } from '../lib/schema-engine';
import { semearDemo } from '../../prisma/seed';
import { CAMPANHAS_DEMO, LOJAS_DEMO, TENANT_DEMO } from '../../prisma/demo';
import { cpfAleatorio } from '../../lib/documentos/gerar';

export function urlComBanco(base: string, banco: string): string {
  const u = new URL(base);
  u.pathname = `/${banco}`;
  return u.toString();
}

export async function criarBanco(urlServidor: string): Promise<{ nome: string; url: string }> {
  const nome = `fid_bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: urlServidor });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${nome}`);
  } finally {
    await admin.end();
  }
  return { nome, url: urlComBanco(urlServidor, nome) };
}

export async function removerBanco(urlServidor: string, nome: string): Promise<void> {
  const admin = new pg.Client({ connectionString: urlServidor });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${nome} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

export async function prepararBanco(url: string) {
  const migracoes = await aplicarMigracoes(url);
  const seed = await semearDemo(url);
  if (seed.avisos.length) throw new Error(`Seed da demonstração com avisos: ${seed.avisos.join(' | ')}`);
  return { migracoes };
}

/**
 * `n` distinct customers of the demo tenant, written as a first purchase writes them
 * (lib/domain/cliente/garantir-cliente.ts: a `cliente` row by CPF and its `cliente_tenant`
 * membership with the store of origin), without e-mail or phone (so sales enqueue no
 * notification). Also a `bench_cpf(i, cpf)` table, 1-based, that the pgbench script draws from.
 * Returns the CPFs in the order of `i`.
 */
export async function criarClientes(url: string, n: number): Promise<string[]> {
  const cpfs = new Set<string>();
  while (cpfs.size < n) cpfs.add(cpfAleatorio());
  const lista = [...cpfs];
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query('BEGIN');
    await c.query(
      `INSERT INTO cliente (id, cpf, nome, criado_em, atualizado_em)
       SELECT gen_random_uuid(), x.cpf, 'Cliente Bench ' || x.i, now(), now()
         FROM unnest($1::text[]) WITH ORDINALITY AS x(cpf, i)`,
      [lista],
    );
    await c.query(
      `INSERT INTO cliente_tenant (tenant_id, cliente_id, loja_origem_id, criado_em, atualizado_em)
       SELECT $1, id, $2, now(), now() FROM cliente WHERE cpf = ANY($3::text[])`,
      [TENANT_DEMO.id, LOJAS_DEMO.centro.id, lista],
    );
    await c.query(`CREATE TABLE bench_cpf (i int PRIMARY KEY, cpf char(11) NOT NULL)`);
    await c.query(`INSERT INTO bench_cpf (i, cpf) SELECT x.i, x.cpf FROM unnest($1::text[]) WITH ORDINALITY AS x(cpf, i)`, [lista]);
    await c.query('COMMIT');
    await c.query('ANALYZE');
  } catch (e) {
    await c.query('ROLLBACK').catch(() => {});
    throw e;
  } finally {
    await c.end();
  }
  return lista;
}

/** Demo values the load generator and the pgbench script need. */
export const DEMO = {
  tenant: TENANT_DEMO.id,
  lojaId: LOJAS_DEMO.centro.id,
  cnpj: LOJAS_DEMO.centro.cnpj,
  campanhaCashback: CAMPANHAS_DEMO.cashbackCentro,
  campanhaPontos: CAMPANHAS_DEMO.pontosCentro,
  fuso: LOJAS_DEMO.centro.fusoHorario,
};

/** Expiry dates and instants of today's lots, computed by PostgreSQL as the app computes them. */
export async function datasDeExpiracao(url: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query<{ dcb: string; ecb: string; dpt: string; ept: string }>(
      `WITH h AS (SELECT (now() AT TIME ZONE $1)::date AS hoje)
       SELECT (hoje + $2::int)::text AS dcb, ((hoje + $2::int + 1)::timestamp AT TIME ZONE $1)::text AS ecb,
              (hoje + $3::int)::text AS dpt, ((hoje + $3::int + 1)::timestamp AT TIME ZONE $1)::text AS ept FROM h`,
      [DEMO.fuso, DEMO.campanhaCashback.validadeDias, DEMO.campanhaPontos.validadeDias],
    );
    return rows[0]!;
  } finally {
    await c.end();
  }
}

/** A short-lived query on the bench database. */
export async function consultar<T extends pg.QueryResultRow>(url: string, texto: string, valores: unknown[] = []): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<T>(texto, valores)).rows;
  } finally {
    await c.end();
  }
}
