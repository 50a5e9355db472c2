// Segments in the panel and marketing preferences in the club (docs/segmentos.md), in a real
// browser against the production build. Two sales at the PDV make a new customer of the demo
// tenant; the manager (gerente@demo.dev) creates a segment "bought in the last 7 days with
// WhatsApp consent", watching the live count change with the filter (and the refusal of an
// impossible range, in the panel's words with both fields' labels, the same at the count and next
// to the field, gone from the field once it is fixed; a focused invalid field stays red; and a
// filter it cannot read: "5e" is refused next to the field, the segment is not saved broader than
// meant; at 360 px a field focused by a refusal or by Tab is never left behind the pinned count
// box), saves it, sees it in the list with its count, and deletes it. The customer then signs in
// to the club (password set in the database: the PIN flow is clube.spec.ts's), turns WhatsApp
// offers on in the profile — and the manager's live count for the same filter goes up by one —
// then stops everything. A saved segment's page lists who is in it (masked CPF, a link to each
// customer) and says why when nobody is. Screenshots at 1366 and 360 px, axe-core (WCAG 2 A/AA)
// and no horizontal scroll at 360 px on every page.
//
// Budget of the login rate limits: 1 panel login, 1 club login.
import { expect, test, type Page } from '@playwright/test';
import { LOJAS_DEMO, USUARIOS_DEMO } from '../prisma/demo';
import { ipDoArquivo } from './global-setup';
import { banco, fotografarA360, novaPagina, preencherLogin, registrarLarguras, venderPeloPdv } from './apoio';
import { cpfAleatorio } from '../lib/documentos/gerar';
import { gerarHashSenha } from '../lib/domain/acesso/senha';

test.use({ extraHTTPHeaders: { 'x-e2e-ip': ipDoArquivo('segmentos') } });
test.describe.configure({ mode: 'serial' });

const cpf = cpfAleatorio();
const NOME = `Recentes com WhatsApp ${Date.now().toString(36)}`;
const SENHA = 'Segmento2026a';

let painel: Page;

const contagem = () => painel.getByTestId('contagem-segmento');
const atualizado = () => expect(painel.getByText('Atualizado com o filtro atual.')).toBeVisible({ timeout: 15_000 });
async function numero(): Promise<number> {
  await atualizado();
  return Number((await contagem().innerText()).replace(/\D/g, ''));
}

test.beforeAll(async ({ browser, request }) => {
  for (const [i, cnpj] of [LOJAS_DEMO.centro.cnpj, LOJAS_DEMO.shopping.cnpj].entries()) {
    await venderPeloPdv(request, {
      cnpjLoja: cnpj,
      cpfCliente: cpf,
      valorVenda: 80 + i,
      documentoExterno: `E2E-SEG-${cpf}-${i}`,
      cliente: { nome: 'Rita Segmento', email: `seg.${cpf}@e2e.dev`, telefone: '(11) 97777-1234' },
    });
  }
  await banco(`UPDATE cliente SET senha_hash = $2 WHERE cpf = $1`, [cpf, await gerarHashSenha(SENHA)]);

  painel = await novaPagina(browser, 'segmentos', { width: 1366, height: 900 });
  await painel.goto('/painel/entrar');
  await preencherLogin(painel, USUARIOS_DEMO.gerente);
});

test.afterAll(async () => {
  await painel?.context().close();
});

let comWhatsappAntes = 0;

