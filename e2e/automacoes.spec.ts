// Automations in the panel (docs/automacoes.md), in a real browser against the production build:
// the manager (gerente@demo.dev) opens "Automações", sees the four with their defaults, makes a
// typo in the birthday template and asks a holdout of 60 % (the API's messages show next to both
// fields, the holdout's with its label), fixes the template while the preview follows the text,
// types a holdout that is no whole number ("5e": it reaches the API as typed and is refused with
// the same message), sets 20 %, writes "{bonus}" with no bonus chosen (the preview warns it would be
// empty, the API refuses it next to "Mensagem"), asks a bonus of R$ 0 (refused next to "Valor (R$)"), takes the bonus
// away and puts it back (the amount comes back without the old message: it left with its field;
// saving again brings it back), adds a R$ 10,00 bonus (the preview says "Você ganhou R$ 10,00") and switches it on; the card
// then says "Ligada" and the database holds the automation with its campaign row (holdout 20 %).
// At 360 px the cards stack without horizontal scroll. The win-back's "Dias sem compra" says whom
// it reaches (N to N + 30 days without buying), and the results page counts "1 cliente" in the
// window in the singular, says empty groups are empty and, with nobody buying, that there is no
// purchase to compare, and shows the opt-outs the automation caused. A typo in the e-mail subject
// is refused next to "Assunto". Screenshots at 1366 and 360 px, axe-core (WCAG 2 A/AA).
//
// Budget of the login rate limit (5/min per IP): 1 panel login.
import { expect, test } from '@playwright/test';
import { LOJAS_DEMO, USUARIOS_DEMO } from '../prisma/demo';
import { ipDoArquivo } from './global-setup';
import { cpfAleatorio } from '../lib/documentos/gerar';
import { banco, preencherLogin, registrarLarguras, registrarTela, venderPeloPdv } from './apoio';

// The API's `O campo HoldoutPercentual deve ser…` with the field's label (docs/painel.md, "Mensagens de validação").
const HOLDOUT_RECUSADO = /^“Grupo de controle \(%\)” deve ser um número inteiro entre 0 e 50\./;

test.use({ extraHTTPHeaders: { 'x-e2e-ip': ipDoArquivo('automacoes') } });

