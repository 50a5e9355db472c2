// "Mensagens e entregas" (docs/operacao.md, "Channels and configuration"): the platform team sends
// a test e-mail (no SMTP in the tests: it lands in the development sink and the page says so), reads
// it in the sink tab, and finds a customer's club PIN in the deliveries, sent, with the address
// masked and never the PIN. A manager has no access to either view.
//
// Budget of the login rate limit (5/min per IP of this file): 2 panel logins.
import { expect, test } from '@playwright/test';
import { USUARIOS_DEMO } from '../prisma/demo';
import { cpfAleatorio } from '../lib/documentos/gerar';
import { ipDoArquivo } from './global-setup';
import { clienteComPinNoSink, novaPagina, preencherLogin, registrarLarguras, registrarTela } from './apoio';

test.use({ extraHTTPHeaders: { 'x-e2e-ip': ipDoArquivo('mensagens-entregas') } });

test('the platform team tests the e-mail channel and follows a club PIN through the deliveries', async ({ browser, request }, testInfo) => {
  test.setTimeout(120_000);
  const sufixo = Math.random().toString(36).slice(2, 8);
  const cpf = cpfAleatorio();
  const emailCliente = `entregas.${sufixo}@e2e.dev`;
  // The servers' scheduler delivers the PIN to the development sink within moments; it is read there.
  const { pin } = await clienteComPinNoSink(request, {
    cpf,
    documentoExterno: `E2E-ENT-${sufixo}`,
    cliente: { nome: 'Cliente Entregas', email: emailCliente },
  });

  const page = await novaPagina(browser, 'mensagens-entregas', { width: 1366, height: 900 });
  await page.goto('/painel/entrar');
  await preencherLogin(page, USUARIOS_DEMO.superAdmin);
  await page.getByRole('link', { name: 'Mensagens e entregas' }).first().click();
  await expect(page).toHaveURL(/\/painel\/mensagens\/entregas$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mensagens e entregas' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Vistas de mensagens' }).getByRole('link', { name: 'Entregas' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const canais = page.getByRole('list', { name: 'Canais deste servidor' }).getByRole('listitem');
  await expect(canais.first()).toContainText('guardado no sink');
  await expect(canais.first()).toContainText('sem SMTP_URL');

  // The PIN just asked for: sent by e-mail, the address masked, the PIN nowhere on the page.
  await page.getByLabel('Tipo de aviso').selectOption({ label: 'PIN do clube' });
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/tipo=pin-clube/);
  const usuario = emailCliente.split('@')[0]!;
  const mascara = `${usuario[0]}${'*'.repeat(usuario.length - 2)}${usuario.at(-1)}@e*e.dev`;
  const linha = page.getByRole('row').filter({ hasText: mascara });
  await expect(linha).toHaveCount(1);
  await expect(linha).toContainText('PIN do clube');
  await expect(linha).toContainText('E-mail');
  await expect(linha).toContainText('Enviado');
  await expect(linha).toContainText(/Enviado em \d{2}\/\d{2}\/\d{4}/);
  await expect(page.locator('body')).not.toContainText(pin);
  await expect(page.locator('body')).not.toContainText(emailCliente);
  await page.getByLabel('Status').selectOption('Falhou');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/status=Falhou/);
  await expect(page.getByRole('row').filter({ hasText: mascara })).toHaveCount(0);
  await page.getByLabel('Status').selectOption('Enviado');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(linha).toHaveCount(1);
  await registrarLarguras(page, 'mensagens-entregas', testInfo);

  // The test e-mail: no SMTP here, so it is kept in the sink, and the page says so at once.
  const destino = `equipe.${sufixo}@e2e.dev`;
  await page.getByLabel('Enviar um e-mail de teste para').fill(destino);
  await page.getByRole('button', { name: 'Enviar e-mail de teste' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sem SMTP_URL neste servidor' })).toContainText(
    'o e-mail de teste foi guardado nas mensagens de desenvolvimento, não enviado.',
  );
  await registrarTela(page, 'mensagens-email-teste', testInfo);
  await page.getByRole('link', { name: 'Sink de desenvolvimento' }).click();
  await expect(page).toHaveURL(/\/painel\/mensagens$/);
  await page.getByLabel('Destinatário (e-mail ou telefone)').fill(destino);
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page.getByRole('article', { name: 'Teste de envio do Fidelidade' })).toContainText(`Para: ${destino}`);
  await registrarLarguras(page, 'mensagens-sink', testInfo);

  // A manager of a shop sees neither view.
  const gerente = await novaPagina(browser, 'mensagens-entregas', { width: 1366, height: 900 });
  await gerente.goto('/painel/entrar');
  await preencherLogin(gerente, USUARIOS_DEMO.gerente);
  await gerente.goto('/painel/mensagens/entregas');
  await gerente.waitForURL('**/painel/sem-acesso');
});
