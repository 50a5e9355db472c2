// The panel's customer screens and the cashier, in a real browser against the production build:
// a sale at the PDV (demo store "Demo Centro": Cashback 5 % and Pontos 1/R$) registers a new
// customer; the cashier (Operador) identifies them by pasting the QR token and sees the name and
// the balance, never the CPF; the manager (AdminTenant) finds them by name and by CPF digits,
// opens the detail (balances, lots, history with the sale's credit), deactivates and reactivates
// them with confirmation, exports the LGPD data and registers another customer through the form.
// Every page: no request leaving the app, axe-core (WCAG 2 A/AA) without violations, a screenshot
// in the report.
//
// Budget of the login rate limit (5/min per IP, shared by every spec run from 127.0.0.1): 3 panel
// logins (caixa, gerente, SuperAdmin).
import { writeFile } from 'node:fs/promises';
import { chromium, expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import { CHAVES_DEMO, LOJAS_DEMO, USUARIOS_DEMO } from '../prisma/demo';
import { E2E, ipDoArquivo } from './global-setup';
import { banco, novaPagina, preencherLogin, registrarTela } from './apoio';
import { cpfAleatorio } from '../lib/documentos/gerar';

// This file's own rate-limit budget (see ipDoArquivo in e2e/global-setup.ts).
test.use({ extraHTTPHeaders: { 'x-e2e-ip': ipDoArquivo('painel-clientes') } });

test.describe.configure({ mode: 'serial' });

const ORIGEM = `http://127.0.0.1:${E2E.porta}`;

const cpfNovo = cpfAleatorio;

const cpf = cpfNovo();
const cpfFormatado = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
const cpfMascarado = `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`;
const sufixo = cpf.slice(0, 5);
const nome = `Renata Paiva ${sufixo}`;

let clienteId = '';
let qrToken = '';
let sessaoCaixa: Awaited<ReturnType<BrowserContext['storageState']>> | null = null;
const requisicoes: string[] = [];
const paginas: Page[] = [];

async function entrar(browser: Browser, usuario: { email: string; senha: string }): Promise<Page> {
  const page = await novaPagina(browser, 'painel-clientes', { width: 1280, height: 900 }, { acceptDownloads: true });
  paginas.push(page);
  page.on('request', (r) => requisicoes.push(r.url()));
  await page.goto('/painel/entrar');
  await preencherLogin(page, usuario);
  return page;
}

/**
 * A Y4M video (Chromium's fake camera input) of a phone-sized QR holding `texto` on white: what
 * the counter's camera sees when the customer shows the club's QR.
 */
function videoDoQr(texto: string): Buffer {
  const qr = QRCode.create(texto, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const [L, A, escala, margem] = [640, 480, 9, 4];
  const lado = (n + 2 * margem) * escala;
  const [x0, y0] = [Math.floor((L - lado) / 2), Math.floor((A - lado) / 2)];
  const luma = Buffer.alloc(L * A, 235);
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++)
      if (qr.modules.get(r, c))
        for (let dy = 0; dy < escala; dy++)
          luma.fill(
            16,
            (y0 + (r + margem) * escala + dy) * L + x0 + (c + margem) * escala,
            (y0 + (r + margem) * escala + dy) * L + x0 + (c + margem + 1) * escala,
          );
  const croma = Buffer.alloc((L * A) / 4, 128);
  const quadro = Buffer.concat([Buffer.from('FRAME\n'), luma, croma, croma]);
  return Buffer.concat([Buffer.from(`YUV4MPEG2 W${L} H${A} F10:1 Ip A1:1 C420jpeg\n`), ...Array.from({ length: 10 }, () => quadro)]);
}

/** The page shows the CPF in no format: digits, formatted, masked, or its middle digits. */
async function semCpf(page: Page) {
  const texto = await page.locator('body').innerText();
  for (const forma of [cpf, cpfFormatado, cpfMascarado, `${cpf.slice(3, 6)}.${cpf.slice(6, 9)}`, cpf.slice(3, 9)])
    expect(texto).not.toContain(forma);
  expect(await page.content()).not.toContain(cpf);
}

test.beforeAll(async ({ request }) => {
  const venda = await request.post('/api/v1/venda', {
    headers: { 'X-Api-Key': CHAVES_DEMO.producao.valor },
    data: {
      cnpjLoja: LOJAS_DEMO.centro.cnpj,
      cpfCliente: cpfFormatado,
      valorVenda: 200,
      cliente: { nome, email: `renata.${sufixo}@e2e.dev` },
    },
  });
  expect(venda.status()).toBe(200);
  const v = (await venda.json()).dados;
  expect(v).toMatchObject({ cashbackCreditado: 10, pontosCreditados: 200 });
  clienteId = v.clienteId;
  const [linha] = await banco<{ qr_token: string }>('SELECT qr_token FROM cliente WHERE id = $1', [clienteId]);
  qrToken = linha!.qr_token;
});

test.afterAll(async () => {
  for (const p of paginas) await p.context().close();
  // Nothing leaves the app: no remote fonts, scripts or images (a download is a blob of the page).
  expect(requisicoes.filter((u) => !u.startsWith(`${ORIGEM}/`) && !u.startsWith('blob:') && !u.startsWith('data:'))).toEqual([]);
});

test('the cashier identifies the customer by the pasted QR token: name and balances, never the CPF', async ({ browser }, testInfo) => {
  const page = await entrar(browser, USUARIOS_DEMO.caixa);
  await page.goto('/painel/caixa');
  const campo = page.getByLabel('QR do clube do cliente');
  await expect(campo).toBeFocused();
  await expect(page.getByRole('button', { name: 'Ler QR com a câmera' })).toBeVisible();

  // Errors spoken to a cashier, not to an integrator (a CPF read as a QR; a token renewed since).
  const qrInvalido = 'QR Code inválido ou expirado. Peça ao cliente para atualizar o QR no app do clube.';
  await campo.fill('529.982.247-25');
  await campo.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: qrInvalido })).toBeVisible();
  await campo.fill('0a1b2c3d-4e5f-4a6b-9c7d-8e9f0a1b2c3d');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: qrInvalido })).toBeVisible();

  await campo.fill(qrToken);
  await campo.press('Enter');
  await expect(page.getByTestId('caixa-cliente-nome')).toHaveText(nome);
  await expect(page.getByTestId('caixa-saldo-cashback')).toHaveText('R$ 10,00');
  await expect(page.getByTestId('caixa-saldo-pontos')).toHaveText('200 pontos');
  await page.getByText(/^Lotes ativos/).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'R$ 10,00' })).toContainText('Disponível');
  await semCpf(page);
  await registrarTela(page, 'caixa', testInfo);
  sessaoCaixa = await page.context().storageState();

  // The Operador opens the customer's detail: masked CPF (the API sends no full CPF), no managers' actions.
  await page.goto(`/painel/clientes/${clienteId}`);
  await expect(page.getByRole('heading', { level: 1, name: nome })).toBeVisible();
  await expect(page.getByText(cpfMascarado)).toBeVisible();
  await expect(page.getByText(cpfFormatado)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Desativar cliente' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Exportar dados' })).toHaveCount(0);
});

