// The panel's Vendas in a real browser against the production build: a manager (AdminTenant)
// searches the sales of a customer made through the PDV API, opens one, asks to cancel it and
// sees the exact reversal the server computed (balances before and after), confirms, and the
// database holds exactly that. The CSV export is downloaded, parsed back and compared with the
// database (values and count). Screenshots at 1366 px and 360 px (no page wider than the screen).
//
// Budget of the login rate limit: 1 panel login (gerente).
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { CHAVES_DEMO, LOJAS_DEMO, TENANT_DEMO, USUARIOS_DEMO } from '../prisma/demo';
import { E2E, ipDoArquivo } from './global-setup';
import { banco, novaPagina, preencherLogin } from './apoio';
import { cpfAleatorio } from '../lib/documentos/gerar';
import { BOM, lerCsv } from '../lib/csv';

test.use({ extraHTTPHeaders: { 'x-e2e-ip': ipDoArquivo('vendas') } });
test.describe.configure({ mode: 'serial' });

const ORIGEM = `http://127.0.0.1:${E2E.porta}`;
const cpf = cpfAleatorio();
const cpfFormatado = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
const sufixo = cpf.slice(0, 6);
const nome = `Otávio "Tavinho"; Prado ${sufixo}`;
const docA = `E2E-${sufixo}-A`;
const docB = `E2E-${sufixo}-B`;
let vendaA = '';
let pagina: Page | null = null;
const requisicoes: string[] = [];

async function gerente(browser: Browser): Promise<Page> {
  if (pagina) return pagina;
  const page = await novaPagina(browser, 'vendas', { width: 1366, height: 900 }, { acceptDownloads: true });
  page.on('request', (r) => requisicoes.push(r.url()));
  await page.goto('/painel/entrar');
  await preencherLogin(page, USUARIOS_DEMO.gerente);
  pagina = page;
  return page;
}

