// The manager's campaigns and dashboard, in a real browser against the production build. The
// demo store "Demo Shopping" starts with an ACTIVE deferred Cashback campaign (10 %, 7 days); the
// manager (gerente@demo.dev, signed in through the form) deactivates it, creates and activates a
// new immediate 7 % Cashback campaign there — seeing the form's validation messages and the live
// simulation of a R$ 100,00 sale — and is stopped by the one-active-per-type rule, explained,
// when trying to reactivate the old one. A sale of R$ 100 through the PDV API then credits
// R$ 7,00, and the dashboard counts it (before/after, since other specs may have sold in the
// same database). At the end the demo is put back as it was (new campaign ended, old one active).
// Every page: no request leaving the app, axe-core (WCAG 2 A/AA) without violations, a screenshot
// in the report.
//
// Budget of the login rate limit (5/min per IP, shared by every spec run from 127.0.0.1): 1 panel login.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { CAMPANHAS_DEMO, CHAVES_DEMO, LOJAS_DEMO, TENANT_DEMO, USUARIOS_DEMO } from '../prisma/demo';
import { E2E, ipDoArquivo } from './global-setup';
import { banco, novaPagina, preencherLogin, registrarTela } from './apoio';
import { cpfAleatorio } from '../lib/documentos/gerar';

// This file's own rate-limit budget (see ipDoArquivo in e2e/global-setup.ts).
test.use({ extraHTTPHeaders: { 'x-e2e-ip': ipDoArquivo('painel-campanhas') } });

test.describe.configure({ mode: 'serial' });

const ORIGEM = `http://127.0.0.1:${E2E.porta}`;
const ANTIGA = CAMPANHAS_DEMO.cashbackShopping.nome; // "Cashback 10% liberado em 7 dias"
const NOVA = `Cashback 7% imediato E2E ${Date.now().toString(36)}`;
const CONFLITO = `Já existe uma campanha ativa do tipo Cashback na loja ${LOJAS_DEMO.shopping.nome}.`;

const cpfNovo = cpfAleatorio;
const cpf = cpfNovo();
const cpfMascarado = `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`;

let page: Page;
const requisicoes: string[] = [];

async function registrar(nomeTela: string, testInfo: TestInfo) {
  await registrarTela(page, nomeTela, testInfo);
}

/** "R$ 1.234,56" or "1.234" → 1234.56 / 1234. */
function numero(texto: string): number {
  return Number(texto.replace(/[^\d,]/g, '').replace(',', '.'));
}

/** A KPI card of the dashboard, by its title (each card is a named group). */
async function indicador(titulo: string): Promise<number> {
  return numero(await page.getByRole('group', { name: titulo, exact: true }).locator('[data-kpi="valor"]').innerText());
}

/** Sales and cashback credited in the dashboard's default period (0 while there is no sale at all). */
async function numerosDoPainel(): Promise<{ vendas: number; cashback: number }> {
  await page.goto('/painel');
  await expect(page.getByRole('heading', { level: 1, name: 'Visão geral' })).toBeVisible();
  if (await page.getByText('Nenhuma venda registrada ainda').isVisible()) {
    await expect(page.getByText(/Registre a primeira venda pelo PDV/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver a documentação da API' })).toHaveAttribute('href', '/docs');
    return { vendas: 0, cashback: 0 };
  }
  return { vendas: await indicador('Vendas'), cashback: await indicador('Cashback creditado') };
}

const linha = (nome: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name: nome, exact: true }) });

test.beforeAll(async ({ browser }) => {
  page = await novaPagina(browser, 'painel-campanhas', { width: 1280, height: 900 });
  page.on('request', (r) => requisicoes.push(r.url()));
  await page.goto('/painel/entrar');
  await preencherLogin(page, USUARIOS_DEMO.gerente);
});

test.afterAll(async () => {
  await page?.context().close();
});

let antes = { vendas: 0, cashback: 0 };

