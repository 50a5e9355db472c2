// The PDV's hot routes served without Next.js's request pipeline (issue 13 §2, "a sale near the
// framework's floor"). `npm start` serves everything through Next.js (scripts/servidor.ts); for
// the few routes below it calls the route's own exported handler directly, the same function
// Next.js would call after routing, so every rule, message, status and body stays the app's.
//
// What is skipped is the framework's work around the handler, which profiles put above the whole
// sale's own code (docs/benchmarks.md, "A sale outside the framework's request pipeline"): the
// adaptation of Node's request to Next's, routing, the app-route runtime's async stores and
// tracing spans, and the answer's web stream piped back to the socket.
//
// Why this shares everything with Next.js (one pool, one cache of API keys, one set of metrics):
// the handler is taken from the production build's own compiled route module, loaded with Node's
// `require` from the build folder, the very call Next.js makes (next/dist/server/require.js,
// `requirePage`). Node keeps one instance per file, so both paths run the same module instances:
// an API key revoked through the panel (served by Next.js) is dropped from the cache the direct
// path reads, and `/api/metricas` counts direct sales. The e2e test `e2e/rotas-diretas.spec.ts`
// checks both.
//
// Only routes that need nothing of Next.js qualify: a static path (no dynamic segment), the PDV's
// API-key audience (no cookies, no `headers()`, no session), answers built by lib/api/envelope.ts.
// Anything else, including these paths with another method, a trailing slash or in development
// mode, goes to Next.js as before. `ROTAS_DIRETAS=off` turns the whole thing off.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Method and lower-case path → the route folder under app/ (its compiled `route.js`). */
const ROTAS: ReadonlyArray<readonly [metodo: string, caminho: string]> = [
  ['POST', '/api/v1/venda'],
  ['POST', '/api/v1/venda/preview'],
  ['POST', '/api/v1/venda/cancelar'],
  ['POST', '/api/v1/resgate'],
  ['GET', '/api/v1/resgate/saldo'],
];

type Manipulador = (req: Request, segmento: { params: Promise<Record<string, string>> }) => Promise<Response>;

type ModuloDeRota = {
  routeModule?: { ensureUserland(): Promise<void>; userland: Record<string, unknown> };
};

/**
 * Same limit as lib/api/binding.ts (LIMITE_CORPO): past it the body is not kept, and the
 * handler sees a body one byte over the limit and answers 400 as it does through Next.js.
 */
const LIMITE_CORPO = 64 * 1024;

const SEM_PARAMETROS = { params: Promise.resolve({}) };

/**
 * Loads the handlers of the production build in `pastaBuild` (Next's distDir). Call after
 * `app.prepare()`, so the instrumentation has run, as before Next.js's first request.
 */
export async function carregarRotasDiretas(pastaBuild: string): Promise<Map<string, Manipulador>> {
  const exigir = createRequire(import.meta.url);
  const rotas = new Map<string, Manipulador>();
  for (const [metodo, caminho] of ROTAS) {
    const arquivo = path.join(pastaBuild, 'server', 'app', ...caminho.split('/').filter(Boolean), 'route.js');
    const modulo = exigir(arquivo) as ModuloDeRota;
    const rm = modulo.routeModule;
    if (!rm) throw new Error(`rotas diretas: ${arquivo} não é uma rota do App Router`);
    await rm.ensureUserland();
    const fn = rm.userland[metodo];
    if (typeof fn !== 'function') throw new Error(`rotas diretas: ${arquivo} não exporta ${metodo}`);
    rotas.set(`${metodo} ${caminho}`, fn as Manipulador);
  }
  return rotas;
}

/** The handler for this request, or undefined to leave it to Next.js. `url` is already lower-cased. */
export function rotaDireta(rotas: Map<string, Manipulador>, metodo: string | undefined, url: string | undefined): Manipulador | undefined {
  if (!url || !metodo) return undefined;
  const q = url.indexOf('?');
  return rotas.get(`${metodo} ${q < 0 ? url : url.slice(0, q)}`);
}

function lerCorpo(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const partes: Buffer[] = [];
    let guardado = 0;
    req.on('data', (parte: Buffer) => {
      // Past the limit the rest is read and dropped: the handler refuses the body anyway, and
      // reading to the end keeps the keep-alive connection usable for the next request.
      if (guardado > LIMITE_CORPO) return;
      partes.push(parte);
      guardado += parte.length;
    });
    req.on('end', () => {
      const tudo = partes.length === 1 ? partes[0]! : Buffer.concat(partes);
      resolve(new Uint8Array(tudo.buffer as ArrayBuffer, tudo.byteOffset, tudo.length));
    });
    req.on('error', reject);
    // A client that hangs up mid-body: no 'end' will come, and no one waits for an answer.
    req.on('close', () => {
      if (!req.complete) reject(new Error('requisição interrompida pelo cliente'));
    });
  });
}

/**
 * The request's URL and headers as the web `Request` will hold them, or null when they cannot be
 * (a Host that makes no URL): such a request goes to Next.js, whose answer it got before. Nothing
 * of the body is read here, so the request can still be handed over.
 */
export function prepararRequisicao(req: IncomingMessage, url: string): { url: URL; cabecalhos: Headers } | null {
  try {
    const endereco = new URL(`http://${req.headers.host ?? 'localhost'}${url}`);
    const cabecalhos = new Headers();
    const brutos = req.rawHeaders;
    for (let i = 0; i < brutos.length; i += 2) cabecalhos.append(brutos[i]!, brutos[i + 1]!);
    // The IP header scripts/servidor.ts wrote over the client's (in req.headers, not rawHeaders).
    cabecalhos.set('x-fid-ip-cliente', String(req.headers['x-fid-ip-cliente'] ?? 'desconhecido'));
    return { url: endereco, cabecalhos };
  } catch {
    return null;
  }
}

/** Writes a web `Response` in one piece (headers and body in one socket write). */
async function escrever(res: ServerResponse, resposta: Response, metodo: string | undefined) {
  const corpo = Buffer.from(await resposta.arrayBuffer());
  res.statusCode = resposta.status;
  resposta.headers.forEach((valor, nome) => {
    if (nome !== 'set-cookie') res.setHeader(nome, valor);
  });
  const cookies = resposta.headers.getSetCookie();
  if (cookies.length) res.setHeader('set-cookie', cookies);
  res.setHeader('content-length', corpo.length);
  res.end(metodo === 'HEAD' ? undefined : corpo);
}

/**
 * Serves one request with `manipulador`. The handlers map every error to the envelope
 * themselves (lib/api/rota.ts, 500 `Erro interno do servidor.` with the request id in the log);
 * `erroInterno` is only the answer if a handler ever threw past that.
 */
export async function servirDireto(
  manipulador: Manipulador,
  req: IncomingMessage,
  res: ServerResponse,
  preparada: { url: URL; cabecalhos: Headers },
  erroInterno: (e: unknown) => Response,
): Promise<void> {
  let resposta: Response;
  try {
    const metodo = req.method ?? 'GET';
    const corpo = metodo === 'GET' || metodo === 'HEAD' ? undefined : await lerCorpo(req);
    const requisicao = new Request(preparada.url, { method: metodo, headers: preparada.cabecalhos, body: corpo });
    resposta = await manipulador(requisicao, SEM_PARAMETROS);
  } catch (e) {
    // A client that hung up mid-body has no one to answer.
    if (req.destroyed || res.destroyed) return;
    resposta = erroInterno(e);
  }
  if (!res.destroyed) await escrever(res, resposta, req.method);
}
