// The production (and development) HTTP server: Next.js behind a thin Node server whose only job
// is to tell the app the client's IP in a way a client cannot forge. Next.js passes a
// client-sent `X-Forwarded-For` through untouched, so the app never reads it; this server writes
// the socket's address into `x-fid-ip-cliente`, overwriting anything a client sent under that
// name, or — when TRUSTED_PROXY_HEADER names the header of the reverse proxy in front — the app
// reads that header instead (lib/api/ip.ts).
//
// Usage: tsx scripts/servidor.ts [--dev] (port: PORT, default 3000; host: HOST, default 0.0.0.0 —
// not HOSTNAME, which Docker sets to the container's id)
//
// Several processes (WEB_CONCURRENCY=N, production only): this process becomes a node:cluster
// primary that serves nothing itself; it forks N workers, each a whole server as above, which
// share the port (each accepts on the one listening socket the primary opened). A worker
// that dies is replaced; SIGTERM/SIGINT stop them all and wait for their requests to end.
// Each worker has its own database pool (DATABASE_POOL_SIZE connections), its own scheduler of
// jobs (safe: each tick is claimed once in execucao_job, docs/operacao.md) and, without Redis,
// its own in-memory rate limits. docs/escala.md, "Several processes".
import cluster from 'node:cluster';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import next from 'next';
import { env, exigirConfiguracaoValida } from '../lib/env';
import { respostaErro } from '../lib/api/envelope';
import { MENSAGENS } from '../lib/erros';
import { log } from '../lib/log';
import { carregarRotasDiretas, prepararRequisicao, rotaDireta, servirDireto } from './rotas-diretas';

const raiz = path.resolve(import.meta.dirname, '..');
const dev = process.argv.includes('--dev');
const porta = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';

process.env.FID_SERVIDOR = '1';
// next-auth builds its callback URLs from NEXTAUTH_URL; the app's public address is APP_URL.
if (process.env.APP_URL) process.env.NEXTAUTH_URL ??= process.env.APP_URL;
process.env.NEXT_TELEMETRY_DISABLED ??= '1';
if (!dev) (process.env as Record<string, string>).NODE_ENV = 'production';
// Every setting, before Next.js loads: an invalid one stops here (exit 1) with the variable and
// the rule. instrumentation.ts checks again for `next start`, which does not come through here.
exigirConfiguracaoValida('scripts/servidor.ts');

/**
 * API paths are case-insensitive (`/api/v1/AuthAdmin/login` = `/api/v1/authadmin/login`). Here
 * the path is lower-cased before Next.js sees it, so proxy.ts has nothing to rewrite: its rewrite
 * re-enters the server as a new request from 127.0.0.1, and the rate limits saw every
 * capitalised request as coming from that one address (one shared bucket, and a second budget
 * for an attacker). The query string keeps its case.
 */
function caminhoApiMinusculo(url: string | undefined): string | undefined {
  if (!url || !/^\/api(?:\/|$|\?)/i.test(url)) return url;
  const q = url.indexOf('?');
  const caminho = q < 0 ? url : url.slice(0, q);
  const minusculo = caminho.toLowerCase();
  return minusculo === caminho ? url : minusculo + (q < 0 ? '' : url.slice(q));
}

/**
 * One socket write per answer instead of two (issue 13 §2, the server's CPU per request). Next.js
 * sends an answer's headers on their own (`res.flushHeaders()` before the first body chunk), then
 * the body and the end of the chunked body together: two writes, each a system call and a wake-up
 * of the client (counted with strace, docs/benchmarks.md "CPU per request"). Here the socket is
 * corked when the headers are flushed and uncorked once the current turn of the event loop is
 * over, so what the answer wrote meanwhile leaves in one `writev`. A streamed answer (a page, an
 * export) is held back by at most that turn; its later chunks are not held.
 */
function juntarEscritas(res: ServerResponse) {
  const original = res.flushHeaders.bind(res);
  let feito = false;
  res.flushHeaders = () => {
    const socket = res.socket;
    if (!feito && socket && !socket.destroyed) {
      feito = true;
      socket.cork();
      setImmediate(() => socket.uncork());
    }
    original();
  };
}

/**
 * The answers of API writes (a sale, a redemption, a cancellation: JSON of 0.3-2 kB) leave
 * uncompressed (issue 13 §2). Next.js gzips every answer over 1 kB whose request accepts it, and
 * `fetch` (our SDK, most PDV clients) always asks: the CPU profile of sequential sales showed 7.5 %
 * of the server's thread in zlib, to save about a kilobyte on a cashier's LAN. Reads keep
 * compression (the OpenAPI document, exports, the panel's and the club's pages and scripts, which
 * phones fetch over mobile data). docs/benchmarks.md, "Compression of API writes".
 */
