// Security headers and redirects against the production build (docs/operacao.md, "Cabeçalhos de
// segurança"): next.config's headers (lib/cabecalhos-seguranca.ts) reach only the real server,
// so they are checked here; the API's own (lib/api/rota.ts) and the CSRF guard have integration
// tests (lib/api/cabecalhos.int.test.ts).
import { expect, test, type APIResponse } from '@playwright/test';
import { CHAVES_DEMO, LOJAS_DEMO, USUARIOS_DEMO } from '../prisma/demo';
import { cpfAleatorio } from '../lib/documentos/gerar';
import { E2E, ipDoArquivo } from './global-setup';
import { clienteComPinNoSink } from './apoio';

test.use({ extraHTTPHeaders: { 'x-e2e-ip': ipDoArquivo('cabecalhos') } });

const ORIGEM = `http://127.0.0.1:${E2E.porta}`;
const CSP = "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'";

/** Every value of a header (a header sent twice, e.g. two CSPs, shows as two). */
const valores = (r: APIResponse, nome: string) =>
  r
    .headersArray()
    .filter((h) => h.name.toLowerCase() === nome)
    .map((h) => h.value);

function cabecalhosDePagina(r: APIResponse, referrer = 'strict-origin-when-cross-origin') {
  expect(valores(r, 'content-security-policy')).toEqual([CSP]);
  expect(valores(r, 'x-frame-options')).toEqual(['DENY']);
  expect(valores(r, 'referrer-policy')).toEqual([referrer]);
  expect(valores(r, 'x-content-type-options')).toEqual(['nosniff']);
  expect(valores(r, 'permissions-policy')).toEqual(['camera=(self), microphone=(), geolocation=()']);
  // Plain http: never HSTS (a shop's LAN install would be locked out of http for a year).
  expect(valores(r, 'strict-transport-security')).toEqual([]);
}

test('panel, club and 404 pages carry the baseline; the token pages send no Referer', async ({ request }) => {
  const sem = { maxRedirects: 0 };
  for (const caminho of ['/painel/entrar', '/clube/entrar', '/nada-aqui', '/painel/pagina-que-nao-existe']) {
    const r = await request.get(caminho, sem);
    expect(r.status(), caminho).toBe(caminho.includes('entrar') ? 200 : 404);
    cabecalhosDePagina(r);
  }
  // A page that sends to sign-in: the redirect carries them too.
  const redirecionada = await request.get('/painel/clientes', sem);
  expect([redirecionada.status(), redirecionada.headers()['location']]).toEqual([307, '/painel/entrar?voltar=%2Fpainel%2Fclientes']);
  cabecalhosDePagina(redirecionada);
  for (const caminho of [
    '/painel/primeiro-acesso?email=a%40b.dev&token=segredo',
    '/painel/redefinir-senha?token=segredo',
    '/clube/descadastro?t=segredo',
  ]) {
    const r = await request.get(caminho, sem);
    expect(r.status(), caminho).toBe(200);
    cabecalhosDePagina(r, 'no-referrer');
  }
});

test('HSTS only when the request came over https (the TLS proxy says so)', async ({ request }) => {
  const r = await request.get('/painel/entrar', { headers: { 'X-Forwarded-Proto': 'https' } });
  expect(valores(r, 'strict-transport-security')).toEqual(['max-age=31536000; includeSubDomains']);
  const clube = await request.get('/clube/entrar', { headers: { 'X-Forwarded-Proto': 'https' } });
  expect(valores(clube, 'strict-transport-security')).toEqual(['max-age=31536000; includeSubDomains']);
});

