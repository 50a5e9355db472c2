// Communication campaigns in the panel (docs/comunicacao.md), in a real browser against the
// production build: a sale at the PDV makes a customer of the demo tenant who accepts e-mail
// marketing; with no segment yet, the new campaign page links to creating one; a segment of e-mail
// consenters is saved; the manager (gerente@demo.dev) creates a
// campaign from it, watches the live preview render the template for a customer (R$, first name,
// the unsubscribe footer, whose link is the example one: opened, it says so and opts no one out) and the reach before sending (in the
// segment, can receive on the channel, about how many after the control group), has an empty template refused next to "Mensagem", types a control group the API cannot read ("5e": refused next to the
// field, nothing saved, never 0 %), saves, has a schedule already past refused (nothing sent), is asked before "Enviar agora" (going back sends
// nothing), sends it now and sees the counts, with the opt-outs the campaign caused apart, and the results: the empty control group
// said to be empty, the running windows named as running. A control group too small to measure is warned about where it is typed,
// and a typo in the subject is refused like one in the template; "Enviar agora" repeats that warning from the reach alone (no preview, no customer). Cancelling a draft asks first too. Screens checked with
// axe-core and without horizontal scroll at 1366 and 360 px.
//
// Budget of the login rate limits: 1 panel login.
import { expect, test, type Page } from '@playwright/test';
import { LOJAS_DEMO, USUARIOS_DEMO } from '../prisma/demo';
import { ipDoArquivo } from './global-setup';
import { banco, fotografarA360, novaPagina, preencherLogin, registrarLarguras, venderPeloPdv } from './apoio';
import { cpfAleatorio } from '../lib/documentos/gerar';

test.use({ extraHTTPHeaders: { 'x-e2e-ip': ipDoArquivo('comunicacao') } });
test.describe.configure({ mode: 'serial' });
// One long journey (five screens at two widths with axe-core) on a shared machine.
test.setTimeout(120_000);

const cpf = cpfAleatorio();
const marca = Date.now().toString(36);
const SEGMENTO = `Aceitam e-mail ${marca}`;
const CAMPANHA = `Volte logo ${marca}`;

let painel: Page;
let tenantId = '';

test.beforeAll(async ({ browser, request }) => {
  await venderPeloPdv(request, {
    cnpjLoja: LOJAS_DEMO.centro.cnpj,
    cpfCliente: cpf,
    valorVenda: 120,
    documentoExterno: `E2E-COM-${cpf}`,
    cliente: { nome: 'Joana Comunicação', email: `com.${cpf}@e2e.dev`, telefone: '(11) 96666-1234' },
  });
  const [u] = await banco<{ tenant_id: string }>(`SELECT tenant_id FROM usuario_admin WHERE email = $1`, [USUARIOS_DEMO.gerente.email]);
  await banco(
    `INSERT INTO preferencia_comunicacao (tenant_id, cliente_id, whatsapp, email, atualizado_em)
     SELECT $1, id, false, true, now() FROM cliente WHERE cpf = $2
     ON CONFLICT (tenant_id, cliente_id) DO UPDATE SET email = true`,
    [u!.tenant_id, cpf],
  );
  tenantId = u!.tenant_id;

  painel = await novaPagina(browser, 'comunicacao', { width: 1366, height: 900 });
  await painel.goto('/painel/entrar');
  await preencherLogin(painel, USUARIOS_DEMO.gerente);
  await painel.waitForURL((u) => u.pathname === '/painel');
});

test.afterAll(async () => {
  await painel?.context().close();
});

test('with no segment yet, the new campaign page leads the manager to create one', async () => {
  // The demo programme starts without segments, and this is the first spec that makes one.
  expect(await banco(`SELECT id FROM segmento WHERE tenant_id = $1`, [tenantId])).toEqual([]);
  await painel.goto('/painel/comunicacao/nova');
  await expect(
    painel.getByText('A campanha é enviada para os clientes de um segmento, e este programa ainda não tem nenhum.'),
  ).toBeVisible();
  await painel.getByRole('link', { name: 'Criar um segmento' }).click();
  await expect(painel).toHaveURL(/\/painel\/segmentos\/novo$/);
  await expect(painel.getByRole('heading', { level: 1, name: 'Novo segmento' })).toBeVisible();
  await banco(`INSERT INTO segmento (tenant_id, nome, filtro, atualizado_em) VALUES ($1, $2, '{"canal":"Email"}', now())`, [
    tenantId,
    SEGMENTO,
  ]);
});

