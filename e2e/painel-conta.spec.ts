// "Minha conta" (docs/painel.md): a cashier (Operador) opens their account from the menu, sees who
// they are, is told next to the field when the current password is wrong, changes the password and
// stays signed in on the page; a session opened elsewhere before the change ends; the notice e-mail
// reaches the development sink; "Sair" offline says the session goes on, then out; the new password
// signs in and the old one does not.
// A fresh Operador of the demo tenant, so the specs that sign in as caixa@demo.dev are not touched.
//
// Budget of the login rate limit (5/min per IP of this file): 3 panel logins and 1 refused one.
import { expect, test } from '@playwright/test';
import { TENANT_DEMO } from '../prisma/demo';
import { ipDoArquivo } from './global-setup';
import { assuntosNoSink, criarOperadorDemo, novaPagina, preencherLogin, registrarLarguras } from './apoio';

test.use({ extraHTTPHeaders: { 'x-e2e-ip': ipDoArquivo('painel-conta') } });

let caixa: Awaited<ReturnType<typeof criarOperadorDemo>>;
let novaSenha: string;
const SAIR_FALHOU = 'Não foi possível sair: sem conexão com o servidor. Você continua conectado neste aparelho; tente de novo.';

test.beforeAll(async () => {
  caixa = await criarOperadorDemo('conta');
  novaSenha = `Trocada${caixa.sufixo}2027`;
});

test('a cashier changes the password on /painel/conta, stays in, and signs in again with the new one', async ({ browser }, testInfo) => {
  // Two axe checks and four screenshots on a shared machine.
  test.setTimeout(120_000);
  const entrar = async () => {
    const page = await novaPagina(browser, 'painel-conta', { width: 1366, height: 900 });
    await page.goto('/painel/entrar');
    await preencherLogin(page, caixa);
    return page;
  };
  // Another device, signed in before the change.
  const outra = await entrar();
  const page = await entrar();

  // From the menu, next to "Sair".
  const menu = page.getByRole('navigation', { name: 'Menu do painel' });
  await menu.getByRole('link', { name: 'Minha conta' }).click();
  await page.waitForURL('**/painel/conta');
  await expect(page.getByRole('heading', { name: 'Minha conta', level: 1 })).toBeVisible();
  const dados = page.locator('section', { has: page.getByRole('heading', { name: 'Seus dados' }) });
  for (const texto of [caixa.nome, caixa.email, 'Operador de caixa', TENANT_DEMO.nome]) await expect(dados.getByText(texto)).toBeVisible();
  await expect(page.getByText('A senha deve ter entre 8 e 128 caracteres, com letras e números.')).toBeVisible();
  await registrarLarguras(page, 'minha-conta', testInfo);

  // Wrong current password: said next to the field, nothing changes.
  await page.getByLabel('Senha atual').fill('SenhaErrada123');
  await page.getByLabel('Nova senha', { exact: true }).fill(novaSenha);
  await page.getByLabel('Confirmar nova senha', { exact: true }).fill(novaSenha);
  await page.getByRole('button', { name: 'Trocar senha' }).click();
  await expect(page.getByLabel('Senha atual')).toHaveAccessibleDescription('A senha atual não confere.');

  await page.getByLabel('Senha atual').fill(caixa.senha);
  await page.getByRole('button', { name: 'Trocar senha' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Senha alterada com sucesso.' })).toBeVisible();
  await expect(page.getByLabel('Senha atual')).toHaveValue('');
  await registrarLarguras(page, 'minha-conta-senha-trocada', testInfo);

  // This session goes on (its cookie was renewed); the other one ended.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Minha conta', level: 1 })).toBeVisible();
  await outra.goto('/painel/caixa');
  await outra.waitForURL(/\/painel\/entrar\?expirou=1/);
  await expect(outra.getByText('Sua sessão expirou. Entre novamente para continuar.')).toBeVisible();

  // The notice e-mail, through the outbox, in the development sink.
  await expect.poll(() => assuntosNoSink(caixa.email)).toContain('Sua senha do painel Fidelidade foi alterada');

  // Out, on a phone: without a connection "Sair" cannot reach the server, so the person is told
  // they are still signed in (in the drawer, which stays open); with it back, out.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('button', { name: 'Menu' }).click();
  const gaveta = page.getByRole('dialog', { name: 'Menu' });
  await page.context().setOffline(true);
  await gaveta.getByRole('button', { name: 'Sair' }).click();
  await expect(gaveta.getByRole('alert')).toHaveText(SAIR_FALHOU);
  await expect(page).toHaveURL(/\/painel\/conta$/);
  await page.context().setOffline(false);
  await gaveta.getByRole('button', { name: 'Sair' }).click();
  await page.waitForURL('**/painel/entrar?saiu=1');

  // In with the new password; the old one no longer opens the panel.
  await page.getByLabel('E-mail', { exact: true }).fill(caixa.email);
  await page.getByLabel('Senha').fill(caixa.senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Credenciais inválidas.')).toBeVisible();
  await preencherLogin(page, { email: caixa.email, senha: novaSenha });
  await expect(page).toHaveURL(/\/painel\/caixa/);
});
