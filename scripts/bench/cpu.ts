// Where the machine's CPU goes during a scenario, read from /proc (Linux only): the Next.js
// server (the `next start` process and its descendants), PostgreSQL (every `postgres` process of
// the machine: the bench database's backends, the WAL writer, the checkpointer... and, on a shared
// machine, other people's sessions), the load generator (this process), pgbench, and the rest.
// Values are in cores (CPU seconds per wall second); the machine's total is `nucleos`.
import { readFileSync, readdirSync } from 'node:fs';
import { cpus } from 'node:os';

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

function cpuTotal(): { ocupado: number; total: number } {
  const linha = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal guest guest_nice (guest is inside user)
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = linha;
  const ocupado = user + nice + system + irq + softirq + steal;
  return { ocupado, total: ocupado + idle + iowait };
}

export type Categoria = 'servidor' | 'postgres' | 'gerador' | 'pgbench' | 'outros';
export type UsoCpu = { segundos: number; nucleos: number; ocupado: number } & Record<Categoria, number>;

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
    if (p.comm === 'pgbench') return 'pgbench';
    if (p.comm === 'postgres') return 'postgres';
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
      const porCategoria: Record<Categoria, number> = { servidor: 0, postgres: 0, gerador: 0, pgbench: 0, outros: 0 };
      for (const [pid, p] of ultimo) {
        const antes = inicio.get(pid);
        // A reused pid (different command) counts as a new process.
        const base = antes && antes.comm === p.comm ? antes.ticks : 0;
        porCategoria[categoria(p, ultimo)] += Math.max(0, p.ticks - base);
      }
      const emNucleos = (ticks: number) => ticks / TICKS_POR_SEGUNDO / segundos;
      const ocupadoTotal = ((c1.ocupado - c0.ocupado) / Math.max(1, c1.total - c0.total)) * nucleos;
      const conhecidos = porCategoria.servidor + porCategoria.postgres + porCategoria.gerador + porCategoria.pgbench;
      return {
        segundos,
        nucleos,
        ocupado: ocupadoTotal,
        servidor: emNucleos(porCategoria.servidor),
        postgres: emNucleos(porCategoria.postgres),
        gerador: emNucleos(porCategoria.gerador),
        pgbench: emNucleos(porCategoria.pgbench),
        // What the machine spent beyond the known processes (other people's work, the kernel).
        outros: Math.max(0, ocupadoTotal - emNucleos(conhecidos)),
      };
    },
  };
}