/** Screenshot attached to the report; at any width the page is never wider than the screen. */
async function foto(page: Page, nomeTela: string, testInfo: TestInfo) {
  await expect(page).toHaveTitle(/\S/);
  const largura = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${nomeTela}: mais largo que a tela`).toBeLessThanOrEqual(
    largura,
  );
  const arquivo = testInfo.outputPath(`${nomeTela}.png`);
  await page.screenshot({ path: arquivo, fullPage: true });
  await testInfo.attach(nomeTela, { path: arquivo, contentType: 'image/png' });
}

test.beforeAll(async ({ request }) => {
  const vender = async (valorVenda: number, documentoExterno: string) => {
    const r = await request.post('/api/v1/venda', {
      headers: { 'X-Api-Key': CHAVES_DEMO.producao.valor },
      data: { cnpjLoja: LOJAS_DEMO.centro.cnpj, cpfCliente: cpfFormatado, valorVenda, documentoExterno, cliente: { nome } },
    });
    expect(r.status()).toBe(200);
    return (await r.json()).dados;
  };
  // Demo Centro: Cashback 5 % and Pontos 1/R$. A: 200,00 → 10,00 + 200 points; B: 300,00 → 15,00 + 300 points.
  const a = await vender(200, docA);
  expect(a).toMatchObject({ cashbackCreditado: 10, pontosCreditados: 200 });
  vendaA = a.vendaId;
  await vender(300, docB);
  // 6,00 redeemed (the campaign's minimum is 5,00): taken from A's lot first (the oldest).
  const r = await request.post('/api/v1/resgate', {
    headers: { 'X-Api-Key': CHAVES_DEMO.producao.valor },
    data: { cnpjLoja: LOJAS_DEMO.centro.cnpj, cpfCliente: cpfFormatado, tipoBeneficio: 'Cashback', valorResgate: 6 },
  });
  expect(r.status()).toBe(200);
});

test.afterAll(async () => {
  await pagina?.context().close();
  expect(requisicoes.filter((u) => !u.startsWith(`${ORIGEM}/`) && !u.startsWith('blob:') && !u.startsWith('data:'))).toEqual([]);
});

test('the manager finds the sales by CPF and by document, opens one and cancels it after seeing the exact reversal', async ({
  browser,
}, testInfo) => {
  const page = await gerente(browser);
  await page.getByRole('navigation').getByRole('link', { name: 'Vendas' }).first().click();
  await expect(page).toHaveURL(/\/painel\/vendas$/);
  await page.getByLabel('CPF do cliente').fill(cpfFormatado);
  await page.getByRole('button', { name: 'Buscar' }).click();
  const linhas = page.getByRole('region', { name: 'Tabela de vendas' }).locator('tbody tr');
  await expect(linhas).toHaveCount(2);
  await expect(linhas.nth(0)).toContainText(docB);
  await expect(linhas.nth(1)).toContainText(docA);
  await expect(linhas.nth(1)).toContainText('R$ 200,00');
  await expect(linhas.nth(1)).toContainText('Ativa');
  await foto(page, 'vendas-1366', testInfo);

  await page.getByLabel('CPF do cliente').fill('');
  await page.getByLabel('Documento').fill(docA.toLowerCase());
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(linhas).toHaveCount(1);
  await page.getByRole('link', { name: docA }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Venda ${docA}` })).toBeVisible();
  // The manager sees the full CPF, the credits and the lots with their status and validity.
  await expect(page.getByText(cpfFormatado)).toBeVisible();
  const movs = page.getByRole('region', { name: 'Tabela de movimentações da venda' });
  await expect(movs).toContainText('+ R$ 10,00');
  await expect(movs).toContainText('+ 200 pontos');
  const lotes = page.getByRole('region', { name: 'Tabela de lotes da venda' });
  await expect(lotes.locator('tbody tr').filter({ hasText: 'Cashback' })).toContainText('R$ 4,00'); // 6,00 already redeemed
  await expect(lotes).toContainText('Disponível');

  await page.getByRole('button', { name: 'Cancelar venda' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Cancelar esta venda?' });
  await expect(dialogo).toBeVisible();
  const previa = dialogo.getByTestId('previa-cancelamento');
  await expect(previa).toContainText('Sai R$ 10,00 de cashback');
  await expect(previa).toContainText('Saem 200 pontos');
  // 10,00 + 15,00 − 6,00 = 19,00 now; after: A's 4,00 left go, and the 6,00 already spent come out of B's 15,00.
  const linhaCashback = previa.getByRole('row', { name: /Cashback/ });
  const linhaPontos = previa.getByRole('row', { name: /Pontos/ });
  await expect(linhaCashback).toContainText('R$ 19,00');
  await expect(linhaCashback.getByRole('cell').last()).toHaveText('R$ 9,00');
  await expect(linhaPontos.getByRole('cell').first()).toHaveText('500 pontos');
  await expect(linhaPontos.getByRole('cell').last()).toHaveText('300 pontos');
  // The preview wrote nothing.
  expect((await banco<{ status: string }>('SELECT status FROM venda WHERE id = $1', [vendaA]))[0]!.status).toBe('Registrada');
  await dialogo.getByLabel('Motivo (opcional)').fill('Troca de produto');
  await foto(page, 'venda-cancelar-1366', testInfo);
  await dialogo.getByRole('button', { name: 'Confirmar cancelamento' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Venda cancelada com sucesso.' })).toContainText(
    'Estornados R$ 10,00 de cashback',
  );
  await expect(page.getByText('Venda cancelada em')).toContainText('Troca de produto');

  // Applied exactly as shown: the customer's balance is the "Depois" column, audited with the manager.
  const [saldo] = await banco<{ cashback: string; pontos: string }>(
    `SELECT coalesce(sum(valor_disponivel) FILTER (WHERE tipo_beneficio = 'Cashback'), 0)::text AS cashback,
            coalesce(sum(valor_disponivel) FILTER (WHERE tipo_beneficio = 'Pontos'), 0)::text AS pontos
       FROM lote l JOIN cliente c ON c.id = l.cliente_id
      WHERE c.cpf = $1 AND l.tenant_id = $2 AND l.status IN ('Pendente', 'Disponivel')`,
    [cpf, TENANT_DEMO.id],
  );
  expect(saldo).toEqual({ cashback: '9.00', pontos: '300.00' });
  const [venda] = await banco<{ status: string; motivo_cancelamento: string }>(
    'SELECT status, motivo_cancelamento FROM venda WHERE id = $1',
    [vendaA],
  );
  expect(venda).toEqual({ status: 'Cancelada', motivo_cancelamento: 'Troca de produto' });
  const auditoria = await banco<{ usuario_email: string }>(
    `SELECT usuario_email FROM auditoria_admin WHERE entidade = 'Venda' AND entidade_id = $1 AND acao = 'CancelarVenda'`,
    [vendaA],
  );
  expect(auditoria).toEqual([{ usuario_email: USUARIOS_DEMO.gerente.email }]);
  await foto(page, 'venda-cancelada-1366', testInfo);
});

test('the CSV of the sales, downloaded and parsed back, matches the database', async ({ browser }) => {
  const page = await gerente(browser);
  await page.goto(`/painel/vendas?cpf=${cpf}`);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /Exportar CSV/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/^vendas-\d{4}-\d{2}-\d{2}-\d{4}\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const texto = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  expect(texto.startsWith(BOM)).toBe(true);
  const [cabecalho, ...linhas] = lerCsv(texto);
  expect(cabecalho).toContain('Valor da venda (R$)');
  const col = (n: string) => cabecalho!.indexOf(n);

  const db = await banco<{
    id: string;
    documento_externo: string;
    valor_venda: string;
    valor_final: string;
    cashback_creditado: string;
    pontos_creditados: string;
    status: string;
    data: string;
  }>(
    `SELECT v.id, v.documento_externo, v.valor_venda::text, v.valor_final::text, v.cashback_creditado::text, v.pontos_creditados::text,
            v.status::text, to_char(v.criado_em AT TIME ZONE l.fuso_horario, 'DD/MM/YYYY HH24:MI') AS data
       FROM venda v JOIN cliente c ON c.id = v.cliente_id JOIN loja l ON l.id = v.loja_id
      WHERE c.cpf = $1 ORDER BY v.criado_em DESC, v.id DESC`,
    [cpf],
  );
  expect(linhas).toHaveLength(db.length);
  expect(db).toHaveLength(2);
  const virgula = (s: string) => s.replace('.', ',');
  linhas.forEach((l, i) => {
    const v = db[i]!;
    expect(l[col('Id da venda')]).toBe(v.id);
    expect(l[col('Documento')]).toBe(v.documento_externo);
    expect(l[col('Cliente')]).toBe(nome); // `;` and `"` survived the quoting
    expect(l[col('CPF')]).toBe(cpfFormatado); // AdminTenant: full CPF
    expect(l[col('Valor da venda (R$)')]).toBe(virgula(v.valor_venda));
    expect(l[col('Valor final (R$)')]).toBe(virgula(v.valor_final));
    expect(l[col('Cashback creditado (R$)')]).toBe(virgula(v.cashback_creditado));
    expect(l[col('Pontos creditados')]).toBe(v.pontos_creditados.replace(/\.00$/, '')); // whole points, as the panel
    expect(l[col('Situação')]).toBe(v.status === 'Cancelada' ? 'Cancelada' : 'Ativa');
    expect(l[col('Data')]).toBe(v.data);
  });

  // The whole programme's file has every sale of the tenant.
  await page.goto('/painel/vendas');
  const [todas] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /Exportar CSV/ }).click()]);
  const linhasTodas = lerCsv(new TextDecoder().decode(await readFile((await todas.path())!))).length - 1;
  const [{ n }] = (await banco<{ n: number }>('SELECT count(*)::int AS n FROM venda WHERE tenant_id = $1', [TENANT_DEMO.id])) as [
    { n: number },
  ];
  expect(linhasTodas).toBe(n);
});

