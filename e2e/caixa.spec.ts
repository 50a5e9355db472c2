// The cashier's counter (/painel/caixa) in a real browser against the production build, as the
// demo store's Operador ("Demo Centro": Cashback 5 % with models 2 and 3 allowed, minimum
// redemption R$ 5,00; Pontos 1 per real). At 360 px and by keyboard only: a new customer is
// looked up by CPF, registered with the LGPD consent (the counter's store becomes the customer's
// store of origin), sold to with the preview, and redeems cashback and points for a gift. At 1366
// px: a sale whose answer is lost and the page reloaded credits once; a double click credits once;
// after a reload (at 360 px, a phone) the customer's sales of today are still listed and one is
// cancelled from the list. The customer page shows the store of origin. The database is checked
// after each write. Screenshots at both widths are attached to the report.
//
// Budget of the login rate limit (5/min per IP): 1 panel login.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { LOJAS_DEMO, USUARIOS_DEMO } from '../prisma/demo';
import { E2E, ipDoArquivo } from './global-setup';
import { banco, novaPagina, preencherLogin } from './apoio';
import { cpfAleatorio } from '../lib/documentos/gerar';

test.use({ extraHTTPHeaders: { 'x-e2e-ip': ipDoArquivo('caixa') } });
test.describe.configure({ mode: 'serial' });

const ORIGEM = `http://127.0.0.1:${E2E.porta}`;
const cpf = cpfAleatorio();
const cpfFormatado = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
const telefone = `119${cpf.slice(0, 8)}`;
const nome = `Cláudia Teixeira ${cpf.slice(0, 4)}`;
const externas: string[] = [];
let page: Page;

/** The customer's sales and balance in the demo programme, straight from the database. */
async function noBanco() {
  const vendas = await banco<{ documento_externo: string; valor_venda: string; status: string }>(
    `SELECT v.documento_externo, v.valor_venda::text, v.status FROM venda v JOIN cliente c ON c.id = v.cliente_id
      WHERE c.cpf = $1 ORDER BY v.criado_em`,
    [cpf],
  );
  const [saldo] = await banco<{ cashback: string; pontos: string }>(
    `SELECT coalesce(sum(l.valor_disponivel) FILTER (WHERE l.tipo_beneficio = 'Cashback'), 0)::text AS cashback,
            coalesce(sum(l.valor_disponivel) FILTER (WHERE l.tipo_beneficio = 'Pontos'), 0)::text AS pontos
       FROM lote l JOIN cliente c ON c.id = l.cliente_id WHERE c.cpf = $1 AND l.status = 'Disponivel'`,
    [cpf],
  );
  return { vendas, cashback: Number(saldo!.cashback), pontos: Number(saldo!.pontos) };
}

