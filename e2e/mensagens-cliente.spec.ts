// "Mensagens ao cliente" on the customer page (docs/api-admin-clientes.md §9): a store manager
// answering "o código não chegou". A sale at the PDV makes a customer with e-mail and phone; the
// customer asks for a club PIN, delivered to the development sink; the outbox also holds a
// cashback-release e-mail the provider refused, and a WhatsApp campaign skipped them (no marketing
// consent). The manager (gerente@demo.dev) opens the customer and reads each message with its
// status, channel, masked destination, the refusal and the reason — never the PIN or the address
// in full — with the line that says what the statuses mean; a customer without messages shows the
// empty state. Checked with axe-core and without horizontal scroll at 1366 and 360 px (cards).
//
// Budget of the login rate limit (5/min per IP of this file): 1 panel login.
import { expect, test } from '@playwright/test';
import { LOJAS_DEMO, USUARIOS_DEMO } from '../prisma/demo';
import { cpfAleatorio } from '../lib/documentos/gerar';
import { ipDoArquivo } from './global-setup';
import { banco, clienteComPinNoSink, fotografarA360, novaPagina, preencherLogin, registrarLarguras, venderPeloPdv } from './apoio';

test.use({ extraHTTPHeaders: { 'x-e2e-ip': ipDoArquivo('mensagens-cliente') } });

test("the manager reads what was sent to a customer: the PIN, a refused e-mail, a campaign's reason; never the PIN", async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const sufixo = Math.random().toString(36).slice(2, 8);
  const cpf = cpfAleatorio();
  const email = `mensagens.${sufixo}@e2e.dev`;
  const { venda, pin } = await clienteComPinNoSink(request, {
    cpf,
    documentoExterno: `E2E-MSG-${sufixo}`,
    cliente: { nome: `Cliente Mensagens ${sufixo}`, email, telefone: '11987654321' },
  });
  const clienteId = venda.clienteId as string;
  const [{ tenant_id: tenantId }] = (await banco<{ tenant_id: string }>(`SELECT tenant_id FROM cliente_tenant WHERE cliente_id = $1`, [
    clienteId,
  ])) as [{ tenant_id: string }];
  // A release notice the provider refused 8 times (the dispatcher's Falhou), and a campaign that
  // skipped the customer: no WhatsApp marketing consent.
  await banco(
    `INSERT INTO evento_outbox (tenant_id, tipo, chave, payload, status, tentativas, canal, ultimo_erro)
     VALUES ($1, 'CashbackLiberado', $2, jsonb_build_object('clienteId', $3::text), 'Falhou', 8, 'email', '550 5.1.1 Mailbox does not exist')`,
    [tenantId, `e2e-msg:${sufixo}`, clienteId],
  );
  const campanha = `Promo ${sufixo}`;
  await banco(
    `WITH k AS (
       INSERT INTO campanha_comunicacao (tenant_id, nome, canal, modelo, status, atualizado_em)
       VALUES ($1, $2, 'WhatsApp', 'Oi, {nome}!', 'Concluida', now()) RETURNING id)
     INSERT INTO destinatario_comunicacao (campanha_id, tenant_id, cliente_id, grupo, status, liberar_em)
     SELECT k.id, $1, $3, 'Envio', 'IgnoradoConsentimento', now() FROM k`,
    [tenantId, campanha, clienteId],
  );

  const page = await novaPagina(browser, 'mensagens-cliente', { width: 1366, height: 900 });
  await page.goto('/painel/entrar');
  await preencherLogin(page, USUARIOS_DEMO.gerente);
  await page.goto(`/painel/clientes/${clienteId}`);
  const secao = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Mensagens ao cliente' }) });
  await expect(secao).toBeVisible();
  await expect(secao.getByTestId('explicacao-mensagens')).toContainText('Falhou: confira o e-mail ou o telefone do cliente.');
  await expect(secao.getByTestId('explicacao-mensagens')).toContainText('PIN que não chegou: o cliente pede um novo no clube.');

  const usuario = email.split('@')[0]!;
  const mascara = `${usuario[0]}${'*'.repeat(usuario.length - 2)}${usuario.at(-1)}@e*e.dev`;
  const linha = (texto: string) => secao.getByRole('row').filter({ hasText: texto });
  await expect(linha('PIN do clube')).toContainText('Enviado');
  await expect(linha('PIN do clube')).toContainText(mascara);
  await expect(linha('PIN do clube')).toContainText(/Enviado em \d{2}\/\d{2}\/\d{4}/);
  await expect(linha('Liberação de cashback')).toContainText('Falhou');
  await expect(linha('Liberação de cashback')).toContainText('550 5.1.1 Mailbox does not exist');
  await expect(linha('Liberação de cashback')).toContainText('8 tentativas');
  await expect(linha(`Campanha “${campanha}”`)).toContainText('Descartado');
  await expect(linha(`Campanha “${campanha}”`)).toContainText('O cliente não aceita marketing por este canal neste programa');
  await expect(linha('Aviso de venda')).toHaveCount(1);
  // Never the PIN, the e-mail or the phone in full.
  for (const segredo of [pin, email, '11987654321', '98765-4321']) {
    await expect(secao).not.toContainText(segredo);
  }
  expect(await page.content()).not.toContain(pin);
  await registrarLarguras(page, 'cliente-mensagens', testInfo);

  // On a phone each message is a card that fits the screen: its status and reason inside it.
  await page.setViewportSize({ width: 360, height: 740 });
  const cartao = linha(`Campanha “${campanha}”`);
  await cartao.scrollIntoViewIfNeeded();
  const caixa = (await cartao.boundingBox())!;
  expect(caixa.x).toBeGreaterThanOrEqual(0);
  expect(caixa.x + caixa.width).toBeLessThanOrEqual(360);
  await expect(cartao.getByText('Descartado')).toBeInViewport();
  await fotografarA360(page, 'cliente-mensagens-cartao', testInfo, secao);

  // A customer the programme never wrote to (no contact at the sale): the empty state.
  const outro = await venderPeloPdv(request, {
    cnpjLoja: LOJAS_DEMO.centro.cnpj,
    cpfCliente: cpfAleatorio(),
    valorVenda: 5,
    documentoExterno: `E2E-MSG-V-${sufixo}`,
  });
  await page.goto(`/painel/clientes/${outro.clienteId as string}`);
  const vazia = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Mensagens ao cliente' }) });
  await expect(vazia.getByText('Nenhuma mensagem ainda.')).toBeVisible();
});
