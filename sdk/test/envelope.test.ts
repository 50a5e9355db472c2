// Who answered: the service always answers in its `ApiResult` envelope (errors and unknown paths
// included), so an answer without it came from something in the way (a corporate proxy, a
// firewall, a captive portal, a load balancer) and the request never reached the service. Before,
// every such 4xx was a `negocio` error (a 401 an `autenticacao` one), and the queue set the sale
// aside as `rejeitada` for good; a 200 with some other JSON was a `negocio` "HTTP 200" too.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarClientePdv, ErroFidelidade, MENSAGEM_RESGATE_OFFLINE } from '../src/index';
import { erroDe } from './erro-de';

type Resposta = { status: number; tipo: string; corpo: string; cabecalhos?: Record<string, string> };
let proxima: Resposta;
let servidor: http.Server;
let url = '';
beforeAll(async () => {
  servidor = http.createServer((req, res) => {
    req.resume();
    res.writeHead(proxima.status, { 'content-type': proxima.tipo, ...proxima.cabecalhos });
    res.end(proxima.corpo);
  });
  await new Promise<void>((ok) => servidor.listen(0, '127.0.0.1', ok));
  url = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((ok) => servidor.close(() => ok())));

const html = (status: number) => ({ status, tipo: 'text/html', corpo: '<html><body><h1>Acesso bloqueado</h1></body></html>' });
const json = (status: number, corpo: unknown, cabecalhos?: Record<string, string>) => ({
  status,
  tipo: 'application/json',
  corpo: JSON.stringify(corpo),
  cabecalhos,
});
const alheia = (status: number) =>
  `Serviço de fidelidade inacessível: resposta HTTP ${status} sem o formato do serviço (proxy, firewall ou portal de rede no caminho?).`;

const configuracao = () => criarClientePdv({ baseUrl: url, apiKey: 'fid_test_x' }).configuracao({ cnpjLoja: '11222333000181' });

describe('an answer without the service envelope', () => {
  it.each<[string, Resposta, string]>([
    ["a firewall's HTML 403", html(403), alheia(403)],
    [
      "a gateway's 401 in plain text (not the service's key refusal)",
      { status: 401, tipo: 'text/plain', corpo: 'Unauthorized' },
      alheia(401),
    ],
    ["a load balancer's JSON 404 of its own", json(404, { message: 'no Route matched with those values' }), alheia(404)],
    ['a 413 with an empty body', { status: 413, tipo: 'text/plain', corpo: '' }, alheia(413)],
    ['a 422 whose `sucesso` is not a boolean', json(422, { sucesso: 'false', dados: null, mensagem: null, erros: ['x'] }), alheia(422)],
    [
      'a 400 whose `erros` is not an array of strings',
      json(400, { sucesso: false, dados: null, mensagem: 'x', erros: [{ m: 'x' }] }),
      alheia(400),
    ],
    ['a 200 with JSON of something else (kept: no answer from the service)', json(200, { ok: true }), 'Resposta do serviço incompleta.'],
    ["a captive portal's 200 HTML (kept)", html(200), 'Resposta do serviço incompleta.'],
  ])('%s: indisponivel (the request never reached the service)', async (_, resposta, mensagem) => {
    proxima = resposta;
    const e = await erroDe(configuracao());
    expect([e.tipo, e.status, e.message, e.erros, e.transitorio]).toEqual(['indisponivel', resposta.status, mensagem, [], true]);
  });

  it("keeps a gateway's Retry-After (a 502 of maintenance)", async () => {
    proxima = { ...html(502), cabecalhos: { 'retry-after': '30' } };
    const e = await erroDe(configuracao());
    expect([e.tipo, e.status, e.message, e.retryAfter]).toEqual(['indisponivel', 502, alheia(502), 30]);
  });

  it('a 407 handed over by a fetch of the PDV (Node’s own makes it a network error)', async () => {
    const pdv = criarClientePdv({
      baseUrl: url,
      apiKey: 'fid_test_x',
      fetch: async () =>
        new Response('<html>Proxy Authentication Required</html>', { status: 407, headers: { 'content-type': 'text/html' } }),
    });
    const e = await erroDe(pdv.saldo({ cnpjLoja: '11222333000181', cpfCliente: '52998224725' }));
    expect([e.tipo, e.status, e.message]).toEqual(['indisponivel', 407, alheia(407)]);
  });

  it("with Node's fetch, a 407 says where to look instead of fetch's bare 'fetch failed'", async () => {
    proxima = html(407);
    const e = await erroDe(configuracao());
    expect([e.tipo, e.status, e.message]).toEqual([
      'indisponivel',
      null,
      'Serviço de fidelidade inacessível: falha de rede sem detalhe (proxy pedindo autenticação, HTTP 407?).',
    ]);
  });

  it('a redemption answered by an HTML 403 is offline, with the documentoExterno that repeats it', async () => {
    proxima = html(403);
    const pdv = criarClientePdv({ baseUrl: url, apiKey: 'fid_test_x' });
    const e = await erroDe(
      pdv.resgate({ cnpjLoja: '11222333000181', cpfCliente: '52998224725', tipoBeneficio: 'Cashback', valorResgate: 5 }),
    );
    expect([e.tipo, e.status, e.message]).toEqual(['offline', 403, MENSAGEM_RESGATE_OFFLINE]);
    expect(e.documentoExterno).toMatch(/^pdv-[0-9a-f-]{36}$/);
    expect((e.cause as ErroFidelidade).message).toBe(alheia(403));
  });
});

describe("the service's envelope keeps its meaning", () => {
  it('a 422 in the envelope is the refusal of a business rule', async () => {
    proxima = json(422, {
      sucesso: false,
      dados: null,
      mensagem: 'Loja não encontrada ou inativa.',
      erros: ['Loja não encontrada ou inativa.'],
    });
    const e = await erroDe(configuracao());
    expect([e.tipo, e.status, e.message, e.erros]).toEqual([
      'negocio',
      422,
      'Loja não encontrada ou inativa.',
      ['Loja não encontrada ou inativa.'],
    ]);
  });

  it('a 401 in the envelope is the key', async () => {
    proxima = json(401, { sucesso: false, dados: null, mensagem: 'Não autorizado.', erros: ['Não autorizado.'] });
    const e = await erroDe(configuracao());
    expect([e.tipo, e.status, e.message]).toEqual(['autenticacao', 401, 'Não autorizado.']);
  });

  it('a 429 in the envelope keeps its message and Retry-After', async () => {
    proxima = json(
      429,
      { sucesso: false, dados: null, mensagem: 'Muitas tentativas. Aguarde 1 hora.', erros: ['Muitas tentativas. Aguarde 1 hora.'] },
      { 'retry-after': '3600' },
    );
    const e = await erroDe(configuracao());
    expect([e.tipo, e.status, e.message, e.retryAfter]).toEqual(['indisponivel', 429, 'Muitas tentativas. Aguarde 1 hora.', 3600]);
  });
});
