// The club portal in a 360 × 740 phone screen, in a real browser against the production build:
// a sale at the PDV registers a new customer, who signs in with a PIN received by e-mail (the
// outbox delivers it to the development sink), sees the balance per store (the sale's cashback
// and points, a pending credit and a credit about to expire), the history, edits the profile,
// sets and changes the password (signed in again automatically) and renews the QR, whose old
// token stops working at the PDV at once. Every page: axe-core (WCAG 2 A/AA) without violations,
// no horizontal scroll at 360 px, no request leaving the app, a screenshot in the report; the home
// loads without layout shift.
//
// Budget of the rate limits (shared by every spec run from 127.0.0.1): 2 PIN requests (WhatsApp,
// then e-mail) and 4 club logins (the PIN, the automatic one after the password change, a wrong
// and a right password).
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { CHAVES_DEMO, LOJAS_DEMO, TENANT_DEMO } from '../prisma/demo';
import { E2E, ipDoArquivo } from './global-setup';
import { banco, verificarAcessibilidade } from './apoio';
import { cpfAleatorio } from '../lib/documentos/gerar';

// This file's own rate-limit budget (see ipDoArquivo in e2e/global-setup.ts).
test.use({ extraHTTPHeaders: { 'x-e2e-ip': ipDoArquivo('clube') } });

test.describe.configure({ mode: 'serial' });

const ORIGEM = `http://127.0.0.1:${E2E.porta}`;
const chave = { 'X-Api-Key': CHAVES_DEMO.producao.valor };

const cpfNovo = cpfAleatorio;

const cpf = cpfNovo();
const cpfComMascara = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
const email = `clube.${cpf}@e2e.dev`;

let page: Page;
const requisicoes: string[] = [];

async function verificarPagina(nome: string, testInfo: TestInfo) {
  await verificarAcessibilidade(page, nome);
  const larguras = await page.evaluate(() => ({ documento: document.documentElement.scrollWidth, janela: window.innerWidth }));
  expect(larguras.documento, `${nome}: rolagem horizontal`).toBeLessThanOrEqual(360);
  const arquivo = testInfo.outputPath(`${nome}.png`);
  await page.screenshot({ path: arquivo, fullPage: true });
  await testInfo.attach(nome, { path: arquivo, contentType: 'image/png' });
}