function semCompressaoEmEscritaDaApi(req: IncomingMessage) {
  if (req.method !== 'GET' && req.method !== 'HEAD' && /^\/api\//.test(req.url ?? '')) delete req.headers['accept-encoding'];
}

async function main() {
  const app = next({ dev, dir: raiz, hostname: host, port: porta });
  const tratar = app.getRequestHandler();
  await app.prepare();
  // The PDV's hot routes, called without Next.js's request pipeline (scripts/rotas-diretas.ts):
  // production only (development compiles routes on demand, in other module instances).
  const diretas =
    !dev && env().ROTAS_DIRETAS === 'on' ? await carregarRotasDiretas(path.resolve(raiz, process.env.NEXT_DIST_DIR || '.next')) : null;
  const erroInterno = (e: unknown) => {
    log.error('Erro inesperado fora da rota', { erro: e });
    return respostaErro(500, [MENSAGENS.erroInterno]);
  };
  const servidor = createServer((req, res) => {
    req.headers['x-fid-ip-cliente'] = req.socket.remoteAddress ?? 'desconhecido';
    req.url = caminhoApiMinusculo(req.url);
    const direta = diretas && rotaDireta(diretas, req.method, req.url);
    const preparada = direta && prepararRequisicao(req, req.url!);
    if (direta && preparada) {
      void servirDireto(direta, req, res, preparada, erroInterno);
      return;
    }
    semCompressaoEmEscritaDaApi(req);
    juntarEscritas(res);
    void tratar(req, res);
  });
  servidor.keepAliveTimeout = 65_000;
  servidor.listen(porta, host, () => {
    console.log(
      `Fidelidade ouvindo em http://${host === '0.0.0.0' ? 'localhost' : host}:${porta} (${dev ? 'desenvolvimento' : 'produção'})` +
        (cluster.isWorker ? ` [processo ${process.env.FID_PROCESSO ?? '?'}, pid ${process.pid}]` : ''),
    );
  });
  const encerrar = () => {
    servidor.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGTERM', encerrar);
  process.on('SIGINT', encerrar);
}

/** Crashes of workers within a minute beyond which the primary gives up (a crash loop). */
const QUEDAS_POR_MINUTO = 5;

function primario(processos: number) {
  const e = env();
  console.log(`Fidelidade: ${processos} processos (WEB_CONCURRENCY=${processos}) na porta ${porta}, processo principal ${process.pid}.`);
  if (!e.REDIS_URL && !e.UPSTASH_REDIS_REST_URL) {
    console.warn(
      `Aviso: sem REDIS_URL nem UPSTASH_REDIS_REST_URL, os limites de requisição valem por processo (${processos}× o configurado por cliente).`,
    );
  }
  // The workers accept connections themselves on the shared socket (SCHED_NONE) instead of the
  // primary handing each one over (Node's default round-robin on Linux): with round-robin, a
  // connection handed to a worker that has just died is held by the primary waiting for an
  // acknowledgement that never comes, and its client hangs (reproduced: 20 s and counting). The
  // kernel spreads accepts less evenly, which keep-alive connections make matter little.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  let encerrando = false;
  const quedas: number[] = [];
  let numero = 0;
  const iniciar = () => cluster.fork({ FID_PROCESSO: String(++numero) });
  for (let i = 0; i < processos; i++) iniciar();
  cluster.on('exit', (w, codigo, sinal) => {
    if (encerrando) {
      if (!Object.keys(cluster.workers ?? {}).length) process.exit(0);
      return;
    }
    const agora = Date.now();
    quedas.push(agora);
    while (quedas[0]! < agora - 60_000) quedas.shift();
    console.error(`Processo ${w.process.pid} terminou (${sinal ?? `código ${codigo}`}).`);
    if (quedas.length > QUEDAS_POR_MINUTO) {
      console.error(`Mais de ${QUEDAS_POR_MINUTO} quedas em um minuto: encerrando.`);
      encerrando = true;
      for (const x of Object.values(cluster.workers ?? {})) x?.process.kill('SIGTERM');
      setTimeout(() => process.exit(1), 10_000).unref();
      return;
    }
    setTimeout(iniciar, 1_000);
  });
  const encerrar = (sinal: NodeJS.Signals) => {
    if (encerrando) return;
    encerrando = true;
    const vivos = Object.values(cluster.workers ?? {});
    if (!vivos.length) process.exit(0);
    // Each worker closes its server (in-flight requests finish) and exits.
    for (const w of vivos) w?.process.kill(sinal);
    setTimeout(() => {
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGKILL');
      process.exit(0);
    }, 10_000).unref();
  };
  process.on('SIGTERM', () => encerrar('SIGTERM'));
  process.on('SIGINT', () => encerrar('SIGTERM'));
}

const processos = dev ? 1 : env().WEB_CONCURRENCY;
if (processos > 1 && cluster.isPrimary) {
  primario(processos);
} else {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
