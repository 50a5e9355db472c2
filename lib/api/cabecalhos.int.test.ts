// Headers of the API's answers (lib/api/rota.ts, `cabecalhosDaApi`) and the CSRF guard of the
// browser sessions (lib/auth/sessao-navegador.ts, `mesmaOrigem`), through the real route handlers.
// The pages' headers come from next.config.ts and are checked against the production build
// (e2e/cabecalhos.spec.ts).
import { describe, expect, it } from 'vitest';
import { encode } from 'next-auth/jwt';
import { chamar, envelopeDeErro } from '@/lib/testing/api';
import { cenarioPadrao, criarUsuario } from '@/lib/testing/cenario';
import { clienteComVenda, entrarNoClube } from '@/lib/testing/clube';
import { nomeCookie, segredoNextAuth, type TipoSessao } from '@/lib/auth/sessao-navegador';
import { cabecalhosDaApi } from '@/lib/api/rota';

/** The `Cookie` header of a browser session (next-auth's encrypted JWT) holding `tokenApi`. */
async function cookieDaSessao(tipo: TipoSessao, tokenApi: string): Promise<string> {
  const valor = await encode({ token: { tokenApi }, secret: segredoNextAuth() });
  return `${nomeCookie(tipo)}=${valor}`;
}

describe('API answers', () => {
  it('carry nosniff and no-store: an admin list, a PDV balance (a direct route), a refused login', async () => {
    const c = await cenarioPadrao();
    const u = await criarUsuario(c.tenantId, 'AdminTenant');
    const lista = await chamar('GET', '/api/v1/admin/lojas', { token: u.token });
    const saldo = await chamar('GET', '/api/v1/resgate/saldo', {
      chave: c.chave,
      query: { cnpjLoja: c.loja.cnpj, cpfCliente: '52998224725' },
    });
    const login = await chamar('POST', '/api/v1/authadmin/login', { corpo: { email: u.email, senha: 'errada' } });
    expect([lista.status, saldo.status, login.status]).toEqual([200, 404, 401]);
    for (const r of [lista, saldo, login]) {
      expect(r.headers.get('cache-control')).toBe('no-store');
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('the probes too: a cached "ok" would hide a dead process or database from the load balancer', async () => {
    const vivo = await chamar('GET', '/api/saude');
    const pronto = await chamar('GET', '/api/saude/pronto');
    expect([vivo.status, pronto.status]).toEqual([200, 200]);
    for (const r of [vivo, pronto]) expect(r.headers.get('cache-control')).toBe('no-store');
  });

  it("keep a route's own Cache-Control", () => {
    const h = new Headers({ 'Cache-Control': 'public, max-age=300' });
    cabecalhosDaApi(h);
    expect(h.get('cache-control')).toBe('public, max-age=300');
  });
});

describe('writes with a browser session cookie (CSRF)', () => {
  it('panel: refused (401) from another site or without Origin; accepted from the app; a read needs no Origin', async () => {
    const c = await cenarioPadrao();
    const u = await criarUsuario(c.tenantId, 'AdminTenant');
    const cookie = await cookieDaSessao('painel', u.token);
    const contar = (headers: Record<string, string>) =>
      chamar('POST', '/api/v1/admin/segmentos/contagem', { headers, corpo: { filtro: {} } });

    for (const origem of [{ origin: 'https://evil.example' }, { origin: 'null' }, {}] as Record<string, string>[]) {
      const r = await contar({ cookie, ...origem });
      expect([r.status, r.corpo]).toEqual([401, envelopeDeErro('Não autorizado.')]);
    }
    const daApp = await contar({ cookie, origin: 'http://localhost', host: 'localhost' });
    expect([daApp.status, daApp.corpo.dados.total]).toEqual([200, 0]);
    expect((await chamar('GET', '/api/v1/admin/lojas', { headers: { cookie } })).status).toBe(200);
  });

  it('club: the same; and the panel cookie is not a club session', async () => {
    const { cpf, clienteId } = await clienteComVenda();
    const { token } = await entrarNoClube(cpf, clienteId);
    const cookie = await cookieDaSessao('clube', token);
    const renovar = (headers: Record<string, string>) => chamar('POST', '/api/v1/clube/cliente/renovar-qr', { headers });

    for (const origem of [{ origin: 'https://evil.example' }, {}] as Record<string, string>[]) {
      const r = await renovar({ cookie, ...origem });
      expect([r.status, r.corpo]).toEqual([401, envelopeDeErro('Não autorizado.')]);
    }
    expect((await renovar({ cookie, origin: 'http://localhost', host: 'localhost' })).status).toBe(200);
    const comCookieDoPainel = await renovar({
      cookie: await cookieDaSessao('painel', token),
      origin: 'http://localhost',
      host: 'localhost',
    });
    expect(comCookieDoPainel.status).toBe(401);
  });
});
