// "Fechamento do caixa" (/painel/caixa/fechamento, docs/caixa.md §9-10) in a real browser against the
// production build, in the demo programme. The Operador reaches it from the counter, makes three
// sales to one new customer and a redemption through the counter's routes (from the page, with its
// session), and sees only their own day: totals on top, the customer flagged, the list with the
// customer's name and never the CPF; at 1366 and 360 px without sideways scroll, and printed without
// the menu or the filters. The manager filters by operator and sets the limit for operators; the
// operator's preview above it is refused with the limit's message; the limit is cleared at the end.
//
// Budget of the login rate limit (5/min per IP): 2 panel logins.
import { expect, test, type Page } from '@playwright/test';
import { LOJAS_DEMO, USUARIOS_DEMO } from '../prisma/demo';
import { cpfAleatorio } from '../lib/documentos/gerar';
import { ipDoArquivo } from './global-setup';
import { banco, novaPagina, preencherLogin, registrarLarguras } from './apoio';

test.use({ extraHTTPHeaders: { 'x-e2e-ip': ipDoArquivo('caixa-fechamento') } });
test.describe.configure({ mode: 'serial' });

const cpf = cpfAleatorio();
const nome = `Rebeca Fechamento ${cpf.slice(0, 4)}`;
const sufixo = cpf.slice(0, 6);
let operador: Page;
let gerente: Page;

/** A call of the panel's API from the page itself (its session cookie and origin), as the counter's screens make it. */
async function api(page: Page, metodo: string, caminho: string, corpo?: unknown) {
  return page.evaluate(
    async ([m, c, b]) => {
      const r = await fetch(c as string, {
        method: m as string,
        headers: b ? { 'content-type': 'application/json' } : undefined,
        body: b ? JSON.stringify(b) : undefined,
      });
      return { status: r.status, corpo: await r.json() };
    },
    [metodo, caminho, corpo] as const,
  );
}

test.beforeAll(async ({ browser }) => {
  operador = await novaPagina(browser, 'caixa-fechamento', { width: 1366, height: 900 });
  await operador.goto('/painel/entrar');
  await preencherLogin(operador, USUARIOS_DEMO.caixa);
});

test.afterAll(async () => {
  await banco('UPDATE tenant SET limite_venda_caixa_operador = NULL WHERE id = $1', [USUARIOS_DEMO.caixa.tenantId]);
  await operador?.context().close();
  await gerente?.context().close();
});

test("the operator's day: from the counter, flagged customer, no CPF, 1366 and 360 px, printable", async ({}, testInfo) => {
  await operador.goto('/painel/caixa');
  await operador.getByRole('link', { name: 'Fechamento do caixa' }).click();
  await expect(operador).toHaveURL(/\/painel\/caixa\/fechamento$/);
  await expect(operador.getByRole('heading', { name: 'Fechamento do caixa', level: 1 })).toBeVisible();
  await expect(operador.getByTestId('resumo-fechamento')).toContainText('suas operações');
  await expect(operador.getByLabel('Operador', { exact: true })).toHaveCount(0);

  const c = await api(operador, 'POST', '/api/v1/admin/ClienteAdmin', {
    cpf,
    nome,
    email: '',
    telefone: '',
    aceiteLgpd: true,
    lojaId: LOJAS_DEMO.centro.id,
  });
  expect(c.status, JSON.stringify(c.corpo)).toBe(201);
  const clienteId = c.corpo.dados.id as string;
  for (const [valorVenda, doc] of [
    [120.5, 'A'],
    [80, 'B'],
    [40, 'C'],
  ] as const) {
    const r = await api(operador, 'POST', '/api/v1/admin/caixa/venda', {
      cnpjLoja: LOJAS_DEMO.centro.cnpj,
      clienteId,
      valorVenda,
      documentoExterno: `CX-FECH-${sufixo}-${doc}`,
    });
    expect(r.status, JSON.stringify(r.corpo)).toBe(200);
  }
  const rg = await api(operador, 'POST', '/api/v1/admin/caixa/resgate', {
    cnpjLoja: LOJAS_DEMO.centro.cnpj,
    clienteId,
    tipoBeneficio: 'Cashback',
    valorResgate: 5,
    documentoExterno: `CX-FECH-${sufixo}-R`,
  });
  expect(rg.status, JSON.stringify(rg.corpo)).toBe(200);

  await operador.reload();
  await expect(operador.getByTestId('alertas')).toContainText(`${nome}: 3 vendas de ${USUARIOS_DEMO.caixa.nome}`);
  const cartao = operador.locator('section').filter({ has: operador.getByRole('heading', { name: USUARIOS_DEMO.caixa.nome }) });
  await expect(cartao.getByRole('row').filter({ hasText: `CX-FECH-${sufixo}-A` })).toContainText('R$ 120,50');
  await expect(cartao.getByRole('row').filter({ hasText: `CX-FECH-${sufixo}-A` })).toContainText('(atenção)');
  await expect(cartao.getByRole('row').filter({ hasText: `CX-FECH-${sufixo}-R` })).toContainText('−R$ 5,00');
  await expect(operador.getByTestId('totais-dia')).toContainText('Vendas');
  const html = await operador.content();
  expect(html).not.toContain(cpf);
  expect(html).not.toContain(`${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`);
  await registrarLarguras(operador, 'fechamento-operador', testInfo);

  // Printed: no menu, no filters, no buttons; the totals and the list stay.
  await operador.emulateMedia({ media: 'print' });
  await expect(operador.getByRole('navigation', { name: 'Menu do painel' })).toBeHidden();
  await expect(operador.getByRole('form', { name: 'Filtros do fechamento' })).toBeHidden();
  await expect(operador.getByRole('button', { name: 'Imprimir' })).toBeHidden();
  await expect(operador.getByTestId('totais-dia')).toBeVisible();
  await expect(cartao.getByRole('row').filter({ hasText: `CX-FECH-${sufixo}-B` })).toBeVisible();
  const arquivo = testInfo.outputPath('fechamento-impressao.pdf');
  await operador.pdf({ path: arquivo, format: 'A4' });
  await testInfo.attach('fechamento-impressao', { path: arquivo, contentType: 'application/pdf' });
  await operador.emulateMedia({ media: 'screen' });
});