test.beforeAll(async ({ browser }) => {
  const contexto = await browser.newContext({
    extraHTTPHeaders: { 'x-e2e-ip': ipDoArquivo('clube') },
    viewport: { width: 360, height: 740 },
    baseURL: ORIGEM,
    locale: 'pt-BR',
    acceptDownloads: true,
  });
  page = await contexto.newPage();
  page.on('request', (r) => requisicoes.push(r.url()));
  // Layout shifts of every load, summed as the CLS metric does (shifts right after input excluded).
  await contexto.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((lista) => {
      for (const e of lista.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) w.__cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
});

test.afterAll(async () => {
  await page?.context().close();
});

test('a sale at the PDV registers the customer with cashback, points and a pending credit', async ({ request }) => {
  const venda = await request.post('/api/v1/venda', {
    headers: chave,
    data: {
      cnpjLoja: LOJAS_DEMO.centro.cnpj,
      cpfCliente: cpf,
      valorVenda: 123.4,
      documentoExterno: `E2E-CLUBE-${cpf}`,
      cliente: { nome: 'Maria Clube Teste', email, telefone: '(11) 98765-0000' },
    },
  });
  expect(venda.status()).toBe(200);
  const v = (await venda.json()).dados;
  expect(v.cashbackCreditado).toBe(6.17); // 5 % of R$ 123,40
  expect(v.pontosCreditados).toBe(123);
  // Deferred cashback (10 %, released in 7 days) at the other store.
  const pendente = await request.post('/api/v1/venda', {
    headers: chave,
    data: { cnpjLoja: LOJAS_DEMO.shopping.cnpj, cpfCliente: cpf, valorVenda: 50, documentoExterno: `E2E-CLUBE-P-${cpf}` },
  });
  expect(pendente.status()).toBe(200);
  // The points lot (365 days) now ends in 3 days: the home must highlight it.
  const alterados = await banco(
    `UPDATE lote SET data_expiracao = data_expiracao - 362, expira_em = expira_em - interval '362 days'
      WHERE cliente_id = (SELECT id FROM cliente WHERE cpf = $1) AND tipo_beneficio = 'Pontos' RETURNING id`,
    [cpf],
  );
  expect(alterados).toHaveLength(1);
});

test('sign-in with the CPF, the e-mail channel and the PIN, by keyboard', async ({ request }, testInfo) => {
  await page.goto('/clube');
  await expect(page).toHaveURL(/\/clube\/entrar$/);
  await expect(page.getByRole('heading', { name: 'Entrar no clube' })).toBeVisible();
  await verificarPagina('clube-entrar', testInfo);

  // Keyboard only: the brand link, then the CPF field; the mask applies while typing.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('CPF')).toBeFocused();
  await page.keyboard.type(cpf);
  await expect(page.getByLabel('CPF')).toHaveValue(cpfComMascara);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Receber código de acesso' })).toBeFocused();
  // WhatsApp first: the development sink says numbers ending in 0000 are not on WhatsApp, so the
  // page says so and switches to the e-mail channel (spec "Club endpoints", note 1).
  await expect(page.getByRole('radio', { name: 'WhatsApp' })).toBeChecked();
  await page.getByRole('radio', { name: 'WhatsApp' }).press('Enter');
  await expect(page.getByText('O número (11) *****-0000 não está no WhatsApp. Receba o código por e-mail.')).toBeVisible({
    timeout: 10_000,
  });
  await expect(page.getByRole('radio', { name: 'E-mail' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'E-mail' })).toBeFocused();
  await verificarPagina('clube-entrar-whatsapp-indisponivel', testInfo);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Digite o código' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText(/enviamos um código de 6 dígitos por e-mail para/)).toContainText('@e*e.dev');
  await verificarPagina('clube-entrar-pin', testInfo);

  // Deliver the PIN (outbox → development sink) and read it there.
  let texto: string | undefined;
  for (let i = 0; i < 10 && !texto; i++) {
    const r = await request.get('/api/cron/outbox', { headers: { Authorization: `Bearer ${E2E.segredoCron}` } });
    expect(r.status()).toBe(200);
    [{ texto } = { texto: undefined }] = await banco<{ texto: string }>(
      `SELECT texto FROM mensagem_dev WHERE destino = $1 ORDER BY criado_em DESC LIMIT 1`,
      [email],
    );
    if (!texto) await page.waitForTimeout(300);
  }
  const pin = /\b(\d{6})\b/.exec(texto ?? '')?.[1];
  expect(pin, 'PIN na mensagem').toBeTruthy();

  const campoPin = page.getByLabel('Código de 6 dígitos');
  await expect(campoPin).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(campoPin).toHaveAttribute('inputmode', 'numeric');
  await campoPin.focus();
  await page.keyboard.type(pin!);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/clube$/, { timeout: 15_000 });
  // A 30-day session, renewed while used: each signed-in page load asks next-auth for the session,
  // which re-issues the cookie (and, once a day, the API token inside).
  const [sessao] = (await page.context().cookies()).filter((c) => c.name === 'fid-clube.sessao');
  expect(sessao?.httpOnly).toBe(true);
  expect(sessao!.expires * 1000 - Date.now()).toBeGreaterThan(29 * 24 * 60 * 60_000);
  await expect.poll(() => requisicoes.some((u) => u.startsWith(`${ORIGEM}/api/clube-auth/session`))).toBe(true);
});

test('home: balance per store, the pending credit, the expiring lot highlighted, no layout shift', async ({}, testInfo) => {
  await page.goto('/clube');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  testInfo.annotations.push({ type: 'CLS da página inicial', description: String(cls) });
  expect(cls).toBeLessThan(0.1);

  await expect(page.getByRole('heading', { level: 1, name: 'Olá, Maria!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mostrar meu QR' })).toBeVisible();
  const centro = page.getByRole('region', { name: LOJAS_DEMO.centro.nome });
  await expect(centro.getByRole('definition').first()).toHaveText('R$ 6,17');
  await expect(centro.getByRole('definition').nth(1)).toHaveText('123');
  await expect(centro.getByText('vence em 3 dias')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Use antes que expire' })).toContainText('123 pontos vence nos próximos 7 dias');
  const shopping = page.getByRole('region', { name: LOJAS_DEMO.shopping.nome });
  await expect(shopping.getByText('Cashback a liberar')).toBeVisible();
  await expect(shopping.getByText(/^a liberar em \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(shopping.getByText('R$ 5,00').first()).toBeVisible();
  // Both stores belong to one programme: its total leads, so the Shopping's R$ 0,00 does not read as
  // "nothing to use there" (the balance is the programme's, docs/clube.md §4).
  const rede = page.getByRole('region', { name: `Seu saldo na rede ${TENANT_DEMO.nome}` });
  await expect(rede).toContainText(`Use em qualquer loja da rede: ${LOJAS_DEMO.centro.nome}, ${LOJAS_DEMO.shopping.nome}.`);
  await expect(rede.getByRole('definition')).toHaveText(['R$ 6,17', '123', 'R$ 5,00']);
  await expect(shopping).toContainText('O que você ganhou nesta loja (já somado ao saldo da rede).');
  await verificarPagina('clube-inicio', testInfo);
});

test('history: labels, values and stores, paged on the server', async ({ request }, testInfo) => {
  // A points exchange with its gift, and 9 more sales (2 movements each): 22 movements, 2 pages.
  const troca = await request.post('/api/v1/resgate', {
    headers: chave,
    data: {
      cnpjLoja: LOJAS_DEMO.centro.cnpj,
      cpfCliente: cpf,
      tipoBeneficio: 'Pontos',
      pontosResgate: 100,
      descricaoTroca: 'Caneca do clube',
    },
  });
  expect(troca.status()).toBe(200);
  const vendas = await Promise.all(
    Array.from({ length: 9 }, (_, i) =>
      request.post('/api/v1/venda', {
        headers: chave,
        data: { cnpjLoja: LOJAS_DEMO.centro.cnpj, cpfCliente: cpf, valorVenda: 10, documentoExterno: `E2E-CLUBE-${cpf}-${i}` },
      }),
    ),
  );
  expect(vendas.map((r) => r.status())).toEqual(Array(9).fill(200));

  await page.getByRole('link', { name: 'Histórico' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Histórico' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Histórico' })).toHaveAttribute('aria-current', 'page');
  const itens = page.getByRole('region', { name: 'Movimentações' }).getByRole('listitem');
  await expect(itens).toHaveCount(20);
  await expect(itens.filter({ hasText: 'Pontos trocados' })).toContainText('Caneca do clube');
  await expect(itens.filter({ hasText: 'Pontos trocados' })).toContainText('− 100 pontos');
  await expect(itens.filter({ hasText: 'Cashback a liberar' })).toContainText('+ R$ 5,00');
  await expect(itens.filter({ hasText: 'Cashback a liberar' })).toContainText(LOJAS_DEMO.shopping.nome);
  const paginacao = page.getByRole('navigation', { name: 'Paginação do histórico' });
  await expect(paginacao).toContainText('Página 1 de 2');
  await verificarPagina('clube-historico', testInfo);

  await paginacao.getByRole('link', { name: 'Próxima' }).click();
  await expect(page).toHaveURL(/\/clube\/historico\?pagina=2$/);
  await expect(paginacao).toContainText('Página 2 de 2');
  // The oldest movements: the first sale's.
  await expect(itens).toHaveCount(2);
  await expect(itens.filter({ hasText: 'Cashback ganho' })).toContainText('+ R$ 6,17');
  await expect(itens.filter({ hasText: 'Cashback ganho' })).toContainText(LOJAS_DEMO.centro.nome);
  await expect(itens.filter({ hasText: 'Pontos ganhos' })).toContainText('+ 123 pontos');
  await verificarPagina('clube-historico-pagina-2', testInfo);
});

test("times at the store's clock: a purchase at a store moved to Manaus, each store's today, the registration date", async ({}, testInfo) => {
  // Demo Centro moved to Manaus (UTC−4) for this test: São Paulo's clock is one hour ahead.
  await banco(`UPDATE loja SET fuso_horario = 'America/Manaus' WHERE id = $1`, [LOJAS_DEMO.centro.id]);
  try {
    // The first purchase, at Demo Centro, is the oldest item: the second page of the history.
    const [compra] = await banco<{ manaus: string; sp: string }>(
      `SELECT to_char(m.criado_em AT TIME ZONE 'America/Manaus', 'DD/MM/YYYY, HH24:MI') AS manaus,
              to_char(m.criado_em AT TIME ZONE 'America/Sao_Paulo', 'DD/MM/YYYY, HH24:MI') AS sp
         FROM movimentacao m JOIN venda v ON v.id = m.venda_id
        WHERE v.documento_externo = $1 AND m.tipo = 'CreditoCashback'`,
      [`E2E-CLUBE-${cpf}`],
    );
    await page.goto('/clube/historico?pagina=2');
    const ganho = page.getByRole('region', { name: 'Movimentações' }).getByRole('listitem').filter({ hasText: 'Cashback ganho' });
    await expect(ganho).toContainText(`${LOJAS_DEMO.centro.nome} · ${compra!.manaus}`);
    await expect(ganho).not.toContainText(compra!.sp);
    await verificarPagina('clube-historico-manaus', testInfo);
    await page.setViewportSize({ width: 1366, height: 768 });
    const largo = testInfo.outputPath('clube-historico-manaus-1366.png');
    await page.screenshot({ path: largo, fullPage: true });
    await testInfo.attach('clube-historico-manaus-1366', { path: largo, contentType: 'image/png' });
    await page.setViewportSize({ width: 360, height: 740 });

    // "No clube desde": the registration happened at Demo Centro, so at its clock.
    const [cadastro] = await banco<{ desde: string }>(
      `SELECT to_char(criado_em AT TIME ZONE 'America/Manaus', 'DD/MM/YYYY') AS desde FROM cliente WHERE cpf = $1`,
      [cpf],
    );
    await page.goto('/clube/perfil');
    await expect(page.getByRole('definition').nth(2)).toHaveText(cadastro!.desde);
  } finally {
    await banco(`UPDATE loja SET fuso_horario = 'America/Sao_Paulo' WHERE id = $1`, [LOJAS_DEMO.centro.id]);
  }

  // "Today" is each store's: Demo Centro moved to a zone whose date is not São Paulo's right now
  // (Kiritimati, UTC+14, and Pago Pago, UTC−11, are 25 hours apart: one of them always differs).
  // The points lot that ends in 3 days at São Paulo's clock ends in 2 (or 4) at the store's.
  const [longe] = await banco<{ fuso: string; dias: number }>(
    `SELECT f AS fuso, (l.data_expiracao - (now() AT TIME ZONE f)::date)::int AS dias
       FROM unnest(ARRAY['Pacific/Kiritimati', 'Pacific/Pago_Pago']) f,
            (SELECT data_expiracao FROM lote
              WHERE cliente_id = (SELECT id FROM cliente WHERE cpf = $1) AND loja_id = $2 AND tipo_beneficio = 'Pontos'
              ORDER BY data_expiracao LIMIT 1) l
      WHERE (now() AT TIME ZONE f)::date <> (now() AT TIME ZONE 'America/Sao_Paulo')::date
      LIMIT 1`,
    [cpf, LOJAS_DEMO.centro.id],
  );
  expect([2, 4]).toContain(longe!.dias);
  await banco(`UPDATE loja SET fuso_horario = $2 WHERE id = $1`, [LOJAS_DEMO.centro.id, longe!.fuso]);
  try {
    await page.goto('/clube');
    const centro = page.getByRole('region', { name: LOJAS_DEMO.centro.nome });
    await expect(centro.getByText(`vence em ${longe!.dias} dias`)).toBeVisible();
    await expect(centro.getByText('vence em 3 dias')).toHaveCount(0);
  } finally {
    await banco(`UPDATE loja SET fuso_horario = 'America/Sao_Paulo' WHERE id = $1`, [LOJAS_DEMO.centro.id]);
  }
});

test('profile: contact, password set and changed (signed in again), LGPD actions', async ({}, testInfo) => {
  await page.goto('/clube/perfil');
  await expect(page.getByRole('heading', { level: 1, name: 'Perfil' })).toBeVisible();
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(email);
  await expect(page.getByLabel('Celular')).toHaveValue('(11) 98765-0000');
  await verificarPagina('clube-perfil', testInfo);

  // Contact: a malformed phone is refused next to the field; a valid one is saved.
  await page.getByLabel('Celular').fill('11 98');
  await page.getByRole('button', { name: 'Salvar contato' }).click();
  await expect(page.getByText('“Celular” está em formato inválido.')).toBeVisible();
  await page.getByLabel('Celular').fill('11987654321');
  await expect(page.getByLabel('Celular')).toHaveValue('(11) 98765-4321');
  await page.getByRole('button', { name: 'Salvar contato' }).click();
  await expect(page.getByText('Perfil atualizado com sucesso.')).toBeVisible();
  const [c] = await banco<{ telefone: string; email: string }>(`SELECT telefone, email FROM cliente WHERE cpf = $1`, [cpf]);
  expect(c).toEqual({ telefone: '11987654321', email });

  // First password: the session stays.
  await page.getByLabel('Nova senha', { exact: true }).fill('curta');
  await page.getByLabel('Confirme a nova senha').fill('curta');
  await page.getByRole('button', { name: 'Criar senha' }).click();
  await expect(page.getByText('A senha deve ter entre 8 e 128 caracteres, com letras e números.')).toBeVisible();
  await page.getByLabel('Nova senha', { exact: true }).fill('Clube2026a');
  await page.getByLabel('Confirme a nova senha').fill('Clube2026a');
  await page.getByRole('button', { name: 'Criar senha' }).click();
  await expect(page.getByText('Senha definida com sucesso.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Trocar senha' })).toBeVisible();

  // Change: the API ends every session; the page signs in again with the new password.
  await page.getByLabel('Senha atual', { exact: true }).fill('errada123');
  await page.getByLabel('Nova senha', { exact: true }).fill('Clube2026b');
  await page.getByLabel('Confirme a nova senha').fill('Clube2026b');
  await page.getByRole('button', { name: 'Trocar senha' }).click();
  await expect(page.getByText('A senha atual não confere.')).toBeVisible();
  await page.getByLabel('Senha atual', { exact: true }).fill('Clube2026a');
  await page.getByRole('button', { name: 'Trocar senha' }).click();
  await expect(page.getByText(/Senha definida com sucesso\. As outras sessões foram encerradas\./)).toBeVisible({ timeout: 15_000 });
  await page.goto('/clube/perfil');
  await expect(page).toHaveURL(/\/clube\/perfil$/);

  // LGPD: the export is a JSON download; the erasure asks for the typed confirmation (cancelled here).
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Baixar meus dados (JSON)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('meus-dados.json');
  await page.getByRole('button', { name: 'Excluir meus dados' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Excluir seus dados pessoais?' });
  await expect(dialogo).toBeVisible();
  await expect(dialogo.getByRole('button', { name: 'Excluir meus dados' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(dialogo).toBeHidden();
});

test('QR: drawn on the page, renewed; the old token stops working at the PDV at once', async ({ request }, testInfo) => {
  await page.getByRole('link', { name: 'Meu QR' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meu QR' })).toBeVisible();
  const imagem = page.getByRole('img', { name: 'QR code para identificação no caixa' });
  await expect(imagem).toBeVisible();
  expect(await imagem.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
  const antigo = (await page.getByTestId('qr-token').textContent())!.trim();
  const [banco1] = await banco<{ qr_token: string }>(`SELECT qr_token FROM cliente WHERE cpf = $1`, [cpf]);
  expect(antigo).toBe(banco1!.qr_token);
  const caixa = await imagem.boundingBox();
  expect(caixa!.width).toBeGreaterThanOrEqual(250);
  await verificarPagina('clube-qr', testInfo);

  await page.getByRole('button', { name: 'Gerar novo QR' }).click();
  await expect(page.getByText('QR Code renovado. O anterior deixou de valer.')).toBeVisible();
  await expect(page.getByTestId('qr-token')).not.toHaveText(antigo);
  const novo = (await page.getByTestId('qr-token').textContent())!.trim();
  expect(novo).toMatch(/^[0-9a-f-]{36}$/);

  expect((await request.get(`/api/v1/cliente/buscar?qr=${antigo}`, { headers: chave })).status()).toBe(404);
  const r = await request.get(`/api/v1/cliente/buscar?qr=${novo}`, { headers: chave });
  expect(r.status()).toBe(200);
  expect((await r.json()).dados.cpf.replace(/\D/g, '')).toBe(cpf);
  await verificarPagina('clube-qr-renovado', testInfo);
});

test('a session whose token was revoked elsewhere lands on the sign-in page saying it expired; back in with the password', async ({}, testInfo) => {
  // What a password change or an erasure in another device does to this session.
  await banco(`UPDATE cliente SET versao_sessao = versao_sessao + 1 WHERE cpf = $1`, [cpf]);
  await page.goto('/clube/historico');
  await expect(page).toHaveURL(/\/clube\/entrar\?expirou=1&voltar=%2Fclube%2Fhistorico$/);
  await expect(page.getByText('Sua sessão expirou. Entre novamente para continuar.')).toBeVisible();
  await verificarPagina('clube-entrar-expirou', testInfo);

  // Back in with the password set on the profile page.
  await page.getByLabel('CPF').fill(cpf);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: 'Entrar com senha' }).click();
  await expect(page.getByRole('heading', { name: 'Entrar com senha' })).toBeFocused();
  await page.getByLabel('Senha', { exact: true }).fill('Clube2026a');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'CPF ou senha inválidos.' })).toBeVisible();
  await page.getByLabel('Senha', { exact: true }).fill('Clube2026b');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  // Back to the page the expired session was on.
  await expect(page).toHaveURL(/\/clube\/historico$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Histórico' })).toBeVisible();
});

test('no page made the browser download anything from outside the app', async () => {
  expect(requisicoes.length).toBeGreaterThan(10);
  expect(requisicoes.filter((u) => !u.startsWith(`${ORIGEM}/`) && !u.startsWith('data:'))).toEqual([]);
});

test('Sair stays on the address the phone opened (not APP_URL); "Trocar" the CPF is a thumb-size target', async () => {
  // The test server's APP_URL is the default http://localhost:3000, another address than this one,
  // as a phone that reaches the app by a LAN IP or a proxy's name: "Sair" must not send it there.
  await page.goto('/clube/historico');
  await expect(page.getByRole('heading', { level: 1, name: 'Histórico' })).toBeVisible();
  await page.getByRole('button', { name: 'Sair' }).first().click();
  await expect(page).toHaveURL(`${ORIGEM}/clube/entrar?saiu=1`);
  await expect(page.getByText('Você saiu do clube.')).toBeVisible();
  await page.goto('/clube');
  await expect(page).toHaveURL(/\/clube\/entrar/);

  await page.getByLabel('CPF').fill(cpf);
  await page.getByRole('button', { name: 'Continuar' }).click();
  const trocar = page.getByRole('button', { name: 'Trocar' });
  await expect(trocar).toBeVisible();
  expect((await trocar.boundingBox())!.height).toBeGreaterThanOrEqual(40);
  await trocar.click();
  await expect(page.getByLabel('CPF')).toBeVisible();
});
