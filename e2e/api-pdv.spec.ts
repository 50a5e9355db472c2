// The PDV API over real HTTP against the production build: what in-process tests cannot show
// (routing, the proxy's case-insensitive paths, headers), plus a full cashier day on the demo.
import { expect, test } from '@playwright/test';
import { CHAVES_DEMO, LOJAS_DEMO } from '../prisma/demo';
import { ipDoArquivo } from './global-setup';

// This file's own rate-limit budget (see ipDoArquivo in e2e/global-setup.ts).
test.use({ extraHTTPHeaders: { 'x-e2e-ip': ipDoArquivo('api-pdv') } });

const chave = CHAVES_DEMO.producao.valor;
const cpf = '529.982.247-25';

test('a cashier day on the demo store: configuration, sale, balance, redemption, cancellation', async ({ request }) => {
  const h = { 'X-Api-Key': chave };
  const conf = await request.get(`/api/v1/configuracao?cnpjLoja=${LOJAS_DEMO.centro.cnpj}`, { headers: h });
  expect(conf.status()).toBe(200);
  expect((await conf.json()).dados).toMatchObject({ campanhaAtiva: true, tipoCampanha: 'Cashback', permiteDescontoSobreGerado: true });

  const venda = await request.post('/api/v1/venda', {
    headers: h,
    data: { cnpjLoja: '11.222.333/0001-81', cpfCliente: cpf, valorVenda: 250, documentoExterno: 'E2E-1', cliente: { nome: 'Cliente E2E' } },
  });
  expect(venda.status()).toBe(200);
  const v = (await venda.json()).dados;
  expect(v.cashbackCreditado).toBe(12.5);
  expect(v.pontosCreditados).toBe(250);
  expect(venda.headers()['x-request-id']).toMatch(/.{8,}/);

  const saldo = await request.get(`/api/v1/resgate/saldo?cnpjLoja=${LOJAS_DEMO.centro.cnpj}&cpfCliente=${cpf}`, { headers: h });
  expect((await saldo.json()).dados).toMatchObject({ saldoCashback: 12.5, saldoPontos: 250, saldoPendente: 0 });

  const resgate = await request.post('/api/v1/resgate', {
    headers: h,
    data: { cnpjLoja: LOJAS_DEMO.centro.cnpj, cpfCliente: cpf, tipoBeneficio: 'Cashback', valorResgate: 6 },
  });
  expect(resgate.status()).toBe(200);
  expect((await resgate.json()).dados.saldoAtual.saldoCashback).toBe(6.5);

  const cancelamento = await request.post('/api/v1/venda/cancelar', {
    headers: h,
    data: { cnpjLoja: LOJAS_DEMO.centro.cnpj, vendaId: v.vendaId, motivo: 'Teste E2E' },
  });
  // R$ 6,00 of its cashback were spent and the balance left cannot cover it (docs/regras-de-negocio.md, "Cancelling a sale").
  expect(cancelamento.status()).toBe(422);
  const recusa = 'Não é possível cancelar: o benefício desta venda já foi utilizado e o saldo atual do cliente não cobre o estorno.';
  expect(await cancelamento.json()).toEqual({ sucesso: false, dados: null, mensagem: recusa, erros: [recusa] });
});

test('API paths are case-insensitive, as the spec writes them both ways', async ({ request }) => {
  for (const caminho of ['/api/v1/configuracao', '/api/v1/Configuracao', '/API/V1/CONFIGURACAO']) {
    const r = await request.get(`${caminho}?cnpjLoja=${LOJAS_DEMO.shopping.cnpj}`, { headers: { 'X-Api-Key': chave } });
    expect(r.status(), caminho).toBe(200);
    expect((await r.json()).dados.nomeLoja).toBe(LOJAS_DEMO.shopping.nome);
  }
});

test('unknown API paths answer a JSON 404 and a missing key a 401 envelope', async ({ request }) => {
  const r = await request.get('/api/v1/nao-existe');
  expect(r.status()).toBe(404);
  expect(await r.json()).toEqual({ sucesso: false, dados: null, mensagem: 'Recurso não encontrado.', erros: ['Recurso não encontrado.'] });
  const s = await request.post('/api/v1/venda', { data: {} });
  expect(s.status()).toBe(401);
  expect(await s.json()).toEqual({ sucesso: false, dados: null, mensagem: 'Não autorizado.', erros: ['Não autorizado.'] });
});

test('answers of API writes leave uncompressed; reads stay compressed (scripts/servidor.ts)', async ({ request }) => {
  const gzip = { 'Accept-Encoding': 'gzip' };
  // A sale's answer is over the 1 kB from which Next.js compresses: zlib on every sale cost the
  // server more CPU than it saved bytes on a cashier's LAN (docs/benchmarks.md).
  const venda = await request.post('/api/v1/venda', {
    headers: { 'X-Api-Key': chave, ...gzip },
    data: { cnpjLoja: LOJAS_DEMO.centro.cnpj, cpfCliente: cpf, valorVenda: 321.45, documentoExterno: 'E2E-GZIP-1' },
  });
  expect(venda.status()).toBe(200);
  expect(venda.headers()['content-encoding']).toBeUndefined();
  expect((await venda.body()).length).toBeGreaterThan(1024);
  expect((await venda.json()).dados.cashbackCreditado).toBe(16.07);

  const documento = await request.get('/api/v1/openapi.json', { headers: gzip });
  expect(documento.status()).toBe(200);
  expect(documento.headers()['content-encoding']).toBe('gzip');
});
