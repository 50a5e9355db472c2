// npm run jobs: the scheduled jobs for self-hosting without Vercel, in a process of their own.
// It runs the same functions as the cron route handlers (lib/jobs/registro.ts), each on its
// interval, never two runs of one job at once in this process (and the jobs are safe to overlap
// with other runners anyway: SKIP LOCKED and conditional updates).
//   npm run jobs                 all jobs, forever
//   npm run jobs -- outbox lotes only these
//   npm run jobs -- --uma-vez    one run of each, then exit (for an external cron)
import { JOBS, executarJob, type NomeJob } from '../lib/jobs/registro';
import { log } from '../lib/log';
import { pool } from '../lib/db';

const args = process.argv.slice(2);
const umaVez = args.includes('--uma-vez');
const nomes = (args.filter((a) => !a.startsWith('--')) as NomeJob[]).filter((n) => n in JOBS);
const escolhidos: NomeJob[] = nomes.length ? nomes : (Object.keys(JOBS) as NomeJob[]);

if (!process.env.DATABASE_URL) {
  console.error('Defina DATABASE_URL (o mesmo banco do app).');
  process.exit(2);
}

let encerrando = false;
const emExecucao = new Set<Promise<unknown>>();

async function rodar(nome: NomeJob) {
  try {
    await executarJob(nome);
  } catch (e) {
    log.error('job falhou', { job: nome, erro: e });
  }
}

async function main() {
  if (umaVez) {
    for (const nome of escolhidos) await rodar(nome);
    await pool.end();
    return;
  }
  log.info('executor de jobs iniciado', { jobs: escolhidos });
  for (const nome of escolhidos) {
    const ciclo = async () => {
      if (encerrando) return;
      const p = rodar(nome);
      emExecucao.add(p);
      await p;
      emExecucao.delete(p);
      if (!encerrando) setTimeout(ciclo, JOBS[nome].intervaloMs);
    };
    void ciclo();
  }
}

async function encerrar() {
  encerrando = true;
  await Promise.allSettled([...emExecucao]);
  await pool.end();
  process.exit(0);
}
process.on('SIGTERM', encerrar);
process.on('SIGINT', encerrar);

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
