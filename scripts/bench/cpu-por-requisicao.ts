// CPU time per request, for a shared machine (docs/benchmarks.md, "CPU per request"): throughput
// and latency mean nothing while other processes take the cores, but the CPU time a request costs
// the server and PostgreSQL barely moves with load. This runs the production build against a
// throw-away database (the same set-up as `npm run bench`), sends BENCH_CPU_N sequential requests
// of each kind (GET /api/saude, then POST /api/v1/venda) after a warm-up, and divides by N:
//   - the server's CPU: utime + stime of its process group, from /proc;
//   - PostgreSQL's CPU: utime + stime of the backends connected to the bench database, from /proc;
//   - round trips: committed transactions of the database (pg_stat_database.xact_commit; each
//     statement outside a transaction is one), per request.
//
// Usage: NEXT_DIST_DIR=.next-cpu npx tsx scripts/bench/cpu-por-requisicao.ts
//   BENCH_CPU_N (default 2000), BENCH_PORT (default 3117), BENCH_CPU_PROF=1 (V8 profile of the
//   server in scripts/bench/resultados/perfil-cpu-*), BENCH_SERVER=servidor (scripts/servidor.ts),
//   BENCH_CPU_STRACE=1 (system calls per request, instead of the CPU rounds), BENCH_CPU_GC=1
//   (the server's garbage collections, from --trace-gc), BENCH_CPU_FLAGS (more node flags of the server).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { raiz } from './config';
import { criarBanco, removerBanco, prepararBanco, criarClientes, DEMO } from './banco';
import { copiarBuild, garantirBuild, iniciarServidor, portaLivre } from './servidor';
import { CHAVES_DEMO } from '../../prisma/demo';

const N = Number(process.env.BENCH_CPU_N ?? 2000);
const AQUECIMENTO = Math.min(500, N);
const urlServidor = process.env.TEST_DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
const TICKS = 100; // USER_HZ on Linux

function cpuDe(pid: number): number {
  try {
    const campos = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(campos[11]) + Number(campos[12])) / TICKS; // utime, stime (fields 14, 15)
  } catch {
    return 0;
  }
}

/** Processes whose process group is `grupo` (the server and anything it spawned). */
function doGrupo(grupo: number): number[] {
  const pids: number[] = [];
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const campos = readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1]!.split(' ');
      if (Number(campos[2]) === grupo) pids.push(Number(d));
    } catch {
      /* gone */
    }
  }
  return pids;
}

