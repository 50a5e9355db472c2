// The production build and its server (`next start`, or the app's scripts/servidor.ts) for the run.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, createWriteStream, existsSync, mkdirSync, readFileSync, readdirSync, readlinkSync, statSync, symlinkSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { raiz } from './config';

const binarioNext = path.join(raiz, 'node_modules', 'next', 'dist', 'bin', 'next');
// next.config.ts reads NEXT_DIST_DIR (several builds side by side); the bench follows it.
const pastaBuild = path.resolve(raiz, process.env.NEXT_DIST_DIR || '.next');

/** Routes the benchmark calls: a build without them predates them and must be redone. */
const ROTAS_NECESSARIAS = ['/api/saude', '/api/v1/venda', '/api/v1/resgate', '/api/v1/resgate/saldo'];

function rotasDoBuild(): string[] {
  try {
    return Object.values(
      JSON.parse(readFileSync(path.join(pastaBuild, 'app-path-routes-manifest.json'), 'utf8')) as Record<string, string>,
    );
  } catch {
    return [];
  }
}

export function idDoBuild(): string | null {
  try {
    return readFileSync(path.join(pastaBuild, 'BUILD_ID'), 'utf8').trim();
  } catch {
    return null;
  }
}

/** Newest modification time under the folders the build is made from (ms), and which file. */
function fonteMaisRecente(): { arquivo: string; ms: number } {
  let maior = { arquivo: '', ms: 0 };
  const visitar = (p: string) => {
    let st;
    try {
      st = statSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      for (const f of readdirSync(p)) if (!f.startsWith('.') && f !== 'node_modules' && f !== 'generated') visitar(path.join(p, f));
    } else if (/\.(tsx?|css|mjs|json)$/.test(p) && !/\.test\.tsx?$/.test(p) && st.mtimeMs > maior.ms) {
      maior = { arquivo: path.relative(raiz, p), ms: st.mtimeMs };
    }
  };
  for (const p of ['app', 'lib', 'proxy.ts', 'next.config.ts']) visitar(path.join(raiz, p));
  return maior;
}

export type InfoBuild = { buildId: string; construido: boolean; desatualizado: string | null };

/**
 * Pids of `next build` processes running in this tree (someone else's, in a shared tree). Builds
 * of other checkouts (other worktrees, their own NEXT_DIST_DIR) cannot touch this build: not waited for.
 */
function buildsEmAndamento(): number[] {
  const pids: number[] = [];
  for (const nome of readdirSync('/proc')) {
    if (!/^\d+$/.test(nome) || Number(nome) === process.pid) continue;
    try {
      if (path.resolve(readlinkSync(`/proc/${nome}/cwd`)) !== raiz) continue;
      const args = readFileSync(`/proc/${nome}/cmdline`, 'utf8').split('\0');
      const i = args.findIndex((a) => /(^|\/)next(\.js)?$/.test(a) || a.endsWith('next/dist/bin/next'));
      // `next build` renames its process to "next-build (vX)"; its launcher keeps "next build".
      if ((i >= 0 && args[i + 1] === 'build') || args[0]!.startsWith('next-build')) pids.push(Number(nome));
    } catch {
      /* gone */
    }
  }
  return pids;
}

/** Waits (up to 10 min) for other `next build` processes to finish, so as not to copy half a build. */
export async function aguardarOutrosBuilds(log: (s: string) => void): Promise<void> {
  let avisado = false;
  const limite = Date.now() + 10 * 60_000;
  while (buildsEmAndamento().length && Date.now() < limite) {
    if (!avisado) log(`Outro next build em andamento (pid ${buildsEmAndamento().join(', ')}): aguardando...`);
    avisado = true;
    await new Promise((r) => setTimeout(r, 2_000));
  }
}

/**
 * Uses the existing production build (`.next/BUILD_ID`) unless it is missing, lacks a route the
 * benchmark calls, or BENCH_BUILD=1; then runs `next build`. A build older than the sources is
 * used as is, with a warning (the tree may be edited while this runs: rebuild with BENCH_BUILD=1
 * or `npm run build` to measure the current code).
 */
export function garantirBuild(forcar: boolean, log: (s: string) => void): InfoBuild {
  const faltando = ROTAS_NECESSARIAS.filter((r) => !rotasDoBuild().includes(r));
  const motivo = forcar
    ? 'BENCH_BUILD=1'
    : !idDoBuild()
      ? 'sem .next/BUILD_ID'
      : faltando.length
        ? `o build não tem ${faltando.join(', ')}`
        : null;
  let construido = false;
  if (motivo) {
    log(`Build de produção: executando next build (${motivo})...`);
    const r = spawnSync(process.execPath, [binarioNext, 'build'], {
      cwd: raiz,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    });
    if (r.status !== 0) throw new Error(`next build falhou (código ${r.status}).`);
    construido = true;
  }
  const buildId = idDoBuild();
  if (!buildId) throw new Error('next build terminou sem .next/BUILD_ID.');
  const msBuild = statSync(path.join(pastaBuild, 'BUILD_ID')).mtimeMs;
  const fonte = fonteMaisRecente();
  const desatualizado = fonte.ms > msBuild ? `${fonte.arquivo} é mais recente que o build (${new Date(msBuild).toISOString()})` : null;
  return { buildId, construido, desatualizado };
}

