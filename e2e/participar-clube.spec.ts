// "Participe do clube" (docs/clube.md, "Participar pelo link da loja") in a real browser against
// the production build: the manager opens a store's "Link do clube" (the address, the QR code) and
// its printable A4 poster; another tenant's store is the panel's not-found. A new customer opens
// the link on a 360 px phone, fills the form (a number not on WhatsApp switches to e-mail), gets
// the code from the development sink, confirms and lands signed in on the club, which names the
// programme; the panel's Clientes finds them. A CPF already registered with another e-mail gets
// the API's 409 on the page; an unknown store is the friendly "Loja não encontrada" (404).
// Every screen: axe-core (WCAG 2 A/AA), no horizontal scroll at 360 px, screenshots at 1366 and 360.
//
// Budget of the rate limits (this file's own address, see ipDoArquivo): 1 panel login, 3 code
// requests (3/min: WhatsApp unavailable, e-mail, the 409 case), 3 confirmations (5/min: a wrong code among them).
import { expect, test, type Page } from '@playwright/test';
import { LOJAS_DEMO, TENANT_DEMO, USUARIOS_DEMO } from '../prisma/demo';
import { cnpjAleatorio, cpfAleatorio } from '../lib/documentos/gerar';
import { E2E, ipDoArquivo } from './global-setup';
import {
  banco,
  fotografarA360,
  novaPagina,
  pinNoSink,
  preencherLogin,
  registrarLarguras,
  registrarTela,
  venderPeloPdv,
  verificarAcessibilidade,
} from './apoio';

const ARQUIVO = 'participar-clube';
test.use({ extraHTTPHeaders: { 'x-e2e-ip': ipDoArquivo(ARQUIVO) } });
test.describe.configure({ mode: 'serial' });

const LOJA = LOJAS_DEMO.centro;
const cpf = cpfAleatorio();
const cpfComMascara = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
const sufixo = cpf.slice(0, 5);
const nome = `Paula Participa ${sufixo}`;
const email = `participar.${cpf}@e2e.dev`;
// Not on WhatsApp for the development sink (ends in 0000); a new one each run, since the lookups of
// one number are limited per hour (REGRAS.whatsappCadastroClube) and the limits live in Redis.
const celularSemWhatsapp = `119${cpf.slice(0, 4)}0000`;
const celularComMascara = `(11) 9${cpf.slice(0, 4)}-0000`;

let gerente: Page;
let celular: Page;
const requisicoes: string[] = [];

test.beforeAll(async ({ browser }) => {
  gerente = await novaPagina(browser, ARQUIVO, { width: 1366, height: 900 });
  celular = await novaPagina(browser, ARQUIVO, { width: 360, height: 740 });
  for (const p of [gerente, celular]) p.on('request', (r) => requisicoes.push(r.url()));
});

test.afterAll(async () => {
  // Nothing leaves the app: the QR codes are drawn here, not by a remote service.
  expect(requisicoes.filter((u) => !u.startsWith(`http://127.0.0.1:${E2E.porta}/`) && !u.startsWith('data:'))).toEqual([]);
  await gerente?.context().close();
  await celular?.context().close();
});

