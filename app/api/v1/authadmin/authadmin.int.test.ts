import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { prisma } from '@/lib/db';
import { chamar, envelopeDeErro } from '@/lib/testing/api';
import { criarTenant, criarUsuario } from '@/lib/testing/cenario';
import { chaveDerivada } from '@/lib/segredos';
import { esperarRecusa, esperarSucesso } from '@/lib/testing/esperar';

async function tokenDoOutbox(usuarioId: string, tipo: 'EmailPrimeiroAcesso' | 'EmailRedefinicaoSenha') {
  const u = await prisma.usuarioAdmin.findUniqueOrThrow({ where: { id: usuarioId } });
  const ev = await prisma.eventoOutbox.findFirstOrThrow({
    where: { tipo, payload: { path: ['para'], equals: u.email } },
    orderBy: { criadoEm: 'desc' },
  });
  return (ev.payload as { token: string; link: string }).token;
}

describe('POST /api/v1/authadmin/login', () => {
  it('returns a bearer token that opens the panel endpoints', async () => {
    const t = await criarTenant();
    const u = await criarUsuario(t.tenantId, 'AdminTenant');
    const r = await chamar('POST', '/api/v1/authadmin/login', { corpo: { email: u.email.toUpperCase(), senha: u.senha } });
    expect(r.status).toBe(200);
    expect(r.corpo.dados).toEqual({
      token: expect.any(String),
      expiraEm: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
      nome: u.nome,
      email: u.email,
      perfil: 'AdminTenant',
    });
    const horas = (Date.parse(r.corpo.dados.expiraEm) - Date.now()) / 3_600_000;
    expect(horas).toBeGreaterThan(7.9);
    expect(horas).toBeLessThanOrEqual(8);
    const lista = await chamar('GET', '/api/v1/admin/CampanhaAdmin', { token: r.corpo.dados.token });
    expect(lista.status).toBe(200);
  });

  it.each([
    [{ senha: 'x' }, 400, 'O campo Email é obrigatório.'],
    [{ email: '', senha: 'x' }, 400, 'O campo Email é obrigatório.'],
    [{ email: 'a@b.dev' }, 400, 'O campo Senha é obrigatório.'],
  ])('answers %j with %i', async (corpo, status, msg) => {
    const r = await chamar('POST', '/api/v1/authadmin/login', { corpo });
    expect(r.status).toBe(status);
    expect(r.corpo.erros[0]).toBe(msg);
  });

  it('answers 401 `Credenciais inválidas.` alike for a wrong password, an unknown e-mail and an inactive user', async () => {
    const t = await criarTenant();
    const u = await criarUsuario(t.tenantId, 'AdminTenant');
    const inativo = await criarUsuario(t.tenantId, 'Operador', { ativo: false });
    for (const corpo of [
      { email: u.email, senha: 'errada123' },
      { email: 'ninguem@teste.dev', senha: 'errada123' },
      { email: inativo.email, senha: inativo.senha },
    ]) {
      const r = await chamar('POST', '/api/v1/authadmin/login', { corpo });
      expect(r.status).toBe(401);
      expect(r.corpo).toEqual(envelopeDeErro('Credenciais inválidas.'));
    }
  });

  it('limits to 5 attempts per minute per IP with 429 and Retry-After; other IPs are not affected', async () => {
    const ip = `192.0.2.${Math.floor(Math.random() * 250) + 1}`;
    const tentativa = (i = ip) => chamar('POST', '/api/v1/authadmin/login', { ip: i, corpo: { email: 'x@y.dev', senha: 'errada' } });
    for (let i = 0; i < 5; i++) expect((await tentativa()).status).toBe(401);
    const r = await tentativa();
    expect(r.status).toBe(429);
    expect(r.corpo).toEqual(envelopeDeErro('Limite de requisições excedido.', ['Muitas tentativas. Aguarde 1 minuto.']));
    const espera = Number(r.headers.get('retry-after'));
    expect(espera).toBeGreaterThanOrEqual(1);
    expect(espera).toBeLessThanOrEqual(60);
    expect((await tentativa('198.51.100.7')).status).toBe(401);
  });
});