async function principal() {
  const build = garantirBuild(false, console.log);
  const pasta = mkdtempSync(path.join(os.tmpdir(), 'fid-cpu-'));
  const banco = await criarBanco(urlServidor);
  const admin = new pg.Client({ connectionString: urlServidor });
  await admin.connect();
  let parar = async () => {};
  try {
    await prepararBanco(banco.url);
    const cpfs = await criarClientes(banco.url, 2000);
    const projeto = copiarBuild(pasta, build.buildId);
    const perfil =
      process.env.BENCH_CPU_PROF === '1' ? path.join(raiz, 'scripts', 'bench', 'resultados', `perfil-cpu-${Date.now()}`) : undefined;
    const servidor = await iniciarServidor({
      projeto,
      url: banco.url,
      porta: await portaLivre(Number(process.env.BENCH_PORT ?? 3117)),
      pool: 16,
      arquivoLog: path.join(pasta, 'servidor.log'),
      perfilCpu: perfil,
      nivelLog: process.env.BENCH_LOG_LEVEL ?? 'warn',
      modo: process.env.BENCH_SERVER === 'servidor' ? 'servidor' : 'next-start',
      flagsExtras: [
        ...(process.env.BENCH_CPU_GC === '1' ? ['--trace-gc'] : []),
        ...(process.env.BENCH_CPU_FLAGS ?? '').split(' ').filter(Boolean),
      ],
    });
    parar = servidor.parar;
    const execucao = randomBytes(4).toString('hex');
    let seq = 0;
    // autocannon (npm run bench) sends no Accept-Encoding; fetch would ask for gzip, and Next.js
    // compresses answers over 1 kB (the sale's). BENCH_CPU_GZIP=1 measures with it.
    const semCompressao: Record<string, string> = process.env.BENCH_CPU_GZIP === '1' ? {} : { 'accept-encoding': 'identity' };
    const venda = async () => {
      const r = await fetch(`${servidor.base}/api/v1/venda`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': CHAVES_DEMO.producao.valor, ...semCompressao },
        body: JSON.stringify({
          cnpjLoja: DEMO.cnpj,
          cpfCliente: cpfs[Math.floor(Math.random() * cpfs.length)],
          valorVenda: (1000 + Math.floor(Math.random() * 49_000)) / 100,
          documentoExterno: `cpu-${execucao}-${++seq}`,
        }),
      });
      const corpo = await r.text();
      if (r.status !== 200) throw new Error(`venda: ${r.status} ${corpo}`);
    };
    const saude = async () => {
      const r = await fetch(`${servidor.base}/api/saude`, { headers: semCompressao });
      await r.text();
      if (r.status !== 200) throw new Error(`saude: ${r.status}`);
    };

    const medir = async (nome: string, fn: () => Promise<void>) => {
      for (let i = 0; i < AQUECIMENTO; i++) await fn();
      await new Promise((r) => setTimeout(r, 1500)); // statistics flushed, server idle
      const backends = async () =>
        (await admin.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1', [banco.nome])).rows.map((r) => r.pid);
      const commits = async () =>
        Number(
          (await admin.query<{ n: string }>('SELECT xact_commit AS n FROM pg_stat_database WHERE datname = $1', [banco.nome])).rows[0]!.n,
        );
      const grupo = doGrupo(servidor.pid);
      const pgAntes = new Map((await backends()).map((p) => [p, cpuDe(p)]));
      const srvAntes = grupo.reduce((s, p) => s + cpuDe(p), 0);
      const cAntes = await commits();
      const t0 = Date.now();
      for (let i = 0; i < N; i++) await fn();
      const segundos = (Date.now() - t0) / 1000;
      const srv = doGrupo(servidor.pid).reduce((s, p) => s + cpuDe(p), 0) - srvAntes;
      let pgCpu = 0;
      for (const p of await backends()) pgCpu += cpuDe(p) - (pgAntes.get(p) ?? 0);
      await new Promise((r) => setTimeout(r, 1500));
      const viagens = (await commits()) - cAntes;
      const linha = {
        cenario: nome,
        n: N,
        segundos: Number(segundos.toFixed(1)),
        servidorMsPorReq: Number(((srv * 1000) / N).toFixed(3)),
        postgresMsPorReq: Number(((pgCpu * 1000) / N).toFixed(3)),
        transacoesPorReq: Number((viagens / N).toFixed(2)),
      };
      console.log(JSON.stringify(linha));
      return linha;
    };
    if (process.env.BENCH_CPU_STRACE === '1') {
      // System calls of the server's writes and reads per request (strace on every thread).
      for (const [nome, fn] of [
        ['saude', saude],
        ['venda', venda],
      ] as const) {
        for (let i = 0; i < 200; i++) await fn();
        const tids = readdirSync(`/proc/${servidor.pid}/task`).flatMap((t) => ['-p', t]);
        const saida = path.join(pasta, `strace-${nome}.txt`);
        const st = spawn('strace', ['-c', '-e', 'trace=write,writev,sendto,sendmsg,read,recvfrom', '-o', saida, ...tids], {
          stdio: 'ignore',
        });
        await new Promise((r) => setTimeout(r, 1000));
        for (let i = 0; i < 200; i++) await fn();
        st.kill('SIGINT');
        await new Promise((r) => st.once('exit', r));
        console.log(`strace, 200 × ${nome}:\n${readFileSync(saida, 'utf8')}`);
      }
      return;
    }
    const rodadas = Number(process.env.BENCH_CPU_RODADAS ?? 2);
    for (let r = 0; r < rodadas; r++) {
      await medir('saude', saude);
      await medir('venda', venda);
    }
    // BENCH_CPU_GC=1 (--trace-gc): the server's collections over the whole run (warm-ups included).
    const gc = new Map<string, number[]>();
    for (const l of servidor.linhasDeLog()) {
      const m = /ms: (Scavenge|Mark-Compact|Mark-Sweep|Minor Mark-Sweep)\b.*?(\d+\.\d+) \/ \d+\.\d+ ms/.exec(l);
      if (m) gc.set(m[1]!, [...(gc.get(m[1]!) ?? []), Number(m[2])]);
    }
    for (const [tipo, p] of gc) {
      p.sort((a, b) => a - b);
      const total = p.reduce((s, x) => s + x, 0);
      console.log(
        `GC ${tipo}: ${p.length}, pausa total ${total.toFixed(0)} ms, mediana ${p[p.length >> 1]!.toFixed(1)} ms, ` +
          `≥ 10 ms: ${p.filter((x) => x >= 10).length}, maior ${p[p.length - 1]!.toFixed(1)} ms`,
      );
    }
    const avisos = servidor.linhasDeLog().filter((l) => /"level":(40|50)|warn|error/i.test(l));
    if (avisos.length) console.log(`Avisos/erros no log do servidor: ${avisos.length}\n${avisos.slice(0, 5).join('\n')}`);
  } finally {
    await parar();
    await admin.end();
    await removerBanco(urlServidor, banco.nome);
    rmSync(pasta, { recursive: true, force: true });
  }
}

principal().catch((e) => {
  console.error(e);
  process.exit(1);
});