test('the manager builds a segment with the live count, saves it, sees it listed and deletes it', async ({}, testInfo) => {
  await painel.getByRole('navigation', { name: 'Menu do painel' }).getByRole('link', { name: 'Segmentos' }).click();
  await expect(painel.getByRole('heading', { level: 1, name: 'Segmentos' })).toBeVisible();
  await painel.getByRole('link', { name: 'Novo segmento' }).click();
  await expect(painel.getByRole('heading', { level: 1, name: 'Novo segmento' })).toBeVisible();

  const todos = await numero();
  expect(todos).toBeGreaterThan(0);
  await painel.getByLabel('Comprou nos últimos (dias)').fill('7');
  await expect.poll(numero).toBeLessThanOrEqual(todos);
  const recentes = await numero();
  expect(recentes).toBeGreaterThanOrEqual(1); // the two sales above

  // An impossible range: the count box and, on saving, the field say it in the panel's words, with
  // both labels (never the API's ComprasMin / ComprasMax).
  const minimo = painel.getByLabel('Compras no período, mínimo');
  const maximo = painel.getByLabel('Compras no período, máximo');
  const nome = painel.getByLabel('Nome do segmento');
  const intervalo = '“Compras no período, mínimo” deve ser menor ou igual a “Compras no período, máximo”.';
  await minimo.fill('5');
  await maximo.fill('2');
  await expect(painel.getByRole('alert').filter({ hasText: intervalo })).toBeVisible();
  await painel.getByRole('button', { name: 'Criar segmento' }).click();
  await expect(minimo).toHaveAccessibleDescription(intervalo);
  await expect(nome).toHaveAccessibleDescription('Preencha “Nome do segmento”.');
  await expect(painel.getByText(/ComprasM(in|ax)/)).toHaveCount(0);

  // Focused, an invalid field stays red: its border, and the focus ring around it.
  const cor = (campo: typeof minimo, propriedade: 'borderTopColor' | 'outlineColor' | 'outlineStyle') =>
    campo.evaluate((e, p) => getComputedStyle(e)[p], propriedade);
  await expect(nome).toBeFocused();
  const vermelho = await cor(minimo, 'borderTopColor');
  expect(vermelho).not.toBe(await cor(maximo, 'borderTopColor'));
  await minimo.focus();
  expect(await cor(minimo, 'borderTopColor')).toBe(vermelho);
  expect(await cor(minimo, 'outlineStyle')).toBe('solid');
  expect(await cor(minimo, 'outlineColor')).toBe(vermelho);
  await registrarLarguras(painel, 'segmento-editor-erros', testInfo);
  await minimo.focus();
  await fotografarA360(painel, 'segmento-campo-invalido-em-foco', testInfo, minimo.locator('xpath=..'));

  // Fixing a field clears its message (and aria-invalid); the other field's message stays until
  // that field is fixed too.
  await minimo.fill('');
  await expect(minimo).not.toHaveAttribute('aria-invalid', 'true');
  await expect(minimo).toHaveAccessibleDescription('');
  await expect(nome).toHaveAttribute('aria-invalid', 'true');
  await expect(nome).toHaveAccessibleDescription('Preencha “Nome do segmento”.');
  await maximo.fill('');
  await nome.fill(NOME);
  await expect(nome).not.toHaveAttribute('aria-invalid', 'true');

  // A select the API refuses is red too, and choosing another option clears it (the refusal is
  // forced here: the panel only offers valid channels).
  const canal = painel.getByLabel('Consentimento de marketing');
  const recusa = 'O campo Canal deve ser WhatsApp ou Email.';
  await painel.route('**/api/v1/admin/segmentos', (r) =>
    r.fulfill({ status: 400, json: { sucesso: false, dados: null, mensagem: recusa, erros: [recusa] } }),
  );
  await painel.getByRole('button', { name: 'Criar segmento' }).click();
  await expect(canal).toHaveAccessibleDescription('“Consentimento de marketing” deve ser WhatsApp ou Email.');
  await expect(canal).toBeFocused();
  expect(await cor(canal, 'borderTopColor')).toBe(vermelho);
  await painel.unroute('**/api/v1/admin/segmentos');
  await canal.selectOption('WhatsApp');
  await expect(canal).not.toHaveAttribute('aria-invalid', 'true');

  // At 360 px the count box is pinned to the bottom of the screen: a field the refusal focuses, or
  // the keyboard reaches, is scrolled above it, never left behind it (WCAG 2.2, 2.4.11).
  await painel.setViewportSize({ width: 360, height: 740 });
  const barra = painel.locator('aside', { has: contagem() });
  const acimaDaBarra = async (campo: typeof minimo) => {
    const [c, b] = [await campo.boundingBox(), await barra.boundingBox()];
    return c!.y + c!.height <= b!.y;
  };
  const atras = (campo: typeof minimo) =>
    campo.evaluate((e) => window.scrollBy(0, e.getBoundingClientRect().bottom - window.innerHeight + 20));
  const saldo = painel.getByLabel('Saldo disponível, mínimo (R$)');
  const expirando = painel.getByLabel('Expirando, mínimo (R$)');
  await atras(saldo);
  expect(await acimaDaBarra(saldo)).toBe(false);
  const casas = 'O campo SaldoMin deve ter no máximo 2 casas decimais.';
  await painel.route('**/api/v1/admin/segmentos', (r) =>
    r.fulfill({ status: 400, json: { sucesso: false, dados: null, mensagem: casas, erros: [casas] } }),
  );
  await painel.getByRole('button', { name: 'Criar segmento' }).click();
  await expect(saldo).toBeFocused();
  await expect.poll(() => acimaDaBarra(saldo)).toBe(true);
  await painel.unroute('**/api/v1/admin/segmentos');
  const arquivoFoco = testInfo.outputPath('segmento-foco-acima-da-barra-360.png');
  await painel.screenshot({ path: arquivoFoco });
  await testInfo.attach('segmento-foco-acima-da-barra-360', { path: arquivoFoco, contentType: 'image/png' });
  await atras(expirando);
  expect(await acimaDaBarra(expirando)).toBe(false);
  await saldo.evaluate((e) => (e as HTMLElement).focus({ preventScroll: true }));
  await painel.keyboard.press('Tab');
  await expect(expirando).toBeFocused();
  await expect.poll(() => acimaDaBarra(expirando)).toBe(true);
  await painel.setViewportSize({ width: 1366, height: 900 });
  comWhatsappAntes = await numero();
  expect(comWhatsappAntes).toBeLessThan(recentes + 1);
  await painel.getByRole('checkbox', { name: /Novos/ }).check();
  await painel.getByRole('checkbox', { name: /Ativos/ }).check();
  await registrarLarguras(painel, 'segmento-editor', testInfo);

  // A filter the manager typed and the API cannot read is refused, never dropped (a broader segment).
  const antes = await numero();
  await minimo.pressSequentially('5e');
  await expect(painel.getByRole('alert').filter({ hasText: '“Compras no período, mínimo” está em formato inválido.' })).toBeVisible();
  await painel.getByRole('button', { name: 'Criar segmento' }).click();
  await expect(minimo).toHaveAccessibleDescription('“Compras no período, mínimo” está em formato inválido.');
  await expect(minimo).toBeFocused();
  await expect(painel.getByRole('heading', { level: 1, name: 'Novo segmento' })).toBeVisible();
  expect(await banco(`SELECT id FROM segmento WHERE nome = $1`, [NOME])).toEqual([]);
  await minimo.fill('');
  await expect.poll(numero).toBe(antes);

  await painel.getByRole('button', { name: 'Criar segmento' }).click();
  await expect(painel.getByRole('status').filter({ hasText: 'Segmento criado com sucesso.' })).toBeVisible();
  const linha = painel.getByRole('row').filter({ hasText: NOME });
  await expect(linha).toContainText('Comprou nos últimos 7 dias');
  await expect(linha).toContainText('Aceita WhatsApp');
  await expect(linha).toContainText('RFM: Novos ou Ativos');
  await expect(linha.getByText(/^\d[\d.]*$/)).toBeVisible({ timeout: 15_000 });
  await registrarLarguras(painel, 'segmentos-lista', testInfo);

  // Edit: back in the editor with the saved filter.
  await linha.getByRole('link', { name: 'Editar' }).click();
  await expect(painel.getByRole('heading', { level: 1, name: NOME })).toBeVisible();
  await expect(painel.getByLabel('Comprou nos últimos (dias)')).toHaveValue('7');
  await expect(painel.getByRole('checkbox', { name: /Ativos/ })).toBeChecked();
  await painel.getByRole('link', { name: '← Segmentos' }).click();

  await painel.getByRole('row').filter({ hasText: NOME }).getByRole('button', { name: 'Excluir' }).click();
  await painel.getByRole('button', { name: 'Excluir segmento' }).click();
  await expect(painel.getByRole('row').filter({ hasText: NOME })).toHaveCount(0);
});

