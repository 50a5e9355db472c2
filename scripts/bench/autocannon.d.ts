// The part of autocannon 9's programmatic API the benchmark uses (the package ships no types,
// and @types/autocannon is not a dependency). See node_modules/autocannon/README.md.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  namespace autocannon {
    type Metodo = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';

    interface RequisicaoBruta {
      method?: Metodo;
      path?: string;
      headers?: Record<string, string>;
      body?: string | Buffer;
      [k: string]: unknown;
    }

    interface Requisicao extends RequisicaoBruta {
      /** Called before each request; must return the request to send (falsy restarts the sequence). */
      setupRequest?: (req: RequisicaoBruta, context: Record<string, unknown>) => RequisicaoBruta | null | undefined;
      /** Called for each response, before the instance's `response` event, in the same tick. */
      onResponse?: (status: number, body: string, context: Record<string, unknown>, headers: Record<string, unknown>) => void;
    }

    interface Opcoes {
      url: string;
      connections?: number;
      duration?: number;
      amount?: number;
      timeout?: number;
      pipelining?: number;
      workers?: number;
      method?: Metodo;
      headers?: Record<string, string>;
      body?: string;
      requests?: Requisicao[];
      excludeErrorStats?: boolean;
      title?: string;
    }

    interface Histograma {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total: number;
      p0_001: number;
      p2_5: number;
      p50: number;
      p90: number;
      p97_5: number;
      p99: number;
      p99_9: number;
      [k: string]: number;
    }

    interface Resultado {
      title?: string;
      url: string;
      duration: number;
      errors: number;
      timeouts: number;
      non2xx: number;
      '2xx': number;
      '4xx': number;
      '5xx': number;
      statusCodeStats: Record<string, { count: number }>;
      latency: Histograma & { totalCount: number };
      requests: Histograma & { sent: number };
      throughput: Histograma;
      start: Date;
      finish: Date;
    }

    interface Cliente extends EventEmitter {
      requestIterator?: { context?: Record<string, unknown> };
    }

    interface Instancia extends EventEmitter, PromiseLike<Resultado> {
      stop(): void;
      on(evento: 'response', fn: (cliente: Cliente, status: number, bytes: number, ms: number) => void): this;
      on(evento: 'tick', fn: (t: { counter: number; bytes: number }) => void): this;
      on(evento: 'reqError', fn: (erro: Error) => void): this;
      on(evento: 'done', fn: (r: Resultado) => void): this;
      on(evento: string, fn: (...args: unknown[]) => void): this;
    }
  }

  function autocannon(opcoes: autocannon.Opcoes): autocannon.Instancia;
  export = autocannon;
}
