// The platform and management pages of the panel, in a real browser against the production build:
// (a) the platform team (SuperAdmin) creates a tenant with its first manager; the first-access
//     e-mail reaches the development sink (/painel/mensagens) once the outbox runs; its link defines
//     the password and the new manager signs in;
// (b) that new manager cannot reach the demo tenant: a demo customer's page is "not found", the
//     API answers 403 to a foreign tenantId sent with the browser's own session, the menu has no
//     platform items and /painel/tenants sends to /painel/sem-acesso; the manager runs their own
//     tenant (a store with an alphanumeric CNPJ, a user, the subscription checkout, the audit log);
// (c) the demo manager creates an API key, sees and copies the secret once, the key works on the
//     PDV API, and after revocation it answers 401.
// Every page: no request leaving the app, axe-core (WCAG 2 A/AA), a screenshot in the report.
//
// Budget of the login rate limit (5/min per IP, every browser connection comes from 127.0.0.1):
// 3 panel logins (SuperAdmin, the new manager, gerente@demo.dev).
import { expect, test, type Browser, type Page } from '@playwright/test';
import { CHAVES_DEMO, LOJAS_DEMO, TENANT_DEMO, USUARIOS_DEMO } from '../prisma/demo';
import { completarCnpj, formatarCnpj } from '../lib/documentos/cnpj';
import { E2E, ipDoArquivo } from './global-setup';
import { banco, novaPagina as novaPaginaDoArquivo, preencherLogin, registrarLarguras, registrarTela } from './apoio';
import { cpfAleatorio } from '../lib/documentos/gerar';

// This file's own rate-limit budget (see ipDoArquivo in e2e/global-setup.ts).
test.use({ extraHTTPHeaders: { 'x-e2e-ip': ipDoArquivo('painel-admin') } });

test.describe.configure({ mode: 'serial' });

const ORIGEM = `http://127.0.0.1:${E2E.porta}`;
const sufixo = Math.random().toString(36).slice(2, 8);
const nomeTenant = `Rede Sabor ${sufixo}`;
const emailGestor = `gestora.${sufixo}@sabor-e2e.dev`;
const senhaGestor = `Sabor${sufixo}2026`;
const requisicoes: string[] = [];
const paginas: Page[] = [];
let paginaGestor: Page;
let paginaSuperAdmin: Page;
let clienteDemoId = '';

function aleatorio(n: number, alfabeto: string): string {
  return Array.from({ length: n }, () => alfabeto[Math.floor(Math.random() * alfabeto.length)]).join('');
}

const cpfNovo = cpfAleatorio;

async function novaPagina(browser: Browser, o: { clipboard?: boolean } = {}): Promise<Page> {
  const page = await novaPaginaDoArquivo(
    browser,
    'painel-admin',
    { width: 1280, height: 900 },
    o.clipboard ? { permissions: ['clipboard-read', 'clipboard-write'] } : {},
  );
  paginas.push(page);
  page.on('request', (r) => requisicoes.push(r.url()));
  return page;
}

/** Signs in straight to `destino` (the sign-in form's `voltar`), skipping the overview page. */
async function entrar(
  browser: Browser,
  usuario: { email: string; senha: string },
  destino: string,
  o: { clipboard?: boolean } = {},
): Promise<Page> {
  const page = await novaPagina(browser, o);
  await page.goto(`/painel/entrar?voltar=${encodeURIComponent(destino)}`);
  await preencherLogin(page, usuario);
  await page.waitForURL(`**${destino}`);
  return page;
}

/** The dialog open on the page (the closed ones are not in the accessibility tree). */
const dialogo = (page: Page, nome: string | RegExp) => page.getByRole('dialog', { name: nome });

test.beforeAll(async ({ request }) => {
  const r = await request.post('/api/v1/cliente', {
    headers: { 'X-Api-Key': CHAVES_DEMO.producao.valor },
    data: { cpf: cpfNovo(), nome: `Cliente Demo ${sufixo}`, email: '', telefone: '', aceiteLgpd: true },
  });
  expect(r.status()).toBe(201);
  clienteDemoId = (await r.json()).dados.clienteId;
});

// (a) and (b) walk a whole onboarding (tenant, first access, store, user, subscription, audit) with
// accessibility checks on each page: 40–50 s on a quiet machine, over the default 60 s on a busy one.
test.setTimeout(120_000);

test.afterAll(async () => {
  for (const p of paginas) await p.context().close();
  // Nothing leaves the app: no remote fonts, scripts or images.
  expect(requisicoes.filter((u) => !u.startsWith(`${ORIGEM}/`) && !u.startsWith('data:'))).toEqual([]);
});