async function foto(nomeTela: string, testInfo: TestInfo) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    axe.violations,
    `${nomeTela}: ${axe.violations.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`).join('; ')}`,
  ).toEqual([]);
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  const arquivo = testInfo.outputPath(`${nomeTela}.png`);
  await page.screenshot({ path: arquivo, fullPage: true });
  await testInfo.attach(nomeTela, { path: arquivo, contentType: 'image/png' });
}

/** How many lines a text is laid out on. */
const linhasDoTexto = (l: Locator) =>
  l.evaluate((e) => {
    const r = document.createRange();
    r.selectNodeContents(e);
    return new Set([...r.getClientRects()].map((x) => Math.round(x.top))).size;
  });

const teclas = async (...ks: string[]) => {
  for (const k of ks) await page.keyboard.press(k);
};

test.beforeAll(async ({ browser }) => {
  page = await novaPagina(browser, 'caixa', { width: 360, height: 800 });
  page.on('request', (r) => {
    if (!r.url().startsWith(`${ORIGEM}/`) && !r.url().startsWith('data:')) externas.push(r.url());
  });
  await page.goto('/painel/entrar');
  await preencherLogin(page, USUARIOS_DEMO.caixa);
});

test.afterAll(async () => {
  await page?.context().close();
  expect(externas).toEqual([]);
});

test('360 px, keyboard only: CPF lookup, registration with consent, a sale with its preview, two redemptions', async ({}, testInfo) => {
  await page.goto('/painel/caixa');
  const busca = page.getByLabel('QR do clube do cliente');
  await expect(busca).toBeFocused();
  await expect(page.getByText('Loja deste caixa')).toBeVisible();
  await expect(page.getByLabel('Loja deste caixa')).toHaveValue(LOJAS_DEMO.centro.cnpj);

  // A scanner that reads something else: the cashier is told what to do.
  await page.keyboard.type('https://example.com/qr');
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('alert').filter({ hasText: 'QR Code inválido ou expirado. Peça ao cliente para atualizar o QR no app do clube.' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(busca).toHaveValue('');

  // By CPF: Shift+Tab to the choice, → to CPF, Tab back to the field, masked while typed.
  await teclas('Shift+Tab', 'ArrowRight', 'Tab');
  const campoCpf = page.getByLabel('CPF do cliente');
  await expect(campoCpf).toBeFocused();
  await page.keyboard.type(cpf);
  await expect(campoCpf).toHaveValue(cpfFormatado);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Nenhum cliente encontrado com este CPF ou telefone neste programa.')).toBeVisible();
  // Not found: Enter opens the registration with the CPF, the focus on the name.
  await expect(page.getByRole('button', { name: 'Cadastrar cliente' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('CPF', { exact: true })).toHaveValue(cpfFormatado);
  await expect(page.getByLabel('Nome completo')).toBeFocused();
  await page.keyboard.type(nome);
  await page.keyboard.press('Tab');
  await page.keyboard.type(telefone);
  await expect(page.getByLabel('Celular (opcional)')).toHaveValue(`(11) 9${telefone.slice(3, 7)}-${telefone.slice(7)}`);
  // Enter without the consent: said next to it, and the focus goes there; Space ticks it, Enter sends.
  await page.keyboard.press('Enter');
  await expect(page.getByText('Sem o aceite do cliente não é possível cadastrar (LGPD).')).toBeVisible();
  await expect(page.getByRole('checkbox')).toBeFocused();
  await foto('caixa-360-cadastro', testInfo);
  await teclas('Space', 'Enter');
  await expect(page.getByTestId('caixa-cliente-nome')).toHaveText(nome);
  await expect(page.getByText('Cliente cadastrado.')).toBeVisible();
  const [consent] = await banco<{ canal: string; aceito: boolean }>(
    'SELECT k.canal, k.aceito FROM consentimento_lgpd k JOIN cliente c ON c.id = k.cliente_id WHERE c.cpf = $1',
    [cpf],
  );
  expect(consent).toEqual({ canal: 'Painel', aceito: true });
  // Registered at this counter: its store is the customer's store of origin.
  const [vinculo] = await banco<{ loja_origem_id: string | null }>(
    'SELECT ct.loja_origem_id FROM cliente_tenant ct JOIN cliente c ON c.id = ct.cliente_id WHERE c.cpf = $1',
    [cpf],
  );
  expect(vinculo).toEqual({ loja_origem_id: LOJAS_DEMO.centro.id });

  // The sale: value, Enter = preview of the three models, Enter = confirm.
  const valor = page.getByLabel('Valor da venda (R$)');
  await expect(valor).toBeFocused();
  const documento = await page.getByLabel('Nº do documento (cupom)').inputValue();
  expect(documento).toMatch(/^CX-\d{8}-[0-9A-Z]{8}$/);
  // Over R$ 1.000 the amount to pay is still on one line ("R$" never apart from it); Esc corrects the value.
  await page.keyboard.type('1.234,56');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('caixa-valor-final')).toHaveText('R$ 1.234,56');
  expect(await linhasDoTexto(page.getByTestId('caixa-valor-final'))).toBe(1);
  await page.keyboard.press('Escape');
  await expect(valor).toBeFocused();
  await valor.fill('');
  await page.keyboard.type('120,50');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Confirmar venda (Enter)' })).toBeFocused();
  await expect(page.getByText('paga R$ 120,50 · credita R$ 6,03 de cashback e 120 pontos')).toBeVisible();
  await expect(page.getByText('O cliente não tem cashback disponível.')).toBeVisible();
  await expect(page.getByText('R$ 6,03 de desconto · paga R$ 114,47 · credita 114 pontos')).toBeVisible();
  await expect(page.getByTestId('caixa-valor-final')).toHaveText('R$ 120,50');
  await foto('caixa-360-previa', testInfo);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Venda registrada.')).toBeVisible();
  await expect(page.getByTestId('caixa-saldo-cashback')).toHaveText('R$ 6,03');
  await expect(page.getByTestId('caixa-saldo-pontos')).toHaveText('120 pontos');
  expect(await noBanco()).toEqual({
    vendas: [{ documento_externo: documento, valor_venda: '120.50', status: 'Registrada' }],
    cashback: 6.03,
    pontos: 120,
  });

  // F7: redeem R$ 5,00 of cashback (Enter to check, Enter to confirm).
  await page.keyboard.press('F7');
  await expect(page.getByLabel('Valor a resgatar (R$)')).toBeFocused();
  await page.keyboard.type('5');
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Resgatar R$ 5,00 de cashback de ${nome}?`)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Resgate registrado.')).toBeVisible();
  await expect(page.getByTestId('caixa-saldo-cashback')).toHaveText('R$ 1,03');

  // Another: 100 points for a mug. Enter = new redemption; Shift+Tab, → = Pontos; Tab, Tab = the gift.
  await page.keyboard.press('Enter');
  await teclas('Shift+Tab', 'ArrowRight', 'Tab');
  await expect(page.getByLabel('Pontos a resgatar')).toBeFocused();
  await page.keyboard.type('100');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Caneca do clube');
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Resgatar 100 pontos por “Caneca do clube” de ${nome}?`)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Resgate registrado.')).toBeVisible();
  await expect(page.getByTestId('caixa-saldo-pontos')).toHaveText('20 pontos');
  await foto('caixa-360-resgate', testInfo);
  const resgates = await banco<{ tipo_beneficio: string; valor: string; descricao_troca: string | null }>(
    `SELECT r.tipo_beneficio, r.valor::text, r.descricao_troca FROM resgate r JOIN cliente c ON c.id = r.cliente_id
      WHERE c.cpf = $1 ORDER BY r.criado_em`,
    [cpf],
  );
  expect(resgates).toEqual([
    { tipo_beneficio: 'Cashback', valor: '5.00', descricao_troca: null },
    { tipo_beneficio: 'Pontos', valor: '100.00', descricao_troca: 'Caneca do clube' },
  ]);
  expect(await noBanco()).toMatchObject({ cashback: 1.03, pontos: 20 });
});

test('1366 px: a lost answer and a reload credit once; a double click credits once; a sale is cancelled', async ({}, testInfo) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  // The sale reaches the server but its answer never reaches the browser.
  let perdidas = 0;
  await page.route('**/api/v1/admin/caixa/venda', async (route) => {
    await route.fetch();
    perdidas++;
    await route.abort('failed');
  });
  await page.keyboard.press('F4');
  const valor = page.getByLabel('Valor da venda (R$)');
  await expect(valor).toBeFocused();
  const documento = await page.getByLabel('Nº do documento (cupom)').inputValue();
  await page.keyboard.type('80');
  await page.keyboard.press('Enter');
  // Model 2 needs R$ 5,00 of available cashback; the customer has R$ 1,03.
  await expect(page.getByText('O cashback disponível está abaixo do mínimo para uso da campanha (R$ 5,00).')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Sem conexão com o servidor. Verifique a internet e tente de novo.')).toBeVisible();
  expect(perdidas).toBe(1);
  await page.unroute('**/api/v1/admin/caixa/venda');
  expect((await noBanco()).vendas.map((v) => v.documento_externo)).toEqual([expect.any(String), documento]);

  // Reload: the form keeps its number; the same sale again is the one already recorded. By phone this time.
  await page.reload();
  await expect(page.getByLabel('QR do clube do cliente')).toBeFocused();
  await teclas('Shift+Tab', 'ArrowRight', 'ArrowRight', 'Tab');
  await expect(page.getByLabel('Telefone do cliente')).toBeFocused();
  await page.keyboard.type(telefone);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('caixa-cliente-nome')).toHaveText(nome);
  await expect(page.getByLabel('Nº do documento (cupom)')).toHaveValue(documento);
  await page.keyboard.type('80');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Confirmar venda (Enter)' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Esta venda já estava registrada com este número de documento: nada foi creditado de novo.')).toBeVisible();
  await expect(page.getByTestId('caixa-saldo-cashback')).toHaveText('R$ 5,03');
  await expect(page.getByTestId('caixa-saldo-pontos')).toHaveText('100 pontos');
  // Read across the counter: each balance on one line, never "R$" or "pontos" apart from the amount.
  for (const saldo of ['caixa-saldo-cashback', 'caixa-saldo-pendente', 'caixa-saldo-pontos']) {
    expect(await linhasDoTexto(page.getByTestId(saldo)), saldo).toBe(1);
  }
  expect(await noBanco()).toMatchObject({ cashback: 5.03, pontos: 100 });
  expect((await noBanco()).vendas).toHaveLength(2);

  // A double click on the confirmation, model 3 (↓ skips model 2, now allowed: R$ 5,03 available).
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Valor da venda (R$)')).toBeFocused();
  const documento3 = await page.getByLabel('Nº do documento (cupom)').inputValue();
  expect(documento3).not.toBe(documento);
  await page.keyboard.type('40');
  await page.keyboard.press('Enter');
  await page.getByRole('radio', { name: /Desconto com o cashback desta compra/ }).check();
  await expect(page.getByTestId('caixa-valor-final')).toHaveText('R$ 38,00');
  await foto('caixa-1366-previa', testInfo);
  await page.getByRole('button', { name: 'Confirmar venda (Enter)' }).dblclick();
  await expect(page.getByText(/Venda registrada\.|já estava registrada/)).toBeVisible();
  await expect(page.getByTestId('caixa-saldo-pontos')).toHaveText('138 pontos');
  const depois = await noBanco();
  expect(depois.vendas.filter((v) => v.documento_externo === documento3)).toEqual([
    { documento_externo: documento3, valor_venda: '40.00', status: 'Registrada' },
  ]);
  expect(depois).toMatchObject({ cashback: 5.03, pontos: 138 });

  // The cashier's phone reloads the page: the customer's sales of today at this store are read
  // from the server, so the list of F9 still has them (newest first), and fits the phone.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.reload();
  await expect(page.getByLabel('QR do clube do cliente')).toBeFocused();
  await teclas('Shift+Tab', 'ArrowRight', 'ArrowRight', 'Tab');
  await page.keyboard.type(telefone);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('caixa-cliente-nome')).toHaveText(nome);
  await page.keyboard.press('F9');
  const listaDeHoje = page.getByRole('list').filter({ has: page.getByRole('button', { name: 'Cancelar esta' }) });
  /** A line of the list: document, amount, time (the store's clock) and its button. */
  const item = (doc: string, valor: string) => new RegExp(`^${doc}\\s*R\\$\\s*${valor}\\s*·\\s*\\d{2}:\\d{2}\\s*Cancelar esta$`);
  await expect(listaDeHoje.getByRole('listitem')).toHaveText([
    item(documento3, '40,00'),
    item(documento, '80,00'),
    item('CX-\\d{8}-[0-9A-Z]{8}', '120,50'),
  ]);
  await foto('caixa-360-cancelar-lista', testInfo);
  await page.setViewportSize({ width: 1366, height: 900 });

  // F9: cancel that sale, from the list. The confirmation shows the exact
  // reversal (the server's dry run): 38 points leave, balances before and after; Esc goes back
  // without writing anything; Enter confirms.
  await page.keyboard.press('F9');
  await expect(page.getByLabel('Nº do documento da venda')).toBeFocused();
  // A number that is no sale of this store: the preview says so next to the field.
  await page.keyboard.type('CX-NAO-EXISTE');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Nº do documento da venda')).toHaveAccessibleDescription('Venda não encontrada.');
  await page.getByLabel('Nº do documento da venda').fill('');
  const cancelarEsta = page.getByRole('listitem').filter({ hasText: documento3 }).getByRole('button', { name: 'Cancelar esta' });
  await cancelarEsta.click();
  await expect(page.getByText(`Cancelar a venda do documento ${documento3} (R$ 40,00)?`)).toBeVisible();
  const previa = page.getByTestId('caixa-cancelar-previa');
  await expect(previa.getByRole('listitem')).toHaveText(['Saem 38 pontos (os creditados pela venda).']);
  await expect(page.getByTestId('caixa-cancelar-saldo-cashback')).toHaveText('CashbackR$ 5,03R$ 5,03');
  await expect(page.getByTestId('caixa-cancelar-saldo-pendente')).toHaveText('PendenteR$ 0,00R$ 0,00');
  await expect(page.getByTestId('caixa-cancelar-saldo-pontos')).toHaveText('Pontos138 pontos100 pontos');
  await expect(page.getByRole('button', { name: 'Cancelar a venda (Enter)' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByLabel('Nº do documento da venda')).toBeFocused();
  expect((await noBanco()).vendas.find((v) => v.documento_externo === documento3)?.status).toBe('Registrada');
  expect(await noBanco()).toMatchObject({ cashback: 5.03, pontos: 138 });
  await cancelarEsta.click();
  await expect(page.getByTestId('caixa-cancelar-saldo-pontos')).toHaveText('Pontos138 pontos100 pontos');
  await expect(page.getByRole('button', { name: 'Cancelar a venda (Enter)' })).toBeFocused();
  await foto('caixa-1366-cancelar-previa', testInfo);
  await page.setViewportSize({ width: 360, height: 800 });
  await foto('caixa-360-cancelar-previa', testInfo);
  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(page.getByRole('button', { name: 'Cancelar a venda (Enter)' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Venda cancelada.')).toBeVisible();
  await expect(page.getByText('Estornados R$ 0,00 de cashback e 38 pontos.')).toBeVisible();
  await expect(page.getByTestId('caixa-saldo-pontos')).toHaveText('100 pontos');
  await foto('caixa-1366-cancelada', testInfo);
  // The cancelled sale leaves the list; the others stay.
  await page.keyboard.press('Enter');
  await expect(listaDeHoje.getByRole('listitem')).toHaveCount(2);
  await expect(listaDeHoje.getByRole('listitem').first()).toContainText(documento);
  await expect(listaDeHoje).not.toContainText(documento3);
  const fim = await noBanco();
  expect(fim.vendas.find((v) => v.documento_externo === documento3)?.status).toBe('Cancelada');
  expect(fim).toMatchObject({ cashback: 5.03, pontos: 100 });

  // Every action of the counter is in the audit log, with the operator.
  const audit = await banco<{ acao: string; n: number }>(
    `SELECT acao, count(*)::int AS n FROM auditoria_admin WHERE usuario_id = $1 AND acao LIKE 'Caixa%'
        AND depois->>'clienteId' = (SELECT id::text FROM cliente WHERE cpf = $2) GROUP BY acao ORDER BY acao`,
    [USUARIOS_DEMO.caixa.id, cpf],
  );
  expect(audit.find((a) => a.acao === 'CaixaResgatar')?.n).toBe(2);
  expect(audit.find((a) => a.acao === 'CaixaCancelarVenda')?.n).toBe(1);
  expect(audit.find((a) => a.acao === 'CaixaRegistrarVenda')?.n).toBeGreaterThanOrEqual(4);
});

test('the customer page shows the store of origin of a customer registered at the counter', async () => {
  const [c] = await banco<{ id: string }>('SELECT id FROM cliente WHERE cpf = $1', [cpf]);
  await page.goto(`/painel/clientes/${c!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nome);
  await expect(page.locator('dt:text-is("Loja de origem") + dd')).toHaveText(LOJAS_DEMO.centro.nome);
});