test('a saved segment lists who is in it, each linking to the customer; empty, it says why', async ({}, testInfo) => {
  const [gerente] = await banco<{ tenant_id: string }>(`SELECT tenant_id FROM usuario_admin WHERE email = $1`, [
    USUARIOS_DEMO.gerente.email,
  ]);
  const marca = Date.now().toString(36);
  const [recentes] = await banco<{ id: string }>(
    `INSERT INTO segmento (tenant_id, nome, filtro, atualizado_em) VALUES ($1, $2, '{"compraNosUltimosDias": 7}', now()) RETURNING id`,
    [gerente!.tenant_id, `Compraram na semana ${marca}`],
  );
  const [ninguem] = await banco<{ id: string }>(
    `INSERT INTO segmento (tenant_id, nome, filtro, atualizado_em) VALUES ($1, $2, '{"comprasMin": 1000}', now()) RETURNING id`,
    [gerente!.tenant_id, `Mil compras ${marca}`],
  );
  const [rita] = await banco<{ id: string }>(`SELECT id FROM cliente WHERE cpf = $1`, [cpf]);

  await painel.goto(`/painel/segmentos/${recentes!.id}`);
  const lista = painel.getByRole('region', { name: 'Tabela de clientes no segmento' });
  await expect(painel.getByRole('heading', { name: 'Clientes no segmento' })).toBeVisible();
  const linha = lista.getByRole('row').filter({ hasText: 'Rita Segmento' });
  // The CPF masked as in the customers list; never the whole number.
  await expect(linha).toContainText(`CPF ***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`);
  await expect(painel.getByText(cpf.slice(0, 3) + '.' + cpf.slice(3, 6))).toHaveCount(0);
  await expect(linha).not.toContainText('Nunca comprou');
  await expect(painel.getByRole('navigation', { name: 'Páginas dos clientes no segmento' })).toContainText(
    /Página 1 de \d+ · \d+ clientes?/,
  );
  await registrarLarguras(painel, 'segmento-membros', testInfo);
  const cartao = painel.locator('section').filter({ has: painel.getByRole('heading', { name: 'Clientes no segmento' }) });
  await fotografarA360(painel, 'segmento-membros-cartoes', testInfo, cartao);
  await linha.getByRole('link', { name: 'Rita Segmento' }).click();
  await expect(painel).toHaveURL(new RegExp(`/painel/clientes/${rita!.id}$`));
  await expect(painel.getByRole('heading', { level: 1, name: 'Rita Segmento' })).toBeVisible();

  await painel.goto(`/painel/segmentos/${ninguem!.id}`);
  await expect(painel.getByText('Nenhum cliente está neste segmento agora.')).toBeVisible();
  await expect(painel.getByText('Nenhum cliente ativo do programa atende, ao mesmo tempo, a todas estas condições:')).toBeVisible();
  await expect(painel.getByRole('listitem').filter({ hasText: '1000+ compras em 90 dias' })).toBeVisible();
  await registrarLarguras(painel, 'segmento-membros-vazio', testInfo);
  await fotografarA360(painel, 'segmento-membros-vazio-cartao', testInfo, cartao);
  await banco(`DELETE FROM segmento WHERE id = ANY($1::uuid[])`, [[recentes!.id, ninguem!.id]]);
});