test('"Exportar movimentações": the programme movements with the store and period of the page, as in the database', async ({ browser }) => {
  const page = await gerente(browser);
  const [{ hoje }] = (await banco<{ hoje: string }>(`SELECT (now() AT TIME ZONE $1)::date::text AS hoje`, [
    LOJAS_DEMO.centro.fusoHorario,
  ])) as [{ hoje: string }];
  // The sales' own filters (CPF, document, status) are not the movements': only store and period go.
  await page.goto(`/painel/vendas?lojaId=${LOJAS_DEMO.centro.id}&dataInicio=${hoje}&dataFim=${hoje}&cpf=${cpf}&status=Registrada`);
  const link = page.getByRole('link', { name: /^Exportar movimentações/ });
  const href = new URL((await link.getAttribute('href'))!, ORIGEM);
  expect(href.pathname).toBe('/api/v1/admin/exportacao/movimentacoes');
  expect(Object.fromEntries(href.searchParams)).toEqual({ lojaId: LOJAS_DEMO.centro.id, dataInicio: hoje, dataFim: hoje });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^movimentacoes-\d{4}-\d{2}-\d{2}-\d{4}\.csv$/);
  const [cabecalho, ...linhas] = lerCsv(new TextDecoder().decode(await readFile((await download.path())!)));
  const col = (n: string) => cabecalho!.indexOf(n);

  const db = await banco<{ id: string; cpf: string }>(
    `SELECT m.id, c.cpf FROM movimentacao m JOIN loja l ON l.id = m.loja_id JOIN cliente c ON c.id = m.cliente_id
      WHERE m.tenant_id = $1 AND m.loja_id = $2 AND (m.criado_em AT TIME ZONE l.fuso_horario)::date = $3::date`,
    [TENANT_DEMO.id, LOJAS_DEMO.centro.id, hoje],
  );
  expect(linhas.map((l) => l[col('Id da movimentação')]).sort()).toEqual(db.map((m) => m.id).sort());
  expect(new Set(linhas.map((l) => l[col('Loja')]))).toEqual(new Set([LOJAS_DEMO.centro.nome]));
  // This spec's customer's credits, redemption and reversals are among them (more than one customer's).
  const deste = db.filter((m) => m.cpf === cpf).length;
  expect(deste).toBeGreaterThan(0);
  expect(linhas.filter((l) => l[col('CPF')] === cpfFormatado)).toHaveLength(deste);
});

