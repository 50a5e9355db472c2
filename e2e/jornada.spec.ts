// The whole story of the product in one run, in the browser, on the production build: a manager
// creates and activates a campaign in the panel; the PDV registers a sale under it; the dashboard
// counts it; the customer signs in to the club with the PIN read from the development sink, sees
// that sale's cashback and renews the QR; the cashier identifies the customer by the NEW QR (the
// old one no longer works).
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { CHAVES_DEMO, USUARIOS_DEMO } from '../prisma/demo';
import { cnpjAleatorio, cpfAleatorio } from '../lib/documentos/gerar';
import { formatarCnpj } from '../lib/documentos/cnpj';
import { E2E, ipDoArquivo } from './global-setup';
import { banco, preencherLogin } from './apoio';

test.describe.configure({ mode: 'serial' });

const ORIGEM = `http://127.0.0.1:${E2E.porta}`;
const cabecalhoIp = { 'x-e2e-ip': ipDoArquivo('jornada') };
test.use({ extraHTTPHeaders: cabecalhoIp });

const sufixo = Date.now().toString(36);
const NOME_LOJA = `Loja Jornada ${sufixo}`;
const NOME_CAMPANHA = `Cashback 8% Jornada ${sufixo}`;
const NOME_CLIENTE = `Joana Jornada ${sufixo}`;
const EMAIL = `joana.${sufixo}@jornada.dev`;
const cnpj = cnpjAleatorio();
const cpf = cpfAleatorio();
const externas: string[] = [];

let lojaId = '';
let qrNovo = '';
let qrAntigo = '';

async function novaPagina(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const ctx = await browser.newContext({ extraHTTPHeaders: cabecalhoIp, baseURL: ORIGEM, locale: 'pt-BR', viewport });
  const page = await ctx.newPage();
  page.on('request', (r) => {
    if (!r.url().startsWith(ORIGEM) && !r.url().startsWith('data:')) externas.push(r.url());
  });
  return page;
}

async function entrarNoPainel(browser: Browser, usuario: { email: string; senha: string }, destino: string) {
  const page = await novaPagina(browser);
  await page.goto(`/painel/entrar?voltar=${encodeURIComponent(destino)}`);
  await preencherLogin(page, usuario);
  return page;
}