/** Parts of .next that `next start` does not read (caches, the dev server's output, traces). */
const FORA_DA_COPIA = new Set(['cache', 'dev', 'trace', 'trace-build', 'diagnostics', 'types', 'lock']);

/**
 * A private snapshot of the production build for the run: `<pasta>/projeto` with a copy of .next
 * (about 16 MB without its caches), next.config.ts, package.json, the tsconfigs, and links to
 * node_modules and public/. `next start <pasta>/projeto` serves it, so a `next build` that
 * someone starts in the shared tree during the run (npm test does one) cannot pull the files from
 * under the server. Retries if the build changed while it was being copied.
 */
export function copiarBuild(pasta: string, buildId: string): string {
  const projeto = path.join(pasta, 'projeto');
  for (let tentativa = 0; tentativa < 3; tentativa++) {
    mkdirSync(path.join(projeto, '.next'), { recursive: true });
    for (const f of readdirSync(pastaBuild)) {
      if (FORA_DA_COPIA.has(f)) continue;
      cpSync(path.join(pastaBuild, f), path.join(projeto, '.next', f), { recursive: true, verbatimSymlinks: true, force: true });
    }
    const copiado = readFileSync(path.join(projeto, '.next', 'BUILD_ID'), 'utf8').trim();
    if (copiado === buildId && idDoBuild() === buildId) {
      // scripts/servidor.ts runs from source under tsx: it checks the configuration at boot
      // with lib/env.ts and builds its rare fallback answers with lib/ (zod and pino come from
      // node_modules), so lib/ is copied whole (about 5 MB).
      for (const f of [
        'next.config.ts',
        'package.json',
        'tsconfig.json',
        'tsconfig.next.json',
        path.join('scripts', 'servidor.ts'),
        path.join('scripts', 'rotas-diretas.ts'),
        'lib',
      ]) {
        if (!existsSync(path.join(raiz, f))) continue;
        mkdirSync(path.dirname(path.join(projeto, f)), { recursive: true });
        cpSync(path.join(raiz, f), path.join(projeto, f), { recursive: true });
      }
      for (const d of ['node_modules', 'public']) {
        if (existsSync(path.join(raiz, d)) && !existsSync(path.join(projeto, d))) symlinkSync(path.join(raiz, d), path.join(projeto, d));
      }
      return projeto;
    }
    buildId = idDoBuild() ?? buildId; // someone rebuilt meanwhile: copy again
  }
  throw new Error('O build de produção mudou durante a cópia três vezes (next build rodando em paralelo?).');
}

export async function portaLivre(inicial: number): Promise<number> {
  for (let p = inicial; p < inicial + 100; p++) {
    const livre = await new Promise<boolean>((resolve) => {
      const s = net.createServer();
      s.once('error', () => resolve(false));
      s.listen(p, '127.0.0.1', () => s.close(() => resolve(true)));
    });
    if (livre) return p;
  }
  throw new Error(`Nenhuma porta livre entre ${inicial} e ${inicial + 99}.`);
}

export type Servidor = { pid: number; base: string; arquivoLog: string; parar(): Promise<void>; linhasDeLog(): string[] };

/**
 * `next start` in its own process group (so that stopping it stops whatever it spawned), with
 * stdout/stderr to a log file. Resolves when GET /api/saude answers 200.
 */
