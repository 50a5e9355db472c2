// The benchmark's knobs, all from the environment (docs/benchmarks.md, "How to run").
import path from 'node:path';

function inteiro(nome: string, padrao: number, min = 1): number {
  const v = process.env[nome];
  if (v === undefined || v === '') return padrao;
  const n = Number(v);
  if (!Number.isInteger(n) || n < min) throw new Error(`${nome} inválido: ${v} (inteiro >= ${min})`);
  return n;
}

export const raiz = path.resolve(import.meta.dirname, '..', '..');

export type Config = ReturnType<typeof lerConfig>;

export function lerConfig() {
  const conexoes = inteiro('BENCH_CONNECTIONS', 32);
  const cenarios = (process.env.BENCH_SCENARIOS || 'saude,vendas,aberto,misto,quente,historico,proxy,pgbench')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const conhecidos = ['saude', 'vendas', 'aberto', 'misto', 'quente', 'historico', 'proxy', 'pgbench', 'processos'];
  // Scenario `processos` (not in the default list): saude and vendas again against
  // scripts/servidor.ts with WEB_CONCURRENCY=N for each N of BENCH_PROCESSES (default 1,2).
  const processos = (process.env.BENCH_PROCESSES || '1,2').split(',').map((s) => Number(s.trim()));
  if (!processos.length || processos.some((n) => !Number.isInteger(n) || n < 1 || n > 64))
    throw new Error(`BENCH_PROCESSES inválido: ${process.env.BENCH_PROCESSES} (ex.: 1,2)`);
  const modoServidor = (process.env.BENCH_SERVER || 'servidor') as 'next-start' | 'servidor';
  if (!['next-start', 'servidor'].includes(modoServidor))
    throw new Error(`BENCH_SERVER inválido: ${modoServidor} (next-start ou servidor)`);
  const nivelLog = process.env.BENCH_LOG_LEVEL || 'warn';
  if (!['debug', 'info', 'warn', 'error'].includes(nivelLog)) throw new Error(`BENCH_LOG_LEVEL inválido: ${nivelLog}`);
  for (const c of cenarios)
    if (!conhecidos.includes(c)) throw new Error(`BENCH_SCENARIOS: cenário desconhecido "${c}" (${conhecidos.join(', ')})`);
  return {
    /** Measured seconds per scenario. */
    duracao: inteiro('BENCH_DURATION', 15),
    /** Discarded seconds before each scenario (JIT, plan caches, pool connections). */
    aquecimento: inteiro('BENCH_WARMUP', 3, 0),
    /** Seconds of the proxy comparison (GET /API/Saude), a side measurement. */
    duracaoProxy: inteiro('BENCH_PROXY_DURATION', 5),
    conexoes,
    /** Open loop: sales per second; 0 = half of what the closed-loop `vendas` scenario reached. */
    taxaAberta: inteiro('BENCH_OPEN_RATE', 0, 0),
    /** Lots of the `historico` customer, and the connections of that scenario (both customers). */
    lotesHistorico: inteiro('BENCH_HISTORY_LOTS', 10_000),
    conexoesHistorico: inteiro('BENCH_HISTORY_CONNECTIONS', 8),
    /** The app's DATABASE_POOL_SIZE during the run. */
    pool: inteiro('DATABASE_POOL_SIZE', 16),
    /** Customers created before the run (cliente + cliente_tenant). */
    clientes: inteiro('BENCH_CUSTOMERS', 10_000, 100),
    /** How many of them get a cashback balance (one sale each, through the API) before the run. */
    clientesComSaldo: inteiro('BENCH_CUSTOMERS_WITH_BALANCE', 2_000, 10),
    pgbenchClientes: inteiro('BENCH_PGBENCH_CLIENTS', conexoes),
    pgbenchThreads: inteiro('BENCH_PGBENCH_THREADS', 2),
    portaInicial: inteiro('BENCH_PORT', 3200),
    urlServidor: process.env.TEST_DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres',
    forcarBuild: process.env.BENCH_BUILD === '1',
    manterBanco: process.env.BENCH_KEEP_DB === '1',
    /** Before each scenario, wait up to this many seconds for the machine to be quiet (0 = don't). */
    esperaSossego: inteiro('BENCH_QUIET_WAIT', 0, 0),
    /** The server's LOG_LEVEL (warn: no access log line per request). */
    nivelLog,
    /** `next-start` (default) or `servidor` (scripts/servidor.ts, what `npm start` runs). */
    servidor: modoServidor,
    /** V8 CPU profile of the server for the whole run, summarised at the end (scripts/bench/perfil.ts). */
    perfilCpu: process.env.BENCH_CPU_PROF === '1',
    cenarios,
    /** WEB_CONCURRENCY values of the scenario `processos`. */
    processos,
    pastaResultados: path.join(import.meta.dirname, 'resultados'),
  };
}