test('(a) SuperAdmin creates a tenant with its first manager, who receives the first-access e-mail, defines the password and signs in', async ({
  browser,
  request,
}, testInfo) => {
  const sa = await entrar(browser, USUARIOS_DEMO.superAdmin, '/painel/tenants');
  await expect(sa.getByRole('heading', { level: 1, name: 'Tenants' })).toBeVisible();
  await expect(sa.getByRole('row').filter({ hasText: TENANT_DEMO.nome })).toBeVisible();

  await sa.getByRole('button', { name: 'Novo tenant' }).click();
  const novo = dialogo(sa, 'Novo tenant');
  await expect(novo).toBeVisible();
  // The API's rules in the panel's words (the form's labels), next to the fields, before anything is sent.
  await novo.getByRole('button', { name: 'Criar tenant' }).click();
  await expect(novo.getByText('Preencha “Nome da empresa”.')).toBeVisible();
  await expect(novo.getByText('Preencha “Nome do administrador”.')).toBeVisible();
  await novo.getByLabel('Nome da empresa').fill(nomeTenant);
  await novo.getByLabel('CNPJ (opcional)').fill(completarCnpj(aleatorio(12, '0123456789')));
  await novo.getByLabel('E-mail de contato (opcional)').fill(`contato.${sufixo}@sabor-e2e.dev`);
  // The plan's choice reads whole on a phone: name and price in the select, what it is under it.
  const plano = novo.getByLabel('Plano do período de avaliação');
  await expect(plano.locator('option')).toHaveText(['Essencial — R$ 99,00/mês', 'Profissional — R$ 249,00/mês', 'Rede — R$ 599,00/mês']);
  await expect(plano).toHaveAccessibleDescription('Para quem tem uma loja. Limite: 1 loja ativa.');
  await plano.selectOption('Profissional');
  await expect(plano).toHaveAccessibleDescription('Até 5 lojas. Limite: 5 lojas ativas.');
  await novo.getByLabel('Nome do administrador').fill('Ana Gestora');
  await novo.getByLabel('E-mail do administrador').fill(emailGestor);
  await registrarTela(sa, 'tenants-novo', testInfo, { axe: false });
  await sa.setViewportSize({ width: 360, height: 740 });
  const caixaPlano = (await plano.boundingBox())!;
  expect(caixaPlano.x + caixaPlano.width, 'o seletor de plano cabe a 360 px').toBeLessThanOrEqual(360);
  await registrarTela(sa, 'tenants-novo-360', testInfo, { axe: false });
  await sa.setViewportSize({ width: 1280, height: 900 });
  await novo.getByRole('button', { name: 'Criar tenant' }).click();
  await expect(sa.getByRole('status').filter({ hasText: 'Tenant criado com sucesso.' })).toContainText(
    `Enviamos a ${emailGestor} o e-mail de primeiro acesso.`,
  );
  await expect(novo).toBeHidden();
  const linha = sa.getByRole('row').filter({ hasText: nomeTenant });
  // The trial is an evaluation period: "Teste" is the sandbox's word (fid_test_ keys).
  await expect(linha).toContainText('Profissional · Período de avaliação');
  await expect(linha).toContainText(/grátis até \d{2}\/\d{2}\/\d{4}/);
  await expect(linha).not.toContainText('Teste');
  await expect(linha).toContainText('Ativo');
  await registrarTela(sa, 'tenants', testInfo);

  // The outbox job delivers the queued e-mail to the development sink (no SMTP in the test).
  const job = await request.post('/api/cron/outbox', { headers: { Authorization: `Bearer ${E2E.segredoCron}` } });
  expect(job.status()).toBe(200);
  await sa.goto('/painel/mensagens');
  await expect(sa.getByRole('heading', { level: 1, name: 'Mensagens e entregas' })).toBeVisible();
  await expect(sa.getByRole('link', { name: 'Sink de desenvolvimento' })).toHaveAttribute('aria-current', 'page');
  await expect(sa.getByText('Em produção, com SMTP e WhatsApp configurados, nada vem para esta página')).toBeVisible();
  await sa.getByLabel('Destinatário (e-mail ou telefone)').fill(emailGestor);
  await sa.getByRole('button', { name: 'Filtrar' }).click();
  await expect(sa).toHaveURL(/destino=/);
  const mensagem = sa.getByRole('article', { name: 'Defina sua senha do painel Fidelidade' });
  await expect(mensagem).toHaveCount(1);
  await expect(mensagem).toContainText(`Para: ${emailGestor}`);
  await expect(mensagem).toContainText('Olá, Ana Gestora!');
  // It names the company and the link's end with its time and clock.
  await expect(mensagem).toContainText(`Seu acesso ao painel Fidelidade de ${nomeTenant} foi criado.`);
  await expect(mensagem).toContainText(/O link é válido até \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2} \(horário de Brasília\)/);
  await registrarTela(sa, 'mensagens', testInfo);
  const link = new URL((await mensagem.getByRole('link').getAttribute('href'))!);

  // The platform team sees every tenant's stores, and picks one tenant in the URL.
  await sa.goto('/painel/lojas');
  await expect(sa.getByRole('row').filter({ hasText: LOJAS_DEMO.centro.nome })).toContainText(TENANT_DEMO.nome);
  await registrarTela(sa, 'lojas-superadmin', testInfo);
  await sa.getByLabel('Tenant', { exact: true }).selectOption({ label: nomeTenant });
  await expect(sa).toHaveURL(/tenantId=/);
  await expect(sa.getByText('Nenhuma loja cadastrada ainda')).toBeVisible();
  expect(link.pathname).toBe('/painel/primeiro-acesso');
  expect(link.searchParams.get('email')).toBe(emailGestor);

  // The e-mail's link (APP_URL of the servers is another host: same path and query, this origin).
  const gestor = await novaPagina(browser);
  await gestor.goto(`${link.pathname}${link.search}`);
  await expect(gestor.getByRole('heading', { name: 'Defina a sua senha' })).toBeVisible();
  await expect(gestor.getByText('A senha deve ter entre 8 e 128 caracteres, com letras e números.')).toBeVisible();
  await gestor.getByRole('button', { name: 'Definir senha' }).click();
  await expect(gestor.getByLabel('Senha', { exact: true })).toHaveAccessibleDescription(/^Preencha “Senha”\./);
  await expect(gestor.getByLabel('Confirme a senha')).toHaveAccessibleDescription('Preencha “Confirme a senha”.');
  await gestor.getByLabel('Senha', { exact: true }).fill('curta');
  await gestor.getByLabel('Confirme a senha').fill('outra');
  await gestor.getByRole('button', { name: 'Definir senha' }).click();
  await expect(gestor.getByText('A confirmação da senha não confere.')).toBeVisible();
  await expect(gestor.getByLabel('Senha', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await registrarTela(gestor, 'primeiro-acesso-definir', testInfo);
  await gestor.getByLabel('Senha', { exact: true }).fill(senhaGestor);
  await gestor.getByLabel('Confirme a senha').fill(senhaGestor);
  await gestor.getByRole('button', { name: 'Definir senha' }).click();
  await gestor.waitForURL(`**/painel/entrar?senha=definida&email=${encodeURIComponent(emailGestor)}`);
  await expect(gestor.getByText('Senha definida. Digite a nova senha para entrar.')).toBeVisible();
  // The e-mail is filled in (never the password): the manager types only the new password.
  await expect(gestor.getByLabel('E-mail', { exact: true })).toHaveValue(emailGestor);
  await expect(gestor.getByLabel('Senha')).toHaveValue('');
  expect(gestor.url()).not.toContain(senhaGestor);
  await gestor.getByLabel('Senha').fill(senhaGestor);
  await gestor.getByRole('button', { name: 'Entrar' }).click();
  await gestor.waitForURL((u) => !u.pathname.startsWith('/painel/entrar'));
  paginaGestor = gestor;
  paginaSuperAdmin = sa;

  // The link was single-use, and its page says so on opening, without the form.
  const usado = await novaPagina(browser);
  await usado.goto(`${link.pathname}${link.search}`);
  await expect(usado.getByRole('heading', { level: 1, name: 'Este link já foi usado' })).toBeVisible();
  await expect(usado.getByText('A senha desta conta já foi definida, ou um convite mais novo foi enviado depois deste.')).toBeVisible();
  await expect(usado.getByRole('button', { name: 'Definir senha' })).toHaveCount(0);
  await expect(usado.getByLabel('Senha', { exact: true })).toHaveCount(0);
  await expect(usado.getByRole('link', { name: 'Esqueci a senha' })).toHaveAttribute(
    'href',
    `/painel/recuperar-senha?email=${encodeURIComponent(emailGestor)}`,
  );
  await registrarLarguras(usado, 'primeiro-acesso-link-usado', testInfo);
  await usado.getByRole('link', { name: 'Ir para o login' }).click();
  await usado.waitForURL('**/painel/entrar');
});

test('(b) the new manager sees only their own tenant, and runs it: store, user, subscription, audit', async ({}, testInfo) => {
  const page = paginaGestor;
  const menu = page.getByRole('navigation', { name: 'Menu do painel' });
  await expect(menu.getByRole('link', { name: 'Lojas' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Tenants' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: /Mensagens/ })).toHaveCount(0);

  // The demo tenant's customer does not exist for this manager; the API refuses the foreign tenant.
  await page.goto(`/painel/clientes/${clienteDemoId}`);
  await expect(page.getByText(/não encontrad/i).first()).toBeVisible();
  await expect(page.getByText(`Cliente Demo ${sufixo}`)).toHaveCount(0);
  const api = await page.evaluate(async (tenantId) => {
    const r = await fetch(`/api/v1/admin/ClienteAdmin?tenantId=${tenantId}`);
    return { status: r.status, corpo: await r.json() };
  }, TENANT_DEMO.id);
  expect(api).toEqual({ status: 403, corpo: { sucesso: false, dados: null, mensagem: 'Acesso negado.', erros: ['Acesso negado.'] } });
  await page.goto(`/painel/lojas?tenantId=${TENANT_DEMO.id}`);
  await expect(page.getByRole('alert').filter({ hasText: 'Acesso negado.' })).toBeVisible();
  await expect(page.getByText(LOJAS_DEMO.centro.nome)).toHaveCount(0);
  await page.goto('/painel/tenants');
  await page.waitForURL('**/painel/sem-acesso');
  await page.goto('/painel/mensagens');
  await page.waitForURL('**/painel/sem-acesso');

  // Stores: the empty state says what to do; a store with an alphanumeric CNPJ; deactivation explains the PDV's answer.
  await page.goto('/painel/lojas');
  await expect(page.getByText('Nenhuma loja cadastrada ainda')).toBeVisible();
  await registrarTela(page, 'lojas-vazia', testInfo, { axe: false });
  const cnpj = completarCnpj(`${aleatorio(2, '0123456789')}${aleatorio(8, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789')}01`);
  await page.getByRole('button', { name: 'Nova loja' }).click();
  const novaLoja = dialogo(page, 'Nova loja');
  await novaLoja.getByLabel('Nome da loja').fill('Sabor Centro');
  await novaLoja.getByLabel('CNPJ').fill(cnpj.toLowerCase());
  await expect(novaLoja.getByLabel('CNPJ')).toHaveValue(formatarCnpj(cnpj));
  await novaLoja.getByLabel('Fuso horário').selectOption('America/Manaus');
  await novaLoja.getByRole('button', { name: 'Criar loja' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Loja criada com sucesso.' })).toBeVisible();
  const loja = page.getByRole('row').filter({ hasText: 'Sabor Centro' });
  await expect(loja).toContainText(formatarCnpj(cnpj));
  await expect(loja).toContainText('Manaus');
  await expect(loja).toContainText('Ativa');
  // Created at Manaus's clock, like every time that happened at a store (docs/vendas-painel.md §1).
  const [{ criado_em: criadaEm }] = (await banco<{ criado_em: Date }>('SELECT criado_em FROM loja WHERE cnpj = $1', [cnpj])) as [
    { criado_em: Date },
  ];
  const relogio = (fuso: string) =>
    new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: fuso }).format(criadaEm);
  await expect(loja).toContainText(`Criada em ${relogio('America/Manaus')}`);
  await expect(loja).not.toContainText(relogio('America/Sao_Paulo'));
  await page.getByRole('button', { name: 'Desativar Sabor Centro' }).click();
  const confirmar = dialogo(page, 'Desativar a loja Sabor Centro?');
  await expect(confirmar).toContainText('“Loja não encontrada ou inativa.”');
  await registrarTela(page, 'lojas-desativar', testInfo, { axe: false });
  await confirmar.getByRole('button', { name: 'Desativar loja' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Loja desativada.' })).toBeVisible();
  await expect(loja).toContainText('Inativa');
  await page.getByRole('button', { name: 'Ativar Sabor Centro' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Loja ativada.' })).toBeVisible();
  await expect(loja).toContainText('Ativa');
  await registrarTela(page, 'lojas', testInfo);
  // On a one-store plan a second store is refused: the API's message, and where to go from there.
  const [{ id: tenantId }] = (await banco<{ id: string }>('SELECT id FROM tenant WHERE nome = $1', [nomeTenant])) as [{ id: string }];
  await banco(`UPDATE assinatura SET plano = 'Essencial' WHERE tenant_id = $1`, [tenantId]);
  await page.getByRole('button', { name: 'Nova loja' }).click();
  await novaLoja.getByLabel('Nome da loja').fill('Sabor Bairro');
  await novaLoja.getByLabel('CNPJ').fill(completarCnpj(aleatorio(12, '0123456789')));
  await novaLoja.getByRole('button', { name: 'Criar loja' }).click();
  await expect(novaLoja.getByRole('alert')).toHaveText('O plano atual permite no máximo 1 loja.');
  await expect(novaLoja).toContainText(
    'Para ter mais lojas ativas, escolha um plano maior em Assinatura ou desative uma loja que não usa mais.',
  );
  await expect(novaLoja.getByRole('link', { name: 'Assinatura' })).toHaveAttribute('href', '/painel/assinatura');
  await novaLoja.getByRole('button', { name: 'Cancelar' }).click();
  // Reactivating a store past the limit: the same refusal, and the same way out (before: the
  // message alone, in the notice at the bottom of the screen).
  await banco(`INSERT INTO loja (tenant_id, cnpj, nome, ativo) VALUES ($1, $2, 'Sabor Antiga', false)`, [
    tenantId,
    completarCnpj(aleatorio(12, '0123456789')),
  ]);
  await page.reload();
  await page.getByRole('button', { name: 'Ativar Sabor Antiga' }).click();
  const recusaAtivar = page.getByRole('alert').filter({ hasText: 'O plano atual permite no máximo 1 loja.' });
  await expect(recusaAtivar).toContainText(
    'Para ter mais lojas ativas, escolha um plano maior em Assinatura ou desative uma loja que não usa mais.',
  );
  await expect(recusaAtivar.getByRole('link', { name: 'Assinatura' })).toHaveAttribute('href', '/painel/assinatura');
  await recusaAtivar.getByRole('button', { name: 'Fechar aviso' }).click();
  // The platform team, creating the store for this tenant, gets the same way out: its link keeps
  // the tenant (the subscription page would otherwise ask which one again).
  const sa = paginaSuperAdmin;
  await sa.goto(`/painel/lojas?tenantId=${tenantId}`);
  await sa.getByRole('button', { name: 'Nova loja' }).click();
  const novaLojaSa = dialogo(sa, 'Nova loja');
  await novaLojaSa.getByLabel('Nome da loja').fill('Sabor Bairro');
  await novaLojaSa.getByLabel('CNPJ').fill(completarCnpj(aleatorio(12, '0123456789')));
  await novaLojaSa.getByRole('button', { name: 'Criar loja' }).click();
  await expect(novaLojaSa.getByRole('alert')).toHaveText('O plano atual permite no máximo 1 loja.');
  await expect(novaLojaSa.getByRole('link', { name: 'Assinatura' })).toHaveAttribute('href', `/painel/assinatura?tenantId=${tenantId}`);
  await novaLojaSa.getByRole('link', { name: 'Assinatura' }).click();
  await sa.waitForURL(`**/painel/assinatura?tenantId=${tenantId}`);
  await expect(sa.getByRole('region', { name: 'Alterar o plano (equipe da plataforma)' })).toBeVisible();
  // Reactivating for the tenant, from the platform's list of every store: the link keeps the store's tenant.
  await sa.goto(`/painel/lojas?busca=Sabor%20Antiga`);
  await sa.getByRole('button', { name: 'Ativar Sabor Antiga' }).click();
  const recusaAtivarSa = sa.getByRole('alert').filter({ hasText: 'O plano atual permite no máximo 1 loja.' });
  await expect(recusaAtivarSa.getByRole('link', { name: 'Assinatura' })).toHaveAttribute('href', `/painel/assinatura?tenantId=${tenantId}`);

  // The platform team changes the plan in the panel (no curl): from the tenant's row to its
  // subscription, a reason, a confirmation saying what changes, the API's message, the audit.
  await sa.goto('/painel/tenants');
  await sa
    .getByRole('navigation', { name: `Páginas do tenant ${nomeTenant}` })
    .getByRole('link', { name: 'Assinatura' })
    .click();
  await sa.waitForURL(`**/painel/assinatura?tenantId=${tenantId}`);
  const alterar = sa.getByRole('region', { name: 'Alterar o plano (equipe da plataforma)' });
  await expect(alterar.getByLabel('Novo plano').locator('option')).toHaveText(['Profissional — R$ 249,00/mês', 'Rede — R$ 599,00/mês']);
  await alterar.getByRole('button', { name: 'Revisar alteração' }).click();
  await expect(alterar.getByLabel('Motivo')).toHaveAccessibleDescription(/^Preencha “Motivo”\./);
  await alterar.getByLabel('Motivo').fill('Precisa de uma segunda loja durante a avaliação (chamado 77).');
  await alterar.getByRole('button', { name: 'Revisar alteração' }).click();
  const confirmacao = dialogo(sa, `Alterar o plano de ${nomeTenant}?`);
  await expect(confirmacao.getByRole('definition')).toHaveText([
    'Essencial → Profissional',
    'R$ 99,00/mês → R$ 249,00/mês',
    'até 1 loja ativa → até 5 lojas ativas',
  ]);
  await expect(confirmacao).toContainText('O período de avaliação continua até');
  await expect(confirmacao).toContainText(
    'Motivo registrado na auditoria: “Precisa de uma segunda loja durante a avaliação (chamado 77).”',
  );
  await registrarLarguras(sa, 'assinatura-alterar-plano', testInfo);
  await confirmacao.getByRole('button', { name: 'Alterar plano' }).click();
  await expect(sa.getByRole('status').filter({ hasText: 'Assinatura atualizada com sucesso.' })).toBeVisible();
  await expect(confirmacao).toBeHidden();
  await expect(sa.getByText('Profissional · R$ 249,00/mês')).toBeVisible();
  await expect(sa.getByText('Período de avaliação', { exact: true })).toBeVisible();
  await sa.goto(`/painel/auditoria?tenantId=${tenantId}`);
  const suporte = sa
    .getByRole('list', { name: /Registros de auditoria/ })
    .getByRole('listitem')
    .filter({ hasText: 'Alterou a assinatura (suporte)' });
  await expect(suporte).toContainText(`por ${USUARIOS_DEMO.superAdmin.email}`);
  await expect(suporte.getByRole('row').filter({ hasText: 'Plano' })).toContainText(/Essencial\s*Profissional/);
  await expect(suporte).toContainText('Precisa de uma segunda loja durante a avaliação (chamado 77).');
  // The shop is unstuck: its second store is accepted now.
  await page.getByRole('button', { name: 'Nova loja' }).click();
  await novaLoja.getByLabel('Nome da loja').fill('Sabor Bairro');
  await novaLoja.getByLabel('CNPJ').fill(completarCnpj(aleatorio(12, '0123456789')));
  await novaLoja.getByRole('button', { name: 'Criar loja' }).click();
  await expect(novaLoja).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: 'Sabor Bairro' })).toContainText('Ativa');

  // No sale yet: the overview points to the panel's counter as well as to the PDV integration.
  await page.goto('/painel');
  await expect(page.getByRole('link', { name: 'Registrar uma venda no Caixa' })).toHaveAttribute('href', '/painel/caixa');
  // A shop that had customers before brings them from its spreadsheet.
  await expect(page.getByRole('link', { name: 'Importar os clientes de uma planilha' })).toHaveAttribute(
    'href',
    '/painel/clientes/importar',
  );
  // But first what the programme still lacks: the store is done; without an active campaign every
  // sale is refused, so creating one is the step to take.
  const passos = page.getByRole('region', { name: 'Antes da primeira venda' }).getByRole('listitem');
  await expect(passos).toHaveText([
    'Feito: Cadastre uma loja com o CNPJ que o PDV vai enviar.',
    'Crie e ative uma campanha de cashback ou de pontos: sem campanha ativa, o PDV e o Caixa recusam a venda. Criar a primeira campanha',
  ]);
  await expect(passos.getByRole('link', { name: 'Criar a primeira campanha' })).toHaveAttribute('href', '/painel/campanhas/nova');
  await registrarLarguras(page, 'visao-geral-primeiros-passos', testInfo);

  // Users: the manager grants AdminTenant or Operador; the new operator gets the invitation.
  await page.goto('/painel/usuarios');
  await expect(page.getByRole('row').filter({ hasText: emailGestor })).toContainText('(você)');
  await page.getByRole('button', { name: 'Novo usuário' }).click();
  const novoUsuario = dialogo(page, 'Novo usuário');
  await expect(novoUsuario.getByLabel('Perfil').locator('option')).toHaveText(['Gestor (AdminTenant)', 'Operador de caixa']);
  // What an operator can do, said before granting it: selling, redeeming and cancelling sales too.
  await expect(novoUsuario).toContainText(
    'Operador: no caixa registra vendas, resgates e cancelamentos e cadastra clientes; vê e exporta clientes e vendas, com o CPF mascarado.',
  );
  await novoUsuario.getByLabel('Nome').fill('Caio Caixa');
  await novoUsuario.getByLabel('E-mail').fill('e-mail-invalido');
  await novoUsuario.getByRole('button', { name: 'Criar e enviar convite' }).click();
  await expect(novoUsuario.getByText('“E-mail” não é um e-mail válido (exemplo: nome@empresa.com.br).')).toBeVisible();
  await novoUsuario.getByLabel('E-mail').fill(`caio.${sufixo}@sabor-e2e.dev`);
  await novoUsuario.getByRole('button', { name: 'Criar e enviar convite' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Usuário criado. Enviamos a ele o e-mail de primeiro acesso para definir a senha.' }),
  ).toBeVisible();
  const operador = page.getByRole('row').filter({ hasText: `caio.${sufixo}@sabor-e2e.dev` });
  await expect(operador).toContainText('Operador de caixa');
  await expect(operador).toContainText('Aguardando primeiro acesso');
  await registrarTela(page, 'usuarios', testInfo);

  // Subscription: trial on Profissional; "Assinar" Rede goes to the built-in provider's checkout page.
  await page.goto('/painel/assinatura');
  await expect(page.getByText('Período de avaliação', { exact: true })).toBeVisible();
  await expect(page.getByText(/faltam 1[34] dias/)).toBeVisible();
  await expect(page.getByText('Ativar campanhas:').locator('..')).toContainText('permitido');
  await expect(page.getByRole('listitem').filter({ hasText: 'R$ 599,00' })).toContainText('Sem limite de lojas ativas');
  await registrarTela(page, 'assinatura', testInfo);
  await page.getByRole('button', { name: 'Gerenciar cobrança' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'provedor interno' })).toBeVisible();
  await page.getByRole('button', { name: 'Assinar: plano Rede' }).click();
  await page.waitForURL('**/painel/assinatura/checkout/**');
  await expect(page.getByText('Aguardando pagamento')).toBeVisible();
  await expect(page.getByText('R$ 599,00 por mês')).toBeVisible();
  await registrarTela(page, 'assinatura-checkout', testInfo);
  await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
  await page.waitForURL('**/painel/assinatura?pagamento=confirmado');
  await expect(page.getByRole('status').filter({ hasText: 'Pagamento confirmado: a assinatura está ativa até' })).toBeVisible();
  await expect(page.getByText('Ativa', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pagar mais um mês: plano Rede' })).toBeVisible();

  // The audit log: who, when, what, before/after; the platform's creation of this tenant included.
  await page.goto('/painel/auditoria');
  const registros = page.getByRole('list', { name: /Registros de auditoria/ }).getByRole('listitem');
  await expect(registros.filter({ hasText: 'Criou o tenant' })).toContainText(`por ${USUARIOS_DEMO.superAdmin.email}`);
  await expect(registros.filter({ hasText: 'Definiu a senha no primeiro acesso' })).toContainText(`por ${emailGestor}`);
  await expect(registros.filter({ hasText: 'Ativou a assinatura' }).getByRole('row').filter({ hasText: 'Plano' })).toContainText(
    /Profissional\s*Rede/,
  );
  await page.getByLabel('Entidade').selectOption('Loja');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/entidade=Loja/);
  await expect(registros).toHaveCount(4);
  await expect(registros.first()).toContainText('Criou a loja');
  await expect(registros.nth(1)).toContainText('Ativou a loja');
  await expect(registros.nth(2).getByRole('row').filter({ hasText: 'Ativo' })).toContainText(/Sim\s*Não/);
  await registrarTela(page, 'auditoria', testInfo);
  await page.getByLabel('Data inicial').fill('2026-12-31');
  await page.getByLabel('Data final').fill('2026-01-01');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'O parâmetro dataFim deve ser igual ou posterior a dataInicio.' })).toBeVisible();
});

test('(c) the demo manager creates an API key, copies the secret shown once, uses it on the PDV API and revokes it', async ({
  browser,
  request,
}, testInfo) => {
  const page = await entrar(browser, USUARIOS_DEMO.gerente, '/painel/chaves', { clipboard: true });
  await expect(page.getByRole('row').filter({ hasText: CHAVES_DEMO.producao.nome }).first()).toContainText('Ativa');
  await page.getByRole('button', { name: 'Nova chave' }).click();
  const nova = dialogo(page, 'Nova chave de API');
  await nova.getByLabel('Nome').fill('PDV e2e');
  await nova.getByRole('button', { name: 'Criar chave' }).click();

  const segredo = dialogo(page, 'Chave criada');
  await expect(segredo).toContainText('Copie a chave agora: ela não será exibida novamente.');
  // The list behind the dialog already has the new key (a first key used to leave "Nenhuma chave
  // de API ainda" there until the dialog closed); the modal makes it inert, so it is read by CSS.
  await expect(page.locator('tbody tr', { hasText: 'PDV e2e' })).toHaveCount(1);
  const chave = await segredo.getByLabel(/Chave “PDV e2e”/).inputValue();
  expect(chave).toMatch(/^fid_live_[A-Za-z0-9]{32}$/);
  await segredo.getByRole('button', { name: 'Copiar chave' }).click();
  await expect(segredo.getByRole('status').filter({ hasText: 'Chave copiada' })).toHaveText(
    '✓ Chave copiada para a área de transferência.',
  );
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(chave);
  await registrarTela(page, 'chaves-segredo', testInfo);

  const configuracao = () => request.get(`/api/v1/configuracao?cnpjLoja=${LOJAS_DEMO.centro.cnpj}`, { headers: { 'X-Api-Key': chave } });
  const ok = await configuracao();
  expect(ok.status()).toBe(200);
  expect((await ok.json()).dados.nomeLoja).toBe(LOJAS_DEMO.centro.nome);

  await segredo.getByRole('button', { name: 'Pronto, já guardei a chave' }).click();
  await expect(segredo).toBeHidden();
  const linha = page.getByRole('row').filter({ hasText: 'PDV e2e' });
  await expect(linha).toContainText(chave.slice(0, 17));
  await expect(linha).toContainText('Ativa');
  // The secret is never shown again.
  await expect(page.getByText(chave)).toHaveCount(0);
  expect(await page.content()).not.toContain(chave);
  await registrarTela(page, 'chaves', testInfo);

  await page.getByRole('button', { name: 'Revogar PDV e2e' }).click();
  const confirmar = dialogo(page, 'Revogar a chave “PDV e2e”?');
  await expect(confirmar).toContainText('401 Não autorizado');
  await confirmar.getByRole('button', { name: 'Revogar chave' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Chave revogada.' })).toBeVisible();
  await expect(linha).toContainText('Revogada');

  const negado = await configuracao();
  expect(negado.status()).toBe(401);
  expect(await negado.json()).toEqual({ sucesso: false, dados: null, mensagem: 'Não autorizado.', erros: ['Não autorizado.'] });

  // On a phone the table scrolls sideways inside a focusable region (keyboard users too).
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('region', { name: 'Tabela de chaves de API' })).toBeVisible();
  await registrarTela(page, 'chaves-celular', testInfo);
});

test('public pages: first-access request, password recovery and a reset link that is no longer valid', async ({ browser }, testInfo) => {
  const page = await novaPagina(browser);
  await page.goto('/painel/primeiro-acesso');
  await page.getByRole('button', { name: 'Enviar link de primeiro acesso' }).click();
  // In the form's words, next to the field (not the API's `O campo Email é obrigatório.`).
  await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription('Preencha “E-mail”.');
  await expect(page.getByText('O campo Email é obrigatório.')).toHaveCount(0);
  await page.getByLabel('E-mail').fill(`ninguem.${sufixo}@sabor-e2e.dev`);
  await page.getByRole('button', { name: 'Enviar link de primeiro acesso' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Se o e-mail estiver cadastrado e com o primeiro acesso pendente, enviaremos um link para definir a senha.' }),
  ).toBeVisible();
  await registrarTela(page, 'primeiro-acesso', testInfo);

  await page.goto('/painel/recuperar-senha');
  await page.getByLabel('E-mail').fill(`ninguem.${sufixo}@sabor-e2e.dev`);
  await page.getByRole('button', { name: 'Enviar link de redefinição' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Se o e-mail estiver cadastrado, enviaremos as instruções para redefinir a senha.' }),
  ).toBeVisible();
  await registrarTela(page, 'recuperar-senha', testInfo);

  await page.goto('/painel/redefinir-senha');
  await expect(page.getByRole('heading', { name: 'Link incompleto' })).toBeVisible();
  // A link that is not (or no longer) valid says so on opening, instead of the form, and leads to
  // a new request with the link's e-mail filled in.
  await page.goto(`/painel/redefinir-senha?email=${encodeURIComponent(emailGestor)}&token=token-que-nao-existe`);
  await expect(page.getByRole('heading', { level: 1, name: 'Link inválido' })).toBeVisible();
  await expect(
    page.getByText(
      'Este link não serve para redefinir a senha. Confira se abriu, por inteiro, o link do e-mail mais recente, ou peça um novo.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salvar nova senha' })).toHaveCount(0);
  await registrarLarguras(page, 'redefinir-senha-link-invalido', testInfo);
  await page.getByRole('link', { name: 'Pedir um novo link' }).click();
  await page.waitForURL('**/painel/recuperar-senha?email=*');
  await expect(page.getByLabel('E-mail')).toHaveValue(emailGestor);
});
