// What the browser specs share: reading the test database, a sale at the demo store, a club PIN
// from the development sink, a page of
// the spec's own browser context, the sign-in form of the panel, and the record of a screen (axe-core WCAG 2 A/AA check,
// then a full-page screenshot in the report), and a shot at 360 px of one part of it.
import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import pg from 'pg';
import { CHAVES_DEMO, LOJAS_DEMO, TENANT_DEMO } from '../prisma/demo';
import { gerarHashSenha } from '../lib/domain/acesso/senha';
import { E2E, ipDoArquivo } from './global-setup';

/** One query against the database of the run (E2E_DATABASE_URL, set by global-setup.ts). */
export async function banco<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> {
  const c = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await c.connect();
  try {
    return (await c.query<T>(sql, params)).rows;
  } finally {
    await c.end();
  }
}

/**
 * A page in a new browser context of the spec file `arquivo`: the file's own rate-limit address
 * (ipDoArquivo), the app's origin, pt-BR, the viewport, and whatever else the spec asks for.
 */
export async function novaPagina(
  browser: Browser,
  arquivo: string,
  viewport: { width: number; height: number },
  opcoes: BrowserContextOptions = {},
): Promise<Page> {
  const ctx = await browser.newContext({
    extraHTTPHeaders: { 'x-e2e-ip': ipDoArquivo(arquivo) },
    baseURL: `http://127.0.0.1:${E2E.porta}`,
    locale: 'pt-BR',
    viewport,
    ...opcoes,
  });
  return ctx.newPage();
}

/**
 * A fresh Operador of the demo tenant for a spec that changes its own account (password, two-step
 * verification), so the specs that sign in as caixa@demo.dev are not touched. `rotulo` names it.
 */
export async function criarOperadorDemo(rotulo: string) {
  const sufixo = Math.random().toString(36).slice(2, 8);
  const caixa = { email: `caixa.${rotulo}.${sufixo}@demo-e2e.dev`, nome: `Caixa ${rotulo} ${sufixo}`, senha: `Caixa${sufixo}2026`, sufixo };
  await banco(`INSERT INTO usuario_admin (tenant_id, nome, email, senha_hash, perfil) VALUES ($1, $2, $3, $4, 'Operador')`, [
    TENANT_DEMO.id,
    caixa.nome,
    caixa.email,
    await gerarHashSenha(caixa.senha),
  ]);
  return caixa;
}

/** A sale the PDV registers with the demo store's production key; the test stops unless it is 200. Its `dados`. */
export async function venderPeloPdv(request: APIRequestContext, venda: Record<string, unknown>) {
  const r = await request.post(`http://127.0.0.1:${E2E.porta}/api/v1/venda`, {
    headers: { 'X-Api-Key': CHAVES_DEMO.producao.valor },
    data: venda,
  });
  expect(r.status(), await r.text()).toBe(200);
  return (await r.json()).dados;
}

/** The club PIN last sent to `email`: the outbox job runs until the PIN is in the development sink. */
export async function pinNoSink(request: APIRequestContext, email: string): Promise<string> {
  let pin: string | undefined;
  for (let i = 0; i < 40 && !pin; i++) {
    await request.post(`http://127.0.0.1:${E2E.porta}/api/cron/outbox`, { headers: { Authorization: `Bearer ${E2E.segredoCron}` } });
    const [m] = await banco<{ texto: string }>('SELECT texto FROM mensagem_dev WHERE destino = $1 ORDER BY criado_em DESC LIMIT 1', [
      email,
    ]);
    pin = /\b(\d{6})\b/.exec(m?.texto ?? '')?.[1];
    if (!pin) await new Promise((r) => setTimeout(r, 250));
  }
  expect(pin, 'PIN no sink').toBeTruthy();
  return pin!;
}

/**
 * A customer with an e-mail, made by a R$ 10,00 PDV sale at the demo centre store, who asks the club
 * for a PIN by e-mail: the sale's `dados`, and the PIN once it is in the development sink.
 */
