// The first minutes of a new user, as issue [1/6] found them broken:
// - `npm start` on the default setup (embedded database, nothing configured): the jobs run inside
//   the server, and a club PIN requested by e-mail is in the development sink in under 2 s;
//   `npm run jobs -- --uma-vez` works against it;
// - `next start` with an invalid setting stops with the variable and the rule;
// - pt-BR 404 pages for /painel/... and /clube/... with a way back, and a favicon (no page load
//   logs a 404).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type TestInfo } from '@playwright/test';
import { CHAVES_DEMO, USUARIOS_DEMO } from '../prisma/demo';
import { cpfAleatorio } from '../lib/documentos/gerar';
import { E2E, ipDoArquivo } from './global-setup';
import { raiz } from '../scripts/lib/raiz';

test.use({ extraHTTPHeaders: { 'x-e2e-ip': ipDoArquivo('primeiros-minutos') } });

const ORIGEM = `http://127.0.0.1:${E2E.porta}`;

function iniciar(args: string[], env: Record<string, string | undefined>): { filho: ChildProcess; saida: () => string } {
  let saida = '';
  const filho = spawn(process.execPath, args, {
    cwd: raiz,
    env: { ...process.env, ...env } as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  filho.stdout!.on('data', (d) => (saida += d));
  filho.stderr!.on('data', (d) => (saida += d));
  return { filho, saida: () => saida };
}

const terminou = (f: ChildProcess, ms: number) =>
  new Promise<number | null>((resolve, reject) => {
    if (f.exitCode !== null) return resolve(f.exitCode);
    const t = setTimeout(() => reject(new Error('não terminou')), ms);
    f.once('exit', (c) => {
      clearTimeout(t);
      resolve(c);
    });
  });

async function esperarPronto(base: string, ms: number, saida: () => string) {
  const fim = Date.now() + ms;
  while (Date.now() < fim) {
    try {
      if ((await fetch(`${base}/api/saude/pronto`)).status === 200) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${base} não ficou pronto:\n${saida()}`);
}

test('npm start on the default setup: jobs inside, a PIN in the sink in under 2 s, npm run jobs works', async () => {
  test.setTimeout(120_000);
  const pasta = mkdtempSync(path.join(tmpdir(), 'fid-padrao-'));
  const porta = E2E.porta + 80;
  const base = `http://127.0.0.1:${porta}`;
  // Nothing configured, as on a new machine: no DATABASE_URL, no secrets, no Redis, no channels.
  const semConfiguracao = {
    DATABASE_URL: undefined,
    AUTH_SECRET: undefined,
    CRON_SECRET: undefined,
    REDIS_URL: undefined,
    TRUSTED_PROXY_HEADER: undefined,
    NODE_ENV: undefined,
    EMBEDDED_DATA_DIR: pasta,
    EMBEDDED_DB_PORT: String(porta + 1000),
    PORT: String(porta),
  };
  const app = iniciar(['--import', 'tsx', path.join(raiz, 'scripts', 'start.ts')], semConfiguracao);
  try {
    await esperarPronto(base, 90_000, app.saida);
    expect(app.saida()).toContain('Usando o banco EMBUTIDO');

    const cpf = cpfAleatorio();
    const email = `novo.${cpf}@e2e.dev`;
    const cad = await fetch(`${base}/api/v1/cliente`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': CHAVES_DEMO.producao.valor },
      body: JSON.stringify({ cpf, nome: 'Cliente Novo', email, telefone: '', aceiteLgpd: true }),
    });
    expect(cad.status).toBe(201);
    const login = await fetch(`${base}/api/v1/authadmin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: USUARIOS_DEMO.superAdmin.email, senha: USUARIOS_DEMO.superAdmin.senha }),
    });
    const token = ((await login.json()) as { dados: { token: string } }).dados.token;
    const noSink = async () => {
      const r = await fetch(`${base}/api/v1/admin/mensagens?destino=${encodeURIComponent(email)}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await r.json()) as { dados: { itens: { texto: string }[] } }).dados.itens;
    };

    const inicio = Date.now();
    const pin = await fetch(`${base}/api/v1/clube/auth/solicitar-pin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cpf, canal: 'email' }),
    });
    expect(pin.status).toBe(200);
    let mensagens: { texto: string }[] = [];
    while (Date.now() - inicio < 5000 && mensagens.length === 0) {
      mensagens = await noSink();
      if (!mensagens.length) await new Promise((r) => setTimeout(r, 50));
    }
    const ms = Date.now() - inicio;
    expect(mensagens, app.saida()).toHaveLength(1);
    expect(mensagens[0]!.texto).toMatch(/\d{6}/);
    expect(ms, `PIN no sink em ${ms} ms`).toBeLessThan(2000);
    test.info().annotations.push({ type: 'PIN no sink', description: `${ms} ms após o pedido` });

    // The embedded database takes one connection (the app's): npm run jobs asks the server.
    const jobs = iniciar(['--import', 'tsx', path.join(raiz, 'scripts', 'jobs.ts'), '--uma-vez'], semConfiguracao);
    expect(await terminou(jobs.filho, 60_000), jobs.saida()).toBe(0);
    for (const job of ['lotes', 'outbox', 'lembretes', 'limpeza']) expect(jobs.saida()).toContain(`${job}: {`);
  } finally {
    app.filho.kill('SIGTERM');
    await terminou(app.filho, 20_000).catch(() => app.filho.kill('SIGKILL'));
    rmSync(pasta, { recursive: true, force: true });
  }
});

test('next start refuses an invalid setting with the variable and the rule', async () => {
  const next = iniciar([path.join(raiz, 'node_modules', 'next', 'dist', 'bin', 'next'), 'start', '--port', String(E2E.porta + 81)], {
    DATABASE_URL: process.env.E2E_DATABASE_URL,
    AUTH_SECRET: 'c'.repeat(40),
    CRON_SECRET: 'curto',
    NODE_ENV: 'production',
  });
  const codigo = await terminou(next.filho, 60_000);
  expect(codigo).not.toBe(0);
  expect(next.saida()).toContain('CRON_SECRET: deve ter pelo menos 16 caracteres.');
});

async function captura(nome: string, testInfo: TestInfo, page: import('@playwright/test').Page) {
  const arquivo = testInfo.outputPath(`${nome}.png`);
  await page.screenshot({ path: arquivo, fullPage: true });
  await testInfo.attach(nome, { path: arquivo, contentType: 'image/png' });
}

for (const { area, caminho, voltar, destino } of [
  { area: 'painel', caminho: '/painel/relatorios-que-nao-existem', voltar: 'Voltar ao painel', destino: /\/painel\/entrar/ },
  { area: 'clube', caminho: '/clube/pagina/inexistente', voltar: 'Voltar ao clube', destino: /\/clube\/entrar/ },
  { area: 'site', caminho: '/nada-aqui', voltar: 'Página inicial', destino: /\/$/ },
]) {
  test(`404 of the ${area} in pt-BR with a way back, at 360 px`, async ({ browser }, testInfo) => {
    const contexto = await browser.newContext({ viewport: { width: 360, height: 740 }, baseURL: ORIGEM, locale: 'pt-BR' });
    const page = await contexto.newPage();
    const resposta = await page.goto(caminho);
    expect(resposta!.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    await expect(page).toHaveTitle(/Página não encontrada/);
    await captura(`404-${area}-360`, testInfo, page);
    await page.getByRole('link', { name: voltar }).click();
    await expect(page).toHaveURL(destino);
    await contexto.close();
  });
}

test('a favicon, and no page load logs a 404', async ({ page, request }) => {
  const ico = await request.get(`${ORIGEM}/favicon.ico`);
  expect(ico.status()).toBe(200);
  expect(ico.headers()['content-type']).toContain('image/');
  const faltando: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 404) faltando.push(r.url());
  });
  for (const p of ['/', '/painel/entrar', '/clube/entrar']) {
    await page.goto(`${ORIGEM}${p}`);
    await page.waitForLoadState('networkidle');
  }
  expect(faltando).toEqual([]);
  const icone = await page.locator('link[rel="icon"]').first().getAttribute('href');
  expect(icone).toBeTruthy();
});