export async function iniciarServidor(o: {
  projeto: string;
  url: string;
  porta: number;
  pool: number;
  arquivoLog: string;
  /** Folder for V8 CPU profiles of the server (--cpu-prof), written when it stops. */
  perfilCpu?: string;
  nivelLog: string;
  /**
   * `next-start` (default): `next start`. `servidor`: the app's own production server,
   * scripts/servidor.ts (what `npm start` runs: Next.js's request handler behind a plain Node
   * HTTP server that writes the client's address into `x-fid-ip-cliente`).
   */
  modo: 'next-start' | 'servidor';
  /** WEB_CONCURRENCY of scripts/servidor.ts (node:cluster workers); only with modo `servidor`. */
  processos?: number;
  /** More flags of the server's node process (e.g. `--trace-gc`, not allowed in NODE_OPTIONS). */
  flagsExtras?: string[];
}): Promise<Servidor> {
  const log = createWriteStream(o.arquivoLog);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: o.url,
    DATABASE_POOL_SIZE: String(o.pool),
    NODE_ENV: 'production',
    // Production requires AUTH_SECRET (the server refuses to boot without it).
    AUTH_SECRET: process.env.AUTH_SECRET || 'segredo-do-benchmark-0123456789abcdef',
    // The run measures requests; the scheduled jobs (every 15 s for the outbox) stay out of it.
    JOBS: 'off',
    // The snapshot's build is always in <projeto>/.next.
    NEXT_DIST_DIR: '',
    // By default `warn`: the access log (one JSON line per request at `info`) is off, so that the
    // run measures the app, not its logging (BENCH_LOG_LEVEL=info measures that too). Warnings
    // and errors still reach the log file.
    LOG_LEVEL: o.nivelLog,
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(o.porta),
    HOST: '127.0.0.1',
    WEB_CONCURRENCY: String(o.processos ?? 1),
  };
  // --cpu-prof is not allowed in NODE_OPTIONS: a flag of this node process (next start serves in-process).
  const flagsNode = [...(o.perfilCpu ? ['--cpu-prof', `--cpu-prof-dir=${o.perfilCpu}`] : []), ...(o.flagsExtras ?? [])];
  const args =
    o.modo === 'servidor'
      ? [...flagsNode, '--import', 'tsx', path.join(o.projeto, 'scripts', 'servidor.ts')]
      : [...flagsNode, binarioNext, 'start', o.projeto, '--port', String(o.porta), '--hostname', '127.0.0.1'];
  if (o.modo === 'servidor' && !existsSync(args[args.length - 1]!))
    throw new Error('BENCH_SERVER=servidor, mas não há scripts/servidor.ts');
  const filho: ChildProcess = spawn(process.execPath, args, {
    cwd: raiz,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Two sources into one file: neither may end it (the child's 'close' does).
  filho.stdout!.pipe(log, { end: false });
  filho.stderr!.pipe(log, { end: false });
  filho.once('close', () => log.end());
  log.on('error', () => {});
  const pid = filho.pid!;
  let saiu: string | null = null;
  filho.once('exit', (codigo, sinal) => {
    saiu = `código ${codigo}, sinal ${sinal}`;
  });

  const linhasDeLog = () => {
    try {
      return readFileSync(o.arquivoLog, 'utf8').split('\n').filter(Boolean);
    } catch {
      return [];
    }
  };

  const parar = async () => {
    if (saiu) return;
    const fim = new Promise<void>((r) => filho.once('exit', () => r()));
    try {
      process.kill(-pid, 'SIGTERM'); // the group this runner created
    } catch {
      /* already gone */
    }
    const limite = setTimeout(() => {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        /* gone */
      }
    }, 5_000);
    await fim;
    clearTimeout(limite);
  };

  const base = `http://127.0.0.1:${o.porta}`;
  const limite = Date.now() + 60_000;
  for (;;) {
    if (saiu) throw new Error(`next start terminou (${saiu}):\n${linhasDeLog().slice(-20).join('\n')}`);
    try {
      const r = await fetch(`${base}/api/saude`, { signal: AbortSignal.timeout(2_000) });
      if (r.status === 200) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > limite) {
      await parar();
      throw new Error(`next start não respondeu em 60 s:\n${linhasDeLog().slice(-20).join('\n')}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { pid, base, arquivoLog: o.arquivoLog, parar, linhasDeLog };
}

/**
 * The proxy's (proxy.ts) matchers as compiled into the build, and whether each path would run
 * it. Next.js tests them against the pathname only (not the query string).
 */
export function matchersDoProxy(projeto: string, caminhos: string[]): { matchers: string[]; rodaEm: Record<string, boolean> } {
  const arquivo = path.join(projeto, '.next', 'server', 'functions-config-manifest.json');
  const matchers: string[] = [];
  if (existsSync(arquivo)) {
    const m = JSON.parse(readFileSync(arquivo, 'utf8')) as { functions?: Record<string, { matchers?: { regexp: string }[] }> };
    for (const x of m.functions?.['/_middleware']?.matchers ?? []) matchers.push(x.regexp);
  }
  const arquivoEdge = path.join(projeto, '.next', 'server', 'middleware-manifest.json');
  if (existsSync(arquivoEdge)) {
    const m = JSON.parse(readFileSync(arquivoEdge, 'utf8')) as { middleware?: Record<string, { matchers?: { regexp: string }[] }> };
    for (const f of Object.values(m.middleware ?? {})) for (const x of f.matchers ?? []) matchers.push(x.regexp);
  }
  const rodaEm = Object.fromEntries(caminhos.map((c) => [c, matchers.some((re) => new RegExp(re).test(c.split('?')[0]!))]));
  return { matchers, rodaEm };
}