test("the cashier reads the QR with the camera (Chromium's fake camera showing the club's QR)", async ({}, testInfo) => {
  const video = testInfo.outputPath('qr.y4m');
  await writeFile(video, videoDoQr(qrToken));
  const navegador = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    // The cashier's session of the previous test: no new login.
    const ctx = await navegador.newContext({
      extraHTTPHeaders: { 'x-e2e-ip': ipDoArquivo('painel-clientes') },
      baseURL: ORIGEM,
      storageState: sessaoCaixa!,
      permissions: ['camera'],
    });
    const page = await ctx.newPage();
    page.on('request', (r) => requisicoes.push(r.url()));
    await page.goto('/painel/caixa');
    await page.getByRole('button', { name: 'Ler QR com a câmera' }).click();
    await expect(page.getByTestId('caixa-cliente-nome')).toHaveText(nome, { timeout: 15_000 });
    // The camera is turned off once the QR is read.
    expect(await page.evaluate(() => document.querySelector('video')?.srcObject ?? null)).toBeNull();
    await semCpf(page);
  } finally {
    await navegador.close();
  }
});

test('the manager finds the customer by name and CPF, sees balances, lots and history, (de)activates and exports', async ({
  browser,
}, testInfo) => {
  const page = await entrar(browser, USUARIOS_DEMO.gerente);
  await page.goto('/painel/clientes');
  const busca = page.getByRole('searchbox', { name: 'Buscar por nome, CPF ou e-mail' });

  // By name, in lower case.
  await busca.fill(`renata paiva ${sufixo}`);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/busca=renata/);
  const linha = page.getByRole('row').filter({ hasText: nome });
  await expect(linha).toHaveCount(1);
  await expect(linha).toContainText(cpfMascarado);
  await expect(linha).toContainText('R$ 10,00');
  await expect(linha).toContainText('200 pontos');
  await expect(linha).toContainText('Ativo');
  expect(await page.locator('body').innerText()).not.toContain(cpfFormatado);
  await registrarTela(page, 'clientes-lista', testInfo);

  // By the CPF's digits (a part of them, as a customer says them at the counter).
  await busca.fill(`${cpf.slice(3, 6)}.${cpf.slice(6, 9)}`);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByRole('row').filter({ hasText: nome })).toHaveCount(1);

  // A search without results says what to do.
  await busca.fill('ninguém com este nome');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText('Nenhum cliente encontrado com esses filtros.')).toBeVisible();
  await busca.fill(cpf);
  await page.getByRole('button', { name: 'Buscar' }).click();

  await page.getByRole('link', { name: nome }).click();
  await expect(page).toHaveURL(new RegExp(`/painel/clientes/${clienteId}`));
  await expect(page.getByRole('heading', { level: 1, name: nome })).toBeVisible();
  // One rule on every screen (docs/painel.md): masked, as on the list; managers reveal the full CPF
  // on purpose (LGPD: they answer the person's requests).
  await expect(page.getByText(cpfMascarado)).toBeVisible();
  await expect(page.getByText(cpfFormatado)).toHaveCount(0);
  await page.getByRole('button', { name: 'Mostrar CPF completo' }).click();
  await expect(page.getByText(cpfFormatado)).toBeVisible();
  await expect(page.getByText('Cashback disponível').locator('..')).toContainText('R$ 10,00');
  await expect(page.getByText('Cashback pendente').locator('..')).toContainText('R$ 0,00');
  const lotes = page.getByRole('table', { name: /Lotes de crédito/ });
  await expect(lotes.getByRole('row')).toHaveCount(3);
  await expect(lotes.getByRole('row').filter({ hasText: 'Cashback' })).toContainText('Disponível');
  await expect(lotes.getByRole('row').filter({ hasText: 'Cashback' })).toContainText('R$ 10,00');
  await expect(lotes.getByRole('row').filter({ hasText: 'Pontos' })).toContainText('200 pontos');
  const historico = page.getByRole('table', { name: /Movimentações do cliente/ });
  await expect(historico.getByRole('row').filter({ hasText: 'Crédito de cashback' })).toContainText('+ R$ 10,00');
  await expect(historico.getByRole('row').filter({ hasText: 'Crédito de cashback' })).toContainText(LOJAS_DEMO.centro.nome);
  await expect(historico.getByRole('row').filter({ hasText: 'Crédito de pontos' })).toContainText('+ 200 pontos');
  await registrarTela(page, 'cliente-detalhe', testInfo);

  // Deactivate, with the confirmation explaining what it means.
  await page.getByRole('button', { name: 'Desativar cliente' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Desativar este cliente?' });
  await expect(dialogo).toContainText('não acumula nem resgata');
  await dialogo.getByRole('button', { name: 'Desativar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Status do cliente atualizado.' })).toContainText('Cliente desativado');
  await expect(page.getByText('Inativo no programa')).toBeVisible();
  expect((await banco<{ ativo: boolean }>('SELECT ativo FROM cliente_tenant WHERE cliente_id = $1', [clienteId]))[0]?.ativo).toBe(false);
  await page.getByRole('button', { name: 'Reativar cliente' }).click();
  await page.getByRole('dialog', { name: 'Reativar este cliente?' }).getByRole('button', { name: 'Reativar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Status do cliente atualizado.' })).toContainText('Cliente reativado');
  await expect(page.getByText('Ativo no programa')).toBeVisible();
  expect((await banco<{ ativo: boolean }>('SELECT ativo FROM cliente_tenant WHERE cliente_id = $1', [clienteId]))[0]?.ativo).toBe(true);

  // LGPD export: the data as a .json file.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar dados' }).click()]);
  expect(download.suggestedFilename()).toBe(`dados-cliente-${clienteId}.json`);
  const caminho = await download.path();
  const { readFile } = await import('node:fs/promises');
  expect(await readFile(caminho, 'utf8')).toContain(nome);
  await expect(page.getByRole('status').filter({ hasText: `dados-cliente-${clienteId}.json` })).toBeVisible();
});