test('the manager swaps the Cashback campaign of Demo Shopping, with validation, simulation and the one-active rule', async ({}, testInfo) => {
  antes = await numerosDoPainel();

  // The list: the demo's deferred campaign is active on Demo Shopping; deactivate it.
  await page.getByRole('navigation', { name: 'Menu do painel' }).getByRole('link', { name: 'Campanhas' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Campanhas' })).toBeVisible();
  await expect(linha(ANTIGA).getByText('Ativa', { exact: true })).toBeVisible();
  await expect(linha(ANTIGA)).toContainText('10 % de cashback');
  await expect(linha(ANTIGA)).toContainText('liberado em 7 dias');
  await expect(linha(ANTIGA)).toContainText('créditos valem 60 dias');
  await registrar('campanhas-lista', testInfo);
  await linha(ANTIGA)
    .getByRole('button', { name: `Desativar ${ANTIGA}` })
    .click();
  // Stopping a live campaign is confirmed first: the store's sales stop earning by it.
  const desativar = page.getByRole('dialog', { name: `Desativar a campanha “${ANTIGA}”?` });
  await expect(desativar).toContainText('deixam de ganhar cashback por ela');
  await desativar.getByRole('button', { name: 'Desativar campanha' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Status da campanha atualizado. “${ANTIGA}” agora está Inativa.` }),
  ).toBeVisible();
  await expect(linha(ANTIGA).getByText('Inativa', { exact: true })).toBeVisible();

  // The form: the schema's messages next to the fields, then a valid campaign.
  await page.getByRole('link', { name: 'Nova campanha' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nova campanha' })).toBeVisible();
  await page.getByRole('button', { name: 'Salvar e ativar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Corrija os 2 campos destacados.' })).toBeVisible();
  const nome = page.getByLabel('Nome', { exact: true });
  await expect(nome).toBeFocused();
  await expect(nome).toHaveAccessibleDescription('Preencha “Nome”.');
  await expect(page.getByText('Informe ao menos uma loja no campo “Lojas”.')).toBeVisible();
  await nome.fill(NOVA);
  await expect(page.getByText('“Percentual de cashback (%)” é obrigatório para campanhas de Cashback.')).toBeVisible();
  // Type-dependent fields: "Dias até liberar" only for deferred cashback, points fields only for Pontos.
  await page.getByRole('radio', { name: /Diferido/ }).check();
  await expect(page.getByLabel('Dias até liberar')).toBeVisible();
  await page.getByRole('radio', { name: /Imediato/ }).check();
  await expect(page.getByLabel('Dias até liberar')).toHaveCount(0);
  await page.getByRole('radio', { name: /^Pontos/ }).check();
  await expect(page.getByRole('textbox', { name: 'Pontos por real' })).toBeVisible();
  await expect(page.getByLabel('Percentual de cashback (%)')).toHaveCount(0);
  await page.getByRole('radio', { name: /^Cashback/ }).check();

  const simulacao = page.getByRole('region', { name: 'Simulação de venda' });
  await expect(simulacao).toContainText('Informe um percentual de cashback');
  await page.getByLabel('Percentual de cashback (%)').fill('7');
  // A blank validity (the default) is a choice the manager sees, with what it means; a number of days removes the note.
  const semValidade = page.getByRole('note', { name: 'Créditos sem validade' });
  await expect(semValidade).toHaveText(
    'Os créditos desta campanha não vencem. O saldo de cada cliente fica em aberto até ser usado, sem prazo, e ele não recebe o lembrete de que os créditos vão expirar. Para dar um prazo, informe os dias acima (por exemplo, 90).',
  );
  await page.getByLabel('Validade dos créditos (dias)').fill('30');
  await expect(semValidade).toHaveCount(0);
  await expect(page.getByText('“Percentual de cashback (%)” é obrigatório para campanhas de Cashback.')).toHaveCount(0);
  await expect(simulacao.getByLabel('Valor da venda (R$)')).toHaveValue('100,00');
  await expect(simulacao).toContainText('Uma venda de R$ 100,00 credita R$ 7,00 de cashback.');
  await expect(simulacao).toContainText('Crédito disponível na hora.');
  await expect(simulacao).toContainText(/Vale até \d{2}\/\d{2}\/\d{4}/);
  // Model 3 follows the flag live: off → refused; on → R$ 7,00 off, pays R$ 93,00.
  await expect(simulacao.getByRole('heading', { name: 'Desconto com o cashback da compra (modelo 3)' }).locator('..')).toContainText(
    'não permite',
  );
  await page.getByRole('checkbox', { name: /desconto imediato com o cashback da compra/ }).check();
  const modelo3 = simulacao.getByRole('heading', { name: 'Desconto com o cashback da compra (modelo 3)' }).locator('..');
  await expect(modelo3).toContainText('Desconto na horaR$ 7,00');
  await expect(modelo3).toContainText('Cliente pagaR$ 93,00');
  await page.getByRole('checkbox', { name: /desconto imediato com o cashback da compra/ }).uncheck();
  await simulacao.getByLabel('Valor da venda (R$)').fill('33,35');
  await expect(simulacao).toContainText('Uma venda de R$ 33,35 credita R$ 2,33 de cashback.');
  await simulacao.getByLabel('Valor da venda (R$)').fill('100,00');
  await page.getByRole('checkbox', { name: LOJAS_DEMO.shopping.nome }).check();
  await expect(page.getByText('Informe ao menos uma loja no campo LojaIds.')).toHaveCount(0);
  await expect(page.getByText(/^Corrija /)).toHaveCount(0);
  await registrar('campanha-formulario', testInfo);

  await page.getByRole('button', { name: 'Salvar e ativar' }).click();
  await page.waitForURL((u) => u.pathname === '/painel/campanhas' && u.searchParams.get('ok') === 'criada');
  await expect(page.getByRole('status').filter({ hasText: 'Campanha criada com sucesso.' })).toBeVisible();
  await expect(linha(NOVA).getByText('Ativa', { exact: true })).toBeVisible();
  await expect(linha(NOVA)).toContainText('7 % de cashback');
  await expect(linha(NOVA)).toContainText(LOJAS_DEMO.shopping.nome);

  // The one-active-per-type rule: reactivating the old one is refused, explained, with a link.
  await linha(ANTIGA)
    .getByRole('button', { name: `Ativar ${ANTIGA}` })
    .click();
  const alerta = page.getByRole('alert').filter({ hasText: CONFLITO });
  await expect(alerta).toBeVisible();
  await expect(alerta).toContainText('Cada loja pode ter no máximo uma campanha ativa de Cashback e uma de Pontos');
  await expect(alerta.getByRole('link', { name: NOVA })).toHaveAttribute('href', /^\/painel\/campanhas\/[0-9a-f-]{36}$/);
  await expect(linha(ANTIGA).getByText('Inativa', { exact: true })).toBeVisible();
  await registrar('campanhas-conflito', testInfo);
});

test('a R$ 100 sale at Demo Shopping credits R$ 7,00 and the dashboard counts it', async ({ request }, testInfo) => {
  const r = await request.post('/api/v1/venda', {
    headers: { 'X-Api-Key': CHAVES_DEMO.producao.valor },
    data: { cnpjLoja: LOJAS_DEMO.shopping.cnpj, cpfCliente: cpf, valorVenda: 100, cliente: { nome: 'Cliente Campanha E2E' } },
  });
  expect(r.status()).toBe(200);
  const venda = (await r.json()).dados;
  expect(venda.cashbackCreditado).toBe(7);
  expect(venda.beneficiosAplicados).toEqual([
    expect.objectContaining({ campanhaDescricao: NOVA, cashbackCreditado: 7, statusBeneficio: 'Disponivel' }),
  ]);

  const depois = await numerosDoPainel();
  expect(depois.vendas).toBe(antes.vendas + 1);
  expect(depois.cashback).toBeCloseTo(antes.cashback + 7, 2);
  await expect(page.getByRole('figure', { name: /^Cashback por / })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Créditos por campanha' })).toContainText(NOVA);
  // Counts in Portuguese, singular or plural ("4 campanhas", "1 venda"), never "campanha(s)".
  await expect(page.getByRole('figure', { name: 'Créditos por campanha' })).toContainText(
    /\d+ campanhas? no período\. Maior venda: .+ em \d+ vendas?, /,
  );
  // Top customers by value spent: this customer, CPF masked.
  await expect(page.getByRole('row').filter({ hasText: cpfMascarado })).toContainText('Cliente Campanha E2E');
  await registrar('painel', testInfo);

  // The store filter lives in the URL: Demo Shopping only.
  await page.getByLabel('Loja', { exact: true }).selectOption({ label: LOJAS_DEMO.shopping.nome });
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await page.waitForURL((u) => u.searchParams.get('lojaId') === LOJAS_DEMO.shopping.id);
  await expect(page.getByText(`Demo Fidelidade · ${LOJAS_DEMO.shopping.nome}`)).toBeVisible();
  expect(await indicador('Vendas')).toBeGreaterThanOrEqual(1);
  await expect(page.locator('tr[aria-current="true"]')).toContainText(LOJAS_DEMO.shopping.nome);
  // The chart's data is a table too (read by screen readers; shown on demand).
  const figura = page.getByRole('figure', { name: 'Créditos por campanha' });
  await figura.getByRole('button', { name: 'Mostrar tabela' }).click();
  await expect(figura.getByRole('row').filter({ hasText: NOVA })).toContainText('R$ 7,00');
  await registrar('painel-loja', testInfo);
});

test('the demo is put back: the new campaign ended, the old one active again', async () => {
  await page.goto('/painel/campanhas');
  await linha(NOVA)
    .getByRole('button', { name: `Encerrar ${NOVA}` })
    .click();
  const dialogo = page.getByRole('dialog', { name: `Encerrar a campanha “${NOVA}”?` });
  await dialogo.getByRole('button', { name: 'Encerrar campanha' }).click();
  await expect(page.getByRole('status').filter({ hasText: `“${NOVA}” agora está Encerrada.` })).toBeVisible();
  // On a phone each campaign is a card; the row's message still fits the screen, readable.
  await page.setViewportSize({ width: 360, height: 780 });
  await linha(ANTIGA)
    .getByRole('button', { name: `Ativar ${ANTIGA}` })
    .click();
  const ativada = page.getByRole('status').filter({ hasText: `“${ANTIGA}” agora está Ativa.` });
  await expect(ativada).toBeVisible();
  const caixa = (await ativada.boundingBox())!;
  expect([caixa.x >= 0, caixa.x + caixa.width <= 360]).toEqual([true, true]);
  await expect(linha(ANTIGA).getByText('Ativa', { exact: true })).toBeVisible();

  const externas = requisicoes.filter((u) => !u.startsWith(`${ORIGEM}/`) && !u.startsWith('data:') && !u.startsWith('blob:'));
  expect(externas).toEqual([]);
});

test('on a phone the campaign list is cards, like the other lists: nothing scrolls sideways, every action on the screen', async ({}, testInfo) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/painel/campanhas');
  await expect(page.getByRole('heading', { level: 1, name: 'Campanhas' })).toBeVisible();
  const larguras = await page.evaluate(() => {
    const tabela = document.querySelector<HTMLElement>('[role="region"][aria-label="Tabela de campanhas"]')!;
    return { documento: document.documentElement.scrollWidth, tabela: tabela.scrollWidth - tabela.clientWidth, janela: window.innerWidth };
  });
  expect(larguras.documento, 'a página é mais larga que a tela').toBeLessThanOrEqual(larguras.janela);
  expect(larguras.tabela, 'a lista de campanhas rola para o lado').toBeLessThanOrEqual(0);
  // Each campaign's name and its buttons are on the screen, without scrolling sideways.
  for (const nome of [ANTIGA, CAMPANHAS_DEMO.pontosCentro.nome]) {
    for (const alvo of [page.getByRole('link', { name: nome, exact: true }), page.getByRole('button', { name: `Encerrar ${nome}` })]) {
      const caixa = (await alvo.boundingBox())!;
      expect([nome, caixa.x >= 0 && caixa.x + caixa.width <= 360]).toEqual([nome, true]);
    }
  }
  await registrar('campanhas-lista-360', testInfo);
  await page.setViewportSize({ width: 1366, height: 768 });
  await registrar('campanhas-lista-1366', testInfo);
});

test("the simulation's sale is today at the programme's clock, not São Paulo's", async () => {
  // A zone whose date is not São Paulo's right now: 17 hours ahead from 07:00 in São Paulo, 8 hours
  // behind before 08:00 (lib/domain/tenant/fuso-do-programa.ts: all active stores share it).
  const horaSp = Number(
    new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hour12: false, timeZone: 'America/Sao_Paulo' }).format(new Date()),
  );
  const zona = horaSp >= 7 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
  const hoje = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: zona }).format(new Date());
  const antes = await banco<{ id: string; fuso_horario: string }>(`SELECT id, fuso_horario FROM loja WHERE tenant_id = $1`, [
    TENANT_DEMO.id,
  ]);
  await banco(`UPDATE loja SET fuso_horario = $2 WHERE tenant_id = $1`, [TENANT_DEMO.id, zona]);
  try {
    await page.goto(`/painel/campanhas/${CAMPANHAS_DEMO.pontosCentro.id}`);
    await expect(page.getByRole('region', { name: 'Simulação de venda' })).toContainText(`(venda hoje, ${hoje})`);
  } finally {
    for (const l of antes) await banco(`UPDATE loja SET fuso_horario = $2 WHERE id = $1`, [l.id, l.fuso_horario]);
  }
});
