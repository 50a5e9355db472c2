// The webhooks pages in a real browser against the production build: the demo manager registers
// an endpoint, sees the signing secret once, a PDV sale queues a delivery, the delivery log shows
// it (the endpoint is unreachable from the test machine, so it waits for a retry); once it has
// exhausted its attempts "Reenviar falhas" puts every failure back after asking, and "Reenviar"
// puts the one delivery back in the queue; then the endpoint is deleted. Screenshots at 1366 and 360 px, axe-core
// on each page; then the link to the integration guide. Two panel logins (this file's own rate-limit budget).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { CHAVES_DEMO, LOJAS_DEMO, USUARIOS_DEMO } from '../prisma/demo';
import { cpfAleatorio } from '../lib/documentos/gerar';
import { ipDoArquivo } from './global-setup';
import { banco, fotografarA360, preencherLogin } from './apoio';

test.use({ extraHTTPHeaders: { 'x-e2e-ip': ipDoArquivo('webhooks') }, locale: 'pt-BR' });
// The first test walks the whole flow (secret, sale, delivery, resend, bulk resend of failures) with
// two accessibility checks: about 35 s on a quiet machine, too close to the default 60 s on a busy one.
test.setTimeout(120_000);

const URL_WEBHOOK = `https://erp-${Math.random().toString(36).slice(2, 8)}.example.com/webhooks/fidelidade`;

