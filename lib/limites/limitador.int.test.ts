// Rate limits against the real Redis of the machine (REDIS_URL, as on CI).
import { randomUUID } from 'node:crypto';
import IORedis from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { recarregarEnv } from '@/lib/env';
import { backendDeLimites, consumirLimite, devolverLimite, redefinirBackendDeLimites, regra } from './limitador';
import { ipDoCliente } from '@/lib/api/ip';

const cincoPorMinuto = regra({ nome: `teste-${randomUUID()}`, limite: 5, janela: '1 m' });

afterAll(() => {
  redefinirBackendDeLimites();
});

describe('rate limits on Redis', () => {
  it('uses Redis when REDIS_URL is set', () => {
    redefinirBackendDeLimites();
    expect(backendDeLimites().tipo).toBe('redis');
  });

  it('lets exactly `limite` requests of a concurrent burst through', async () => {
    const chave = `ip-${randomUUID()}`;
    const rs = await Promise.all(Array.from({ length: 40 }, () => consumirLimite(cincoPorMinuto, chave)));
    expect(rs.filter((r) => r.permitido)).toHaveLength(5);
  });

  it('is shared between two app instances (two independent Redis clients and limiters)', async () => {
    const chave = `ip-${randomUUID()}`;
    redefinirBackendDeLimites();
    const a = backendDeLimites();
    redefinirBackendDeLimites();
    const b = backendDeLimites();
    expect(a).not.toBe(b);
    const rs = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 ? a : b).limitar(cincoPorMinuto, chave)));
    expect(rs.filter((r) => r.permitido)).toHaveLength(5);
    // Nothing in the process remembers it: the count lives in Redis.
    const redis = new IORedis(process.env.REDIS_URL!);
    const chaves = await redis.keys(`fid:rl:${cincoPorMinuto.nome}:${chave}*`);
    await redis.quit();
    expect(chaves.length).toBeGreaterThan(0);
  });

  it('takes one token back (devolverLimite), and only for that key', async () => {
    redefinirBackendDeLimites();
    const [chave, outra] = [`u-${randomUUID()}`, `u-${randomUUID()}`];
    for (const k of [chave, outra]) for (let i = 0; i < 5; i++) await consumirLimite(cincoPorMinuto, k);
    expect((await consumirLimite(cincoPorMinuto, chave)).permitido).toBe(false);
    await devolverLimite(cincoPorMinuto, chave);
    await devolverLimite(cincoPorMinuto, chave);
    const rs = [];
    for (let i = 0; i < 3; i++) rs.push((await consumirLimite(cincoPorMinuto, chave)).permitido);
    expect(rs).toEqual([true, true, false]);
    expect((await consumirLimite(cincoPorMinuto, outra)).permitido).toBe(false);
  });

  it('refills after the window', async () => {
    const curta = regra({ nome: `teste-curta-${randomUUID()}`, limite: 2, janela: '1 s' });
    const chave = 'x';
    redefinirBackendDeLimites();
    expect((await consumirLimite(curta, chave)).permitido).toBe(true);
    expect((await consumirLimite(curta, chave)).permitido).toBe(true);
    const negado = await consumirLimite(curta, chave);
    expect(negado.permitido).toBe(false);
    expect(negado.resetEm).toBeGreaterThan(Date.now());
    await new Promise((r) => setTimeout(r, 1100));
    expect((await consumirLimite(curta, chave)).permitido).toBe(true);
  });
});

describe('rate limits without Redis', () => {
  it('fall back to an in-process limiter with the same semantics', async () => {
    const antes = process.env.REDIS_URL;
    delete process.env.REDIS_URL;
    recarregarEnv();
    redefinirBackendDeLimites();
    try {
      expect(backendDeLimites().tipo).toBe('memoria');
      const rs = await Promise.all(Array.from({ length: 9 }, () => consumirLimite(cincoPorMinuto, 'mem')));
      expect(rs.filter((r) => r.permitido)).toHaveLength(5);
      await devolverLimite(cincoPorMinuto, 'mem');
      expect((await consumirLimite(cincoPorMinuto, 'mem')).permitido).toBe(true);
      expect((await consumirLimite(cincoPorMinuto, 'mem')).permitido).toBe(false);
    } finally {
      process.env.REDIS_URL = antes;
      recarregarEnv();
      redefinirBackendDeLimites();
    }
  });

  it('fail open when Redis cannot be reached (the request is not blocked by an outage)', async () => {
    const antes = process.env.REDIS_URL;
    process.env.REDIS_URL = 'redis://127.0.0.1:1';
    recarregarEnv();
    redefinirBackendDeLimites();
    try {
      const r = await consumirLimite(cincoPorMinuto, 'queda');
      expect(r.permitido).toBe(true);
    } finally {
      process.env.REDIS_URL = antes;
      recarregarEnv();
      redefinirBackendDeLimites();
    }
  });
});

describe('client IP', () => {
  const req = (h: Record<string, string>) => new Request('http://localhost/x', { headers: h });

  it('ignores a client-sent X-Forwarded-For and uses what the server wrote', () => {
    expect(ipDoCliente(req({ 'x-forwarded-for': '6.6.6.6', 'x-fid-ip-cliente': '10.1.2.3' }))).toBe('10.1.2.3');
  });

  it('uses the configured trusted proxy header when set', () => {
    process.env.TRUSTED_PROXY_HEADER = 'x-real-ip';
    recarregarEnv();
    try {
      expect(ipDoCliente(req({ 'x-real-ip': '203.0.113.9', 'x-fid-ip-cliente': '10.1.2.3', 'x-forwarded-for': '6.6.6.6' }))).toBe(
        '203.0.113.9',
      );
    } finally {
      delete process.env.TRUSTED_PROXY_HEADER;
      recarregarEnv();
    }
  });
});
