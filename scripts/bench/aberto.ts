// Open-loop load: requests leave at a fixed rate whatever the server does, and each latency is
// measured from the instant the request was DUE, not from when a free connection sent it. A
// closed loop (autocannon's N connections) slows its own sending when the server slows down, so
// its percentiles hide the queueing a real flow of cashiers would see ("coordinated omission");
// here a stall shows in full in the p99. Same result shape as carga.ts, for the same tables.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { registrarResposta, resumirRespostas, type Pedido, type Registros, type ResultadoCarga } from './carga';

let parar: (() => void) | undefined;

/** Stops the running open-loop load (Ctrl-C of the runner). */
export function interromperCargaAberta() {
  parar?.();
}

export async function cargaAberta(o: {
  base: string;
  /** Requests per second, evenly spaced. */
  taxa: number;
  duracao: number;
  gerar: () => Pedido;
  cabecalhos?: Record<string, string>;
  /** Upper bound of simultaneous connections (requests beyond wait in the agent's queue, and their wait counts). */
  maxConexoes?: number;
}): Promise<ResultadoCarga> {
  const url = new URL(o.base);
  const agente = new http.Agent({ keepAlive: true, maxSockets: o.maxConexoes ?? 256 });
  const registros: Registros = new Map();
  const todas: number[] = [];
  const porSegundo: number[] = [];
  let erros = 0;
  let timeouts = 0;
  let enviadas = 0;
  let emVoo = 0;
  let parado = false;
  const intervalo = 1000 / o.taxa;
  const inicio = performance.now();
  const total = Math.floor(o.taxa * o.duracao);

  const registrar = (tipo: string, status: number, ms: number, devido: number) => {
    registrarResposta(registros, tipo, status, ms);
    todas.push(ms);
    const s = Math.floor((devido - inicio) / 1000);
    porSegundo[s] = (porSegundo[s] ?? 0) + 1;
  };

  const enviar = (devido: number) => {
    const p = o.gerar();
    const corpo = p.body === undefined ? undefined : JSON.stringify(p.body);
    const headers: Record<string, string | number> = { ...o.cabecalhos, ...p.headers };
    if (corpo !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(corpo);
    }
    enviadas++;
    emVoo++;
    const req = http.request(
      { host: url.hostname, port: url.port, path: p.path, method: p.method, headers, agent: agente, timeout: 10_000 },
      (res) => {
        res.resume();
        res.on('end', () => {
          emVoo--;
          registrar(p.tipo, res.statusCode ?? 0, performance.now() - devido, devido);
        });
      },
    );
    req.on('timeout', () => {
      timeouts++;
      req.destroy(new Error('timeout'));
    });
    req.on('error', () => {
      emVoo--;
      erros++;
    });
    req.end(corpo);
  };

  await new Promise<void>((fim) => {
    let i = 0;
    const passo = () => {
      if (parado) return fim();
      // Send every request due by now (a late timer sends a burst, as a real flow would arrive).
      const agora = performance.now();
      while (i < total && inicio + i * intervalo <= agora) enviar(inicio + i++ * intervalo);
      if (i >= total) return fim();
      setTimeout(passo, Math.max(0, inicio + i * intervalo - performance.now()));
    };
    parar = () => {
      parado = true;
    };
    passo();
  });
  // Wait for what is still in flight (bounded), then close the connections.
  const limite = performance.now() + 11_000;
  while (emVoo > 0 && performance.now() < limite) await new Promise((r) => setTimeout(r, 20));
  parar = undefined;
  agente.destroy();

  const segundos = o.duracao;
  return {
    segundos,
    conexoes: o.maxConexoes ?? 256,
    ...resumirRespostas(registros, todas, segundos),
    erros,
    timeouts,
    porSegundo: Array.from(porSegundo, (n) => n ?? 0),
    enviadas,
    documentos200: [],
    autocannon: { reqPorSegundoMedia: NaN, p50: NaN, p99: NaN, non2xx: NaN },
  };
}
