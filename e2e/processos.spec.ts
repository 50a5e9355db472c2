// Several processes (WEB_CONCURRENCY, docs/escala.md): scripts/servidor.ts as a node:cluster
// primary with two workers sharing one port, against the production build and the e2e database.
// Both workers serve sales; a worker killed with SIGKILL is replaced while the port keeps
// answering; SIGTERM stops the primary and its workers with exit code 0. No browser: it lives
// here because it needs the build.
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { CHAVES_DEMO, LOJAS_DEMO } from '../prisma/demo';
import { raiz } from '../scripts/lib/raiz';
import { E2E } from './global-setup';

// Not the e2e servers' ports (E2E_PORT and the next one), nor the crash test's (+90).
const porta = E2E.porta + 80;
const base = `http://127.0.0.1:${porta}`;

function vivo(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * One request on a new connection (no keep-alive): a pooled connection would stay with the worker
 * the test kills. Fails after 15 s instead of waiting for the test's timeout.
 */
function pedir(metodo: string, caminho: string, corpo?: unknown, cabecalhos: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const texto = corpo === undefined ? undefined : JSON.stringify(corpo);
    const req = http.request(
      `${base}${caminho}`,
      {
        method: metodo,
        agent: false,
        timeout: 15_000,
        headers: { ...cabecalhos, ...(texto ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${metodo} ${caminho}: sem resposta em 15 s`)));
    req.on('error', reject);
    req.end(texto);
  });
}

async function ate(condicao: () => boolean | Promise<boolean>, ms: number, oQue: string, log: () => string) {
  const fim = Date.now() + ms;
  while (!(await condicao())) {
    if (Date.now() > fim) throw new Error(`${oQue} não aconteceu em ${ms} ms:\n${log()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The primary's process group: stopped after the test even if it timed out (workers die with it). */
let grupo: number | undefined;
test.afterEach(() => {
  if (!grupo) return;
  try {
    process.kill(-grupo, 'SIGKILL');
  } catch {
    /* already gone */
  }
  grupo = undefined;
});

test('WEB_CONCURRENCY=2: two workers on one port serve sales, a dead worker is replaced, SIGTERM stops all', async () => {
  // Each worker boots Next.js (a few seconds on a quiet machine, a minute on a saturated one).
  test.setTimeout(240_000);
  const inicio = Date.now();
  const marca = (o: string) => console.log(`processos: ${o} em ${((Date.now() - inicio) / 1000).toFixed(1)} s`);
  let saida = '';
  const primario = spawn(process.execPath, ['--import', 'tsx', path.join(raiz, 'scripts', 'servidor.ts')], {
    cwd: raiz,
    env: {
      ...process.env,
      DATABASE_URL: process.env.E2E_DATABASE_URL,
      DATABASE_POOL_SIZE: '4',
      AUTH_SECRET: 'segredo-de-autenticacao-do-e2e-0123456789abcdef',
      CRON_SECRET: E2E.segredoCron,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      HOST: '127.0.0.1',
      PORT: String(porta),
      WEB_CONCURRENCY: '2',
      JOBS: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  grupo = primario.pid;
  primario.stdout!.on('data', (d: Buffer) => (saida += String(d)));
  primario.stderr!.on('data', (d: Buffer) => (saida += String(d)));
  const log = () => saida;
  const workers = () => [...saida.matchAll(/\[processo (\d+), pid (\d+)\]/g)].map((m) => ({ numero: Number(m[1]), pid: Number(m[2]) }));
  let encerrado: number | null | undefined;
  primario.once('exit', (codigo) => (encerrado = codigo));

  try {
    await ate(() => workers().length === 2, 90_000, 'dois processos ouvindo', log);
    marca('dois processos ouvindo');
    expect(saida).toContain(`Fidelidade: 2 processos (WEB_CONCURRENCY=2) na porta ${porta}`);
    const [w1, w2] = workers();
    expect(w1!.pid).not.toBe(w2!.pid);

    // Sales through the shared port: connections are spread over both workers, each with its pool.
    const venda = (i: number) =>
      pedir(
        'POST',
        '/api/v1/venda',
        {
          cnpjLoja: LOJAS_DEMO.centro.cnpj,
          cpfCliente: '52998224725',
          valorVenda: 10 + i,
          documentoExterno: `processos-${process.env.E2E_RUN_ID}-${i}`,
        },
        { 'x-api-key': CHAVES_DEMO.producao.valor },
      );
    expect(await Promise.all(Array.from({ length: 12 }, (_, i) => venda(i)))).toEqual(Array(12).fill(200));

    marca('12 vendas');
    // A worker dies: the port keeps answering (the other worker), and a third one replaces it.
    process.kill(w1!.pid, 'SIGKILL');
    for (let i = 0; i < 5; i++) expect(await pedir('GET', '/api/saude')).toBe(200);
    await ate(() => workers().some((w) => w.numero === 3), 90_000, 'o processo substituto', log);
    expect(saida).toContain(`Processo ${w1!.pid} terminou (SIGKILL)`);
    marca('substituto ouvindo');
    const w3 = workers().find((w) => w.numero === 3)!;

    // SIGTERM: every worker closes its server and exits; the primary exits with 0.
    primario.kill('SIGTERM');
    await ate(() => encerrado !== undefined, 20_000, 'o fim do processo principal', log);
    expect(encerrado).toBe(0);
    await ate(() => !vivo(w2!.pid) && !vivo(w3.pid), 5_000, 'o fim dos processos filhos', log);
    marca('encerrado');
    grupo = undefined;
  } finally {
    for (const w of workers()) if (vivo(w.pid)) process.kill(w.pid, 'SIGKILL');
  }
});
