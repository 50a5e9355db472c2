// "Indique e ganhe" in the club (docs/clube.md §7, "Indique e ganhe") in a real browser against the
// production build: the demo manager turns the programme's referrals on through the admin API; a
// member signs in on a 360 px phone and finds the card on the home (what each side earns, the link,
// "Copiar link" into the clipboard, "Compartilhar" as a WhatsApp link); a friend opens the link in
// another browser context, sees who invited them and what they earn, joins with the code from the
// development sink, and the admin API lists one pending referral naming the member. Every screen:
// axe-core (WCAG 2 A/AA), no horizontal scroll at 360 px.
//
// The demo programme is shared by every spec: its referral configuration is put back as this file
// found it (none saved: the row is removed), so no other spec's club home shows the card. The CPFs
// are made up here (cpfAleatorio), as no other spec can know them.
//
// Budget of the rate limits (this file's own address, see ipDoArquivo): 1 admin login, 1 club PIN
// request and 1 club login, 1 sign-up code request and 1 confirmation.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LOJAS_DEMO, TENANT_DEMO, USUARIOS_DEMO } from '../prisma/demo';
import { cpfAleatorio } from '../lib/documentos/gerar';
import { ipDoArquivo } from './global-setup';
import { banco, novaPagina, pinNoSink, registrarLarguras, venderPeloPdv } from './apoio';

const ARQUIVO = 'indicacao-clube';
test.use({ extraHTTPHeaders: { 'x-e2e-ip': ipDoArquivo(ARQUIVO) } });
test.describe.configure({ mode: 'serial' });

const LOJA = LOJAS_DEMO.centro;
const cpfMembro = cpfAleatorio();
const sufixo = cpfMembro.slice(0, 5);
const nomeMembro = `Maria Indica ${sufixo}`;
const emailMembro = `indica.${cpfMembro}@e2e.dev`;
const cpfAmigo = cpfAleatorio();
const nomeAmigo = `Amigo Indicado ${sufixo}`;
const emailAmigo = `indicado.${cpfAmigo}@e2e.dev`;

/** A programme's defaults (INDICACAO_PADRAO, lib/domain/indicacao/configurar-indicacao.ts), switched on. */
const PROGRAMA = {
  ativo: true,
  tipoBeneficio: 'Cashback',
  bonusIndicador: 10,
  bonusIndicado: 10,
  compraMinima: 50,
  diasCarencia: 7,
  limiteMensal: 10,
  validadeDias: 90,
};

type Configuracao = typeof PROGRAMA & { configurada: boolean; validadeDias: number | null };

let admin: { authorization: string };
/** The demo programme's referral configuration before this file changed it. */
let antes: Configuracao | undefined;
let membro: Page;
let amigo: Page;
/** The member's code and link, as the card shows them. */
let codigo: string;
let link: string;

async function entrarNaApiAdmin(request: APIRequestContext) {
  const login = await request.post('/api/v1/authadmin/login', {
    data: { email: USUARIOS_DEMO.gerente.email, senha: USUARIOS_DEMO.gerente.senha },
  });
  expect(login.status()).toBe(200);
  admin = { authorization: `Bearer ${(await login.json()).dados.token}` };
}

test.beforeAll(async ({ browser }) => {
  membro = await novaPagina(browser, ARQUIVO, { width: 360, height: 740 }, { permissions: ['clipboard-read', 'clipboard-write'] });
  amigo = await novaPagina(browser, ARQUIVO, { width: 360, height: 740 });
});

