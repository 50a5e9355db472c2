// The PDV's hot routes served outside Next.js's request pipeline (scripts/rotas-diretas.ts): the
// same handlers, so the same answers, and the same module instances as the routes Next.js serves
// (one cache of API keys: a key revoked in the panel stops selling at once).
import { connect } from 'node:net';
import { expect, test } from '@playwright/test';
import { CHAVES_DEMO, LOJAS_DEMO, USUARIOS_DEMO } from '../prisma/demo';
import { E2E, ipDoArquivo } from './global-setup';

test.use({ extraHTTPHeaders: { 'x-e2e-ip': ipDoArquivo('rotas-diretas') } });

const cpf = '153.509.460-56';

test('a sale is answered by the direct path, with the envelope, amounts and request id of the route', async ({ request }) => {
  const venda = await request.post('/API/V1/Venda', {
    headers: { 'X-Api-Key': CHAVES_DEMO.producao.valor, 'X-Request-Id': 'e2e-direta-0001' },
    data: { cnpjLoja: LOJAS_DEMO.centro.cnpj, cpfCliente: cpf, valorVenda: 80.1, documentoExterno: 'E2E-DIRETA-1' },
  });
  expect(venda.status()).toBe(200);
  const corpo = await venda.json();
  expect(corpo.mensagem).toBe('Venda registrada com sucesso.');
  expect(corpo.dados).toMatchObject({ valorVenda: 80.1, cashbackCreditado: 4.01, pontosCreditados: 80, valorFinal: 80.1 });
  const h = venda.headers();
  expect(h['x-request-id']).toBe('e2e-direta-0001');
  expect(h['content-type']).toBe('application/json');
  // Whole answers with their length, not Next.js's chunked stream and its `Vary: rsc, …`: the
  // mark that this request did not go through Next.js.
  expect(Number(h['content-length'])).toBe((await venda.body()).length);
  expect(h['vary']).toBeUndefined();
  // A route that is not direct still goes through Next.js.
  const conf = await request.get(`/api/v1/configuracao?cnpjLoja=${LOJAS_DEMO.centro.cnpj}`, {
    headers: { 'X-Api-Key': CHAVES_DEMO.producao.valor },
  });
  expect(conf.status()).toBe(200);
  expect(conf.headers()['vary']).toContain('rsc');

  // Bad input gets the binding's answers, as through Next.js.
  const quebrado = await request.post('/api/v1/venda', {
    headers: { 'X-Api-Key': CHAVES_DEMO.producao.valor, 'Content-Type': 'application/json' },
    data: '{"cnpjLoja":',
  });
  expect(quebrado.status()).toBe(400);
  expect((await quebrado.json()).mensagem).toBe('O corpo da requisição não é um JSON válido.');
  const grande = await request.post('/api/v1/venda', {
    headers: { 'X-Api-Key': CHAVES_DEMO.producao.valor, 'Content-Type': 'application/json' },
    data: JSON.stringify({ cnpjLoja: LOJAS_DEMO.centro.cnpj, observacao: 'x'.repeat(70_000) }),
  });
  expect(grande.status()).toBe(400);
  expect((await grande.json()).mensagem).toBe('O corpo da requisição excede o tamanho máximo permitido.');
  // The connection is still usable after a refused body.
  const saldo = await request.get(`/api/v1/resgate/saldo?cnpjLoja=${LOJAS_DEMO.centro.cnpj}&cpfCliente=${cpf}`, {
    headers: { 'X-Api-Key': CHAVES_DEMO.producao.valor },
  });
  expect(saldo.status()).toBe(200);
  expect((await saldo.json()).dados).toMatchObject({ saldoCashback: 4.01, saldoPontos: 80 });
});

test('a key revoked through the admin API (Next.js) stops selling at once on the direct path', async ({ request }) => {
  const login = await request.post('/api/v1/authadmin/login', {
    data: { email: USUARIOS_DEMO.gerente.email, senha: USUARIOS_DEMO.gerente.senha },
  });
  expect(login.status()).toBe(200);
  const admin = { authorization: `Bearer ${(await login.json()).dados.token}` };
  const criada = await request.post('/api/v1/admin/chaves', { headers: admin, data: { nome: 'PDV rotas diretas' } });
  expect(criada.status()).toBe(201);
  const { id, chave } = (await criada.json()).dados as { id: string; chave: string };

  const vender = (n: number) =>
    request.post('/api/v1/venda', {
      headers: { 'X-Api-Key': chave },
      data: { cnpjLoja: LOJAS_DEMO.centro.cnpj, cpfCliente: cpf, valorVenda: 10, documentoExterno: `E2E-DIRETA-CHAVE-${n}` },
    });
  // The key is now in the process's cache (10 s): only a shared cache, cleared by the revocation
  // the admin route runs, refuses the next sale.
  expect((await vender(1)).status()).toBe(200);
  const revogada = await request.delete(`/api/v1/admin/chaves/${id}`, { headers: admin });
  expect(revogada.status()).toBe(200);
  const depois = await vender(2);
  expect(depois.status()).toBe(401);
  expect(await depois.json()).toEqual({ sucesso: false, dados: null, mensagem: 'Não autorizado.', erros: ['Não autorizado.'] });
});

test('a client that hangs up in the middle of a body leaves the server answering the next sales', async ({ request }) => {
  // Half a body, then the socket closes: the direct path gives up on it without answering.
  await new Promise<void>((resolve, reject) => {
    const s = connect(E2E.porta, '127.0.0.1', () => {
      s.write(
        'POST /api/v1/venda HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
          `X-Api-Key: ${CHAVES_DEMO.producao.valor}\r\nContent-Length: 500\r\n\r\n{"cnpjLoja":"`,
        () => setTimeout(() => s.destroy(), 100),
      );
    });
    s.on('close', () => resolve());
    s.on('error', reject);
  });
  const venda = await request.post('/api/v1/venda', {
    headers: { 'X-Api-Key': CHAVES_DEMO.producao.valor },
    data: { cnpjLoja: LOJAS_DEMO.centro.cnpj, cpfCliente: cpf, valorVenda: 20, documentoExterno: 'E2E-DIRETA-DEPOIS' },
  });
  expect(venda.status()).toBe(200);
  expect((await venda.json()).dados.cashbackCreditado).toBe(1);
});
