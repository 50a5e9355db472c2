// Where the machine's CPU goes during a scenario, read from /proc (Linux only): the Next.js
// server (the `next start` process and its descendants), PostgreSQL (the `postgres` processes of
// the machine except the sessions of other databases that pg_stat_activity showed during the
// window: the bench database's backends, the WAL writer, the checkpointer, autovacuum...), the
// load generator (this process), pgbench, and the rest ("outros": other people's work).
// Values are in cores (CPU seconds per wall second); the machine's total is `nucleos`.
import { readFileSync, readdirSync } from 'node:fs';
import { cpus } from 'node:os';
import { pidsPostgresAlheios } from './atividade';

const TICKS_POR_SEGUNDO = 100; // USER_HZ: 100 on every Linux build this runs on (getconf CLK_TCK)

type Proc = { pid: number; ppid: number; comm: string; ticks: number };

function lerProc(pid: number): Proc | null {
  try {
    const s = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fim = s.lastIndexOf(')');
    const comm = s.slice(s.indexOf('(') + 1, fim);
    const campos = s.slice(fim + 2).split(' ');
    // After "pid (comm) ": state(0) ppid(1) ... utime(11) stime(12)
    return { pid, ppid: Number(campos[1]), comm, ticks: Number(campos[11]) + Number(campos[12]) };
  } catch {
    return null; // exited between readdir and read
  }
}

function todos(): Map<number, Proc> {
  const m = new Map<number, Proc>();
  for (const nome of readdirSync('/proc')) {
    if (!/^\d+$/.test(nome)) continue;
    const p = lerProc(Number(nome));
    if (p) m.set(p.pid, p);
  }
  return m;
}

type Total = { processos: number; kernel: number; roubado: number; ocupado: number; total: number };

function cpuTotal(): Total {
  const linha = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal guest guest_nice (guest is inside user)
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = linha;
  // irq/softirq (e.g. loopback TCP delivery) is not charged to any process's utime/stime; steal
  // is time the hypervisor gave to someone else.
  const processos = user + nice + system;
  const ocupado = processos + irq + softirq;
  return { processos, kernel: irq + softirq, roubado: steal, ocupado, total: ocupado + idle + iowait + steal };
}

export type Categoria = 'servidor' | 'postgres' | 'gerador' | 'pgbench' | 'kernel' | 'outros';
/**
 * Cores used during the window: `ocupado` in all; the known processes; `kernel` = interrupts and
 * softirqs (network delivery on loopback, not charged to processes) plus kernel threads;
 * `outros` = every other process (other people's work: the noise); `roubado` = steal time.
 */
export type UsoCpu = { segundos: number; nucleos: number; ocupado: number; roubado: number } & Record<Categoria, number>;

/**
 * Samples every `intervaloMs` until `parar()`. A process that exits during the window keeps the
 * CPU it had at its last sample (pgbench's backends exit when it ends).
 */
export function amostrarCpu(pidServidor: number | undefined, intervaloMs = 500) {
  const inicio = todos();
  const ultimo = new Map<number, Proc>(inicio);
  const t0 = process.hrtime.bigint();
  const c0 = cpuTotal();
  const amostrar = () => {
    for (const [pid, p] of todos()) ultimo.set(pid, p);
  };
  const timer = setInterval(amostrar, intervaloMs);

  function categoria(p: Proc, mapa: Map<number, Proc>): Categoria {
    if (p.pid === process.pid) return 'gerador';
    if (p.ppid === 2 || p.pid === 2) return 'kernel'; // kernel threads (kworker, ksoftirqd...)
    if (p.comm === 'pgbench') return 'pgbench';
    if (p.comm === 'postgres') return pidsPostgresAlheios.has(p.pid) ? 'outros' : 'postgres';
    if (pidServidor !== undefined) {
      // Walk up the parent chain (bounded) looking for the server's process.
      let atual: Proc | undefined = p;
      for (let i = 0; atual && i < 20; i++) {
        if (atual.pid === pidServidor) return 'servidor';
        atual = mapa.get(atual.ppid);
      }
    }
    return 'outros';
  }

  return {
    parar(): UsoCpu {
      clearInterval(timer);
      amostrar();
      const segundos = Number(process.hrtime.bigint() - t0) / 1e9;
      const c1 = cpuTotal();
      const nucleos = cpus().length;
      const porCategoria: Record<Categoria, number> = { servidor: 0, postgres: 0, gerador: 0, pgbench: 0, kernel: 0, outros: 0 };
      for (const [pid, p] of ultimo) {
        const antes = inicio.get(pid);
        // A reused pid (different command) counts as a new process.
        const base = antes && antes.comm === p.comm ? antes.ticks : 0;
        porCategoria[categoria(p, ultimo)] += Math.max(0, p.ticks - base);
      }
      const emNucleos = (ticks: number) => ticks / TICKS_POR_SEGUNDO / segundos;
      const fracao = (d: number) => (d / Math.max(1, c1.total - c0.total)) * nucleos;
      const conhecidos = porCategoria.servidor + porCategoria.postgres + porCategoria.gerador + porCategoria.pgbench + porCategoria.kernel;
      return {
        segundos,
        nucleos,
        ocupado: fracao(c1.ocupado - c0.ocupado),
        roubado: fracao(c1.roubado - c0.roubado),
        servidor: emNucleos(porCategoria.servidor),
        postgres: emNucleos(porCategoria.postgres),
        gerador: emNucleos(porCategoria.gerador),
        pgbench: emNucleos(porCategoria.pgbench),
        kernel: emNucleos(porCategoria.kernel) + fracao(c1.kernel - c0.kernel),
        // Processes' time beyond the known ones: other people's work on the machine.
        outros: Math.max(0, fracao(c1.processos - c0.processos) - emNucleos(conhecidos)),
      };
    },
  };
}

/**
 * Waits until the machine is quiet (the whole machine below `limiteNucleos` busy cores for two
 * consecutive seconds, which between scenarios means other people's work is not running), for
 * at most `maxSegundos`. Returns the seconds waited, or null if it gave up.
 */
export async function aguardarSossego(maxSegundos: number, limiteNucleos = 0.25): Promise<number | null> {
  const inicio = Date.now();
  const nucleos = cpus().length;
  let seguidos = 0;
  let antes = cpuTotal();
  while (Date.now() - inicio < maxSegundos * 1000) {
    await new Promise((r) => setTimeout(r, 1000));
    const agora = cpuTotal();
    const ocupado = ((agora.ocupado - antes.ocupado) / Math.max(1, agora.total - antes.total)) * nucleos;
    antes = agora;
    seguidos = ocupado < limiteNucleos ? seguidos + 1 : 0;
    if (seguidos >= 2) return (Date.now() - inicio) / 1000;
  }
  return null;
}
