// What a store manager met in the panel (issue 10, part 3), in a real browser against the
// production build:
// (a) a page opened without a session comes back after signing in (and `voltar` is never an open
//     redirect); the forms speak with their labels (not the API's field names), say that a CPF or
//     CNPJ has wrong check digits, that a name is too short; "Sair" says so, not "sessão expirou";
// (b) at 360 px the menu is a drawer with nothing cut off, and no page of the panel is wider than
//     the screen; the SuperAdmin picks a tenant once, in the header, and it holds across pages.
// Screenshots at 1366 and 360 px in the report (AJUSTES_CAPTURAS=<dir> also writes them there).
//
// Budget of the login rate limit (5/min per IP): 2 panel logins (gerente@demo.dev, SuperAdmin).
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { LOJAS_DEMO, TENANT_DEMO, USUARIOS_DEMO } from '../prisma/demo';
import { cpfAleatorio } from '../lib/documentos/gerar';
import { E2E, ipDoArquivo } from './global-setup';
import { novaPagina, venderPeloPdv } from './apoio';

test.use({ extraHTTPHeaders: { 'x-e2e-ip': ipDoArquivo('painel-ajustes') } });
test.describe.configure({ mode: 'serial' });

const ORIGEM = `http://127.0.0.1:${E2E.porta}`;
const LARGO = { width: 1366, height: 900 };
const CELULAR = { width: 360, height: 740 };

/** A screenshot in the report: the screen as the person sees it (`inteira`: the whole page). */
async function capturar(page: Page, nome: string, testInfo: TestInfo, o: { inteira?: boolean } = {}) {
  const arquivo = testInfo.outputPath(`${nome}.png`);
  await page.screenshot({ path: arquivo, fullPage: o.inteira ?? false });
  await testInfo.attach(nome, { path: arquivo, contentType: 'image/png' });
  const pasta = process.env.AJUSTES_CAPTURAS;
  if (pasta) {
    mkdirSync(pasta, { recursive: true });
    copyFileSync(arquivo, path.join(pasta, `${nome}.png`));
  }
}