describe('admin tokens', () => {
  it('die when the user is deactivated or changes password, and are refused on PDV routes', async () => {
    const t = await criarTenant();
    const u = await criarUsuario(t.tenantId, 'AdminTenant');
    expect((await chamar('GET', '/api/v1/admin/CampanhaAdmin', { token: u.token })).status).toBe(200);
    // Admin tokens are not API keys.
    expect((await chamar('POST', '/api/v1/venda', { token: u.token, corpo: {} })).status).toBe(401);
    await prisma.usuarioAdmin.update({ where: { id: u.id }, data: { versaoSessao: { increment: 1 } } });
    expect((await chamar('GET', '/api/v1/admin/CampanhaAdmin', { token: u.token })).status).toBe(401);
  });

  it('refuse forged, expired and wrong-audience tokens', async () => {
    const t = await criarTenant();
    const u = await criarUsuario(t.tenantId, 'AdminTenant');
    const base = () =>
      new SignJWT({ perfil: 'AdminTenant', tid: t.tenantId, ver: 1 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(u.id)
        .setIssuer('fidelidade');
    const agoraS = Math.floor(Date.now() / 1000);
    const tokens = [
      await base()
        .setAudience('fidelidade:painel')
        .setExpirationTime(agoraS + 60)
        .sign(new TextEncoder().encode('outro-segredo-qualquer-com-32-caracteres!!')),
      await base()
        .setAudience('fidelidade:painel')
        .setIssuedAt(agoraS - 7200)
        .setExpirationTime(agoraS - 60)
        .sign(chaveDerivada('token-admin')),
      await base()
        .setAudience('fidelidade:clube')
        .setExpirationTime(agoraS + 60)
        .sign(chaveDerivada('token-admin')),
      await base()
        .setAudience('fidelidade:painel')
        .setExpirationTime(agoraS + 60)
        .sign(chaveDerivada('token-clube')),
      'nao.e.jwt',
    ];
    for (const token of tokens) {
      const r = await chamar('GET', '/api/v1/admin/CampanhaAdmin', { token });
      esperarRecusa(r, 401, 'Não autorizado.');
    }
  });
});

describe('first access and password recovery', () => {
  it('first access: a user without password gets a single-use link and sets the password', async () => {
    const t = await criarTenant();
    const u = await prisma.usuarioAdmin.create({
      data: { tenantId: t.tenantId, perfil: 'Operador', nome: 'Caixa Novo', email: `novo${Date.now()}@teste.dev` },
    });
    const pedido = await chamar('GET', '/api/v1/AuthAdmin/primeiro-acesso', { query: { email: u.email } });
    expect(pedido.status).toBe(200);
    expect(pedido.corpo.mensagem).toBe(
      'Se o e-mail estiver cadastrado e com o primeiro acesso pendente, enviaremos um link para definir a senha.',
    );
    const token = await tokenDoOutbox(u.id, 'EmailPrimeiroAcesso');

    const fraca = await chamar('POST', '/api/v1/AuthAdmin/primeiro-acesso', {
      corpo: { email: u.email, token, senha: 'curta', confirmacaoSenha: 'curta' },
    });
    esperarRecusa(fraca, 400, 'A senha deve ter entre 8 e 128 caracteres, com letras e números.');
    const diferente = await chamar('POST', '/api/v1/AuthAdmin/primeiro-acesso', {
      corpo: { email: u.email, token, senha: 'Nova12345', confirmacaoSenha: 'Nova12346' },
    });
    expect(diferente.corpo.erros).toEqual(['A confirmação da senha não confere.']);

    const ok = await chamar('POST', '/api/v1/AuthAdmin/primeiro-acesso', {
      corpo: { email: u.email, token, senha: 'Nova12345', confirmacaoSenha: 'Nova12345' },
    });
    esperarSucesso(ok, 200, 'Senha definida com sucesso. Faça login para continuar.');
    const login = await chamar('POST', '/api/v1/authadmin/login', { corpo: { email: u.email, senha: 'Nova12345' } });
    expect(login.status).toBe(200);
    expect(login.corpo.dados.perfil).toBe('Operador');

    const reuso = await chamar('POST', '/api/v1/AuthAdmin/primeiro-acesso', {
      corpo: { email: u.email, token, senha: 'Outra12345', confirmacaoSenha: 'Outra12345' },
    });
    esperarRecusa(reuso, 422, 'Token inválido ou expirado.');
    expect(await prisma.auditoriaAdmin.count({ where: { entidadeId: u.id, acao: 'PrimeiroAcesso' } })).toBe(1);
  });

  it('recovery: same answer for registered and unknown e-mails; the token resets the password once and revokes old tokens', async () => {
    const t = await criarTenant();
    const u = await criarUsuario(t.tenantId, 'AdminTenant');
    const inicio = Date.now();
    const conhecido = await chamar('POST', '/api/v1/AuthAdmin/recuperar-senha', { corpo: { email: u.email } });
    const meio = Date.now();
    const desconhecido = await chamar('POST', '/api/v1/AuthAdmin/recuperar-senha', { corpo: { email: 'ninguem@nada.dev' } });
    const fim = Date.now();
    expect(conhecido.status).toBe(200);
    expect(desconhecido.status).toBe(200);
    expect(conhecido.corpo).toEqual(desconhecido.corpo);
    expect(conhecido.corpo.mensagem).toBe('Se o e-mail estiver cadastrado, enviaremos as instruções para redefinir a senha.');
    expect(meio - inicio).toBeGreaterThanOrEqual(390);
    expect(fim - meio).toBeGreaterThanOrEqual(390);
    expect(Math.abs(meio - inicio - (fim - meio))).toBeLessThan(250);

    const token = await tokenDoOutbox(u.id, 'EmailRedefinicaoSenha');
    const corpo = { email: u.email, token, novaSenha: 'Trocada123', confirmacaoSenha: 'Trocada123' };
    const r = await chamar('POST', '/api/v1/AuthAdmin/confirmar-redefinicao-senha', { corpo });
    esperarSucesso(r, 200, 'Senha redefinida com sucesso. Faça login com a nova senha.');
    // The token issued before the change no longer works.
    expect((await chamar('GET', '/api/v1/admin/CampanhaAdmin', { token: u.token })).status).toBe(401);
    expect((await chamar('POST', '/api/v1/authadmin/login', { corpo: { email: u.email, senha: 'Trocada123' } })).status).toBe(200);
    const deNovo = await chamar('POST', '/api/v1/AuthAdmin/confirmar-redefinicao-senha', { corpo });
    expect(deNovo.status).toBe(422);
  });

  it('refuses an expired token and a token of another user', async () => {
    const t = await criarTenant();
    const a = await criarUsuario(t.tenantId, 'AdminTenant');
    const b = await criarUsuario(t.tenantId, 'AdminTenant');
    await chamar('POST', '/api/v1/AuthAdmin/recuperar-senha', { corpo: { email: a.email } });
    const token = await tokenDoOutbox(a.id, 'EmailRedefinicaoSenha');
    const deOutro = await chamar('POST', '/api/v1/AuthAdmin/confirmar-redefinicao-senha', {
      corpo: { email: b.email, token, novaSenha: 'Trocada123', confirmacaoSenha: 'Trocada123' },
    });
    expect(deOutro.status).toBe(422);
    await prisma.tokenAdmin.updateMany({ where: { usuarioId: a.id }, data: { expiraEm: new Date(Date.now() - 1000) } });
    const expirado = await chamar('POST', '/api/v1/AuthAdmin/confirmar-redefinicao-senha', {
      corpo: { email: a.email, token, novaSenha: 'Trocada123', confirmacaoSenha: 'Trocada123' },
    });
    esperarRecusa(expirado, 422, 'Token inválido ou expirado.');
  });
});