test('the manager registers a customer with the form: messages next to the fields, LGPD consent', async ({}, testInfo) => {
  const page = paginas[1]!;
  await page.goto('/painel/clientes');
  await page.getByRole('link', { name: 'Cadastrar cliente' }).first().click();
  await page.getByRole('button', { name: 'Cadastrar cliente' }).click();
  await expect(page.getByText('Preencha “Nome completo”.')).toBeVisible();
  await expect(page.getByText('Preencha o CPF.')).toBeVisible();
  await expect(page.getByText('Aceite de LGPD é obrigatório para cadastro.')).toBeVisible();
  await expect(page.getByLabel('Nome completo', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  const outro = cpfNovo();
  await page.getByLabel('CPF', { exact: true }).fill(outro);
  await expect(page.getByLabel('CPF', { exact: true })).toHaveValue(
    `${outro.slice(0, 3)}.${outro.slice(3, 6)}.${outro.slice(6, 9)}-${outro.slice(9)}`,
  );
  await page.getByLabel('Nome completo', { exact: true }).fill(`Otávio Lima ${sufixo}`);
  await page.getByLabel('E-mail', { exact: true }).fill('email-invalido');
  await page.getByRole('button', { name: 'Cadastrar cliente' }).click();
  await expect(page.getByText('“E-mail” não é um e-mail válido (exemplo: nome@empresa.com.br).')).toBeVisible();
  await page.getByLabel('E-mail', { exact: true }).fill(`otavio.${sufixo}@e2e.dev`);
  await expect(page.getByText(/Lei Geral de Proteção de Dados/)).toBeVisible();
  await page.getByLabel('O cliente leu o termo acima e aceitou.').check();
  await page.getByRole('button', { name: 'Cadastrar cliente' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cliente cadastrado com sucesso.' })).toBeVisible();
  // The notice links the new customer (the list, by name, may show them on another page: other specs add demo customers).
  await expect(page.getByRole('link', { name: `Ver Otávio Lima ${sufixo}` })).toBeVisible();
  const [consentimento] = await banco<{ canal: string; aceito: boolean }>(
    'SELECT canal, aceito FROM consentimento_lgpd cl JOIN cliente c ON c.id = cl.cliente_id WHERE c.cpf = $1',
    [outro],
  );
  expect(consentimento).toEqual({ canal: 'Painel', aceito: true });
  await registrarTela(page, 'clientes-cadastro', testInfo);

  // Editing: name and birth date change; a contact the customer gave is changed only by them (the API says so).
  await page.getByRole('link', { name: `Ver Otávio Lima ${sufixo}` }).click();
  await page.getByRole('button', { name: 'Editar dados' }).click();
  const edicao = page.getByRole('form', { name: 'Editar dados do cliente' });
  await expect(edicao.getByText('só ele pode alterar, no perfil do clube').first()).toBeVisible();
  await edicao.getByLabel('E-mail', { exact: true }).fill(`outro.${sufixo}@e2e.dev`);
  await edicao.getByRole('button', { name: 'Salvar dados' }).click();
  await expect(edicao.getByRole('alert').filter({ hasText: 'só podem ser alterados por ele, no perfil do clube' })).toBeVisible();
  await edicao.getByLabel('E-mail', { exact: true }).fill(`otavio.${sufixo}@e2e.dev`);
  await edicao.getByLabel('Nome completo', { exact: true }).fill(`Otávio Lima Souza ${sufixo}`);
  await edicao.getByLabel('Data de nascimento', { exact: true }).fill('1990-04-15');
  await edicao.getByRole('button', { name: 'Salvar dados' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cliente atualizado com sucesso.' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Otávio Lima Souza ${sufixo}` })).toBeVisible();
  await expect(page.getByText('15/04/1990')).toBeVisible();
});

test('SuperAdmin picks the programme first; its choice is kept in the links', async ({ browser }) => {
  const page = await entrar(browser, USUARIOS_DEMO.superAdmin);
  await page.goto('/painel/clientes');
  await expect(page.getByText('Clientes, saldos e cadastros são sempre de um programa')).toBeVisible();
  // Choosing the tenant submits the selector's form (the URL carries it, as the API's `tenantId`).
  await page.getByLabel('Tenant', { exact: true }).selectOption({ label: 'Demo Fidelidade' });
  await expect(page).toHaveURL(/tenantId=/);
  await page.getByRole('searchbox', { name: 'Buscar por nome, CPF ou e-mail' }).fill(nome);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.getByRole('link', { name: nome }).click();
  await expect(page).toHaveURL(/tenantId=/);
  await expect(page.getByText('Cashback disponível').locator('..')).toContainText('R$ 10,00');
  await expect(page.getByRole('table', { name: /Movimentações do cliente/ }).getByRole('row')).toHaveCount(3);

  await page.goto(`/painel/caixa?${new URL(page.url()).searchParams.toString()}`);
  await page.getByLabel('QR do clube do cliente').fill(qrToken);
  await page.getByLabel('QR do clube do cliente').press('Enter');
  await expect(page.getByTestId('caixa-cliente-nome')).toHaveText(nome);
  await semCpf(page);
});