async function entrar(page: Page, u: { email: string; senha: string }) {
  await page.getByLabel('E-mail', { exact: true }).fill(u.email);
  await page.getByLabel('Senha').fill(u.senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/painel/entrar'));
}

/** No horizontal scroll: the page is never wider than the 360 px screen. */
async function semRolagemLateral(page: Page, nome: string) {
  const largura = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(largura, `${nome}: página mais larga que a tela`).toBeLessThanOrEqual(360);
}

// One sale, so that the dashboard shows its numbers (and a customer to open).
test.beforeAll(async ({ request }) => {
  await venderPeloPdv(request, {
    cnpjLoja: LOJAS_DEMO.centro.cnpj,
    cpfCliente: cpfAleatorio(),
    valorVenda: 120,
    cliente: { nome: 'Cliente Ajustes E2E', email: '' },
  });
});

test('(a) back to the page after signing in; messages with the form labels; check digits; Sair', async ({ browser }, testInfo) => {
  const page = await novaPagina(browser, 'painel-ajustes', LARGO);

  // Without a session: the sign-in page, with the way back, and no "expired" (there was no session).
  await page.goto('/painel/lojas?busca=Demo');
  await expect(page).toHaveURL(/\/painel\/entrar\?voltar=%2Fpainel%2Flojas%3Fbusca%3DDemo$/);
  await expect(page.getByText('Sua sessão expirou')).toHaveCount(0);
  await entrar(page, USUARIOS_DEMO.gerente);
  await expect(page).toHaveURL(/\/painel\/lojas\?busca=Demo$/);
  await expect(page.getByRole('row').filter({ hasText: LOJAS_DEMO.centro.nome })).toBeVisible();

  // A store with a one-letter name and a CNPJ whose check digits are wrong.
  await page.getByRole('button', { name: 'Nova loja' }).click();
  const loja = page.getByRole('dialog', { name: 'Nova loja' });
  await loja.getByLabel('Nome da loja').fill('A');
  await loja.getByLabel('CNPJ').fill('11.222.333/0001-82');
  await loja.getByRole('button', { name: 'Criar loja' }).click();
  await expect(loja.getByLabel('Nome da loja')).toHaveAccessibleDescription('“Nome da loja” está curto demais: use ao menos 2 caracteres.');
  await expect(loja.getByText('CNPJ inválido: os dígitos verificadores não conferem.')).toBeVisible();
  await expect(loja.getByLabel('CNPJ')).toHaveAttribute('aria-invalid', 'true');
  await capturar(page, 'loja-erros-1366', testInfo);
  await loja.getByRole('button', { name: 'Cancelar' }).click();

  // A user with an invalid e-mail: the label "E-mail", never the API's "Email".
  await page.goto('/painel/usuarios');
  await page.getByRole('button', { name: 'Novo usuário' }).click();
  const usuario = page.getByRole('dialog', { name: 'Novo usuário' });
  await usuario.getByLabel('Nome').fill('B');
  await usuario.getByLabel('E-mail').fill('ana@');
  await usuario.getByRole('button', { name: 'Criar e enviar convite' }).click();
  await expect(usuario.getByText('“E-mail” não é um e-mail válido (exemplo: nome@empresa.com.br).')).toBeVisible();
  await expect(usuario.getByText('“Nome” está curto demais: use ao menos 2 caracteres.')).toBeVisible();
  await expect(usuario.getByText(/O campo Email|O campo Nome/)).toHaveCount(0);
  await usuario.getByRole('button', { name: 'Cancelar' }).click();

  // A campaign sent empty: labels, not PercentualCashback / LojaIds.
  await page.goto('/painel/campanhas/nova');
  await page.getByRole('button', { name: 'Salvar e ativar' }).click();
  await page.getByLabel('Nome', { exact: true }).fill('Campanha de teste');
  await expect(page.getByText('“Percentual de cashback (%)” é obrigatório para campanhas de Cashback.')).toBeVisible();
  await expect(page.getByText('Informe ao menos uma loja no campo “Lojas”.')).toBeVisible();
  await expect(page.getByText(/PercentualCashback|LojaIds/)).toHaveCount(0);
  // A refusal of the API after sending stands next to its field too, in the same words, with the
  // focus on it (the browser checks with the API's schema first, so the answer is forced here: a
  // real 400 of the API with its real message), and goes away when the field changes.
  await page.getByLabel('Percentual de cashback (%)').fill('5');
  await page.getByLabel(LOJAS_DEMO.centro.nome, { exact: true }).check();
  const periodo = 'O campo DataFim deve ser igual ou posterior a DataInicio.';
  await page.route('**/api/v1/admin/CampanhaAdmin', (route) =>
    route.fulfill({ status: 400, json: { sucesso: false, dados: null, mensagem: periodo, erros: [periodo] } }),
  );
  await page.getByRole('button', { name: 'Salvar como rascunho' }).click();
  const fim = page.getByLabel('Fim', { exact: true });
  await expect(fim).toHaveAccessibleDescription(/^“Fim” deve ser igual ou posterior a “Início”\./);
  await expect(fim).toBeFocused();
  await expect(page.getByText(/O campo DataFim|DataInicio/)).toHaveCount(0);
  await page.unroute('**/api/v1/admin/CampanhaAdmin');
  await fim.fill('2030-12-31');
  await expect(fim).not.toHaveAttribute('aria-invalid', 'true');

  // A customer: eleven digits with wrong check digits say so; a one-letter name is too short.
  await page.goto('/painel/clientes?novo=1');
  await page.getByLabel('CPF', { exact: true }).fill('123.456.789-00');
  await page.getByLabel('Nome completo', { exact: true }).fill('C');
  await page.getByRole('button', { name: 'Cadastrar cliente' }).click();
  await expect(page.getByLabel('CPF', { exact: true })).toHaveAccessibleDescription('CPF inválido: os dígitos verificadores não conferem.');
  await expect(page.getByLabel('Nome completo', { exact: true })).toHaveAccessibleDescription('“Nome completo” está curto demais.');
  await expect(page.getByText('Informe 11 dígitos')).toHaveCount(0);
  await page.getByLabel('CPF', { exact: true }).fill('123.456.789');
  await page.getByRole('button', { name: 'Cadastrar cliente' }).click();
  await expect(page.getByLabel('CPF', { exact: true })).toHaveAccessibleDescription('O CPF tem 11 dígitos; você digitou 9.');
  await capturar(page, 'cliente-erros-1366', testInfo);

  // The dashboard says what "ativos" and "entraram no programa" count.
  await page.goto('/painel');
  const clientes = page.getByRole('group', { name: 'Clientes ativos' });
  await expect(clientes).toContainText('Com ao menos uma compra no período');
  await expect(clientes).toContainText('Entraram no programa no período:');
  await clientes.getByText('O que conta aqui?').click();
  await expect(clientes).toContainText('quem entrou pode não estar entre os ativos');
  await capturar(page, 'visao-geral-1366', testInfo);

  // "Sair" says that the person left, not that the session expired.
  await page.getByRole('navigation', { name: 'Menu do painel' }).getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/painel\/entrar\?saiu=1$/);
  await expect(page.getByText('Você saiu do painel.')).toBeVisible();
  await expect(page.getByText('Sua sessão expirou')).toHaveCount(0);
  // And the panel is closed: a page asks to sign in again, still without "expired".
  await page.goto('/painel/clientes');
  await expect(page).toHaveURL(/\/painel\/entrar\?voltar=%2Fpainel%2Fclientes$/);
  await expect(page.getByText('Sua sessão expirou')).toHaveCount(0);
  await page.context().close();
});

