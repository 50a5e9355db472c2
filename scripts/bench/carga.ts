// HTTP load with autocannon's programmatic API. Every request is built by a generator function
// (autocannon's `setupRequest`), tagged with a kind (`venda`, `saldo`, `resgate`...), and each
// response is recorded with its kind, status and latency, so that a mixed workload is reported
// per kind and latencies include the expected business answers (422), which autocannon's own
// histogram leaves out.
import autocannon from 'autocannon';
import { resumirLatencias, type ResumoLatencia } from './estatistica';

export type Pedido = {
  tipo: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** The request's documentoExterno, when the caller wants to know which ones were answered 200. */
  documento?: string;
};

export type PorTipo = {
  n: number;
  status: Record<string, number>;
  latencia: ResumoLatencia;
};

export type ResultadoCarga = {
  segundos: number;
  conexoes: number;
  respostas: number;
  reqPorSegundo: number;
  latencia: ResumoLatencia;
  status: Record<string, number>;
  tipos: Record<string, PorTipo & { reqPorSegundo: number }>;
  /** Connection errors and timeouts (no HTTP answer at all). */
  erros: number;
  timeouts: number;
  /** Completed requests per second of the run, in order (shows warming or degradation). */
  porSegundo: number[];
  /** Requests written to a socket; minus `respostas`, those still in flight when the run stopped. */
  enviadas: number;
  /** documentoExterno of the requests answered 200 (only for requests that carry one). */
  documentos200: string[];
  /** autocannon's own figures, for reference (its latency histogram has 2xx only). */
  autocannon: { reqPorSegundoMedia: number; p50: number; p99: number; non2xx: number };
};

/** The answers of a run per request type: how many of each status, and every latency (ms). */
export type Registros = Map<string, { status: Map<number, number>; lat: number[] }>;

/** One answer of type `tipo` (the closed and the open load record alike). */
export function registrarResposta(registros: Registros, tipo: string, status: number, ms: number) {
  let r = registros.get(tipo);
  if (!r) registros.set(tipo, (r = { status: new Map(), lat: [] }));
  r.status.set(status, (r.status.get(status) ?? 0) + 1);
  r.lat.push(ms);
}

/**
 * The answers of a run of `segundos` (the closed and the open load alike): their count, rate and
 * latency (`todas`, ms), the statuses of the whole run and each type's figures.
 */
export function resumirRespostas(
  registros: Registros,
  todas: number[],
  segundos: number,
): Pick<ResultadoCarga, 'respostas' | 'reqPorSegundo' | 'latencia' | 'status' | 'tipos'> {
  const status: Record<string, number> = {};
  const tipos: ResultadoCarga['tipos'] = {};
  for (const [tipo, r] of [...registros.entries()].sort()) {
    const st = Object.fromEntries([...r.status.entries()].sort((a, b) => a[0] - b[0]).map(([k, v]) => [String(k), v]));
    for (const [k, v] of Object.entries(st)) status[k] = (status[k] ?? 0) + v;
    tipos[tipo] = { n: r.lat.length, status: st, latencia: resumirLatencias(r.lat), reqPorSegundo: r.lat.length / segundos };
  }
  return { respostas: todas.length, reqPorSegundo: todas.length / segundos, latencia: resumirLatencias(todas), status, tipos };
}

let instanciaAtual: autocannon.Instancia | undefined;

/** Stops the running load (Ctrl-C of the runner). */
export function interromperCarga() {
  instanciaAtual?.stop();
}

export async function carga(o: {
  base: string;
  conexoes: number;
  /** Seconds; ignored when `quantidade` is set. */
  duracao?: number;
  quantidade?: number;
  gerar: () => Pedido;
  cabecalhos?: Record<string, string>;
}): Promise<ResultadoCarga> {
  const registros: Registros = new Map();
  const todas: number[] = [];
  let ultimoTipo = '?';
  let ultimoDocumento: string | undefined;
  const documentos200: string[] = [];
  let erros = 0;
  const porSegundo: number[] = [];

  const instancia = autocannon({
    url: o.base,
    connections: o.conexoes,
    ...(o.quantidade !== undefined ? { amount: o.quantidade } : { duration: o.duracao ?? 10 }),
    timeout: 10,
    requests: [
      {
        setupRequest: (req, ctx) => {
          const p = o.gerar();
          ctx.tipo = p.tipo;
          ctx.documento = p.documento;
          const headers: Record<string, string> = { ...o.cabecalhos, ...p.headers };
          let body: string | undefined;
          if (p.body !== undefined) {
            body = JSON.stringify(p.body);
            headers['content-type'] = 'application/json';
          }
          return { ...req, method: p.method, path: p.path, headers, body };
        },
        // Called right before the instance's `response` event, synchronously, for the same response.
        onResponse: (_status, _body, ctx) => {
          ultimoTipo = String(ctx.tipo);
          ultimoDocumento = ctx.documento as string | undefined;
        },
      },
    ],
  });
  instanciaAtual = instancia;
  instancia.on('response', (_cliente, status, _bytes, ms) => {
    registrarResposta(registros, ultimoTipo, status, ms);
    todas.push(ms);
    if (status === 200 && ultimoDocumento) documentos200.push(ultimoDocumento);
  });
  instancia.on('reqError', () => {
    erros++;
  });
  instancia.on('tick', (t) => porSegundo.push(t.counter));
  const res = await instancia;
  instanciaAtual = undefined;

  const segundos = res.duration;
  return {
    segundos,
    conexoes: o.conexoes,
    ...resumirRespostas(registros, todas, segundos),
    erros,
    timeouts: res.timeouts,
    porSegundo,
    enviadas: res.requests.sent,
    documentos200,
    autocannon: { reqPorSegundoMedia: res.requests.average, p50: res.latency.p50, p99: res.latency.p99, non2xx: res.non2xx },
  };
}
