// "Minha conta": the signed-in panel user reads their own account and changes their own password
// (GET /AuthAdmin/conta, POST /AuthAdmin/trocar-senha), with the bearer token or the panel's
// browser session (docs/api-decisoes.md "Admin authentication", docs/painel.md "Minha conta").
import { describe, expect, it } from 'vitest';
import { encode } from 'next-auth/jwt';
import { prisma } from '@/lib/db';
import { env } from '@/lib/env';
import { chamar, envelopeDeErro } from '@/lib/testing/api';
import { criarTenant, criarUsuario } from '@/lib/testing/cenario';
import { esperarRecusa, esperarSucesso } from '@/lib/testing/esperar';
import { lerSessao, nomeCookie, segredoNextAuth } from '@/lib/auth/sessao-navegador';
import { renderizar } from '@/lib/notificacoes/mensagens';

const TROCAR = '/api/v1/AuthAdmin/trocar-senha';
const ALTERADA = 'Senha alterada com sucesso. As sessões abertas em outros aparelhos foram encerradas.';
const trocar = (senhaAtual: string, novaSenha: string, confirmacaoSenha = novaSenha) => ({ senhaAtual, novaSenha, confirmacaoSenha });

/** The panel's session cookie carrying `token`, as next-auth writes it after the sign-in. */
async function cookieDoPainel(u: { email: string; nome: string; perfil: string }, token: string) {
  const valor = await encode({
    token: { name: u.nome, email: u.email, perfil: u.perfil, tokenApi: token, expiraEm: new Date(Date.now() + 3_600_000).toISOString() },
    secret: segredoNextAuth(),
    maxAge: 3600,
  });
  return `${nomeCookie('painel')}=${valor}`;
}

/** The status a token gets from the API (200 while its session lives, 401 once it ended). */
const abre = async (token: string) => (await chamar('GET', '/api/v1/AuthAdmin/conta', { token })).status;

describe('GET /api/v1/AuthAdmin/conta', () => {
  it("answers the caller's own account, Operador included, never the password hash", async () => {
    const t = await criarTenant('Rede Conta');
    const u = await criarUsuario(t.tenantId, 'Operador');
    const r = await chamar('GET', '/api/v1/authadmin/CONTA', { token: u.token });
    expect(r.status).toBe(200);
    expect(r.corpo.dados).toEqual({
      id: u.id,
      nome: u.nome,
      email: u.email,
      perfil: 'Operador',
      tenantId: t.tenantId,
      tenantNome: 'Rede Conta',
      ultimoLoginEm: null,
      loginAnteriorEm: null,
      criadoEm: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/),
      doisFatoresAtivadoEm: null,
      codigosRecuperacaoRestantes: null,
    });
    expect(r.texto).not.toContain('senha');
    const superAdmin = await criarUsuario(null, 'SuperAdmin');
    const s = await chamar('GET', '/api/v1/AuthAdmin/conta', { token: superAdmin.token });
    expect(s.corpo.dados).toMatchObject({ perfil: 'SuperAdmin', tenantId: null, tenantNome: null });
  });

  it('answers 401 without a session', async () => {
    esperarRecusa(await chamar('GET', '/api/v1/AuthAdmin/conta'), 401, 'Não autorizado.');
  });
});

