// Rate limits over real HTTP: two instances of the app share one limit through Redis, and a
// forged X-Forwarded-For changes nothing (the IP comes from the socket, via scripts/servidor.ts).
// Requests leave from their own loopback address (127.0.0.x) so that the other tests, which
// connect from 127.0.0.1, keep their own login budget.
import http from 'node:http';
import IORedis from 'ioredis';
import { expect, test } from '@playwright/test';
import { E2E } from './global-setup';

function login(
  porta: number,
  origem: string,
  xff?: string,
  caminho = '/api/v1/authadmin/login',
): Promise<{ status: number; corpo: unknown; retryAfter?: string }> {
  const corpo = JSON.stringify({ email: `ninguem-${Math.random()}@teste.dev`, senha: 'errada' });
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: porta,
        path: caminho,
        method: 'POST',
        localAddress: origem,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(corpo),
          ...(xff ? { 'x-forwarded-for': xff } : {}),
        },
      },
      (res) => {
        let texto = '';
        res.on('data', (d) => (texto += d));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, corpo: JSON.parse(texto), retryAfter: res.headers['retry-after'] as string | undefined }),
        );
      },
    );
    req.on('error', reject);
    req.end(corpo);
  });
}

test('two app instances share the login limit; forged X-Forwarded-For headers do not reset it', async () => {
  const origem = `127.0.0.${Math.floor(Math.random() * 200) + 20}`;
  const rs = [];
  for (let i = 0; i < 8; i++) rs.push(await login(i % 2 ? E2E.porta : E2E.portaSegunda, origem, `203.0.113.${i + 1}`));
  expect(rs.map((r) => r.status)).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  expect(rs[5]!.corpo).toEqual({
    sucesso: false,
    dados: null,
    mensagem: 'Limite de requisições excedido.',
    erros: ['Muitas tentativas. Aguarde 1 minuto.'],
  });
  expect(Number(rs[5]!.retryAfter)).toBeGreaterThan(0);
  // Another address is not affected.
  expect((await login(E2E.porta, `127.0.0.${Math.floor(Math.random() * 17) + 2}`)).status).toBe(401);
});

test('a burst of concurrent logins on two instances does not slip past the limit', async () => {
  const origem = `127.0.0.${Math.floor(Math.random() * 30) + 225}`;
  const rs = await Promise.all(Array.from({ length: 30 }, (_, i) => login(i % 2 ? E2E.porta : E2E.portaSegunda, origem)));
  expect(rs.filter((r) => r.status === 401)).toHaveLength(5);
  expect(rs.filter((r) => r.status === 429)).toHaveLength(25);
});

test('a capitalised path keeps the client address: each client its own budget, one budget per client', async () => {
  // The spec writes /AuthAdmin/...; the lower-casing of API paths must not make every such
  // request come from the server's own address. Fixed addresses (the probe's), so their
  // buckets are emptied first: a run within the minute after another must start clean.
  const redis = new IORedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  for (const ip of ['127.0.0.98', '127.0.0.99']) {
    const chaves = await redis.keys(`fid:rl:login-admin:${ip}*`);
    if (chaves.length) await redis.del(...chaves);
  }
  await redis.quit();

  const misto = '/api/v1/AuthAdmin/login';
  const a = [];
  // One client alternating the two spellings spends one budget, not two.
  for (let i = 0; i < 6; i++) a.push((await login(E2E.porta, '127.0.0.98', undefined, i % 2 ? misto : '/api/v1/authadmin/login')).status);
  expect(a).toEqual([401, 401, 401, 401, 401, 429]);
  expect((await login(E2E.porta, '127.0.0.98', undefined, misto)).status).toBe(429);
  // Another client on the capitalised path is not locked out by the first.
  const b = await login(E2E.portaSegunda, '127.0.0.99', undefined, misto);
  expect(b.status).toBe(401);
  expect(b.corpo).toEqual({ sucesso: false, dados: null, mensagem: 'Credenciais inválidas.', erros: ['Credenciais inválidas.'] });
});
