// npm run jobs: the scheduled jobs in a process of their own. The server already runs them
// (instrumentation.ts, unless JOBS=off); this is for a deployment that keeps them apart from the
// web servers (JOBS=off there, `npm run jobs` on one machine), or for one run from a system cron.
// Ticks are claimed in the database (lib/jobs/agendador.ts), so this runner and any number of
// servers never run the same tick twice.
//   npm run jobs                 all jobs, on their schedules, until Ctrl-C
//   npm run jobs -- outbox lotes only these
//   npm run jobs -- --uma-vez    one run of each, then exit
//
// With the embedded database (no DATABASE_URL) the jobs run inside `npm start`: the embedded
// server takes one connection, the app's. `--uma-vez` then asks the running server to run them
// now, through its cron routes and the local CRON_SECRET that `npm start` keeps in .data/.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const raiz = path.resolve(import.meta.dirname, '..');
const NOMES = ['lotes', 'outbox', 'lembretes', 'limpeza', 'saldos', 'resumos', 'comunicacao', 'automacoes', 'estatisticas'] as const;
type Nome = (typeof NOMES)[number];

const args = process.argv.slice(2);
const umaVez = args.includes('--uma-vez');
const desconhecidos = args.filter((a) => !a.startsWith('--') && !NOMES.includes(a as Nome));
if (desconhecidos.length) {
  console.error(`Job desconhecido: ${desconhecidos.join(', ')}. Jobs: ${NOMES.join(', ')}.`);
  process.exit(2);
}
const nomes = args.filter((a): a is Nome => NOMES.includes(a as Nome));
const escolhidos: Nome[] = nomes.length ? nomes : [...NOMES];

async function noServidorEmbutido() {
  if (!umaVez) {
    console.log(
      [
        'Sem DATABASE_URL, o banco é o embutido do `npm start`, e os jobs já rodam dentro dele',
        '(cada um no seu intervalo; as notificações saem assim que gravadas). Não há o que iniciar aqui.',
        'Para rodá-los agora: npm run jobs -- --uma-vez (com o `npm start` rodando).',
      ].join('\n'),
    );
    return 0;
  }
  const segredo =
    process.env.CRON_SECRET || lerArquivo(path.join(path.resolve(raiz, process.env.EMBEDDED_DATA_DIR || '.data'), 'cron-secret'));
  if (!segredo) {
    console.error('Nenhum CRON_SECRET: inicie o app com `npm start` (ele cria um segredo local em .data/cron-secret).');
    return 2;
  }
  const base = `http://127.0.0.1:${process.env.PORT || 3000}`;
  for (const nome of escolhidos) {
    let r: Response;
    try {
      r = await fetch(`${base}/api/cron/${nome}`, { method: 'POST', headers: { authorization: `Bearer ${segredo}` } });
    } catch {
      console.error(`O app não respondeu em ${base}: inicie-o com \`npm start\` (os jobs rodam dentro dele).`);
      return 1;
    }
    const corpo = (await r.json().catch(() => null)) as { dados?: unknown; erros?: string[] } | null;
    if (!r.ok) {
      console.error(`${nome}: HTTP ${r.status} ${corpo?.erros?.join(' ') ?? ''}`);
      return 1;
    }
    console.log(`${nome}: ${JSON.stringify(corpo?.dados)}`);
  }
  return 0;
}

function lerArquivo(p: string): string | undefined {
  return existsSync(p) ? readFileSync(p, 'utf8').trim() : undefined;
}

async function comBanco() {
  const { exigirConfiguracaoValida } = await import('../lib/env');
  exigirConfiguracaoValida('npm run jobs');
  const { executarJob, iniciarJobs } = await import('../lib/jobs/registro');
  const { pool } = await import('../lib/db');
  const { log } = await import('../lib/log');
  if (umaVez) {
    let falhas = 0;
    for (const nome of escolhidos) {
      try {
        await executarJob(nome);
      } catch (e) {
        falhas++;
        log.error('job falhou', { job: nome, erro: e });
      }
    }
    await pool.end();
    return falhas ? 1 : 0;
  }
  const agendador = iniciarJobs({ nomes: escolhidos });
  const encerrar = async () => {
    await agendador.parar();
    await pool.end();
    process.exit(0);
  };
  process.once('SIGTERM', encerrar);
  process.once('SIGINT', encerrar);
  return null; // keeps running
}

const principal = process.env.DATABASE_URL ? comBanco : noServidorEmbutido;
principal().then(
  (codigo) => {
    if (codigo !== null) process.exit(codigo);
  },
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
