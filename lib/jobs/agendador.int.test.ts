// The scheduler with two instances on one database: every tick runs exactly once between them
// (the claim in execucao_job), none is skipped while both run, and the record says who ran it.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pool } from '@/lib/db';
import { tickDe } from '@/lib/jobs/agendador';

const raiz = path.resolve(import.meta.dirname, '..', '..');
const filhos: ChildProcess[] = [];

afterAll(() => {
  for (const f of filhos) if (f.exitCode === null) f.kill('SIGKILL');
});

function instancia(tabela: string, intervaloMs: number): Promise<ChildProcess> {
  const filho = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(raiz, 'lib/testing/instancia-agendador.ts'), tabela, String(intervaloMs)],
    {
      cwd: raiz,
      env: { ...process.env, LOG_LEVEL: 'warn', DATABASE_POOL_SIZE: '2' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  filhos.push(filho);
  return new Promise((resolve, reject) => {
    filho.stdout!.on('data', (d: Buffer) => {
      if (String(d).includes('pronto')) resolve(filho);
    });
    filho.once('exit', (c) => reject(new Error(`instância saiu com ${c}`)));
  });
}

const parar = (f: ChildProcess) => new Promise<void>((r) => (f.exitCode !== null ? r() : (f.once('exit', () => r()), f.kill('SIGTERM'))));

describe('scheduled jobs across instances', () => {
  it('two instances run each tick once, and every tick while they run', async () => {
    const tabela = `teste_agendador_${randomBytes(4).toString('hex')}`;
    const intervaloMs = 250;
    await pool.query(`CREATE TABLE ${tabela} (instancia text NOT NULL, tick_observado bigint NOT NULL)`);
    try {
      const [a, b] = await Promise.all([instancia(tabela, intervaloMs), instancia(tabela, intervaloMs)]);
      const inicio = tickDe({ intervaloMs }, Date.now()) + 1; // both surely up from here
      await new Promise((r) => setTimeout(r, 4000));
      const fim = tickDe({ intervaloMs }, Date.now()) - 1; // surely claimed by now
      await Promise.all([parar(a), parar(b)]);

      const { rows: execucoes } = await pool.query<{ tick: string; instancia: string; concluido: boolean; resultado: unknown }>(
        `SELECT tick::text, instancia, concluido_em IS NOT NULL AS concluido, resultado
           FROM execucao_job WHERE job = $1 AND tick BETWEEN $2 AND $3 ORDER BY tick`,
        [tabela, inicio, fim],
      );
      const esperados = fim - inicio + 1;
      expect(esperados).toBeGreaterThanOrEqual(10);
      // Every tick of the window, once each (the primary key forbids two claims; the job's own
      // rows prove the job body ran once per claim, not once per instance).
      expect(execucoes.map((e) => Number(e.tick))).toEqual(Array.from({ length: esperados }, (_, i) => inicio + i));
      expect(execucoes.every((e) => e.concluido && JSON.stringify(e.resultado) === '{"execucoes":1}')).toBe(true);
      const { rows: corpo } = await pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${tabela} WHERE tick_observado BETWEEN $1 AND $2`,
        [inicio, fim],
      );
      expect(corpo[0]!.n).toBe(esperados);
      const { rows: total } = await pool.query<{ runs: number; ticks: number }>(
        `SELECT (SELECT count(*)::int FROM ${tabela}) AS runs,
                (SELECT count(*)::int FROM execucao_job WHERE job = $1) AS ticks`,
        [tabela],
      );
      expect(total[0]!.runs).toBe(total[0]!.ticks);
      // Both took part (who claims first is a race; over 16 ticks each wins some).
      expect(new Set(execucoes.map((e) => e.instancia)).size).toBe(2);
    } finally {
      await pool.query(`DROP TABLE IF EXISTS ${tabela}`);
      await pool.query(`DELETE FROM execucao_job WHERE job = $1`, [tabela]);
    }
  });
});