test('the manager configures the birthday automation with a bonus, with the preview and the API’s messages', async ({
  page,
  request,
}, testInfo) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/painel/entrar');
  await preencherLogin(page, USUARIOS_DEMO.gerente);
  await page.getByRole('navigation', { name: 'Menu do painel' }).getByRole('link', { name: 'Automações' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Automações' })).toBeVisible();
  for (const nome of ['Boas-vindas', 'Aniversário', 'Reconquista', 'Lembrete de expiração']) {
    await expect(page.getByRole('heading', { level: 2, name: nome })).toBeVisible();
  }
  const cartao = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'Aniversário' }) });
  const mensagem = cartao.getByLabel('Mensagem');
  const holdout = cartao.getByLabel('Grupo de controle (%)');
  // A text field with the numeric keyboard (it hands over what was typed); the API does the judging.
  await expect(holdout).toHaveAttribute('type', 'text');
  await expect(holdout).toHaveAttribute('inputmode', 'numeric');
  await expect(holdout).not.toHaveAttribute('min');
  await mensagem.fill('Parabéns, {nme}!');
  await holdout.fill('60');
  // By e-mail, with a typo in the subject too: refused like the template's, next to "Assunto".
  await cartao.getByLabel('Canal').selectOption('Email');
  const assunto = cartao.getByLabel('Assunto');
  await assunto.fill('Feliz aniversário, {nme}!');
  await cartao.getByRole('checkbox', { name: 'Ligada' }).check();
  await cartao.getByRole('button', { name: 'Salvar' }).click();
  // Each refusal next to its field, in the panel's label wording; the first refused field has the focus.
  await expect(holdout).toHaveAccessibleDescription(HOLDOUT_RECUSADO);
  await expect(holdout).toHaveAttribute('aria-invalid', 'true');
  await expect(holdout).toBeFocused();
  await expect(mensagem).toHaveAccessibleDescription(/^O modelo usa variáveis que não existem: \{nme\}\./);
  await expect(assunto).toHaveAccessibleDescription(
    'O assunto usa variáveis que não existem: {nme}. Use {nome}, {saldoCashback}, {proximaExpiracao}, {loja} ou {pontos} ({bonus} só em Aniversario e Reconquista, com bônus configurado).',
  );
  await expect(assunto).toHaveAttribute('aria-invalid', 'true');
  await expect(cartao.getByRole('alert')).toHaveCount(0);
  await assunto.fill('Feliz aniversário, {nome}!');
  await cartao.getByLabel('Canal').selectOption('WhatsApp');

  await mensagem.fill('Parabéns, {nome}! Seu saldo: {saldoCashback}.');
  await expect(page.getByTestId('previa-Aniversario')).toHaveText('Parabéns, Maria! Seu saldo: R$ 23,50.');
  // Text that is no whole number reaches the API as typed: refused, not saved as "unchanged".
  await holdout.fill('');
  await holdout.pressSequentially('5e');
  await cartao.getByRole('button', { name: 'Salvar' }).click();
  await expect(holdout).toHaveAccessibleDescription(HOLDOUT_RECUSADO);
  await expect(holdout).toBeFocused();
  await holdout.fill('20');
  // {bonus} says the bonus; without one it would say nothing, and the API refuses it.
  await mensagem.fill('Parabéns, {nome}! Você ganhou {bonus}. Seu saldo: {saldoCashback}.');
  await expect(cartao.getByText('{bonus} fica vazio sem um bônus: escolha o benefício e o valor abaixo.')).toBeVisible();
  await cartao.getByRole('button', { name: 'Salvar' }).click();
  await expect(mensagem).toHaveAccessibleDescription(/^O modelo usa \{bonus\}, mas a automação não tem bônus configurado\./);
  await expect(mensagem).toBeFocused();
  await cartao.getByLabel('Benefício').selectOption('Cashback');
  const valor = cartao.getByLabel('Valor (R$)');
  await valor.fill('0');
  await cartao.getByRole('button', { name: 'Salvar' }).click();
  await expect(valor).toHaveAccessibleDescription('“Valor (R$)” deve ser maior que zero.');
  await expect(valor).toBeFocused();
  // A field hidden by a choice takes its message with it: shown again, it has none until the API
  // refuses it again (docs/painel.md, "Mensagens de validação").
  await cartao.getByLabel('Benefício').selectOption('Sem bônus');
  await expect(valor).toHaveCount(0);
  await cartao.getByLabel('Benefício').selectOption('Cashback');
  await expect(valor).toHaveValue('0');
  await expect(valor).not.toHaveAttribute('aria-invalid');
  await expect(valor).toHaveAccessibleDescription('');
  await expect(cartao.getByText('deve ser maior que zero')).toHaveCount(0);
  await cartao.getByRole('button', { name: 'Salvar' }).click();
  await expect(valor).toHaveAccessibleDescription('“Valor (R$)” deve ser maior que zero.');
  await expect(valor).toHaveAttribute('aria-invalid', 'true');
  await valor.fill('10,00');
  await expect(page.getByTestId('previa-Aniversario')).toHaveText('Parabéns, Maria! Você ganhou R$ 10,00. Seu saldo: R$ 23,50.');
  await expect(cartao.getByText('{bonus} fica vazio sem um bônus')).toHaveCount(0);
  await cartao.getByLabel('Validade (dias)').fill('30');
  await cartao.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Automação salva com sucesso.' })).toBeVisible();
  await expect(cartao.getByText('Ligada', { exact: true }).first()).toBeVisible();
  await registrarTela(page, 'automacoes-1366', testInfo);

  const [linha] = await banco<{ ativa: boolean; bonus_valor: string; modelo: string; holdout_percentual: number }>(
    `SELECT a.ativa, a.bonus_valor::text, k.modelo, k.holdout_percentual FROM automacao a JOIN campanha_comunicacao k ON k.id = a.campanha_id
      JOIN usuario_admin u ON u.tenant_id = a.tenant_id WHERE u.email = $1 AND a.tipo = 'Aniversario'`,
    [USUARIOS_DEMO.gerente.email],
  );
  expect(linha).toEqual({
    ativa: true,
    bonus_valor: '10.00',
    modelo: 'Parabéns, {nome}! Você ganhou {bonus}. Seu saldo: {saldoCashback}.',
    holdout_percentual: 20,
  });

  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Automações' })).toBeVisible();
  const l = await page.evaluate(() => ({ documento: document.documentElement.scrollWidth, janela: window.innerWidth }));
  expect(l.documento).toBeLessThanOrEqual(l.janela);
  await registrarTela(page, 'automacoes-360', testInfo);

  // The win-back says whom it reaches: N to N + 30 days without buying, not everyone gone for N or more.
  const reconquista = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'Reconquista' }) });
  const dias = reconquista.getByLabel('Dias sem compra');
  await expect(dias).toHaveAccessibleDescription(
    'De 7 a 730. Alcança quem está entre 60 e 90 dias sem comprar, uma vez por ausência; quem sumiu há mais tempo não recebe: para esses, use uma campanha em Comunicação.',
  );
  await dias.fill('45');
  await expect(dias).toHaveAccessibleDescription(/^De 7 a 730\. Alcança quem está entre 45 e 75 dias sem comprar,/);

  // One customer reached today (in the control group: nothing is sent): "1 cliente", not "1 clientes".
  const cpf = cpfAleatorio();
  const venda = await venderPeloPdv(request, {
    cnpjLoja: LOJAS_DEMO.centro.cnpj,
    cpfCliente: cpf,
    valorVenda: 50,
    documentoExterno: `E2E-AUT-${cpf}`,
    cliente: { nome: 'Rui Automação' },
  });
  await banco(
    `INSERT INTO destinatario_comunicacao (campanha_id, tenant_id, cliente_id, ocorrencia, grupo, status, liberar_em)
     SELECT a.campanha_id, a.tenant_id, $2, '2026', 'Holdout', 'Holdout', now() FROM automacao a
       JOIN usuario_admin u ON u.tenant_id = a.tenant_id WHERE u.email = $1 AND a.tipo = 'Aniversario'`,
    [USUARIOS_DEMO.gerente.email, venda.clienteId],
  );
  await page.goto('/painel/automacoes/Aniversario');
  await expect(page.getByText('1 cliente ainda dentro da janela (fora da conta).')).toHaveCount(3);
  // Nobody has finished a window: both groups are said to be empty, not "R$ 0,00 (enviados, 0)".
  await expect(page.getByText('Os dois grupos estão vazios (0 clientes): ainda não há resultado.')).toHaveCount(3);
  await expect(page.getByText('(enviados, 0)')).toHaveCount(0);
  await expect(page.getByTestId('descadastros-causados')).toContainText('Descadastros causados pela automação: 0');

  // Two more reached 40 days ago (every window ended), neither bought since: one received the
  // message and opted out through it, one is in the control group.
  const outros = [];
  for (const nome of ['Ana Automação', 'Bia Automação']) {
    const c = cpfAleatorio();
    outros.push(
      await venderPeloPdv(request, {
        cnpjLoja: LOJAS_DEMO.centro.cnpj,
        cpfCliente: c,
        valorVenda: 30,
        documentoExterno: `E2E-AUT-${c}`,
        cliente: { nome },
      }),
    );
  }
  await banco(
    `INSERT INTO destinatario_comunicacao (campanha_id, tenant_id, cliente_id, ocorrencia, grupo, status, liberar_em, criado_em,
                                          enfileirado_em, enviado_em, descadastro_em)
     SELECT a.campanha_id, a.tenant_id, x.cliente_id::uuid, '2025', x.grupo, x.status, now() - interval '40 days',
            now() - interval '40 days', x.enviado, x.enviado, x.descadastro
       FROM automacao a JOIN usuario_admin u ON u.tenant_id = a.tenant_id,
            (VALUES ($2, 'Envio', 'Enviado', now() - interval '40 days', now() - interval '39 days'),
                    ($3, 'Holdout', 'Holdout', NULL, NULL)) AS x (cliente_id, grupo, status, enviado, descadastro)
      WHERE u.email = $1 AND a.tipo = 'Aniversario'`,
    [USUARIOS_DEMO.gerente.email, outros[0]!.clienteId, outros[1]!.clienteId],
  );
  await page.reload();
  // The sales of today fall outside their windows: no purchase to compare, not "IC 95 % de R$ 0,00 a R$ 0,00".
  await expect(
    page.getByText(
      'Receita por cliente: R$ 0,00 (enviados, 1) contra R$ 0,00 (controle, 1). Ninguém comprou nesta janela, nem entre os enviados nem no grupo de controle: ainda não há compra para comparar.',
    ),
  ).toHaveCount(3);
  await expect(page.getByText('IC 95 %')).toHaveCount(0);
  await expect(page.getByTestId('descadastros-causados')).toContainText('Descadastros causados pela automação: 1');
  await registrarLarguras(page, 'automacoes-resultados', testInfo);
});