test.afterAll(async ({ request }) => {
  await membro?.context().close();
  await amigo?.context().close();
  // The referral this spec made (the friend's CPF is its own): gone, so the demo programme's list is as found.
  await banco(`DELETE FROM indicacao WHERE indicado_id IN (SELECT id FROM cliente WHERE cpf = $1)`, [cpfAmigo]);
  if (!antes) return;
  if (antes.configurada) {
    const { ativo, tipoBeneficio, bonusIndicador, bonusIndicado, compraMinima, diasCarencia, limiteMensal, validadeDias } = antes;
    const r = await request.put('/api/v1/admin/indicacao', {
      headers: admin,
      data: { ativo, tipoBeneficio, bonusIndicador, bonusIndicado, compraMinima, diasCarencia, limiteMensal, validadeDias },
    });
    expect(r.status(), await r.text()).toBe(200);
  } else {
    // Never saved before: no row, so GET answers the defaults again (`configurada: false`).
    await banco(`DELETE FROM programa_indicacao WHERE tenant_id = $1`, [TENANT_DEMO.id]);
  }
});

test("the manager turns the demo programme's referrals on through the admin API", async ({ request }) => {
  await entrarNaApiAdmin(request);
  const atual = await request.get('/api/v1/admin/indicacao', { headers: admin });
  expect(atual.status()).toBe(200);
  antes = (await atual.json()).dados;

  const salvo = await request.put('/api/v1/admin/indicacao', { headers: admin, data: PROGRAMA });
  expect(salvo.status(), await salvo.text()).toBe(200);
  const corpo = await salvo.json();
  expect(corpo.mensagem).toBe('Programa de indicação salvo com sucesso.');
  expect(corpo.dados).toMatchObject({ ...PROGRAMA, configurada: true });
});

