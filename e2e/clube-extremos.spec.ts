// The club portal at 360 px with what real customers bring: a name with a very long word and a
// balance of millions (R$ 1.234.567,89 and 24.691.357 points), and the messages of the sign-in and
// contact forms in the words of the fields on screen (not the API's `O campo Cpf`/`Email`); a page
// opened without a session comes back after the sign-in; a broken unsubscribe link is no dead end;
// "Sair" without a connection does not leave the customer guessing.
//
// Rate-limit budget (this file's own address): 1 PIN request, 1 club login.
import { expect, test, type Page } from '@playwright/test';
import { LOJAS_DEMO } from '../prisma/demo';
import { cpfAleatorio } from '../lib/documentos/gerar';
import { E2E } from './global-setup';
import { banco, novaPagina, venderPeloPdv } from './apoio';

const cpf = cpfAleatorio();
const email = `extremos.${cpf}@e2e.dev`;
const primeiroNome = 'Wolfgangschmidtvonhohenzollernsigmaringen';

let page: Page;

/** Every element of the page that sticks out of the 360-px screen or out of its own box. */
async function transbordos(p: Page) {
  return p.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((e) => {
        const r = e.getBoundingClientRect();
        return (
          r.width > 0 && (r.right > window.innerWidth || e.scrollWidth > e.clientWidth + 1) && getComputedStyle(e).overflowX === 'visible'
        );
      })
      .map((e) => `${e.tagName.toLowerCase()}: ${(e.textContent ?? '').trim().slice(0, 40)}`),
  );
}

/** Signs in with the CPF and the PIN sent by e-mail (the outbox delivers it to the development sink). */
async function entrar() {
  // A page of the club without a session: the sign-in comes back to it.
  await page.goto('/clube/historico');
  await expect(page).toHaveURL(/\/clube\/entrar\?voltar=%2Fclube%2Fhistorico$/);
  await page.getByLabel('CPF').fill(cpf);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('radio', { name: 'E-mail' }).check();
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByRole('heading', { name: 'Digite o código' })).toBeVisible({ timeout: 10_000 });
  // The hourly cap is said on the screen: the 6th code of an hour is answered alike and not sent.
  await expect(page.getByText('Por segurança, enviamos no máximo 5 códigos por hora.', { exact: false })).toBeVisible();
  let pin: string | undefined;
  for (let i = 0; i < 20 && !pin; i++) {
    await page.request.get('/api/cron/outbox', { headers: { Authorization: `Bearer ${E2E.segredoCron}` } });
    const [m] = await banco<{ texto: string }>(`SELECT texto FROM mensagem_dev WHERE destino = $1 ORDER BY criado_em DESC LIMIT 1`, [
      email,
    ]);
    pin = m && /\b(\d{6})\b/.exec(m.texto)?.[1];
    if (!pin) await page.waitForTimeout(300);
  }
  await page.getByLabel('Código de 6 dígitos').fill(pin!);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/clube\/historico$/, { timeout: 15_000 });
}

test.beforeAll(async ({ browser, request }) => {
  await venderPeloPdv(request, {
    cnpjLoja: LOJAS_DEMO.centro.cnpj,
    cpfCliente: cpf,
    valorVenda: 24_691_357.8,
    documentoExterno: `E2E-EXTREMOS-${cpf}`,
    cliente: { nome: `${primeiroNome} de Albuquerque Cavalcanti`, email },
  });
  page = await novaPagina(browser, 'clube-extremos', { width: 360, height: 740 });
  await entrar();
});

test.afterAll(async () => {
  await page?.context().close();
});

test('sign-in: the CPF messages say what is wrong with what was typed', async ({ browser }) => {
  const p = await novaPagina(browser, 'clube-extremos', { width: 360, height: 740 });
  await p.goto('/clube/entrar');
  const campo = p.getByLabel('CPF');
  const continuar = p.getByRole('button', { name: 'Continuar' });
  await continuar.click();
  await expect(p.getByText('Preencha o CPF.')).toBeVisible();
  await campo.fill('123.456');
  await continuar.click();
  await expect(p.getByText('O CPF tem 11 dígitos; você digitou 6.')).toBeVisible();
  // Eleven digits with a wrong check digit: not "informe 11 dígitos".
  await campo.fill(`${cpf.slice(0, 10)}${(Number(cpf[10]) + 1) % 10}`);
  await continuar.click();
  await expect(p.getByText('CPF inválido: os dígitos verificadores não conferem.')).toBeVisible();
  await p.context().close();
});