test("a sale is shown at the time of its store (the clock its period filter and CSV use), on the customer's page too", async ({
  browser,
}) => {
  const page = await gerente(browser);
  // Demo Centro moved to Manaus (UTC−4) for this test: São Paulo's clock would be one hour ahead.
  await banco(`UPDATE loja SET fuso_horario = 'America/Manaus' WHERE id = $1`, [LOJAS_DEMO.centro.id]);
  try {
    const [linha] = await banco<{ local: string }>(
      `SELECT to_char(criado_em AT TIME ZONE 'America/Manaus', 'DD/MM/YYYY, HH24:MI') AS local FROM venda WHERE id = $1`,
      [vendaA],
    );
    const local = linha!.local;
    await page.goto(`/painel/vendas?documento=${docA}`);
    await expect(page.getByRole('row').filter({ hasText: docA })).toContainText(`${local} · ${LOJAS_DEMO.centro.nome}`);
    await page.goto(`/painel/vendas/${vendaA}`);
    await expect(page.getByRole('definition').first()).toHaveText(local);
    // The customer's page writes the sale's lot and movements at the same store clock.
    const [c] = await banco<{ cliente_id: string; lote: string; mov: string }>(
      `SELECT v.cliente_id,
              (SELECT to_char(l.criado_em AT TIME ZONE 'America/Manaus', 'DD/MM/YYYY, HH24:MI') FROM lote l WHERE l.venda_id = v.id LIMIT 1) AS lote,
              (SELECT to_char(m.criado_em AT TIME ZONE 'America/Manaus', 'DD/MM/YYYY, HH24:MI') FROM movimentacao m WHERE m.venda_id = v.id LIMIT 1) AS mov
         FROM venda v WHERE v.id = $1`,
      [vendaA],
    );
    await page.goto(`/painel/clientes/${c!.cliente_id}`);
    await expect(page.getByRole('region', { name: 'Tabela de lotes' }).getByRole('cell', { name: c!.lote }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Tabela do histórico' }).getByRole('cell', { name: c!.mov }).first()).toBeVisible();
    // "No programa desde" is the same instant at the same clock (the store of origin's) on the
    // customer's page and in the customers list (the list wrote it at São Paulo's, an hour ahead).
    const [v] = await banco<{ desde: string }>(
      `SELECT to_char(ct.criado_em AT TIME ZONE 'America/Manaus', 'DD/MM/YYYY, HH24:MI') AS desde
         FROM cliente_tenant ct WHERE ct.cliente_id = $1 AND ct.tenant_id = $2 AND ct.loja_origem_id = $3`,
      [c!.cliente_id, TENANT_DEMO.id, LOJAS_DEMO.centro.id],
    );
    await expect(page.getByRole('definition').filter({ hasText: v!.desde })).toHaveCount(1);
    await page.goto(`/painel/clientes?busca=${cpf}`);
    await expect(page.getByRole('row').filter({ hasText: sufixo })).toContainText(`No programa desde ${v!.desde}`);
  } finally {
    await banco(`UPDATE loja SET fuso_horario = 'America/Sao_Paulo' WHERE id = $1`, [LOJAS_DEMO.centro.id]);
  }
});

test('at 360 px the list becomes cards and the detail fits the screen', async ({ browser }, testInfo) => {
  const page = await gerente(browser);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`/painel/vendas?cpf=${cpf}`);
  await expect(page.getByRole('link', { name: docA })).toBeVisible();
  await foto(page, 'vendas-360', testInfo);
  await page.goto(`/painel/vendas/${vendaA}`);
  await expect(page.getByRole('heading', { level: 1, name: `Venda ${docA}` })).toBeVisible();
  await foto(page, 'venda-360', testInfo);
  await page.goto('/painel/clientes');
  await expect(page.getByRole('link', { name: /Exportar CSV/ })).toBeVisible();
  await foto(page, 'clientes-360', testInfo);
});