/** Amounts ("R$ 114,47") whose "R$" and digits are laid out on different lines, in `l`. */
const quantiasPartidas = (l: Locator) =>
  l.evaluate((raiz) => {
    const partidas: string[] = [];
    const andar = document.createTreeWalker(raiz, NodeFilter.SHOW_TEXT);
    for (let n = andar.nextNode(); n; n = andar.nextNode()) {
      for (const m of (n.textContent ?? '').matchAll(/R\$\s[\d.,]+/g)) {
        const r = document.createRange();
        r.setStart(n, m.index);
        r.setEnd(n, m.index + m[0].length);
        if (new Set([...r.getClientRects()].map((x) => Math.round(x.top))).size > 1) partidas.push(m[0]);
      }
    }
    return partidas;
  });

test('a phone at the counter (touch, 360 × 740): no keyboard hints, thumb-size targets, "R$" never apart from its amount', async ({}, testInfo) => {
  // The cashier's own session, on a touch screen (no new sign-in: the file's login budget is 1).
  const fone = await novaPagina(
    page.context().browser()!,
    'caixa',
    { width: 360, height: 740 },
    { hasTouch: true, isMobile: true, storageState: await page.context().storageState() },
  );
  try {
    await fone.goto('/painel/caixa');
    // The QR field is for a reader on a cable: on a phone its focus would only open the on-screen
    // keyboard (a desktop focuses it at once: the first test). Its placeholder is not cut ("Leia o QR com o le…").
    const qr = fone.getByLabel('QR do clube do cliente');
    await expect(qr).toBeVisible();
    await expect(fone.getByText('Sem leitor? Toque em “Ler QR com a câmera”, abaixo.')).toBeVisible();
    // Measured as text: an input's scrollWidth counts its value, never its placeholder. Polled: the
    // page decides it once hydrated, when a desktop's field takes the focus.
    const placeholderCabe = () =>
      qr.evaluate((e: HTMLInputElement) => {
        const estilo = getComputedStyle(e);
        const ctx = document.createElement('canvas').getContext('2d')!;
        ctx.font = estilo.font;
        const espaco = e.clientWidth - parseFloat(estilo.paddingLeft) - parseFloat(estilo.paddingRight);
        return ctx.measureText(e.placeholder).width <= espaco ? 'cabe' : `cortado: "${e.placeholder}"`;
      });
    await expect.poll(placeholderCabe).toBe('cabe');
    await expect(qr).not.toBeFocused();
    // The first screen shows the customer search without scrolling (360 × 740).
    const caixaQr = (await qr.boundingBox())!;
    expect(caixaQr.y + caixaQr.height).toBeLessThanOrEqual(740);
    expect(await fone.evaluate(() => window.scrollY)).toBe(0);
    const primeiraTela = testInfo.outputPath('celular-primeira-tela.png');
    await fone.screenshot({ path: primeiraTela });
    await testInfo.attach('celular-primeira-tela', { path: primeiraTela, contentType: 'image/png' });
    // F2/F4/F7/F9, Enter, Esc, Shift+Tab and arrows mean nothing to a thumb: hidden, not read out.
    await expect(fone.getByLabel('Atalhos de teclado')).toBeHidden();
    await expect(fone.getByText('Tudo pelo teclado')).toBeHidden();
    await expect(fone.getByText('Shift+Tab')).toBeHidden();
    // Instead, the way to a QR on a phone.
    await expect(fone.getByText('Sem leitor? Toque em “Ler QR com a câmera”, abaixo.')).toBeVisible();
    await fone.getByText('CPF', { exact: true }).tap();
    await fone.getByLabel('CPF do cliente').fill(cpf);
    await fone.getByRole('button', { name: 'Buscar' }).tap();
    await expect(fone.getByTestId('caixa-cliente-nome')).toHaveText(nome);
    await expect(fone.getByRole('button', { name: 'Trocar cliente', exact: true }).first()).toBeVisible();
    for (const aba of ['Venda', 'Resgate', 'Cancelar venda'])
      await expect(fone.getByRole('group', { name: 'Operação' }).getByRole('button', { name: aba, exact: true })).toBeVisible();
    // "Lotes ativos" opens with a thumb: at least 40 px tall.
    expect((await fone.getByText(/^Lotes ativos/).boundingBox())!.height).toBeGreaterThanOrEqual(40);

    await fone.getByLabel('Valor da venda (R$)').fill('120,50');
    await fone.getByRole('button', { name: 'Conferir venda', exact: true }).tap();
    await expect(fone.getByRole('button', { name: 'Confirmar venda', exact: true })).toBeVisible();
    await expect(fone.getByRole('group', { name: 'Desconto', exact: true })).toBeVisible();
    expect(await quantiasPartidas(fone.getByRole('group', { name: 'Desconto', exact: true }))).toEqual([]);
    await fone.getByRole('button', { name: 'Corrigir', exact: true }).tap();

    await fone.getByRole('group', { name: 'Operação' }).getByRole('button', { name: 'Resgate', exact: true }).tap();
    await expect(fone.getByRole('button', { name: 'Conferir resgate', exact: true })).toBeVisible();
    expect(await quantiasPartidas(fone.locator('#caixa-acao'))).toEqual([]);
    // A space between the word and the balance, as laid out (a flex label dropped it: "Cashback(R$ 5,03)").
    const espaco = await fone
      .locator('#caixa-acao label')
      .filter({ hasText: 'Cashback' })
      .evaluate((l) => {
        const palavra = document
          .createTreeWalker(l, NodeFilter.SHOW_TEXT, (n) =>
            n.textContent?.includes('Cashback') ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP,
          )
          .nextNode()!;
        const r = document.createRange();
        r.selectNodeContents(palavra);
        const [w, q] = [r.getBoundingClientRect(), l.querySelector('.whitespace-nowrap')!.getBoundingClientRect()];
        // On the next line, or apart on the same one.
        return q.top >= w.bottom - 1 ? 'linha seguinte' : q.left - w.right > 2 ? 'separado' : `colado (${q.left - w.right} px)`;
      });
    expect(espaco).toMatch(/^(linha seguinte|separado)$/);
    // Nothing was written: the balance is the one the keyboard test left.
    expect(await noBanco()).toMatchObject({ cashback: 5.03, pontos: 100 });
  } finally {
    await fone.context().close();
  }
});
