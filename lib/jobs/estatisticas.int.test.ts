// The statistics job against the test server. This machine's PostgreSQL runs with autovacuum off
// (its CI configuration), the situation the job exists for; on a server where autovacuum runs,
// the test checks that the job leaves everything to it.
import { afterAll, describe, expect, it } from 'vitest';
import { pool } from '@/lib/db';
import { manterEstatisticas } from './estatisticas';

const tabela = `teste_estatisticas_${Date.now().toString(36)}`;

type Estado = { reltuples: number; n_mod_since_analyze: number; n_dead_tup: number; last_vacuum: Date | null; last_analyze: Date | null };

async function estado(): Promise<Estado> {
  // A new snapshot of the statistics each time (they are read once per transaction otherwise).
  await pool.query('SELECT pg_stat_clear_snapshot()');
  const r = await pool.query<Estado>(
    `SELECT c.reltuples::float8 AS reltuples, s.n_mod_since_analyze::int, s.n_dead_tup::int, s.last_vacuum, s.last_analyze
       FROM pg_class c JOIN pg_stat_user_tables s ON s.relid = c.oid WHERE c.relname = $1`,
    [tabela],
  );
  return r.rows[0]!;
}

/** Table statistics reach the shared counters when the writing session goes idle (up to ~1 s). */
async function ate(condicao: (e: Estado) => boolean): Promise<Estado> {
  for (let i = 0; i < 50; i++) {
    const e = await estado();
    if (condicao(e)) return e;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`as estatísticas de ${tabela} não chegaram: ${JSON.stringify(await estado())}`);
}

afterAll(async () => {
  await pool.query(`DROP TABLE IF EXISTS ${tabela}`);
});

describe('statistics job', () => {
  it('analyzes a table that changed past the threshold, then vacuums it once its dead rows pass theirs', async () => {
    const { ativo } = (
      await pool.query<{ ativo: boolean }>(
        `SELECT current_setting('autovacuum') = 'on' AND EXISTS (SELECT 1 FROM pg_stat_activity WHERE backend_type = 'autovacuum launcher') AS ativo`,
      )
    ).rows[0]!;
    if (ativo) {
      // A server with autovacuum running: the job leaves everything to it.
      expect(await manterEstatisticas()).toEqual({ analisadas: 0, aspiradas: 0 });
      return;
    }
    await pool.query(`CREATE TABLE ${tabela} (id int PRIMARY KEY, v text)`);
    await pool.query(`INSERT INTO ${tabela} SELECT g, 'x' FROM generate_series(1, 1000) g`);
    await ate((e) => e.n_mod_since_analyze >= 1000);
    expect((await estado()).last_analyze).toBeNull();

    const primeira = await manterEstatisticas();
    expect(primeira.analisadas).toBeGreaterThanOrEqual(1);
    const analisada = await ate((e) => e.last_analyze !== null);
    expect(analisada.reltuples).toBe(1000);
    expect(analisada.n_mod_since_analyze).toBe(0);
    expect(analisada.last_vacuum).toBeNull();

    // 30 changed rows of 1,000 are under 50 + 10 %: left alone.
    await pool.query(`UPDATE ${tabela} SET v = 'y' WHERE id <= 30`);
    await ate((e) => e.n_mod_since_analyze >= 30);
    await manterEstatisticas();
    expect((await estado()).n_mod_since_analyze).toBe(30);

    // 600 deleted rows: past 50 + 20 % of 1,000 dead rows, so VACUUM (with ANALYZE).
    await pool.query(`DELETE FROM ${tabela} WHERE id > 400`);
    await ate((e) => e.n_dead_tup >= 600);
    const segunda = await manterEstatisticas();
    expect(segunda.aspiradas).toBeGreaterThanOrEqual(1);
    const aspirada = await ate((e) => e.last_vacuum !== null);
    expect(aspirada.n_dead_tup).toBe(0);
    expect(aspirada.reltuples).toBe(400);
  });
});