export async function clienteComPinNoSink(
  request: APIRequestContext,
  c: { cpf: string; documentoExterno: string; cliente: { nome: string; email: string; telefone?: string } },
) {
  const venda = await venderPeloPdv(request, {
    cnpjLoja: LOJAS_DEMO.centro.cnpj,
    cpfCliente: c.cpf,
    valorVenda: 10,
    documentoExterno: c.documentoExterno,
    cliente: c.cliente,
  });
  expect((await request.post('/api/v1/clube/auth/solicitar-pin', { data: { cpf: c.cpf, canal: 'email' } })).status()).toBe(200);
  return { venda, pin: await pinNoSink(request, c.cliente.email) };
}

/** The subjects of the e-mails the development sink holds for `email` (the outbox's notices), to poll. */
export async function assuntosNoSink(email: string): Promise<string[]> {
  return (await banco<{ assunto: string }>(`SELECT assunto FROM mensagem_dev WHERE destino = $1`, [email])).map((m) => m.assunto);
}

/** "Sair" from the panel, then the sign-in form filled and sent; the caller checks what follows. */
export async function sairETentarEntrar(page: Page, usuario: { email: string; senha: string }) {
  await page.getByRole('button', { name: 'Sair' }).click();
  await page.waitForURL('**/painel/entrar?saiu=1');
  await page.getByLabel('E-mail', { exact: true }).fill(usuario.email);
  await page.getByLabel('Senha').fill(usuario.senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** Fills the panel's sign-in form already on the page and waits to leave it. */
export async function preencherLogin(page: Page, usuario: { email: string; senha: string }) {
  await page.getByLabel('E-mail', { exact: true }).fill(usuario.email);
  await page.getByLabel('Senha').fill(usuario.senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/painel/entrar'));
}

/** axe-core over the page (WCAG 2 A and AA): no violation, each one named in the failure. */
export async function verificarAcessibilidade(page: Page, nomeTela: string) {
  // Next.js streams the metadata of dynamic pages: wait for the <title> before judging it.
  await expect(page).toHaveTitle(/\S/);
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    axe.violations,
    `${nomeTela}: ${axe.violations.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`).join('; ')}`,
  ).toEqual([]);
}

/** A screen in the report: the accessibility check (unless `axe: false`), then a full-page screenshot. */
export async function registrarTela(page: Page, nomeTela: string, testInfo: TestInfo, o: { axe?: boolean } = {}) {
  if (o.axe !== false) await verificarAcessibilidade(page, nomeTela);
  const arquivo = testInfo.outputPath(`${nomeTela}.png`);
  await page.screenshot({ path: arquivo, fullPage: true });
  await testInfo.attach(nomeTela, { path: arquivo, contentType: 'image/png' });
}

/** A screen at 1366 and 360 px: the accessibility check, no horizontal scroll, a screenshot at each width. */
export async function registrarLarguras(page: Page, nomeTela: string, testInfo: TestInfo) {
  await verificarAcessibilidade(page, nomeTela);
  for (const largura of [1366, 360]) {
    await page.setViewportSize({ width: largura, height: largura === 360 ? 740 : 900 });
    const l = await page.evaluate(() => ({ documento: document.documentElement.scrollWidth, janela: window.innerWidth }));
    expect(l.documento, `${nomeTela} a ${largura} px: rolagem horizontal`).toBeLessThanOrEqual(l.janela);
    const arquivo = testInfo.outputPath(`${nomeTela}-${largura}.png`);
    await page.screenshot({ path: arquivo, fullPage: true });
    await testInfo.attach(`${nomeTela}-${largura}`, { path: arquivo, contentType: 'image/png' });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/**
 * One state as a phone shows it, in the report as `<nome>-360`: the shot of `alvo` (a field with its
 * message, a card; the visible screen when none is given) at 360 px, then the page is back at 1366.
 */
export async function fotografarA360(page: Page, nome: string, testInfo: TestInfo, alvo: Page | Locator = page) {
  await page.setViewportSize({ width: 360, height: 740 });
  const arquivo = testInfo.outputPath(`${nome}-360.png`);
  await alvo.screenshot({ path: arquivo });
  await testInfo.attach(`${nome}-360`, { path: arquivo, contentType: 'image/png' });
  await page.setViewportSize({ width: 1366, height: 900 });
}