test('API answers: nosniff and no-store, through Next.js and on the direct PDV routes; bodies unchanged', async ({ request }) => {
  const login = await request.post('/api/v1/authadmin/login', {
    data: { email: USUARIOS_DEMO.gerente.email, senha: USUARIOS_DEMO.gerente.senha },
  });
  expect(login.status()).toBe(200);
  const token = (await login.json()).dados.token as string;
  const lojas = await request.get('/api/v1/admin/lojas', { headers: { Authorization: `Bearer ${token}` } });
  const saldo = await request.get(`/api/v1/resgate/saldo?cnpjLoja=${LOJAS_DEMO.centro.cnpj}&cpfCliente=${cpfAleatorio()}`, {
    headers: { 'X-Api-Key': CHAVES_DEMO.producao.valor },
  });
  expect([lojas.status(), saldo.status()]).toEqual([200, 404]);
  expect((await saldo.json()).mensagem).toBe('Cliente não encontrado.');
  for (const r of [login, lojas, saldo]) {
    expect(valores(r, 'cache-control')).toEqual(['no-store']);
    expect(valores(r, 'x-content-type-options')).toEqual(['nosniff']);
  }
  // The public document keeps its own cache time.
  expect((await request.get('/api/v1/openapi.json')).headers()['cache-control']).toBe('public, max-age=300');
});

test('/docs keeps its own CSP (Swagger UI), one policy only, and still renders', async ({ request, page }) => {
  const r = await request.get('/docs');
  const csp = valores(r, 'content-security-policy');
  expect(csp).toHaveLength(1);
  expect(csp[0]).toMatch(/^default-src 'none'; script-src 'self' 'sha256-/);
  expect(valores(r, 'referrer-policy')).toEqual(['no-referrer']);
  await page.goto('/docs');
  await expect(page.getByRole('heading', { name: /Fidelidade/ }).first()).toBeVisible({ timeout: 15_000 });
});

test('another site cannot frame the panel', async ({ page }) => {
  let carregou = false;
  page.on('response', (r) => {
    if (r.url() === `${ORIGEM}/painel/entrar` && r.status() === 200) carregou = true;
  });
  await page.setContent(`<iframe id="f" src="${ORIGEM}/painel/entrar" width="800" height="600"></iframe>`);
  await expect.poll(() => carregou).toBe(true);
  // The answer arrived, but the browser refused to show it inside another page.
  const quadro = page.frames().find((f) => f !== page.mainFrame());
  await expect.poll(async () => (await quadro?.content())?.includes('Entrar no painel') ?? false).toBe(false);
  expect(await quadro!.evaluate(() => document.body?.innerText ?? '').catch(() => '')).not.toContain('Entrar no painel');
});

test("the club's sign-in goes back only to a club page: `..` out of it, or another site, lands on /clube", async ({ request }) => {
  const cpf = cpfAleatorio();
  const email = `cabecalhos.${cpf}@e2e.dev`;
  const { pin } = await clienteComPinNoSink(request, {
    cpf,
    documentoExterno: `E2E-CAB-${cpf}`,
    cliente: { nome: 'Cliente Cabeçalhos', email },
  });
  // The club's next-auth sign-in, as the page's signIn() posts it.
  const { csrfToken } = await (await request.get('/api/clube-auth/csrf')).json();
  const entrar = await request.post('/api/clube-auth/callback/clube', {
    form: { cpf, pin, csrfToken, json: 'true' },
    headers: { Origin: ORIGEM },
  });
  expect(entrar.status()).toBe(200);
  const sessao = valores(entrar, 'set-cookie').find((c) => c.startsWith('fid-clube.sessao='));
  expect(sessao).toMatch(/; HttpOnly; SameSite=Lax$/);

  const destino = async (voltar: string) =>
    (await request.get(`/clube/entrar?voltar=${encodeURIComponent(voltar)}`, { maxRedirects: 0 })).headers()['location'];
  expect(await destino('/clube/historico?pagina=2')).toBe('/clube/historico?pagina=2');
  for (const voltar of [
    '/clube/../painel/lojas',
    '/clube/..//evil.example',
    '/clube/%2e%2e/painel',
    'https://evil.example/clube',
    '//evil.example',
  ]) {
    expect(await destino(voltar), voltar).toBe('/clube');
  }
});
