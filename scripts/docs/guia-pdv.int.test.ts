// The integration guide cannot rot: every fenced block of docs/integracao-pdv.md marked
// ```bash exec or ```ts exec runs here against the app over real HTTP (lib/testing/servidor-http.ts),
// in a store with Cashback 10 % (Imediato, models 2 and 3 allowed) and Pontos 1/R$, as the guide
// says. Each block gets its own customer (CPF_CLIENTE) and must exit 0; the ts blocks import the
// SDK by its package name, mapped to sdk/src. The webhook block verifies a real delivery captured
// from the dispatcher.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '@/lib/db';
import { chamar } from '@/lib/testing/api';
import { cenarioPadrao, cpfAleatorio, criarUsuario } from '@/lib/testing/cenario';
import { iniciarServidorHttp, type ServidorHttp } from '@/lib/testing/servidor-http';
import { despacharOutbox } from '@/lib/notificacoes/despachar-outbox';
import { raiz } from '../lib/raiz';

const GUIA = path.join(raiz, 'docs', 'integracao-pdv.md');

type Bloco = { linguagem: 'bash' | 'ts'; codigo: string; linha: number };

export function blocosExecutaveis(texto: string): Bloco[] {
  const blocos: Bloco[] = [];
  const re = /^```(bash|ts) exec\n([\s\S]*?)^```$/gm;
  for (let m = re.exec(texto); m; m = re.exec(texto)) {
    blocos.push({ linguagem: m[1] as 'bash' | 'ts', codigo: m[2]!, linha: texto.slice(0, m.index).split('\n').length });
  }
  return blocos;
}

/** Runs a child without blocking this process, which serves the API the child calls. */
function executar(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<{ status: number | null; saida: string }> {
  return new Promise((ok) => {
    const filho = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], timeout: 30_000 });
    let saida = '';
    filho.stdout.on('data', (d: Buffer) => (saida += String(d)));
    filho.stderr.on('data', (d: Buffer) => (saida += String(d)));
    filho.on('close', (status) => ok({ status, saida }));
  });
}

const blocos = blocosExecutaveis(readFileSync(GUIA, 'utf8'));
let servidor: ServidorHttp;
let receptor: http.Server;
let dir: string;
const ambiente: Record<string, string> = {};

beforeAll(async () => {
  servidor = await iniciarServidorHttp();
  const c = await cenarioPadrao({ cashback: { permiteCheckoutCashbackNaVenda: true, permiteDescontoSobreCashbackGerado: true } });
  dir = mkdtempSync(path.join(tmpdir(), 'fid-guia-'));

  // A real webhook delivery for the verification sample.
  let recebida: { headers: http.IncomingHttpHeaders; corpo: string } | null = null;
  receptor = http.createServer((req, res) => {
    let corpo = '';
    req.on('data', (d: Buffer) => (corpo += String(d)));
    req.on('end', () => {
      recebida = { headers: req.headers, corpo };
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((ok) => receptor.listen(0, '127.0.0.1', ok));
  const gestor = (await criarUsuario(c.tenantId, 'AdminTenant')).token;
  const wh = await chamar('POST', '/api/v1/admin/webhooks', {
    token: gestor,
    corpo: { url: `http://127.0.0.1:${(receptor.address() as AddressInfo).port}/`, eventos: ['venda.registrada'] },
  });
  expect(wh.status).toBe(201);
  await chamar('POST', '/api/v1/venda', { chave: c.chave, corpo: { cnpjLoja: c.loja.cnpj, cpfCliente: cpfAleatorio(), valorVenda: 30 } });
  const entregas = await prisma.eventoOutbox.findMany({ where: { webhookEndpointId: wh.corpo.dados.id } });
  await despacharOutbox({ ids: entregas.map((e) => e.id) });
  // The webhook is removed so the guide's own sales do not queue deliveries to a closed receiver.
  await chamar('DELETE', `/api/v1/admin/webhooks/${wh.corpo.dados.id}`, { token: gestor });
  expect(recebida).not.toBeNull();
  const r = recebida!;
  const cabecalhos = Object.fromEntries(Object.entries(r.headers).filter(([k]) => k.startsWith('x-fidelidade-')));

  Object.assign(ambiente, {
    FIDELIDADE_URL: servidor.url,
    FIDELIDADE_API_KEY: c.chave,
    CNPJ_LOJA: c.loja.cnpj,
    WEBHOOK_SEGREDO: wh.corpo.dados.segredo,
    WEBHOOK_CABECALHOS: JSON.stringify(cabecalhos),
    WEBHOOK_CORPO: r.corpo,
  });
});

afterAll(async () => {
  await servidor.parar();
  await new Promise<void>((ok) => receptor.close(() => ok()));
  rmSync(dir, { recursive: true, force: true });
});

describe('docs/integracao-pdv.md: the runnable examples work', () => {
  it('the guide has runnable examples in bash and in TypeScript', () => {
    expect(blocos.filter((b) => b.linguagem === 'bash').length).toBeGreaterThanOrEqual(3);
    expect(blocos.filter((b) => b.linguagem === 'ts').length).toBeGreaterThanOrEqual(6);
  });

  it.each(blocos.map((b) => [`${b.linguagem} da linha ${b.linha}`, b] as const))('%s', async (_, b) => {
    const env = { ...process.env, ...ambiente, CPF_CLIENTE: cpfAleatorio() };
    let r;
    if (b.linguagem === 'bash') {
      r = await executar('bash', ['-euo', 'pipefail', '-c', b.codigo], dir, env);
    } else {
      // tsx is resolved from the repository (cwd); the block's own files go to its temp dir.
      const arquivo = path.join(dir, `bloco-${b.linha}.mts`);
      const sdk = path.join(raiz, 'sdk', 'src', 'index.ts');
      writeFileSync(arquivo, b.codigo.replaceAll("from '@fidelidade/pdv'", `from ${JSON.stringify(sdk)}`));
      r = await executar(process.execPath, ['--import', 'tsx', arquivo], raiz, env);
    }
    expect(r.status, `linha ${b.linha} do guia:\n${r.saida}`).toBe(0);
  });
});