test('a member signs in at 360 px and finds the "Indique e ganhe" card: the link copied, the WhatsApp share', async ({
  request,
}, testInfo) => {
  await venderPeloPdv(request, {
    cnpjLoja: LOJA.cnpj,
    cpfCliente: cpfMembro,
    valorVenda: 10,
    documentoExterno: `E2E-INDICACAO-${cpfMembro}`,
    cliente: { nome: nomeMembro, email: emailMembro },
  });
  await membro.goto('/clube');
  await expect(membro).toHaveURL(/\/clube\/entrar$/);
  await membro.getByLabel('CPF').fill(cpfMembro);
  await membro.getByRole('button', { name: 'Continuar' }).click();
  await membro.getByRole('radio', { name: 'E-mail' }).check();
  await membro.getByRole('button', { name: 'Enviar código' }).click();
  await expect(membro.getByRole('heading', { name: 'Digite o código' })).toBeVisible({ timeout: 10_000 });
  await membro.getByLabel('Código de 6 dígitos').fill(await pinNoSink(request, emailMembro));
  await membro.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(membro).toHaveURL(/\/clube$/, { timeout: 15_000 });

  const cartao = membro.getByRole('region', { name: `Indique e ganhe ${TENANT_DEMO.nome}` });
  await expect(cartao).toContainText(
    `Ganhe R$ 10,00 de cashback para cada amigo que entrar no clube ${TENANT_DEMO.nome} e fizer uma compra a partir de R$ 50,00. Seu amigo também ganha R$ 10,00.`,
  );
  await expect(cartao).toContainText('o bônus entra 7 dias depois dela, se não for cancelada.');
  // The member's code, made when the card was first read: the link is the store of origin's sign-up page with it.
  const [membresia] = await banco<{ codigo_indicacao: string }>(
    `SELECT ct.codigo_indicacao FROM cliente_tenant ct JOIN cliente c ON c.id = ct.cliente_id WHERE c.cpf = $1 AND ct.tenant_id = $2`,
    [cpfMembro, TENANT_DEMO.id],
  );
  codigo = membresia!.codigo_indicacao;
  expect(codigo).toMatch(/^[A-Z2-9]{8}$/);
  const texto = cartao.getByText(new RegExp(`/clube/participar/${LOJA.id}\\?indicacao=${codigo}$`));
  await expect(texto).toBeVisible();
  link = (await texto.textContent())!;
  await expect(cartao.getByRole('definition')).toHaveText(['0', '0', 'R$ 0,00']);

  const compartilhar = cartao.getByRole('link', { name: 'Compartilhar' });
  const whatsapp = new URL((await compartilhar.getAttribute('href'))!);
  expect(whatsapp.origin + whatsapp.pathname).toBe('https://wa.me/');
  expect(whatsapp.searchParams.get('text')).toBe(
    `Entre no clube ${TENANT_DEMO.nome} pelo meu link e ganhe R$ 10,00 de cashback depois da sua primeira compra a partir de R$ 50,00. ${link}`,
  );

  await cartao.getByRole('button', { name: 'Copiar link' }).click();
  await expect(cartao.getByRole('status')).toHaveText('Link copiado. Agora é só colar na conversa com seu amigo.');
  expect(await membro.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await registrarLarguras(membro, 'indicacao-clube-inicio', testInfo);
});

test('the friend opens the link in another browser, is invited by name and joins with the code', async ({ request }, testInfo) => {
  // The link carries APP_URL's origin; the test server is another: its path and query.
  const { pathname, search } = new URL(link);
  // A code nobody has is the plain page.
  await amigo.goto(`${pathname}?indicacao=ZZZZZZZZ`);
  await expect(amigo.getByRole('heading', { level: 1, name: `Participe do clube ${TENANT_DEMO.nome}` })).toBeVisible();
  await expect(amigo.getByText('convidou você')).toHaveCount(0);

  await amigo.goto(pathname + search);
  const principal = amigo.getByRole('main');
  const convite = principal.getByRole('note');
  await expect(convite).toContainText('Maria convidou você');
  await expect(convite).toContainText(
    'Ganhe R$ 10,00 de cashback depois da sua primeira compra a partir de R$ 50,00. O bônus entra 7 dias depois da compra.',
  );
  await expect(principal.getByRole('heading', { level: 1, name: `Participe do clube ${TENANT_DEMO.nome}` })).toBeVisible();
  await registrarLarguras(amigo, 'indicacao-clube-convite', testInfo);
  await amigo.setViewportSize({ width: 360, height: 740 });

  await principal.getByLabel('CPF').fill(cpfAmigo);
  await principal.getByLabel('Nome completo').fill(nomeAmigo);
  await principal.getByRole('textbox', { name: 'E-mail', exact: true }).fill(emailAmigo);
  await principal.getByRole('radio', { name: 'E-mail' }).check();
  await principal.getByRole('checkbox', { name: 'Li o termo acima e aceito.' }).check();
  const pedido = amigo.waitForRequest((r) => r.url().endsWith('/api/v1/clube/cadastro/solicitar-codigo'));
  await principal.getByRole('button', { name: 'Receber código' }).click();
  expect((await pedido).postDataJSON()).toMatchObject({ lojaId: LOJA.id, canal: 'email', codigoIndicacao: codigo });
  await expect(principal.getByRole('heading', { name: 'Confirme seu contato' })).toBeVisible({ timeout: 10_000 });

  await principal.getByLabel('Código de 6 dígitos').fill(await pinNoSink(request, emailAmigo));
  await principal.getByRole('button', { name: 'Confirmar e entrar no clube' }).click();
  await amigo.waitForURL(`**/clube?participou=${LOJA.id}`, { timeout: 15_000 });
  await expect(amigo.getByRole('heading', { level: 1, name: 'Olá, Amigo!' })).toBeVisible();
});

test('the admin API lists one pending referral naming the member; the card counts the friend', async ({ request }) => {
  const r = await request.get('/api/v1/admin/indicacao/indicacoes?status=Pendente&tamanho=100', { headers: admin });
  expect(r.status()).toBe(200);
  const itens = (
    (await r.json()).dados.itens as { status: string; indicador: { nome: string }; indicado: { nome: string }; loja: { id: string } }[]
  ).filter((i) => i.indicado.nome === nomeAmigo);
  expect(itens).toHaveLength(1);
  expect(itens[0]).toMatchObject({ status: 'Pendente', indicador: { nome: nomeMembro }, loja: { id: LOJA.id } });

  await membro.reload();
  const cartao = membro.getByRole('region', { name: `Indique e ganhe ${TENANT_DEMO.nome}` });
  await expect(cartao.getByRole('definition')).toHaveText(['1', '0', 'R$ 0,00']);
});
