// Manual balance adjustment (issue 11, item 4) in a real browser against the production build, on
// a 360 px phone: the manager (gerente@demo.dev) opens a customer with R$ 5,00 of cashback (a
// R$ 100,00 sale at Demo Centro, Cashback 5 %), credits a R$ 10,50 bonus (the confirmation shows
// R$ 15,50 after), then tries a debit above the balance (refused next to "Valor" before sending)
// and debits R$ 6,00 (R$ 9,50 after). The balance on the page follows; the history names both;
// the database holds two adjustments and the running balance agrees. Screenshots in the report
// (AJUSTE_CAPTURAS=<dir> also writes them there).
//
// Budget of the login rate limit (5/min per IP): 1 panel login.
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { LOJAS_DEMO, USUARIOS_DEMO } from '../prisma/demo';
import { cpfAleatorio } from '../lib/documentos/gerar';
import { ipDoArquivo } from './global-setup';
import { banco, novaPagina, preencherLogin, venderPeloPdv, verificarAcessibilidade } from './apoio';

test.use({ extraHTTPHeaders: { 'x-e2e-ip': ipDoArquivo('ajuste-saldo') } });

let clienteId = '';

test.beforeAll(async ({ request }) => {
  const venda = await venderPeloPdv(request, {
    cnpjLoja: LOJAS_DEMO.centro.cnpj,
    cpfCliente: cpfAleatorio(),
    valorVenda: 100,
    cliente: { nome: 'Cliente Ajuste E2E', email: '' },
  });
  clienteId = venda.clienteId;
});

async function capturar(page: Page, nome: string, testInfo: TestInfo) {
  const arquivo = testInfo.outputPath(`${nome}.png`);
  await page.screenshot({ path: arquivo, fullPage: true });
  await testInfo.attach(nome, { path: arquivo, contentType: 'image/png' });
  const pasta = process.env.AJUSTE_CAPTURAS;
  if (pasta) {
    mkdirSync(pasta, { recursive: true });
    copyFileSync(arquivo, path.join(pasta, `${nome}.png`));
  }
}

const saldoCashback = (page: Page) => page.getByText('Cashback disponível', { exact: true }).locator('xpath=following-sibling::p[1]');

test('the manager credits a bonus and debits from the customer page at 360 px; the balance follows', async ({ browser }, testInfo) => {
  const page = await novaPagina(browser, 'ajuste-saldo', { width: 360, height: 740 });
  await page.goto(`/painel/entrar?voltar=${encodeURIComponent(`/painel/clientes/${clienteId}`)}`);
  await preencherLogin(page, USUARIOS_DEMO.gerente);
  await expect(page).toHaveURL(new RegExp(`/painel/clientes/${clienteId}$`));
  await expect(saldoCashback(page)).toHaveText('R$ 5,00');

  // Credit: R$ 10,50 with the campaign's validity; the confirmation shows the balance after.
  await page.getByRole('button', { name: 'Ajustar saldo' }).click();
  const form = page.getByRole('form', { name: 'Ajustar saldo' });
  await form.getByLabel('Valor (R$)').fill('10,50');
  await form.getByLabel('Motivo').fill('Bônus de aniversário');
  await form.getByRole('button', { name: 'Revisar ajuste' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Confirmar ajuste de saldo?' });
  await expect(dialogo.getByTestId('saldo-depois')).toHaveText('R$ 15,50');
  await capturar(page, 'ajuste-confirmacao-360', testInfo);
  await dialogo.getByRole('button', { name: 'Confirmar ajuste' }).click();
  await expect(page.getByText('Saldo ajustado com sucesso.')).toBeVisible();
  await expect(saldoCashback(page)).toHaveText('R$ 15,50');

  // Debit above the balance: said next to the field, nothing sent. "1.000" is one thousand reais
  // (the dot groups thousands, as money is written in Brazil), never R$ 1,00.
  await page.getByRole('button', { name: 'Ajustar saldo' }).click();
  await form.getByLabel('Operação').selectOption('Debito');
  await form.getByLabel('Valor (R$)').fill('1.000');
  await form.getByLabel('Motivo').fill('Crédito lançado em duplicidade');
  await form.getByRole('button', { name: 'Revisar ajuste' }).click();
  await expect(form.getByText('O saldo disponível é R$ 15,50: o débito não pode ser maior.')).toBeVisible();
  await expect(page.getByLabel('Valor (R$)')).toHaveAttribute('aria-invalid', 'true');

  // Debit of R$ 6,00: the oldest lot (the sale's R$ 5,00) and R$ 1,00 of the bonus.
  await form.getByLabel('Valor (R$)').fill('6');
  await form.getByRole('button', { name: 'Revisar ajuste' }).click();
  await expect(dialogo.getByTestId('saldo-depois')).toHaveText('R$ 9,50');
  await dialogo.getByRole('button', { name: 'Confirmar ajuste' }).click();
  await expect(page.getByText('Saldo ajustado com sucesso.')).toBeVisible();
  await expect(saldoCashback(page)).toHaveText('R$ 9,50');

  const historico = page.getByRole('region', { name: 'Tabela do histórico' });
  await expect(historico.getByText('Ajuste manual (débito)')).toBeVisible();
  await expect(historico.getByText('Motivo: Bônus de aniversário')).toBeVisible();
  const largura = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(largura, 'página mais larga que a tela').toBeLessThanOrEqual(360);
  await verificarAcessibilidade(page, 'cliente com ajustes');
  await capturar(page, 'ajuste-cliente-360', testInfo);

  const lotes = await banco<{ valor_disponivel: string }>(
    `SELECT valor_disponivel::text FROM lote WHERE cliente_id = $1 AND tipo_beneficio = 'Cashback' ORDER BY criado_em`,
    [clienteId],
  );
  expect(lotes.map((l) => l.valor_disponivel)).toEqual(['0.00', '9.50']);
  const [s] = await banco<{ disponivel: string }>(
    `SELECT sum(disponivel)::text AS disponivel FROM saldo_participacao WHERE cliente_id = $1 AND tipo_beneficio = 'Cashback'`,
    [clienteId],
  );
  expect(s?.disponivel).toBe('9.50');
  await page.context().close();
});