async function foto(page: Page, nome: string, testInfo: TestInfo) {
  await testInfo.attach(nome, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
}

test('a manager creates and activates a campaign in the panel', async ({ browser, request }, testInfo) => {
  // A store of its own for this story, created through the admin API.
  const login = await request.post('/api/v1/authadmin/login', {
    data: { email: USUARIOS_DEMO.gerente.email, senha: USUARIOS_DEMO.gerente.senha },
  });
  expect(login.status()).toBe(200);
  const token = (await login.json()).dados.token;
  const loja = await request.post('/api/v1/admin/lojas', {
    headers: { authorization: `Bearer ${token}` },
    data: { nome: NOME_LOJA, cnpj },
  });
  expect(loja.status(), await loja.text()).toBe(201);
  lojaId = (await loja.json()).dados.id;

  const page = await entrarNoPainel(browser, USUARIOS_DEMO.gerente, '/painel/campanhas/nova');
  await expect(page.getByRole('heading', { level: 1, name: 'Nova campanha' })).toBeVisible();
  await page.getByLabel('Nome', { exact: true }).fill(NOME_CAMPANHA);
  await page.getByRole('radio', { name: /^Cashback/ }).check();
  await page.getByLabel('Percentual de cashback (%)').fill('8');
  await page.getByLabel('Validade dos créditos (dias)').fill('30');
  await page.getByRole('checkbox', { name: NOME_LOJA }).check();
  const simulacao = page.getByRole('region', { name: 'Simulação de venda' });
  await simulacao.getByLabel('Valor da venda (R$)').fill('150,00');
  await expect(simulacao).toContainText('Uma venda de R$ 150,00 credita R$ 12,00 de cashback.');
  await foto(page, 'jornada-campanha', testInfo);
  await page.getByRole('button', { name: 'Salvar e ativar' }).click();
  await page.waitForURL((u) => u.pathname === '/painel/campanhas');
  const linha = page.getByRole('row').filter({ hasText: NOME_CAMPANHA });
  await expect(linha.getByText('Ativa', { exact: true })).toBeVisible();
  await page.context().close();
});

test('the PDV registers a sale under it and the dashboard counts it', async ({ browser, request }, testInfo) => {
  const venda = await request.post('/api/v1/venda', {
    headers: { 'X-Api-Key': CHAVES_DEMO.producao.valor },
    data: {
      cnpjLoja: formatarCnpj(cnpj),
      cpfCliente: cpf,
      valorVenda: 150,
      documentoExterno: `JORNADA-${sufixo}`,
      cliente: { nome: NOME_CLIENTE, email: EMAIL },
    },
  });
  expect(venda.status(), await venda.text()).toBe(200);
  const v = (await venda.json()).dados;
  expect(v.cashbackCreditado).toBe(12);
  expect(v.beneficiosAplicados.map((b: { campanhaDescricao: string }) => b.campanhaDescricao)).toContain(NOME_CAMPANHA);

  const page = await entrarNoPainel(browser, USUARIOS_DEMO.gerente, `/painel?lojaId=${lojaId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Filtered to this story's store: one sale of R$ 150,00 that credited R$ 12,00.
  await expect(page.getByText('R$ 150,00').first()).toBeVisible();
  await expect(page.getByText('R$ 12,00').first()).toBeVisible();
  await foto(page, 'jornada-painel', testInfo);
  await page.context().close();
});

test('the customer signs in to the club with the PIN from the development sink, sees the cashback and renews the QR', async ({
  browser,
  request,
}, testInfo) => {
  const page = await novaPagina(browser, { width: 360, height: 740 });
  await page.goto('/clube/entrar');
  await page.getByLabel('CPF').fill(cpf);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('radio', { name: 'E-mail' }).check();
  await page.getByRole('radio', { name: 'E-mail' }).press('Enter');
  await expect(page.getByRole('heading', { name: 'Digite o código' })).toBeVisible({ timeout: 10_000 });

  let pin: string | undefined;
  for (let i = 0; i < 15 && !pin; i++) {
    const r = await request.get('/api/cron/outbox', { headers: { Authorization: `Bearer ${E2E.segredoCron}` } });
    expect(r.status()).toBe(200);
    const [m] = await banco<{ texto: string }>(
      `SELECT texto FROM mensagem_dev WHERE destino = $1 AND assunto LIKE '%código%' ORDER BY criado_em DESC LIMIT 1`,
      [EMAIL],
    );
    pin = /\b(\d{6})\b/.exec(m?.texto ?? '')?.[1];
    if (!pin) await page.waitForTimeout(300);
  }
  expect(pin, 'PIN no sink de desenvolvimento').toBeTruthy();
  await page.getByLabel('Código de 6 dígitos').fill(pin!);
  await page.getByLabel('Código de 6 dígitos').press('Enter');
  await expect(page).toHaveURL(/\/clube$/, { timeout: 15_000 });
  await expect(page.getByText(NOME_LOJA)).toBeVisible();
  await expect(page.getByText('R$ 12,00').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await foto(page, 'jornada-clube', testInfo);

  await page.getByRole('link', { name: 'Meu QR' }).first().click();
  qrAntigo = (await page.getByTestId('qr-token').textContent())!.trim();
  await page.getByRole('button', { name: 'Gerar novo QR' }).click();
  await expect(page.getByTestId('qr-token')).not.toHaveText(qrAntigo);
  qrNovo = (await page.getByTestId('qr-token').textContent())!.trim();
  expect(qrNovo).toMatch(/^[0-9a-f-]{36}$/);
  await foto(page, 'jornada-qr', testInfo);
  await page.context().close();
});

test('the cashier identifies the customer by the new QR; the old one no longer works', async ({ browser }, testInfo) => {
  const page = await entrarNoPainel(browser, USUARIOS_DEMO.caixa, '/painel/caixa');
  const campo = page.getByLabel('QR do clube do cliente');
  await campo.fill(qrAntigo);
  await campo.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'QR Code inválido ou expirado.' })).toBeVisible();
  await campo.fill(qrNovo);
  await campo.press('Enter');
  await expect(page.getByTestId('caixa-cliente-nome')).toHaveText(NOME_CLIENTE);
  await expect(page.getByTestId('caixa-saldo-cashback')).toHaveText('R$ 12,00');
  const texto = await page.locator('body').innerText();
  expect(texto).not.toContain(cpf);
  expect(texto).not.toContain(cpf.slice(3, 9));
  await foto(page, 'jornada-caixa', testInfo);
  await page.context().close();
});

test('nothing was downloaded from outside the app', () => {
  expect(externas).toEqual([]);
});
