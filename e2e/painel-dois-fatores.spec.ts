// Two-step verification (docs/painel.md, "Verificação em duas etapas"): a cashier turns it on in
// Minha conta — the test reads the secret the page shows for typing and computes the app's code, as
// an authenticator app would —, keeps the recovery codes, signs out, and signs in again with the
// password and then the code (the second step of /painel/entrar); the store's manager then resets it
// from Usuários (lost phone) and the cashier's session ends. On a phone without the app, a recovery
// code lets the cashier in once. Each screen at 1366 and 360 px.
// A fresh Operador of the demo tenant, so no other spec's user is touched.
//
// Budget of the login rate limit (5/min per IP of this file): 4 panel sign-in attempts; the
// recovery-code sign-in runs in a context of its own IP (2 more). Per-user code limit (5 in 15 min):
// the cashier spends 4 (a wrong and a right code to turn it on, the app's code, a recovery code).
import { expect, test } from '@playwright/test';
import { USUARIOS_DEMO } from '../prisma/demo';
import { codigoTotp } from '../lib/domain/acesso/totp';
import { ipDoArquivo } from './global-setup';
import {
  assuntosNoSink,
  criarOperadorDemo,
  fotografarA360,
  novaPagina,
  preencherLogin,
  registrarLarguras,
  sairETentarEntrar,
} from './apoio';

test.use({ extraHTTPHeaders: { 'x-e2e-ip': ipDoArquivo('painel-dois-fatores') } });

let caixa: Awaited<ReturnType<typeof criarOperadorDemo>>;

test.beforeAll(async () => {
  caixa = await criarOperadorDemo('2fa');
});

test('a cashier turns on two-step verification in Minha conta, signs in with the app code, and the manager resets it', async ({
  browser,
}, testInfo) => {
  // Three axe checks and several screenshots on a shared machine.
  test.setTimeout(120_000);
  const page = await novaPagina(browser, 'painel-dois-fatores', { width: 1366, height: 900 });
  await page.goto('/painel/entrar');
  await preencherLogin(page, caixa);
  await page.goto('/painel/conta');
  const secao = page.locator('section', { has: page.getByRole('heading', { name: 'Verificação em duas etapas' }) });
  await secao.getByRole('button', { name: 'Ativar verificação em duas etapas' }).click();

  // The QR code and the secret for typing, in groups of four.
  await expect(secao.getByRole('img', { name: 'Código QR para o aplicativo autenticador' })).toBeVisible();
  const chave = (await secao.getByRole('group', { name: 'Chave para digitar no aplicativo' }).locator('code').innerText()).trim();
  expect(chave).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
  const segredo = chave.replace(/\s/g, '');
  await registrarLarguras(page, 'dois-fatores-ativacao', testInfo);

  // A wrong code is said next to its field.
  await secao.getByLabel('Código do aplicativo').fill('000000');
  await secao.getByLabel('Senha atual').fill(caixa.senha);
  await secao.getByRole('button', { name: 'Confirmar e ativar' }).click();
  await expect(secao.getByLabel('Código do aplicativo')).toHaveAccessibleDescription('Código de verificação inválido.');

  await secao.getByLabel('Código do aplicativo').fill(codigoTotp(segredo, Date.now()));
  await secao.getByRole('button', { name: 'Confirmar e ativar' }).click();
  await expect(secao.getByRole('status').filter({ hasText: 'Verificação em duas etapas ativada.' })).toBeVisible();
  const codigos = secao.getByRole('list', { name: 'Códigos de recuperação' }).getByRole('listitem');
  await expect(codigos).toHaveCount(10);
  await expect(codigos.first()).toHaveText(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/);
  const recuperacao = (await codigos.nth(3).innerText()).trim();
  await expect(secao.getByRole('button', { name: 'Baixar (.txt)' })).toBeVisible();
  await registrarLarguras(page, 'dois-fatores-codigos', testInfo);
  await secao.getByRole('button', { name: 'Concluir' }).click();
  await expect(secao.getByText(/^Ativa desde \d{2}\/\d{2}\/\d{4}.*Códigos de recuperação restantes: 10 de 10\.$/)).toBeVisible();

  // The notice e-mail, through the outbox, in the development sink.
  await expect.poll(() => assuntosNoSink(caixa.email)).toContain('Verificação em duas etapas ativada no painel Fidelidade');

  // Out; the password alone now leads to the code step.
  await sairETentarEntrar(page, caixa);
  await expect(page.getByRole('heading', { name: 'Verificação em duas etapas', level: 1 })).toBeVisible();
  const campo = page.getByLabel('Código de verificação');
  await expect(campo).toHaveAttribute('inputmode', 'numeric');
  await expect(campo).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(page.getByRole('button', { name: 'Usar um código de recuperação' })).toBeVisible();
  await registrarLarguras(page, 'dois-fatores-entrar', testInfo);
  await fotografarA360(page, 'dois-fatores-entrar-codigo', testInfo);

  // The code of the step used to turn it on is spent: the app's next one (the window takes ±30 s).
  await campo.fill(codigoTotp(segredo, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/painel\/caixa/);

  // The phone is not at hand: a recovery code, typed as a person would (lower case, no hyphen),
  // lets the cashier in once, spends that code, and says so by e-mail.
  const semCelular = await novaPagina(browser, 'painel-dois-fatores-recuperacao', { width: 360, height: 780 });
  await semCelular.goto('/painel/entrar');
  await semCelular.getByLabel('E-mail', { exact: true }).fill(caixa.email);
  await semCelular.getByLabel('Senha').fill(caixa.senha);
  await semCelular.getByRole('button', { name: 'Entrar' }).click();
  await semCelular.getByRole('button', { name: 'Usar um código de recuperação' }).click();
  await semCelular.getByLabel('Código de recuperação').fill(recuperacao.replace('-', '').toLowerCase());
  await semCelular.getByRole('button', { name: 'Verificar' }).click();
  await expect(semCelular).toHaveURL(/\/painel\/caixa/);
  await semCelular.goto('/painel/conta');
  await expect(semCelular.getByText(/Códigos de recuperação restantes: 9 de 10\.$/)).toBeVisible();
  await expect.poll(() => assuntosNoSink(caixa.email)).toContain('Um código de recuperação foi usado no painel Fidelidade');

  // Lost phone: the store's manager resets it from Usuários; the cashier's session ends.
  const gerente = await novaPagina(browser, 'painel-dois-fatores', { width: 1366, height: 900 });
  await gerente.goto('/painel/entrar');
  await preencherLogin(gerente, USUARIOS_DEMO.gerente);
  await gerente.goto(`/painel/usuarios?busca=${encodeURIComponent(caixa.email)}`);
  await gerente.getByRole('button', { name: `Redefinir a verificação em duas etapas de ${caixa.nome}` }).click();
  const confirmar = gerente.getByRole('dialog', { name: `Redefinir a verificação em duas etapas de ${caixa.nome}?` });
  await confirmar.getByRole('button', { name: 'Redefinir verificação' }).click();
  await expect(gerente.getByText('Verificação em duas etapas redefinida.', { exact: false })).toBeVisible();
  await expect(gerente.getByRole('button', { name: `Redefinir a verificação em duas etapas de ${caixa.nome}` })).toHaveCount(0);
  await page.goto('/painel/conta');
  await page.waitForURL(/\/painel\/entrar\?expirou=1/);
});
