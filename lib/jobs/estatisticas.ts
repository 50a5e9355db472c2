// Job: the planner's statistics and dead rows, where nothing else looks after them.
//
// PostgreSQL's autovacuum analyzes a table once enough of it changed, and vacuums its dead row
// versions. Two places the app runs have none: the embedded database of `npm start` (PGlite is a
// single-user PostgreSQL, without the autovacuum launcher) and servers configured with
// `autovacuum = off` (this project's CI machines). Without statistics, the plans the server's
// long-lived connections make for the triggers' statements while a table is small are kept for
// good: `npm run bench` found every sale's running-balance update still scanning the whole table,
// planned when it had one page (docs/benchmarks.md, "Plans made on empty tables"). A shop on the
// embedded database would see each sale slow down as its customers grow.
//
// So, only when autovacuum does not run, this job does autovacuum's two chores with its default
// thresholds: ANALYZE a table once 50 rows + 10 % of it changed since the last analyze, VACUUM
// it once its dead rows pass 50 + 20 %. ANALYZE also makes every connection plan that table's
// statements again. With autovacuum on (every managed PostgreSQL) it does nothing.
import 'server-only';
import { consulta, pool, sql } from '@/lib/db';

/**
 * Whether autovacuum runs: its launcher is a process of the server. PGlite says `autovacuum = on`
 * but starts no launcher (single-user mode), so the setting alone is not the answer.
 */
const Q_AUTOVACUUM = consulta(`
  SELECT current_setting('autovacuum') = 'on'
     AND EXISTS (SELECT 1 FROM pg_stat_activity WHERE backend_type = 'autovacuum launcher') AS ativo`);

/** The tables past autovacuum's default thresholds, with their commands (names quoted by PostgreSQL). */
const Q_DEVIDAS = consulta(`
  SELECT format('%I.%I', s.schemaname, s.relname) AS tabela,
         s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0) AS analisar,
         s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0) AS aspirar
    FROM pg_stat_user_tables s
    JOIN pg_class c ON c.oid = s.relid
   WHERE s.schemaname = current_schema()
     AND (s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)
          OR s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0))
   ORDER BY s.relname`);

export type ResultadoEstatisticas = { analisadas: number; aspiradas: number };

export async function manterEstatisticas(): Promise<ResultadoEstatisticas> {
  const r: ResultadoEstatisticas = { analisadas: 0, aspiradas: 0 };
  const [autovacuum] = await sql.query<{ ativo: boolean }>(Q_AUTOVACUUM);
  if (autovacuum?.ativo) return r;
  for (const t of await sql.query<{ tabela: string; analisar: boolean; aspirar: boolean }>(Q_DEVIDAS)) {
    // Utility statements in the simple protocol, one per call: VACUUM may not run inside a
    // transaction block, and a named prepared statement of a table's name is no use.
    if (t.aspirar) {
      await pool.query(`VACUUM (ANALYZE) ${t.tabela}`);
      r.aspiradas++;
      r.analisadas++;
    } else {
      await pool.query(`ANALYZE ${t.tabela}`);
      r.analisadas++;
    }
  }
  return r;
}