test('(b) at 360 px: a drawer menu, no page wider than the screen; the tenant picked once holds', async ({ browser }, testInfo) => {
  test.setTimeout(90_000);
  const page = await novaPagina(browser, 'painel-ajustes', CELULAR);

  // Public pages first (no session).
  for (const [caminho, nome] of [
    ['/painel/entrar', 'entrar'],
    ['/painel/primeiro-acesso', 'primeiro-acesso'],
    ['/painel/recuperar-senha', 'recuperar-senha'],
    ['/painel/redefinir-senha?token=x&email=a%40b.dev', 'redefinir-senha'],
  ] as const) {
    await page.goto(caminho);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await semRolagemLateral(page, nome);
  }

  // `voltar` is only ever a panel path of this site: another site's address lands on the panel.
  await page.goto('/painel/entrar?voltar=%2F%2Fevil.example%2Fpainel');
  await entrar(page, USUARIOS_DEMO.superAdmin);
  await expect(page).toHaveURL(`${ORIGEM}/painel`);

  // The menu: a button opens a drawer with every item inside the screen; Escape closes it.
  await expect(page.getByRole('navigation', { name: 'Menu do painel' })).toBeHidden();
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const gaveta = page.getByRole('dialog', { name: 'Menu', exact: true });
  await expect(gaveta).toBeVisible();
  for (const item of [
    'Visão geral',
    'Caixa',
    'Clientes',
    'Campanhas',
    'Lojas',
    'Chaves de API',
    'Usuários',
    'Assinatura',
    'Auditoria',
    'Tenants',
  ]) {
    const link = gaveta.getByRole('link', { name: item, exact: true });
    await expect(link).toBeInViewport({ ratio: 1 });
  }
  await expect(gaveta.getByRole('button', { name: 'Sair' })).toBeVisible();
  await capturar(page, 'menu-360', testInfo);
  // The keyboard stays in the drawer: from its first control, Shift+Tab goes to its last (Sair).
  await expect(gaveta.getByRole('button', { name: 'Fechar menu' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(gaveta.getByRole('button', { name: 'Sair' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(gaveta).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeFocused();
  // A chosen item navigates and closes the drawer.
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await gaveta.getByRole('link', { name: 'Lojas', exact: true }).click();
  await expect(page).toHaveURL(/\/painel\/lojas$/);
  await expect(gaveta).toHaveCount(0);

  // Every tenant's stores; then the tenant is picked once in the header…
  await expect(page.getByRole('heading', { level: 1, name: 'Lojas' })).toBeVisible();
  const tenant = page.getByLabel('Tenant', { exact: true });
  await expect(tenant).toHaveValue('');
  await tenant.selectOption({ label: TENANT_DEMO.nome });
  await expect(page).toHaveURL(new RegExp(`/painel/lojas\\?tenantId=${TENANT_DEMO.id}$`));
  // …and holds on pages opened without it in the address.
  await page.goto('/painel/clientes');
  await expect(page.getByLabel('Tenant', { exact: true })).toHaveValue(TENANT_DEMO.id);
  await expect(page.getByText(`Programa ${TENANT_DEMO.nome}.`)).toBeVisible();
  await page.goto('/painel/campanhas');
  await expect(page.getByLabel('Tenant', { exact: true })).toHaveValue(TENANT_DEMO.id);
  await expect(page.getByRole('link', { name: 'Cashback 5%' })).toBeVisible();

  // Every panel page at 360 px, with the demo tenant picked.
  await page.goto('/painel/clientes');
  const idCliente = await page
    .locator('main a[href*="/painel/clientes/"]')
    .first()
    .getAttribute('href', { timeout: 5000 })
    .catch(() => null);
  const idCampanha = await page
    .goto('/painel/campanhas')
    .then(() => page.locator('main a[href*="/painel/campanhas/"]:not([href$="/nova"])').first().getAttribute('href'));
  const paginas: [string, string][] = [
    ['/painel', 'visao-geral'],
    ['/painel/clientes', 'clientes'],
    [idCliente ?? '/painel/clientes', 'cliente'],
    ['/painel/campanhas', 'campanhas'],
    ['/painel/campanhas/nova', 'campanha-nova'],
    [idCampanha ?? '/painel/campanhas', 'campanha'],
    ['/painel/lojas', 'lojas'],
    ['/painel/chaves', 'chaves'],
    ['/painel/usuarios', 'usuarios'],
    ['/painel/assinatura', 'assinatura'],
    ['/painel/auditoria', 'auditoria'],
    ['/painel/tenants', 'tenants'],
    ['/painel/mensagens', 'mensagens'],
    ['/painel/caixa', 'caixa'],
    ['/painel/sem-acesso', 'sem-acesso'],
  ];
  for (const [caminho, nome] of paginas) {
    await page.goto(caminho);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await semRolagemLateral(page, nome);
    await capturar(page, `${nome}-360`, testInfo);
  }

  // "Todos os tenants": the lists of the whole platform (a tenant column) at 360 px too.
  await page.goto('/painel/lojas');
  await page.getByLabel('Tenant', { exact: true }).selectOption({ label: 'Todos os tenants' });
  await expect(page).toHaveURL(/\/painel\/lojas\?tenantId=$/);
  for (const [caminho, nome] of [
    ['/painel', 'visao-geral-plataforma'],
    ['/painel/usuarios', 'usuarios-plataforma'],
    ['/painel/auditoria', 'auditoria-plataforma'],
  ] as const) {
    await page.goto(caminho);
    await expect(page.getByLabel('Tenant', { exact: true })).toHaveValue('');
    await semRolagemLateral(page, nome);
  }
  await capturar(page, 'auditoria-plataforma-360', testInfo);

  // At 1366 px: the sidebar menu, and the tenant picked in the header.
  await page.setViewportSize(LARGO);
  await page.goto(`/painel/lojas?tenantId=${TENANT_DEMO.id}`);
  await expect(page.getByRole('navigation', { name: 'Menu do painel' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
  await page.goto('/painel/chaves');
  await expect(page.getByLabel('Tenant', { exact: true })).toHaveValue(TENANT_DEMO.id);
  await capturar(page, 'chaves-tenant-1366', testInfo);
  await page.context().close();
});