test('home at 360 px: a long first name and a balance of millions stay inside their boxes', async () => {
  await page.goto('/clube');
  await expect(page.getByRole('heading', { level: 1, name: `Olá, ${primeiroNome}!` })).toBeVisible();
  const centro = page.getByRole('region', { name: LOJAS_DEMO.centro.nome });
  await expect(centro.getByRole('definition').first()).toHaveText('R$ 1.234.567,89');
  await expect(centro.getByRole('definition').nth(1)).toHaveText('24.691.357');
  expect(await transbordos(page)).toEqual([]);
});

test('profile at 360 px: the long name wraps; the contact form names its own fields', async () => {
  await page.goto('/clube/perfil');
  await expect(page.getByRole('definition').first()).toHaveText(`${primeiroNome} de Albuquerque Cavalcanti`);
  expect(await transbordos(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.getByRole('textbox', { name: 'E-mail' }).fill('maria@');
  await page.getByLabel('Celular').fill('11 98');
  await page.getByRole('button', { name: 'Salvar contato' }).click();
  await expect(page.getByText('“E-mail” não é um e-mail válido (exemplo: nome@empresa.com.br).')).toBeVisible();
  await expect(page.getByText('“Celular” está em formato inválido.')).toBeVisible();
  // An address longer than 150 characters is refused whole, never cut to a wrong one and saved.
  const longo = `${'a'.repeat(140)}@exemplo.com.br`;
  await page.getByRole('textbox', { name: 'E-mail' }).fill(longo);
  await page.getByLabel('Celular').fill('');
  await page.getByRole('button', { name: 'Salvar contato' }).click();
  await expect(page.getByText('“E-mail” está longo demais: use no máximo 150 caracteres.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(longo);

  // The erasure dialog: "Digite EXCLUIR para confirmar" reads as one line, not three.
  await page.getByRole('button', { name: 'Excluir meus dados' }).click();
  const rotulo = page.getByRole('dialog').locator('label');
  const linhas = await rotulo.evaluate((l) => {
    const topos = new Set<number>();
    const w = document.createTreeWalker(l, NodeFilter.SHOW_TEXT);
    for (let n = w.nextNode(); n; n = w.nextNode()) {
      if (!n.textContent?.trim()) continue;
      const r = document.createRange();
      r.selectNodeContents(n);
      for (const q of r.getClientRects()) topos.add(Math.round(q.top));
    }
    return topos.size;
  });
  expect(linhas).toBe(1);
  await page.keyboard.press('Escape');
});

test('a broken unsubscribe link says so and leads to the preferences', async () => {
  await page.goto('/clube/descadastro?t=abc');
  await expect(page.getByRole('heading', { level: 1, name: 'Não foi possível abrir o link' })).toBeVisible();
  await expect(page.getByText('Link de descadastro inválido.')).toBeVisible();
  await page.getByRole('link', { name: 'Abrir as preferências do clube' }).click();
  await expect(page).toHaveURL(/\/clube\/perfil$/);
  await expect(page.getByRole('heading', { name: 'Comunicações' })).toBeVisible();
});

// Last: it signs the customer out.
test('"Sair" without a connection says the customer is still signed in on this phone; with it, leaves', async () => {
  await page.goto('/clube');
  await expect(page.getByRole('heading', { level: 1, name: `Olá, ${primeiroNome}!` })).toBeVisible();
  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Não foi possível sair' })).toHaveText(
    'Não foi possível sair: sem conexão com o servidor. Você continua conectado neste aparelho; tente de novo.',
  );
  await expect(page).toHaveURL(/\/clube$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.context().setOffline(false);
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/clube\/entrar\?saiu=1$/);
});