test('the manager filters by operator and sets the limit the operator then meets', async ({ browser }, testInfo) => {
  gerente = await novaPagina(browser, 'caixa-fechamento', { width: 1366, height: 900 });
  await gerente.goto('/painel/entrar');
  await preencherLogin(gerente, USUARIOS_DEMO.gerente);
  await gerente.goto('/painel/caixa/fechamento');
  await expect(gerente.getByTestId('resumo-fechamento')).toContainText('todos os operadores');
  await gerente.getByLabel('Operador', { exact: true }).selectOption({ label: USUARIOS_DEMO.caixa.nome });
  await gerente.getByRole('button', { name: 'Ver o dia' }).click();
  await expect(gerente).toHaveURL(new RegExp(`usuarioId=${USUARIOS_DEMO.caixa.id}`));
  await expect(gerente.getByTestId('resumo-fechamento')).toContainText(USUARIOS_DEMO.caixa.nome);
  await expect(gerente.getByTestId('alertas')).toContainText(nome);

  const limite = gerente.getByLabel('Valor máximo de uma venda registrada por um operador (R$)');
  await expect(gerente.getByTestId('limite-atual')).toHaveText('Agora: sem limite.');
  await limite.fill('2.000,00');
  await gerente.getByRole('button', { name: 'Salvar limite' }).click();
  await expect(gerente.getByText('Limite do caixa atualizado com sucesso.')).toBeVisible();
  await expect(gerente.getByTestId('limite-atual')).toHaveText('Agora: R$ 2.000,00.');
  await registrarLarguras(gerente, 'fechamento-gerente', testInfo);

  const [cliente] = await banco<{ id: string }>('SELECT id FROM cliente WHERE cpf = $1', [cpf]);
  const clienteId = cliente!.id;
  const previa = (valorVenda: number) =>
    api(operador, 'POST', '/api/v1/admin/caixa/venda/preview', { cnpjLoja: LOJAS_DEMO.centro.cnpj, clienteId, valorVenda });
  expect((await previa(2000)).status).toBe(200);
  const acima = await previa(2000.01);
  expect({ status: acima.status, erros: acima.corpo.erros }).toEqual({
    status: 422,
    erros: ['Venda acima do limite do caixa para operadores (R$ 2.000,00). Peça a um gerente para registrar.'],
  });

  await limite.fill('');
  await gerente.getByRole('button', { name: 'Salvar limite' }).click();
  await expect(gerente.getByTestId('limite-atual')).toHaveText('Agora: sem limite.');
  expect((await previa(2000.01)).status).toBe(200);
});
