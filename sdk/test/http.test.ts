// What a PDV operator reads when the service cannot be reached (pendentes()[i].motivo, the
// ErroFidelidade's message): the cause, in Portuguese, not undici's bare "fetch failed" or the
// English "The operation was aborted due to timeout".
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarClientePdv } from '../src/index';
import { erroDe } from './erro-de';

let mudo: http.Server;
let urlMudo = '';
beforeAll(async () => {
  // Accepts the connection and never answers.
  mudo = http.createServer(() => undefined);
  await new Promise<void>((ok) => mudo.listen(0, '127.0.0.1', ok));
  urlMudo = `http://127.0.0.1:${(mudo.address() as AddressInfo).port}`;
});
afterAll(() => {
  mudo.closeAllConnections();
  return new Promise<void>((ok) => mudo.close(() => ok()));
});

describe('the message of an unreachable service', () => {
  it('names the refused connection', async () => {
    // A port that was just free: nothing listens there.
    const livre = http.createServer();
    await new Promise<void>((ok) => livre.listen(0, '127.0.0.1', ok));
    const porta = (livre.address() as AddressInfo).port;
    await new Promise<void>((ok) => livre.close(() => ok()));
    const pdv = criarClientePdv({ baseUrl: `http://127.0.0.1:${porta}`, apiKey: 'fid_test_x' });
    const e = await erroDe(pdv.configuracao({ cnpjLoja: '11222333000181' }));
    expect([e.tipo, e.status, e.message]).toEqual([
      'indisponivel',
      null,
      `Serviço de fidelidade inacessível: conexão recusada (connect ECONNREFUSED 127.0.0.1:${porta}).`,
    ]);
  });

  it("names fetch's own refusal, as for the guide's address where nothing answers (port 9)", async () => {
    const pdv = criarClientePdv({ baseUrl: 'http://127.0.0.1:9', apiKey: 'fid_test_x' });
    const e = await erroDe(pdv.configuracao({ cnpjLoja: '11222333000181' }));
    expect([e.tipo, e.status, e.message]).toEqual(['indisponivel', null, 'Serviço de fidelidade inacessível: falha de rede (bad port).']);
  });

  it('says the timeout in seconds', async () => {
    const pdv = criarClientePdv({ baseUrl: urlMudo, apiKey: 'fid_test_x', timeoutMs: 300 });
    const e = await erroDe(pdv.saldo({ cnpjLoja: '11222333000181', cpfCliente: '52998224725' }));
    expect([e.tipo, e.status, e.message]).toEqual(['indisponivel', null, 'Serviço de fidelidade inacessível: sem resposta em 0,3 s.']);
  });
});
