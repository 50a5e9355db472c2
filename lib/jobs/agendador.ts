// The in-process scheduler: `npm start` and `next start` run the scheduled jobs inside the server
// (instrumentation.ts starts it unless JOBS=off), `npm run jobs` in a process of its own.
//
// Time is cut into ticks per job: tick = floor((instant - offset) / interval). Whoever first
// inserts (job, tick) into execucao_job runs that tick; every other instance finds the row and
// skips it. So with any number of instances each tick runs once, and a new instance runs the
// current tick at once if nobody has. The jobs are safe to overlap anyway (SKIP LOCKED and
// conditional updates): the claim saves work, it does not guard money.
//
// Notifications do not wait for the outbox tick: after a transaction that wrote an outbox event
// commits, its code calls `avisarOutbox()` (lib/notificacoes/aviso-outbox.ts) and this process
// dispatches at once. The tick is what delivers an event whose nudge was lost.
import 'server-only';
import { hostname } from 'node:os';
import { consulta, sql } from '@/lib/db';
import { log } from '@/lib/log';
import { agora } from '@/lib/relogio';
import { ouvirAvisosOutbox } from '@/lib/notificacoes/aviso-outbox';

export type JobAgendado = {
  nome: string;
  intervaloMs: number;
  /** Shifts the ticks: a daily job with 6.5 h runs at 06:30 UTC. */
  deslocamentoMs?: number;
  /** Receives the tick it was claimed for (a late run still knows which tick it is). */
  executar: (tick: number) => Promise<Record<string, number>>;
};

const S_REIVINDICAR = consulta(`
  INSERT INTO execucao_job (job, tick, instancia, iniciado_em) VALUES ($1, $2, $3, $4)
  ON CONFLICT (job, tick) DO NOTHING RETURNING tick`);
const S_CONCLUIR = consulta(`
  UPDATE execucao_job SET concluido_em = $3, resultado = $4::jsonb, erro = $5 WHERE job = $1 AND tick = $2`);

export const instanciaAtual = () => `${hostname()}:${process.pid}`;

export function tickDe(job: Pick<JobAgendado, 'intervaloMs' | 'deslocamentoMs'>, instante: number): number {
  return Math.floor((instante - (job.deslocamentoMs ?? 0)) / job.intervaloMs);
}

export type Agendador = {
  /** Dispatches the outbox now (coalescing calls that arrive while a dispatch runs). */
  despacharAgora(): void;
  parar(): Promise<void>;
};

/**
 * Starts the loop. `despacharOutbox` is the job that `despacharAgora` (and every outbox nudge of
 * this process) runs; `verificarMs` is how often ticks are looked at.
 */
export function iniciarAgendador(o: {
  jobs: JobAgendado[];
  despacharOutbox?: () => Promise<unknown>;
  verificarMs?: number;
  instancia?: string;
}): Agendador {
  const instancia = o.instancia ?? instanciaAtual();
  const ultimoTick = new Map<string, number>();
  const emCurso = new Map<string, Promise<void>>();
  let parado = false;

  async function rodarTick(job: JobAgendado, tick: number) {
    const inicio = agora();
    const [claim] = await sql.query(S_REIVINDICAR, [job.nome, tick, instancia, inicio]);
    if (!claim) return; // another instance has this tick
    let resultado: Record<string, number> | null = null;
    let erro: string | null = null;
    try {
      resultado = await job.executar(tick);
    } catch (e) {
      erro = (e instanceof Error ? e.message : String(e)).slice(0, 1000);
      log.error('job falhou', { job: job.nome, erro: e });
    }
    await sql.query(S_CONCLUIR, [job.nome, tick, agora(), resultado ? JSON.stringify(resultado) : null, erro]);
    // Releases and reminders queue notices: deliver them now rather than at the next outbox tick.
    if (resultado && job.nome !== 'outbox' && Object.values(resultado).some((n) => n > 0)) despacharAgora();
  }

  function verificar() {
    if (parado) return;
    const instante = agora().getTime();
    for (const job of o.jobs) {
      const tick = tickDe(job, instante);
      if (ultimoTick.get(job.nome) === tick || emCurso.has(job.nome)) continue;
      ultimoTick.set(job.nome, tick);
      const p = rodarTick(job, tick)
        .catch((e) => {
          // The claim itself failed (database down): try this tick again at the next check.
          ultimoTick.delete(job.nome);
          log.warn('agendador: não foi possível reivindicar o job', { job: job.nome, erro: e });
        })
        .finally(() => emCurso.delete(job.nome));
      emCurso.set(job.nome, p);
    }
  }

  // Outbox nudges: one dispatch at a time; nudges that arrive meanwhile ask for one more round.
  let despachando: Promise<void> | null = null;
  let denovo = false;
  function despacharAgora() {
    if (!o.despacharOutbox || parado) return;
    if (despachando) {
      denovo = true;
      return;
    }
    despachando = (async () => {
      do {
        denovo = false;
        try {
          await o.despacharOutbox!();
        } catch (e) {
          log.warn('despacho imediato do outbox falhou; o job periódico tenta de novo', { erro: e });
        }
      } while (denovo && !parado);
    })().finally(() => {
      despachando = null;
    });
  }

  const pararDeOuvir = ouvirAvisosOutbox(despacharAgora);
  // Not unref'd: in `npm run jobs` this interval is what keeps the process alive.
  const intervalo = setInterval(verificar, o.verificarMs ?? 1000);
  setImmediate(verificar);
  log.info('agendador de jobs iniciado', { jobs: o.jobs.map((j) => j.nome), instancia });

  return {
    despacharAgora,
    async parar() {
      parado = true;
      clearInterval(intervalo);
      pararDeOuvir();
      await Promise.allSettled([...emCurso.values(), despachando]);
    },
  };
}