async function registrar(page: Page, nome: string, testInfo: TestInfo) {
  await expect(page).toHaveTitle(/\S/);
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations, axe.violations.map((v) => v.id).join(', ')).toEqual([]);
  for (const [largura, altura] of [
    [1366, 900],
    [360, 780],
  ] as const) {
    await page.setViewportSize({ width: largura, height: altura });
    // No page wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(largura);
    const arquivo = testInfo.outputPath(`${nome}-${largura}.png`);
    await page.screenshot({ path: arquivo, fullPage: true });
    await testInfo.attach(`${nome}-${largura}`, { path: arquivo, contentType: 'image/png' });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** The demo manager signs in and lands back on the webhooks page. */
async function entrarEmWebhooks(page: Page) {
  await page.goto(`/painel/entrar?voltar=${encodeURIComponent('/painel/webhooks')}`);
  await preencherLogin(page, USUARIOS_DEMO.gerente);
  await page.waitForURL('**/painel/webhooks');
}

test('the manager adds a webhook, sees its secret once, follows the delivery of a sale and resends it', async ({
  page,
  request,
}, testInfo) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await entrarEmWebhooks(page);

  await page.getByRole('button', { name: 'Novo webhook' }).click();
  const novo = page.getByRole('dialog', { name: 'Novo webhook' });
  // A URL with user and password: refused at the field, in the panel's words (not `O campo Url …`).
  const url = novo.getByLabel('URL');
  await url.fill('https://erp:segredo@erp.example.com/webhooks');
  await novo.getByRole('button', { name: 'Criar webhook' }).click();
  await expect(url).toHaveAccessibleDescription('“URL” não pode conter usuário e senha: o receptor autentica as entregas pela assinatura.');
  await expect(novo.getByText(/O campo Url/)).toHaveCount(0);
  await fotografarA360(page, 'webhooks-url-recusada', testInfo, url.locator('xpath=..'));
  await url.fill(URL_WEBHOOK);
  await novo.getByLabel('Descrição (opcional)').fill('ERP da matriz');
  await expect(novo.getByRole('checkbox', { name: /venda\.registrada/ })).toBeChecked();
  // Production by default; Teste would receive only the sandbox's facts (docs/webhooks.md).
  await expect(novo.getByLabel('Ambiente')).toHaveValue('Producao');
  await novo.getByRole('checkbox', { name: /resgate\.realizado/ }).check();
  await registrar(page, 'webhooks-novo', testInfo);
  await novo.getByRole('button', { name: 'Criar webhook' }).click();

  const segredo = page.getByRole('dialog', { name: 'Segredo do webhook' });
  await expect(segredo).toContainText('Copie o segredo agora: ele não será exibido novamente.');
  const valor = await segredo.getByLabel('Segredo').inputValue();
  expect(valor).toMatch(/^whsec_[\w-]{32}$/);
  await segredo.getByRole('button', { name: 'Já guardei o segredo' }).click();
  await expect(segredo).toBeHidden();
  const linha = page.getByRole('row').filter({ hasText: URL_WEBHOOK });
  await expect(linha).toContainText('Ativo');
  await expect(linha).toContainText('Produção');
  await expect(linha).toContainText('venda.registrada, venda.cancelada, resgate.realizado');
  expect(await page.content()).not.toContain(valor);
  await registrar(page, 'webhooks', testInfo);

  // A sale of the demo tenant queues a delivery to the endpoint.
  const venda = await request.post('/api/v1/venda', {
    headers: { 'X-Api-Key': CHAVES_DEMO.producao.valor },
    data: { cnpjLoja: LOJAS_DEMO.centro.cnpj, cpfCliente: cpfAleatorio(), valorVenda: 42.5, documentoExterno: `E2E-WH-${Date.now()}` },
  });
  expect(venda.status()).toBe(200);

  await linha.getByRole('link', { name: 'Entregas' }).click();
  await page.waitForURL('**/painel/webhooks/*');
  const entrega = page.getByRole('row').filter({ hasText: 'venda.registrada' });
  await expect(entrega).toHaveCount(1);
  await registrar(page, 'webhooks-entregas', testInfo);

  // The delivery exhausts its attempts (a receiver down for ~14 h): one button puts every failure back.
  await banco(
    `UPDATE evento_outbox SET status = 'Falhou', tentativas = 12 WHERE webhook_endpoint_id IN (SELECT id FROM webhook_endpoint WHERE url = $1)`,
    [URL_WEBHOOK],
  );
  // The list says so next to the URL: on a phone without scrolling sideways.
  const entregas = page.url();
  await page.goto('/painel/webhooks');
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(page.getByRole('row').filter({ hasText: URL_WEBHOOK }).getByRole('link', { name: '1 entrega com falha' })).toBeInViewport({
    ratio: 1,
  });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(entregas);
  await expect(page.getByRole('link', { name: '1 entrega com falha' })).toBeVisible();
  await page.getByRole('button', { name: 'Reenviar falhas (1)' }).click();
  const falhas = page.getByRole('dialog', { name: 'Reenviar as entregas com falha?' });
  await expect(falhas).toContainText('A entrega com falha volta para a fila agora');
  const foto = testInfo.outputPath('webhooks-reenviar-falhas-1366.png');
  await page.screenshot({ path: foto });
  await testInfo.attach('webhooks-reenviar-falhas-1366', { path: foto, contentType: 'image/png' });
  await falhas.getByRole('button', { name: 'Reenviar falhas' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 entrega com falha colocada na fila para reenvio.' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Reenviar falhas/ })).toHaveCount(0);
  await expect(entrega).not.toContainText('Falhou');
  await entrega.getByRole('button', { name: 'Reenviar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Entrega colocada na fila para reenvio.' })).toBeVisible();

  await page.getByRole('link', { name: 'Webhooks' }).first().click();
  await page.waitForURL('**/painel/webhooks');
  await page.getByRole('row').filter({ hasText: URL_WEBHOOK }).getByRole('button', { name: 'Excluir' }).click();
  await page.getByRole('dialog', { name: 'Excluir este webhook?' }).getByRole('button', { name: 'Excluir webhook' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Webhook excluído.' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: URL_WEBHOOK })).toHaveCount(0);
});

test('the webhooks page links to the integration guide, which opens at its Webhooks section and fits 360 px', async ({
  page,
}, testInfo) => {
  // A fresh context has no session: the panel sends the manager to sign in, then back here.
  await page.setViewportSize({ width: 1366, height: 900 });
  await entrarEmWebhooks(page);

  await page.getByRole('link', { name: 'guia de integração, seção “Webhooks”' }).click();
  await page.waitForURL('**/docs/integracao#5-webhooks');
  await expect(page).toHaveTitle('Integração do PDV: da chave de API à primeira venda — Fidelidade');
  await expect(page.getByRole('heading', { level: 2, name: '5. Webhooks' })).toBeInViewport();
  await expect(page.getByRole('link', { name: 'Referência da API' })).toHaveAttribute('href', '/docs');
  await registrar(page, 'guia-integracao', testInfo);
});