test('the customer turns WhatsApp offers on in the club and the segment counts them at once; then stops everything', async ({
  browser,
}, testInfo) => {
  const clube = await novaPagina(browser, 'segmentos', { width: 360, height: 740 });
  await clube.goto('/clube/entrar');
  await clube.getByLabel('CPF').fill(cpf);
  await clube.getByRole('button', { name: 'Continuar' }).click();
  await clube.getByRole('button', { name: 'Entrar com senha' }).click();
  await clube.getByLabel('Senha', { exact: true }).fill(SENHA);
  await clube.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(clube).toHaveURL(/\/clube$/, { timeout: 15_000 });
  await clube.goto('/clube/perfil');
  await expect(clube.getByRole('heading', { name: 'Comunicações' })).toBeVisible();
  const whatsapp = clube.getByRole('switch', { name: /Ofertas pelo WhatsApp/ });
  await expect(whatsapp).not.toBeChecked();
  await whatsapp.check();
  await expect(clube.getByText('Preferências atualizadas com sucesso.')).toBeVisible();
  await expect(whatsapp).toBeChecked();
  await registrarLarguras(clube, 'clube-preferencias', testInfo);

  // The manager's live count for "bought in the last 7 days with WhatsApp" has one more person.
  await painel.goto('/painel/segmentos/novo');
  await painel.getByLabel('Comprou nos últimos (dias)').fill('7');
  await painel.getByLabel('Consentimento de marketing').selectOption('WhatsApp');
  await expect.poll(numero).toBe(comWhatsappAntes + 1);

  // Stop everything: the opt-out holds at once.
  await clube.getByRole('button', { name: 'Não quero receber ofertas de nenhum programa' }).click();
  await expect(whatsapp).not.toBeChecked();
  await painel.getByLabel('Comprou nos últimos (dias)').fill('8');
  await expect.poll(numero).toBe(comWhatsappAntes);
  const eventos = await banco<{ finalidade: string; aceito: boolean }>(
    `SELECT finalidade, aceito FROM consentimento_lgpd WHERE cliente_id = (SELECT id FROM cliente WHERE cpf = $1) AND finalidade <> 'Cadastro' ORDER BY criado_em, finalidade`,
    [cpf],
  );
  expect(eventos.map((e) => `${e.finalidade}:${e.aceito}`)).toEqual(['MarketingWhatsapp:true', 'MarketingWhatsapp:false']);
  await clube.context().close();
});