test('the manager creates a campaign from a segment, previews it, sends it and sees the counts', async ({}, testInfo) => {
  await painel.getByRole('navigation', { name: 'Menu do painel' }).getByRole('link', { name: 'Comunicação' }).click();
  await expect(painel.getByRole('heading', { level: 1, name: 'Comunicação' })).toBeVisible();
  await expect(painel.getByRole('heading', { name: 'Regras de envio' })).toBeVisible();
  await expect(painel.getByLabel('Mensagens por cliente em 7 dias')).toHaveValue('2');
  await registrarLarguras(painel, 'comunicacao-lista', testInfo);
  await painel.getByRole('link', { name: 'Nova campanha' }).click();
  await expect(painel.getByRole('heading', { level: 1, name: 'Nova campanha' })).toBeVisible();

  await painel.getByLabel('Nome da campanha').fill(CAMPANHA);
  await painel.getByLabel('Segmento').selectOption({ label: SEGMENTO });
  await painel.getByLabel('Canal').selectOption('Email');
  await painel.getByLabel('Assunto').fill('{nome}, temos novidades');
  await painel.getByLabel('Grupo de controle (%)').fill('0');
  // The live preview: the template rendered for a customer of the segment, with the footer.
  await expect(painel.getByTestId('previa-texto')).toContainText(/Olá, \S+! Você tem R\$ \d+,\d{2} de cashback na/, { timeout: 15_000 });
  await expect(painel.getByTestId('previa-texto')).toContainText('Descadastre-se:');
  // LGPD: the preview's link is the example one, not the customer's: following it opts no one out.
  const previa = await painel.getByTestId('previa-texto').innerText();
  const link = previa.match(/Descadastre-se: (\S+)/)![1]!;
  expect(new URL(link).pathname + new URL(link).search).toBe('/clube/descadastro?t=exemplo');
  const consentimento = () =>
    banco<{ email: boolean; provas: number }>(
      `SELECT pc.email, (SELECT count(*)::int FROM consentimento_lgpd l WHERE l.cliente_id = c.id AND l.canal = 'Descadastro') AS provas
         FROM cliente c JOIN preferencia_comunicacao pc ON pc.cliente_id = c.id AND pc.tenant_id = $1 WHERE c.cpf = $2`,
      [tenantId, cpf],
    );
  const exemplo = await painel.context().newPage();
  await exemplo.goto('/clube/descadastro?t=exemplo');
  await expect(exemplo.getByRole('heading', { level: 1, name: 'Link de exemplo da prévia' })).toBeVisible();
  await expect(exemplo.getByText('Ele não descadastra ninguém: nada foi alterado.')).toBeVisible();
  await expect(exemplo.getByRole('button')).toHaveCount(0);
  await registrarLarguras(exemplo, 'comunicacao-link-exemplo', testInfo);
  await exemplo.close();
  expect(await consentimento()).toEqual([{ email: true, provas: 0 }]);
  // The reach before sending, counted with the send's rule: this segment is the e-mail consenters,
  // so by e-mail all of them can receive; by WhatsApp, those without its consent are left out.
  const alcance = painel.getByTestId('alcance');
  const [seg] = await banco<{ n: number }>(
    `SELECT count(*)::int AS n FROM cliente_tenant ct JOIN cliente c ON c.id = ct.cliente_id
       JOIN preferencia_comunicacao pc ON pc.tenant_id = ct.tenant_id AND pc.cliente_id = ct.cliente_id
      WHERE ct.tenant_id = $1 AND ct.ativo AND c.anonimizado_em IS NULL AND pc.email AND coalesce(c.email, '') <> ''`,
    [tenantId],
  );
  const n = seg!.n.toLocaleString('pt-BR');
  const um = seg!.n === 1;
  await expect(alcance).toContainText(`${n} ${um ? 'cliente' : 'clientes'} no segmento`);
  await expect(alcance).toContainText(
    `${n} ${um ? 'pode receber' : 'podem receber'} por e-mail (${um ? 'tem' : 'têm'} consentimento e e-mail)`,
  );
  await expect(alcance).toContainText(`Cerca de ${n} ${um ? 'vai receber' : 'vão receber'}`);
  await expect(alcance).not.toContainText('Ficam de fora');
  await painel.getByLabel('Canal').selectOption('WhatsApp');
  await painel.getByLabel('Grupo de controle (%)').fill('50');
  await expect(alcance).toContainText(/Ficam de fora: \d+ sem consentimento pelo WhatsApp/, { timeout: 15_000 });
  await registrarLarguras(painel, 'comunicacao-alcance', testInfo);
  await painel.getByLabel('Canal').selectOption('Email');
  await expect(alcance).toContainText('no grupo de controle (50 %), sem receber nada.', { timeout: 15_000 });
  // A control group this small measures nothing: said where it is typed, before anything is sent
  // (fewer than 30 in a group; under 2, no comparison at all).
  const avisoControle = painel.getByTestId('aviso-grupo-controle');
  await expect(avisoControle).toHaveText(
    /^(Grupos pequenos demais para medir: cerca de \d+ clientes? no grupo de controle e \d+ recebendo\. Os resultados precisam de pelo menos 2 clientes em cada grupo|Grupos pequenos para medir: cerca de \d+ clientes no grupo de controle e \d+ recebendo \(menos de 30 num grupo\)\. Com esses tamanhos, só uma diferença de conversão maior que cerca de \d+ pontos percentuais apareceria)/,
  );
  await registrarLarguras(painel, 'comunicacao-aviso-controle', testInfo);
  await painel.getByLabel('Grupo de controle (%)').fill('0');
  await expect(alcance).toContainText(`Cerca de ${n} ${um ? 'vai receber' : 'vão receber'}`, { timeout: 15_000 });
  // No control group chosen: nothing to warn about (the choice is the manager's).
  await expect(avisoControle).toHaveCount(0);
  // The subject is checked like the template: a typo in it is named, in the preview's place.
  await painel.getByLabel('Assunto').fill('{nme}, temos novidades');
  await expect(
    painel.getByRole('alert').filter({ hasText: 'O campo Assunto contém variáveis desconhecidas: {nme}. Use {nome},' }),
  ).toBeVisible();
  await painel.getByLabel('Assunto').fill('{nome}, temos novidades');
  // A typo in a variable: the API's message replaces the preview.
  await painel.getByLabel('Mensagem').fill('Oi {nomee}');
  await expect(painel.getByRole('alert').filter({ hasText: 'O campo Modelo contém variáveis desconhecidas: {nomee}.' })).toBeVisible();
  // An empty template is refused next to "Mensagem", in the panel's words (not `O campo Modelo …`).
  const mensagem = painel.getByLabel('Mensagem');
  await mensagem.fill('');
  await painel.getByRole('button', { name: 'Salvar campanha' }).click();
  await expect(mensagem).toHaveAccessibleDescription(/^Preencha “Mensagem”\./);
  await expect(mensagem).toHaveAttribute('aria-invalid', 'true');
  await expect(mensagem).toBeFocused();
  await fotografarA360(painel, 'comunicacao-mensagem-recusada', testInfo, mensagem.locator('xpath=..'));
  await mensagem.fill('Olá, {nome}! Você tem {saldoCashback} de cashback na {loja}.');
  await expect(mensagem).not.toHaveAttribute('aria-invalid', 'true');
  await expect(painel.getByTestId('previa-texto')).toContainText('Olá,', { timeout: 15_000 });
  await registrarLarguras(painel, 'comunicacao-editor', testInfo);

  // What the manager typed reaches the API as typed: "5e" is refused next to the field, not saved as 0 %.
  const holdout = painel.getByLabel('Grupo de controle (%)');
  await holdout.fill('');
  await holdout.pressSequentially('5e');
  // No estimate for a percentage the API cannot read (not one for another percentage).
  await expect(painel.getByTestId('alcance')).toContainText('Corrija o grupo de controle para ver quantos vão receber.');
  await painel.getByRole('button', { name: 'Salvar campanha' }).click();
  await expect(holdout).toHaveAccessibleDescription(/^“Grupo de controle \(%\)” está em formato inválido\./);
  await expect(holdout).toHaveAttribute('aria-invalid', 'true');
  await expect(holdout).toBeFocused();
  await expect(painel.getByRole('heading', { level: 1, name: 'Nova campanha' })).toBeVisible();
  const salvas = () =>
    banco<{ holdout_percentual: number }>(`SELECT holdout_percentual FROM campanha_comunicacao WHERE nome = $1`, [CAMPANHA]);
  expect(await salvas()).toEqual([]);
  await holdout.fill('0');

  await painel.getByRole('button', { name: 'Salvar campanha' }).click();
  await expect(painel.getByRole('heading', { level: 1, name: CAMPANHA })).toBeVisible();
  expect(await salvas()).toEqual([{ holdout_percentual: 0 }]);
  // Not sent yet: it can still be changed.
  await painel.getByRole('link', { name: 'Alterar campanha' }).click();
  await expect(painel.getByRole('heading', { level: 1, name: 'Alterar campanha' })).toBeVisible();
  await expect(painel.getByLabel('Nome da campanha')).toHaveValue(CAMPANHA);
  await painel.getByLabel('Mensagem').fill('Olá de novo, {nome}! Seu cashback: {saldoCashback}.');
  await expect(painel.getByTestId('previa-texto')).toContainText('Olá de novo,', { timeout: 15_000 });
  await painel.getByRole('button', { name: 'Salvar campanha' }).click();
  await expect(painel.getByRole('heading', { level: 1, name: CAMPANHA })).toBeVisible();
  await expect(painel.getByText('Olá de novo, {nome}! Seu cashback: {saldoCashback}.')).toBeVisible();
  // A schedule already past would be sent at once by the API: the panel asks for a future time, nothing leaves.
  const agendar = painel.getByLabel('Agendar para');
  await agendar.fill('2020-01-01T10:00');
  await painel.getByRole('button', { name: 'Agendar', exact: true }).click();
  await expect(agendar).toHaveAccessibleDescription(/^Essa data e hora já passaram\. Escolha um horário futuro, ou use “Enviar agora”\./);
  await expect(painel.getByText('Envio iniciado com sucesso.')).toHaveCount(0);
  expect(await banco(`SELECT status FROM campanha_comunicacao WHERE nome = $1`, [CAMPANHA])).toEqual([{ status: 'Rascunho' }]);
  // "Enviar agora" asks first, naming the campaign and its segment; going back sends nothing.
  await painel.getByRole('button', { name: 'Enviar agora' }).click();
  const dialogo = painel.getByRole('dialog', { name: `Enviar a campanha “${CAMPANHA}” agora?` });
  await expect(dialogo).toBeVisible();
  await expect(dialogo).toContainText(
    `Ela sai agora, por e-mail, para os clientes do segmento “${SEGMENTO}” que aceitam marketing por e-mail.`,
  );
  await fotografarA360(painel, 'comunicacao-confirmar-envio', testInfo);
  await dialogo.getByRole('button', { name: 'Voltar' }).click();
  await expect(dialogo).toHaveCount(0);
  expect(await banco(`SELECT status FROM campanha_comunicacao WHERE nome = $1`, [CAMPANHA])).toEqual([{ status: 'Rascunho' }]);
  await painel.getByRole('button', { name: 'Enviar agora' }).click();
  await dialogo.getByRole('button', { name: 'Enviar a campanha' }).click();
  await expect(painel.getByRole('status').filter({ hasText: 'Envio iniciado com sucesso.' })).toBeVisible();
  await expect(dialogo).toHaveCount(0);
  const contagens = painel.getByTestId('contagens');
  await expect(contagens).toContainText('Total');
  // The page re-renders with the prepared recipients after the refresh that follows the send.
  const total = async () => Number((await contagens.locator('dd').first().innerText()).replace(/\D/g, ''));
  await expect.poll(total, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
  // The scheduler of the server may already be releasing it (or have finished: a small segment).
  await expect(painel.getByText(/^(Enviando|Concluída)$/)).toBeVisible();
  // Opted out before their message left, and the opt-outs this campaign caused: two numbers.
  await expect(contagens.getByText('Descadastrados antes do envio')).toBeVisible();
  await expect(painel.getByTestId('descadastros-causados')).toContainText('Descadastros causados pela campanha: 0');
  // Results right after the send: no control group (0 %) is said to be empty, not "R$ 0,00 (controle, 0)",
  // and the three windows, still running, are named as such, with why they show the same figures.
  await expect(painel.getByText('O grupo de controle está vazio (0 clientes): não há com o que comparar.', { exact: false })).toHaveCount(
    3,
  );
  await expect(painel.getByText('(controle, 0)')).toHaveCount(0);
  await expect(painel.getByTestId('resumo-janelas')).toHaveText(
    'As janelas de 7, 14 e 30 dias ainda não terminaram: todas contam as mesmas compras (as de menos de 1 dia desde o envio) e por isso mostram os mesmos números. Cada uma vale como resultado quando terminar.',
  );
  await expect(painel.getByTestId('janela-30')).toContainText(
    /Em andamento \(termina em \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}\): por enquanto conta só as compras de menos de 1 dia desde o envio, não de 30 dias\./,
  );
  await registrarLarguras(painel, 'comunicacao-campanha', testInfo);

  const [linha] = await banco<{ n: number }>(
    `SELECT count(*)::int AS n FROM destinatario_comunicacao d JOIN cliente c ON c.id = d.cliente_id
      JOIN campanha_comunicacao k ON k.id = d.campanha_id
      WHERE k.nome = $1 AND c.cpf = $2 AND d.grupo = 'Envio' AND d.status IN ('Pendente', 'Enfileirado', 'Enviado')`,
    [CAMPANHA, cpf],
  );
  expect(linha!.n).toBe(1);
});

