// The public-route wrapper (lib/api/publica.ts): the rate limit is counted before the body or the
// query is read, so refused requests spend attempts too; and the next-auth sign-in of the panel
// and of the club take from the same per-IP bucket as the API's login, with the same rules.
import { describe, expect, it } from 'vitest';
import type { NextAuthOptions } from 'next-auth';
import { chamar } from '@/lib/testing/api';
import { criarTenant, criarUsuario } from '@/lib/testing/cenario';
import { opcoesPainel } from '@/lib/auth/opcoes-painel';
import { opcoesClube } from '@/lib/auth/opcoes-clube';
import { esperarRecusa } from '@/lib/testing/esperar';

let n = 0;
const ipNovo = () => `198.18.${Math.floor(Math.random() * 250)}.${(n++ % 250) + 1}`;
const MUITAS = 'Muitas tentativas. Aguarde 1 minuto.';

/** The `authorize` of a next-auth credentials provider, called as next-auth calls it. */
function autorizar(opcoes: NextAuthOptions, credenciais: Record<string, string>, ip: string): Promise<unknown> {
  const p = opcoes.providers[0] as unknown as {
    options: { authorize: (c: Record<string, string>, req: { headers: Record<string, string> }) => Promise<unknown> };
  };
  return p.options.authorize(credenciais, { headers: { 'x-fid-ip-cliente': ip } });
}

describe('public routes', () => {
  it('count malformed bodies against the limit: 5 refused logins, then 429 before validation', async () => {
    const ip = ipNovo();
    const invalidos = [{}, { email: 'a@b.dev' }, { senha: 'x' }, { email: '', senha: 'x' }];
    for (const corpo of invalidos) expect((await chamar('POST', '/api/v1/authadmin/login', { ip, corpo })).status).toBe(400);
    expect((await chamar('POST', '/api/v1/authadmin/login', { ip, corpoTexto: '{"email":' })).status).toBe(400);
    const r = await chamar('POST', '/api/v1/authadmin/login', { ip, corpo: {} });
    esperarRecusa(r, 429, MUITAS);
  });

  it('count a query that fails validation (GET primeiro-acesso: 10 per minute per IP)', async () => {
    const ip = ipNovo();
    for (let i = 0; i < 10; i++) {
      const r = await chamar('GET', '/api/v1/AuthAdmin/primeiro-acesso', { ip });
      esperarRecusa(r, 400, 'O campo Email é obrigatório.');
    }
    expect((await chamar('GET', '/api/v1/AuthAdmin/primeiro-acesso', { ip })).status).toBe(429);
  });

  it('share the panel login bucket with the browser sign-in (next-auth), with the same answers', async () => {
    const t = await criarTenant();
    const u = await criarUsuario(t.tenantId, 'AdminTenant');
    const ip = ipNovo();
    const errada = { email: u.email, senha: 'errada123' };
    for (let i = 0; i < 3; i++) expect((await chamar('POST', '/api/v1/authadmin/login', { ip, corpo: errada })).status).toBe(401);
    await expect(autorizar(opcoesPainel(), errada, ip)).rejects.toThrow('Credenciais inválidas.');
    await expect(autorizar(opcoesPainel(), { senha: 'x' }, ip)).rejects.toThrow('O campo Email é obrigatório.');
    // Five taken: the API and the sign-in both refuse, also with the right password.
    expect((await chamar('POST', '/api/v1/authadmin/login', { ip, corpo: { email: u.email, senha: u.senha } })).status).toBe(429);
    await expect(autorizar(opcoesPainel(), { email: u.email, senha: u.senha }, ip)).rejects.toThrow(MUITAS);
    // Another address signs in.
    await expect(autorizar(opcoesPainel(), { email: u.email, senha: u.senha }, ipNovo())).resolves.toMatchObject({
      email: u.email,
      perfil: 'AdminTenant',
    });
  });

  it('share the club login bucket with the club sign-in (next-auth); empty form fields count as absent', async () => {
    const ip = ipNovo();
    await expect(autorizar(opcoesClube(), { cpf: '123', pin: '', senha: '' }, ip)).rejects.toThrow('CPF inválido. Informe 11 dígitos.');
    await expect(autorizar(opcoesClube(), { cpf: '529.982.247-25', pin: '', senha: '' }, ip)).rejects.toThrow(
      'Informe o PIN ou a senha (apenas um dos dois).',
    );
    for (let i = 0; i < 3; i++) {
      expect((await chamar('POST', '/api/v1/clube/auth/login', { ip, corpo: { cpf: '529.982.247-25' } })).status).toBe(400);
    }
    const r = await chamar('POST', '/api/v1/clube/auth/login', { ip, corpo: { cpf: '529.982.247-25', pin: '123456' } });
    expect(r.status).toBe(429);
    await expect(autorizar(opcoesClube(), { cpf: '529.982.247-25', pin: '123456', senha: '' }, ip)).rejects.toThrow(MUITAS);
  });
});