test("the manager opens the store's club link (address, QR code) and prints its A4 poster", async ({}, testInfo) => {
  await gerente.goto('/painel/entrar');
  await preencherLogin(gerente, USUARIOS_DEMO.gerente);
  await gerente.goto('/painel/lojas');
  await gerente.getByRole('button', { name: `Link do clube da loja ${LOJA.nome}` }).click();

  const dialogo = gerente.getByRole('dialog', { name: `Link do clube: ${LOJA.nome}` });
  await expect(dialogo).toBeVisible();
  const endereco = dialogo.getByLabel('Link de cadastro no clube');
  await expect(endereco).toHaveValue(new RegExp(`^https?://[^/]+/clube/participar/${LOJA.id}$`));
  const qr = dialogo.getByRole('img', { name: `QR code do link do clube da loja ${LOJA.nome}` });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
  expect(await qr.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThanOrEqual(256);
  await expect(dialogo.getByRole('link', { name: 'Baixar QR (PNG)' })).toHaveAttribute('download', 'qr-clube-demo-centro.png');
  await registrarTela(gerente, 'lojas-link-do-clube', testInfo);
  await fotografarA360(gerente, 'lojas-link-do-clube', testInfo, dialogo);
  await gerente.screenshot({ path: '/tmp/shots-ui/lojas-link-do-clube-1366.png' });

  await dialogo.getByRole('link', { name: 'Imprimir cartaz' }).click();
  await gerente.waitForURL(`**/painel/lojas/${LOJA.id}/cartaz`);
  await expect(gerente.getByRole('heading', { level: 1, name: `Cartaz do clube: ${LOJA.nome}` })).toBeVisible();
  const cartaz = gerente.getByRole('article', { name: 'Cartaz para impressão' });
  await expect(cartaz.getByRole('heading', { name: `Participe do clube ${TENANT_DEMO.nome}` })).toBeVisible();
  await expect(cartaz.getByRole('listitem').first()).toContainText('5 % de cashback em compras a partir de R$ 10,00');
  await expect(cartaz.getByRole('img', { name: `QR code do cadastro no clube da loja ${LOJA.nome}` })).toBeVisible();
  await expect(cartaz.getByText(new RegExp(`/clube/participar/${LOJA.id}$`))).toBeVisible();
  await registrarLarguras(gerente, 'cartaz', testInfo);
  for (const largura of [1366, 360]) {
    await gerente.setViewportSize({ width: largura, height: largura === 360 ? 740 : 900 });
    await gerente.screenshot({ path: `/tmp/shots-ui/cartaz-${largura}.png`, fullPage: true });
  }
  await gerente.setViewportSize({ width: 1366, height: 900 });

  // Printed: the panel's menu and the buttons stay off the sheet, and the poster fits one A4 page.
  await gerente.emulateMedia({ media: 'print' });
  await expect(gerente.getByRole('button', { name: 'Imprimir' })).toBeHidden();
  await expect(gerente.getByRole('link', { name: 'Voltar para Lojas' })).toBeHidden();
  await gerente.screenshot({ path: testInfo.outputPath('cartaz-impressao.png'), fullPage: true });
  // The PDF as Chromium prints it (its print CSS: no media emulated, or `screen` would be used).
  await gerente.emulateMedia({ media: null });
  const pdf = await gerente.pdf({ preferCSSPageSize: true });
  await testInfo.attach('cartaz.pdf', { body: pdf, contentType: 'application/pdf' });
  const paginas = pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? [];
  expect(paginas, 'o cartaz ocupa uma folha A4').toHaveLength(1);
  // The A4 size: 595 × 842 points (Skia writes them with its own rounding).
  const caixa = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(pdf.toString('latin1'));
  expect(Math.round(Number(caixa?.[1]))).toBe(595);
  expect(Math.round(Number(caixa?.[2]))).toBe(842);
});

test("another tenant's store: its poster is the panel's not-found", async () => {
  const [outro] = await banco<{ id: string }>(`INSERT INTO tenant (nome) VALUES ($1) RETURNING id`, [`Outro programa ${sufixo}`]);
  const [loja] = await banco<{ id: string }>(`INSERT INTO loja (tenant_id, cnpj, nome) VALUES ($1, $2, 'Loja de outro') RETURNING id`, [
    outro!.id,
    cnpjAleatorio(),
  ]);
  // The panel streams its pages (its loading.tsx): the not-found arrives in a 200 answer, as for any record.
  await gerente.goto(`/painel/lojas/${loja!.id}/cartaz`);
  await expect(gerente.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  expect(await gerente.locator('body').innerText()).not.toContain('Loja de outro');
  // Not a UUID either.
  await gerente.goto('/painel/lojas/abc/cartaz');
  await expect(gerente.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
});

test('an unknown store link is the friendly "Loja não encontrada" page (404)', async ({}, testInfo) => {
  for (const id of ['00000000-0000-4000-8000-000000000000', 'nao-e-uuid']) {
    const r = await celular.goto(`/clube/participar/${id}`);
    expect(r?.status()).toBe(404);
    await expect(celular.getByRole('heading', { level: 1, name: 'Loja não encontrada' })).toBeVisible();
  }
  await expect(celular.getByRole('link', { name: 'Entrar no clube' })).toHaveAttribute('href', '/clube/entrar');
  await verificarAcessibilidade(celular, 'participar-loja-nao-encontrada');
  await celular.screenshot({ path: testInfo.outputPath('participar-loja-nao-encontrada-360.png') });
  await celular.screenshot({ path: '/tmp/shots-ui/participar-loja-nao-encontrada-360.png' });
});

test('a new customer joins at 360 px: the form, the code from the sink, signed in on the club', async ({ request }, testInfo) => {
  await celular.goto(`/clube/participar/${LOJA.id}`);
  const principal = celular.getByRole('main');
  await expect(principal.getByRole('heading', { level: 1, name: `Participe do clube ${TENANT_DEMO.nome}` })).toBeVisible();
  await expect(principal).toContainText(`Loja ${LOJA.nome}`);
  // The demo store's campaigns (Cashback 5 % from R$ 10,00, 90 days; Pontos 1 per R$ 1,00), in the API's lines.
  const beneficios = principal.getByRole('list', { name: 'Benefícios' });
  await expect(beneficios.getByRole('listitem').first()).toContainText('5 % de cashback em compras a partir de R$ 10,00');
  await expect(beneficios).toContainText('1 ponto a cada R$ 1,00');
  await expect(celular).toHaveTitle(`Participe do clube ${TENANT_DEMO.nome} · Clube Fidelidade`);
  await registrarLarguras(celular, 'participar-formulario', testInfo);
  await celular.setViewportSize({ width: 360, height: 740 });
  await celular.screenshot({ path: '/tmp/shots-ui/participar-formulario-360.png', fullPage: true });

  // Sent empty: a message next to each field the form needs, and the focus on the first one.
  await principal.getByRole('button', { name: 'Receber código' }).click();
  await expect(principal.getByLabel('CPF')).toBeFocused();
  await expect(principal.getByText('Preencha o CPF.')).toBeVisible();
  await expect(principal.getByText('Preencha o seu nome.')).toBeVisible();
  await expect(principal.getByText('Informe o celular com DDD para receber o código pelo WhatsApp.')).toBeVisible();
  await expect(principal.getByText('Aceite de LGPD é obrigatório para cadastro.')).toBeVisible();
  await verificarAcessibilidade(celular, 'participar-mensagens');
  await celular.screenshot({ path: testInfo.outputPath('participar-mensagens-360.png'), fullPage: true });

  // The CPF's mask while typing; a number the development sink says is not on WhatsApp (ends in 0000).
  await principal.getByLabel('CPF').pressSequentially(cpf);
  await expect(principal.getByLabel('CPF')).toHaveValue(cpfComMascara);
  await principal.getByLabel('Nome completo').fill(nome);
  await principal.getByLabel('Celular (WhatsApp)').pressSequentially(celularSemWhatsapp);
  await expect(principal.getByLabel('Celular (WhatsApp)')).toHaveValue(celularComMascara);
  await principal.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await principal.getByLabel('Data de nascimento (opcional)').fill('1991-05-20');
  await expect(principal.getByRole('radio', { name: 'WhatsApp' })).toBeChecked();
  await principal.getByRole('checkbox', { name: 'Li o termo acima e aceito.' }).check();
  // Offers only through the contact the code confirms: the box of the chosen channel alone.
  await expect(principal.getByRole('checkbox', { name: `Quero receber ofertas de ${TENANT_DEMO.nome} pelo WhatsApp` })).toBeVisible();
  await expect(principal.getByRole('checkbox', { name: `Quero receber ofertas de ${TENANT_DEMO.nome} por e-mail` })).toHaveCount(0);
  await principal.getByRole('button', { name: 'Receber código' }).click();
  await expect(principal.getByText('Este número não está no WhatsApp. Escolha receber o código por e-mail.')).toBeVisible({
    timeout: 10_000,
  });
  await expect(principal.getByRole('radio', { name: 'E-mail' })).toBeChecked();
  await expect(principal.getByRole('radio', { name: 'E-mail' })).toBeFocused();
  await principal.getByRole('checkbox', { name: `Quero receber ofertas de ${TENANT_DEMO.nome} por e-mail` }).check();
  await fotografarA360(celular, 'participar-whatsapp-indisponivel', testInfo);
  await celular.setViewportSize({ width: 360, height: 740 });

  await principal.getByRole('button', { name: 'Receber código' }).click();
  await expect(principal.getByRole('heading', { name: 'Confirme seu contato' })).toBeFocused({ timeout: 10_000 });
  await expect(principal.getByText(/Enviamos um código de 6 dígitos por e-mail para/)).toContainText('@e*e.dev');
  await expect(principal.getByLabel('Código de 6 dígitos')).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(principal.getByRole('button', { name: 'Reenviar código' })).toBeVisible();
  await expect(principal.getByRole('button', { name: 'Voltar' })).toBeVisible();
  await registrarLarguras(celular, 'participar-codigo', testInfo);
  await celular.setViewportSize({ width: 360, height: 740 });
  await celular.screenshot({ path: '/tmp/shots-ui/participar-codigo-360.png', fullPage: true });

  const codigo = await pinNoSink(request, email);
  await principal.getByLabel('Código de 6 dígitos').fill(codigo);
  await principal.getByRole('button', { name: 'Confirmar e entrar no clube' }).click();
  await celular.waitForURL(`**/clube?participou=${LOJA.id}`, { timeout: 15_000 });
  const inicio = celular.getByRole('main');
  await expect(inicio.getByRole('heading', { level: 1, name: 'Olá, Paula!' })).toBeVisible();
  await expect(inicio.getByRole('status').filter({ hasText: 'Pronto!' })).toHaveText(
    `Pronto! Você participa do clube ${TENANT_DEMO.nome}. Mostre seu QR no caixa da loja ${LOJA.nome} para ganhar seus benefícios.`,
  );
  await registrarLarguras(celular, 'clube-apos-participar', testInfo);
  await celular.setViewportSize({ width: 360, height: 740 });
  await celular.screenshot({ path: '/tmp/shots-ui/clube-apos-participar-360.png', fullPage: true });

  // One person, a member of the demo programme, with the data typed (the e-mail lower case).
  const pessoas = await banco<{ nome: string; email: string; telefone: string; data_nascimento: string; membros: string }>(
    `SELECT c.nome, c.email, c.telefone, to_char(c.data_nascimento, 'YYYY-MM-DD') AS data_nascimento,
            (SELECT count(*) FROM cliente_tenant ct WHERE ct.cliente_id = c.id AND ct.tenant_id = $2 AND ct.ativo)::text AS membros
       FROM cliente c WHERE c.cpf = $1`,
    [cpf, TENANT_DEMO.id],
  );
  expect(pessoas).toEqual([{ nome, email, telefone: celularSemWhatsapp, data_nascimento: '1991-05-20', membros: '1' }]);
  // The e-mail offers, proved by the code; nothing for the phone the code did not prove.
  const preferencias = await banco<{ whatsapp: boolean; email: boolean }>(
    `SELECT pc.whatsapp, pc.email FROM preferencia_comunicacao pc JOIN cliente c ON c.id = pc.cliente_id WHERE c.cpf = $1 AND pc.tenant_id = $2`,
    [cpf, TENANT_DEMO.id],
  );
  expect(preferencias).toEqual([{ whatsapp: false, email: true }]);
});

test("the panel's Clientes finds the customer who joined by the link", async () => {
  await gerente.goto('/painel/clientes');
  await gerente.getByRole('searchbox', { name: 'Buscar por nome, CPF ou e-mail' }).fill(nome);
  await gerente.getByRole('button', { name: 'Buscar' }).click();
  await expect(gerente.getByRole('row').filter({ hasText: nome })).toHaveCount(1);
});

test('a CPF registered with another e-mail gets the 409 on the page, and nothing changes', async ({ request }, testInfo) => {
  const outroCpf = cpfAleatorio();
  const emailCadastrado = `cadastrado.${outroCpf}@e2e.dev`;
  const emailNovo = `outro.${outroCpf}@e2e.dev`;
  await venderPeloPdv(request, {
    cnpjLoja: LOJA.cnpj,
    cpfCliente: outroCpf,
    valorVenda: 10,
    documentoExterno: `E2E-PARTICIPAR-${outroCpf}`,
    cliente: { nome: 'Cliente Já Cadastrado', email: emailCadastrado },
  });

  await celular.goto(`/clube/participar/${LOJA.id}`);
  const principal = celular.getByRole('main');
  await principal.getByLabel('CPF').fill(outroCpf);
  await principal.getByLabel('Nome completo').fill('Outra Pessoa');
  await principal.getByRole('textbox', { name: 'E-mail', exact: true }).fill(emailNovo);
  await principal.getByRole('radio', { name: 'E-mail' }).check();
  await principal.getByRole('checkbox', { name: 'Li o termo acima e aceito.' }).check();
  await principal.getByRole('button', { name: 'Receber código' }).click();
  await expect(principal.getByRole('heading', { name: 'Confirme seu contato' })).toBeVisible({ timeout: 10_000 });

  const codigo = await pinNoSink(request, emailNovo);
  // A wrong code first: its message, and no sign-in link (that one is for a CPF registered elsewhere only).
  await principal.getByLabel('Código de 6 dígitos').fill(String((Number(codigo) + 1) % 1_000_000).padStart(6, '0'));
  await principal.getByRole('button', { name: 'Confirmar e entrar no clube' }).click();
  await expect(principal.getByRole('alert')).toHaveText('Código inválido ou expirado.', { timeout: 15_000 });
  await expect(principal.getByRole('link', { name: 'Entrar no clube com meu CPF' })).toHaveCount(0);

  await principal.getByLabel('Código de 6 dígitos').fill(codigo);
  await principal.getByRole('button', { name: 'Confirmar e entrar no clube' }).click();
  await expect(principal.getByRole('alert')).toHaveText(
    'Este CPF já está cadastrado com outro contato. Entre no clube com seu CPF ou peça à loja para atualizar seu cadastro.',
    { timeout: 15_000 },
  );
  await expect(principal.getByRole('link', { name: 'Entrar no clube com meu CPF' })).toHaveAttribute('href', '/clube/entrar');
  expect(new URL(celular.url()).pathname).toBe(`/clube/participar/${LOJA.id}`);
  await verificarAcessibilidade(celular, 'participar-cpf-com-outro-contato');
  await celular.screenshot({ path: testInfo.outputPath('participar-cpf-com-outro-contato-360.png'), fullPage: true });
  await celular.screenshot({ path: '/tmp/shots-ui/participar-cpf-com-outro-contato-360.png', fullPage: true });

  // The registered person keeps the e-mail and the name.
  expect(await banco(`SELECT nome, email FROM cliente WHERE cpf = $1`, [outroCpf])).toEqual([
    { nome: 'Cliente Já Cadastrado', email: emailCadastrado },
  ]);
});