test('sending asks with the small-control-group warning; cancelling asks first; going back keeps it', async () => {
  const nome = `Rascunho ${marca}`;
  const [k] = await banco<{ id: string }>(
    `INSERT INTO campanha_comunicacao (tenant_id, nome, segmento_id, canal, assunto, modelo, holdout_percentual, atualizado_em)
     SELECT $1, $2, id, 'Email', 'Oi', 'Oi, {nome}!', 10, now() FROM segmento WHERE tenant_id = $1 AND nome = $3 RETURNING id`,
    [tenantId, nome, SEGMENTO],
  );
  await painel.goto(`/painel/comunicacao/${k!.id}`);
  // The segment of a few e-mail consenters with 10 % held out measures nothing: "Enviar agora" says
  // so as the editor does, the last moment to change it (before, the question left it out).
  // The question reads the reach only (GET …/alcance): no preview, so no customer's name or
  // rendered message reaches the browser to draw a warning.
  const previas: string[] = [];
  const verPrevia = (r: { url: () => string }) => {
    if (/\/comunicacao\/previa/i.test(r.url())) previas.push(r.url());
  };
  painel.on('request', verPrevia);
  const resposta = painel.waitForResponse((r) => /\/campanhas\/[^/]+\/alcance$/i.test(new URL(r.url()).pathname));
  await painel.getByRole('button', { name: 'Enviar agora' }).click();
  const enviar = painel.getByRole('dialog', { name: `Enviar a campanha “${nome}” agora?` });
  await expect(enviar.getByTestId('aviso-grupo-controle-envio')).toHaveText(
    /^Grupos pequenos (demais )?para medir: cerca de \d+ clientes? no grupo de controle e \d+ recebendo[ .(]/,
    { timeout: 15_000 },
  );
  const alcance = (await (await resposta).json()) as { dados: Record<string, unknown> };
  expect(Object.keys(alcance.dados).sort()).toEqual([
    'envioEstimado',
    'grupoControleEstimado',
    'holdoutPercentual',
    'noSegmento',
    'podemReceber',
    'semConsentimento',
    'semContato',
  ]);
  painel.off('request', verPrevia);
  expect(previas).toEqual([]);
  await enviar.getByRole('button', { name: 'Voltar' }).click();
  await expect(enviar).toHaveCount(0);
  await painel.getByRole('button', { name: 'Cancelar campanha' }).click();
  const dialogo = painel.getByRole('dialog', { name: `Cancelar a campanha “${nome}”?` });
  await expect(dialogo).toContainText('Nenhuma mensagem sai. Uma campanha cancelada não pode mais ser enviada nem alterada.');
  await dialogo.getByRole('button', { name: 'Voltar' }).click();
  await expect(dialogo).toHaveCount(0);
  const status = () => banco(`SELECT status FROM campanha_comunicacao WHERE id = $1`, [k!.id]);
  expect(await status()).toEqual([{ status: 'Rascunho' }]);
  await painel.getByRole('button', { name: 'Cancelar campanha' }).click();
  await dialogo.getByRole('button', { name: 'Cancelar a campanha' }).click();
  await expect(painel.getByRole('status').filter({ hasText: 'Campanha cancelada com sucesso.' })).toBeVisible();
  expect(await status()).toEqual([{ status: 'Cancelada' }]);
});