describe('POST /api/v1/AuthAdmin/trocar-senha', () => {
  it('an Operador changes the password: other sessions end, the caller gets a new token, audit row and notice e-mail', async () => {
    const t = await criarTenant();
    const u = await criarUsuario(t.tenantId, 'Operador');
    const outra = (await chamar('POST', '/api/v1/authadmin/login', { corpo: { email: u.email, senha: u.senha } })).corpo.dados
      .token as string;
    // A reset link asked before the change must not undo it.
    await chamar('POST', '/api/v1/AuthAdmin/recuperar-senha', { corpo: { email: u.email } });

    const r = await chamar('POST', TROCAR, { token: u.token, corpo: trocar(u.senha, 'Caixa2027nova') });
    esperarSucesso(r, 200, ALTERADA);
    expect(r.corpo.dados).toEqual({ token: expect.any(String), expiraEm: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/) });
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(r.headers.get('set-cookie')).toBeNull();

    // Every token issued before the change is revoked, the one of this call included; the new one works.
    expect(await abre(u.token)).toBe(401);
    expect(await abre(outra)).toBe(401);
    expect(await abre(r.corpo.dados.token)).toBe(200);

    // The password: the new one signs in, the old one does not; argon2id as everywhere.
    const depois = await prisma.usuarioAdmin.findUniqueOrThrow({ where: { id: u.id } });
    expect(depois.senhaHash).toMatch(/^\$argon2id\$/);
    expect((await chamar('POST', '/api/v1/authadmin/login', { corpo: { email: u.email, senha: 'Caixa2027nova' } })).status).toBe(200);
    esperarRecusa(
      await chamar('POST', '/api/v1/authadmin/login', { corpo: { email: u.email, senha: u.senha } }),
      401,
      'Credenciais inválidas.',
    );
    expect(await prisma.tokenAdmin.count({ where: { usuarioId: u.id, usadoEm: null } })).toBe(0);

    const auditoria = await prisma.auditoriaAdmin.findMany({ where: { entidadeId: u.id, acao: 'TrocaSenha' } });
    expect(auditoria).toHaveLength(1);
    expect(auditoria[0]).toMatchObject({ usuarioId: u.id, usuarioEmail: u.email, tenantId: t.tenantId, entidade: 'UsuarioAdmin' });
    expect(JSON.stringify(auditoria[0])).not.toContain('Caixa2027nova');

    const avisos = await prisma.eventoOutbox.findMany({
      where: { tipo: 'EmailSenhaAlterada', payload: { path: ['para'], equals: u.email } },
    });
    expect(avisos).toHaveLength(1);
    const p = avisos[0]!.payload as Record<string, unknown>;
    expect(JSON.stringify(p)).not.toContain('Caixa2027nova');
    expect(p.link).toMatch(new RegExp(`/painel/recuperar-senha\\?email=${encodeURIComponent(u.email).replace(/[.]/g, '\\.')}$`));
    const m = renderizar('EmailSenhaAlterada', { ...p, alteradaEm: '2026-11-22T17:30:00.000Z', fusoHorario: 'America/Sao_Paulo' })!;
    expect(m.assunto).toBe('Sua senha do painel Fidelidade foi alterada');
    expect(m.texto).toBe(
      `Olá, ${u.nome}! A senha da sua conta no painel Fidelidade foi alterada em 22/11/2026 às 14:30 (horário de Brasília). As sessões abertas em outros aparelhos foram encerradas.\nSe foi você, não precisa fazer nada. Se não foi você, redefina a senha agora em ${String(p.link)} e avise quem administra o painel da sua empresa.`,
    );
  });

  it('with the browser session: the cookie is renewed with the new token and the page goes on; no token in the answer', async () => {
    const t = await criarTenant();
    const u = await criarUsuario(t.tenantId, 'AdminTenant');
    const cookie = await cookieDoPainel(u, u.token);
    const origem = { cookie, origin: new URL(env().APP_URL).origin };
    const r = await chamar('POST', TROCAR, { headers: origem, corpo: trocar(u.senha, 'Gestor2027nova') });
    esperarSucesso(r, 200, ALTERADA);
    expect(r.corpo.dados.token).toBeNull();
    const setCookie = r.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(new RegExp(`^${nomeCookie('painel')}=[^;]+; Path=/; Max-Age=28800; HttpOnly; SameSite=Lax`));
    const novoCookie = setCookie.split(';')[0]!;
    const sessao = await lerSessao(novoCookie, 'painel');
    expect(sessao).toMatchObject({ email: u.email, perfil: 'AdminTenant', expiraEm: r.corpo.dados.expiraEm });
    expect(sessao!.tokenApi).not.toBe(u.token);
    // The old cookie's token is revoked; the renewed cookie opens the API.
    expect((await chamar('GET', '/api/v1/AuthAdmin/conta', { headers: { cookie } })).status).toBe(401);
    expect((await chamar('GET', '/api/v1/AuthAdmin/conta', { headers: { cookie: novoCookie } })).corpo.dados.email).toBe(u.email);
  });

  it('refuses a cookie write from another origin (CSRF) with 401, changing nothing', async () => {
    const t = await criarTenant();
    const u = await criarUsuario(t.tenantId, 'AdminTenant');
    const cookie = await cookieDoPainel(u, u.token);
    for (const headers of [{ cookie }, { cookie, origin: 'https://atacante.example' }] as Record<string, string>[]) {
      esperarRecusa(await chamar('POST', TROCAR, { headers, corpo: trocar(u.senha, 'Roubada2027') }), 401, 'Não autorizado.');
    }
    expect(await abre(u.token)).toBe(200);
  });

  it('answers 401 without a session', async () => {
    esperarRecusa(await chamar('POST', TROCAR, { corpo: trocar('Senha@12345', 'Nova2027abc') }), 401, 'Não autorizado.');
  });

  it.each([
    [{ novaSenha: 'Nova2027abc', confirmacaoSenha: 'Nova2027abc' }, 'O campo SenhaAtual é obrigatório.'],
    [trocar('Senha@12345', 'curta1'), 'A senha deve ter entre 8 e 128 caracteres, com letras e números.'],
    [trocar('Senha@12345', 'Nova2027abc', 'Nova2027abd'), 'A confirmação da senha não confere.'],
    [trocar('Senha@12345', 'Senha@12345'), 'A nova senha deve ser diferente da senha atual.'],
  ])('refuses %j with 400 and its message, keeping the password and the sessions', async (corpo, mensagem) => {
    const t = await criarTenant();
    const u = await criarUsuario(t.tenantId, 'AdminTenant');
    esperarRecusa(await chamar('POST', TROCAR, { token: u.token, corpo }), 400, mensagem);
    expect(await abre(u.token)).toBe(200);
  });

  it('refuses a wrong current password with 422, and limits attempts to 5 per user per 15 minutes (429, Retry-After)', async () => {
    const t = await criarTenant();
    const u = await criarUsuario(t.tenantId, 'AdminTenant');
    const outro = await criarUsuario(t.tenantId, 'AdminTenant');
    for (let i = 0; i < 5; i++) {
      // Each from another IP (chamar's default): the limit is the user's, not the address's.
      const r = await chamar('POST', TROCAR, { token: u.token, corpo: trocar(`Errada${i}abc`, 'Nova2027abc') });
      expect({ status: r.status, corpo: r.corpo }).toEqual({ status: 422, corpo: envelopeDeErro('A senha atual não confere.') });
    }
    const bloqueada = await chamar('POST', TROCAR, { token: u.token, corpo: trocar(u.senha, 'Nova2027abc') });
    expect(bloqueada.status).toBe(429);
    expect(bloqueada.corpo.mensagem).toBe('Limite de requisições excedido.');
    expect(bloqueada.corpo.erros[0]).toMatch(/^Muitas tentativas\. Aguarde (1[0-5]|[2-9]) minutos\.$/);
    const espera = Number(bloqueada.headers.get('retry-after'));
    expect(espera).toBeGreaterThan(60);
    expect(espera).toBeLessThanOrEqual(900);
    // Nothing changed, and the sessions are untouched; another user of the same tenant is not limited.
    expect(await abre(u.token)).toBe(200);
    expect((await chamar('POST', '/api/v1/authadmin/login', { corpo: { email: u.email, senha: u.senha } })).status).toBe(200);
    expect(await prisma.auditoriaAdmin.count({ where: { entidadeId: u.id, acao: 'TrocaSenha' } })).toBe(0);
    esperarSucesso(await chamar('POST', TROCAR, { token: outro.token, corpo: trocar(outro.senha, 'Outra2027abc') }), 200, ALTERADA);
  });
});
