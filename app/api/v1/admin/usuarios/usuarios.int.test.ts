import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { prisma } from '@/lib/db';
import { chamar } from '@/lib/testing/api';
import { criarTenant, criarUsuario } from '@/lib/testing/cenario';
import { esperarRecusa, esperarSucesso } from '@/lib/testing/esperar';

const emailNovo = (p = 'pessoa') => `${p}-${randomUUID()}@teste.dev`;

async function gerente() {
  const t = await criarTenant();
  const u = await criarUsuario(t.tenantId, 'AdminTenant');
  return { ...t, token: u.token, usuario: u };
}

async function eventosPrimeiroAcesso(email: string) {
  return prisma.eventoOutbox.findMany({
    where: { tipo: 'EmailPrimeiroAcesso', payload: { path: ['para'], equals: email } },
    orderBy: { criadoEm: 'asc' },
  });
}

const novoUsuario = (token: string, corpo: Record<string, unknown>) => chamar('POST', '/api/v1/admin/usuarios', { token, corpo });

describe('admin/usuarios', () => {
  it('creates an operator without password who receives the first-access e-mail, defines the password and logs in', async () => {
    const g = await gerente();
    const email = emailNovo('operador');
    const r = await novoUsuario(g.token, { nome: 'Carlos Caixa', email: `  ${email.toUpperCase()} `, perfil: 'Operador' });
    esperarSucesso(r, 201, 'Usuário criado. Enviamos a ele o e-mail de primeiro acesso para definir a senha.');
    expect(r.corpo.dados).toMatchObject({
      tenantId: g.tenantId,
      nome: 'Carlos Caixa',
      email,
      perfil: 'Operador',
      ativo: true,
      primeiroAcessoPendente: true,
      ultimoLoginEm: null,
    });
    expect(r.texto).not.toMatch(/senhaHash|versaoSessao/);
    const u = await prisma.usuarioAdmin.findUniqueOrThrow({ where: { email } });
    expect(u.senhaHash).toBeNull();

    const [evento] = await eventosPrimeiroAcesso(email);
    expect(evento).toMatchObject({ tenantId: g.tenantId, status: 'Pendente' });
    const payload = evento!.payload as { para: string; nome: string; link: string; token: string };
    expect(payload).toMatchObject({ para: email, nome: 'Carlos Caixa' });
    expect(payload.link).toContain(`token=${payload.token}`);

    // No password yet: the login fails until the first access is done.
    expect((await chamar('POST', '/api/v1/authadmin/login', { corpo: { email, senha: 'Segredo123' } })).status).toBe(401);

    // The public GET re-sends the link; only the newest token works.
    const reenvio = await chamar('GET', '/api/v1/AuthAdmin/primeiro-acesso', { query: { email } });
    expect(reenvio.status).toBe(200);
    const eventos = await eventosPrimeiroAcesso(email);
    expect(eventos).toHaveLength(2);
    const antigo = (eventos[0]!.payload as { token: string }).token;
    const novo = (eventos[1]!.payload as { token: string }).token;
    const comAntigo = await chamar('POST', '/api/v1/AuthAdmin/primeiro-acesso', {
      corpo: { email, token: antigo, senha: 'Segredo123', confirmacaoSenha: 'Segredo123' },
    });
    esperarRecusa(comAntigo, 422, 'Token inválido ou expirado.');
    const pa = await chamar('POST', '/api/v1/AuthAdmin/primeiro-acesso', {
      corpo: { email, token: novo, senha: 'Segredo123', confirmacaoSenha: 'Segredo123' },
    });
    esperarSucesso(pa, 200, 'Senha definida com sucesso. Faça login para continuar.');

    const login = await chamar('POST', '/api/v1/authadmin/login', { corpo: { email, senha: 'Segredo123' } });
    expect(login.status).toBe(200);
    expect(login.corpo.dados).toMatchObject({ email, nome: 'Carlos Caixa', perfil: 'Operador' });
    // An operator reads the stores but cannot manage users.
    expect((await chamar('GET', '/api/v1/admin/lojas', { token: login.corpo.dados.token })).status).toBe(200);
    expect((await chamar('GET', '/api/v1/admin/usuarios', { token: login.corpo.dados.token })).status).toBe(403);

    const lido = await chamar('GET', `/api/v1/admin/usuarios/${u.id}`, { token: g.token });
    expect(lido.corpo.dados).toMatchObject({ primeiroAcessoPendente: false, ultimoLoginEm: expect.any(String) });
    const a = await prisma.auditoriaAdmin.findMany({ where: { entidadeId: u.id }, orderBy: { criadoEm: 'asc' } });
    expect(a.map((x) => [x.acao, x.usuarioEmail])).toEqual([
      ['CriarUsuarioAdmin', g.usuario.email],
      ['PrimeiroAcesso', email],
    ]);
  });

  it("lists the own tenant's users only (never the platform team), with filters and paging", async () => {
    const g = await gerente();
    const outro = await gerente();
    await criarUsuario(null, 'SuperAdmin');
    const op1 = await criarUsuario(g.tenantId, 'Operador');
    const op2 = await criarUsuario(g.tenantId, 'Operador', { ativo: false });
    const todos = await chamar('GET', '/api/v1/admin/usuarios', { token: g.token });
    expect(todos.status).toBe(200);
    expect(todos.corpo.dados.itens.map((u: { id: string }) => u.id).sort()).toEqual([g.usuario.id, op1.id, op2.id].sort());
    expect(todos.corpo.dados.paginacao).toEqual({ pagina: 1, tamanho: 20, totalRegistros: 3 });
    expect(todos.texto).not.toMatch(/senhaHash|versaoSessao|argon2/);
    expect(todos.texto).not.toContain(outro.usuario.id);

    const ops = await chamar('GET', '/api/v1/admin/usuarios', { token: g.token, query: { perfil: 'Operador', ativo: true } });
    expect(ops.corpo.dados.itens.map((u: { id: string }) => u.id)).toEqual([op1.id]);
    const sa = await chamar('GET', '/api/v1/admin/usuarios', { token: g.token, query: { perfil: 'SuperAdmin' } });
    expect(sa.corpo.dados.itens).toEqual([]);
    const busca = await chamar('GET', '/api/v1/admin/usuarios', { token: g.token, query: { busca: op2.email.slice(0, 20).toUpperCase() } });
    expect(busca.corpo.dados.itens.map((u: { id: string }) => u.id)).toEqual([op2.id]);
    const pagina = await chamar('GET', '/api/v1/admin/usuarios', { token: g.token, query: { tamanho: 2, pagina: 2 } });
    expect(pagina.corpo.dados.itens).toHaveLength(1);
    expect(pagina.corpo.dados.paginacao).toEqual({ pagina: 2, tamanho: 2, totalRegistros: 3 });
  });

  it('updates name and profile; e-mail is immutable; nobody changes their own profile; audited', async () => {
    const g = await gerente();
    const op = await criarUsuario(g.tenantId, 'Operador');
    const put = await chamar('PUT', `/api/v1/admin/usuarios/${op.id}`, {
      token: g.token,
      corpo: { nome: 'Operadora Chefe', perfil: 'AdminTenant', email: op.email.toUpperCase() },
    });
    esperarSucesso(put, 200, 'Usuário atualizado com sucesso.');
    expect(put.corpo.dados).toMatchObject({ nome: 'Operadora Chefe', perfil: 'AdminTenant', email: op.email });
    // The profile applies to the user's current token at once (read from the database).
    expect((await chamar('GET', '/api/v1/admin/usuarios', { token: op.token })).status).toBe(200);

    const email = await chamar('PUT', `/api/v1/admin/usuarios/${op.id}`, {
      token: g.token,
      corpo: { nome: 'Operadora Chefe', perfil: 'AdminTenant', email: emailNovo() },
    });
    esperarRecusa(email, 422, 'O e-mail de um usuário não pode ser alterado.');

    const proprio = await chamar('PUT', `/api/v1/admin/usuarios/${g.usuario.id}`, {
      token: g.token,
      corpo: { nome: 'Eu', perfil: 'Operador' },
    });
    esperarRecusa(proprio, 422, 'Você não pode alterar o seu próprio perfil.');
    const proprioNome = await chamar('PUT', `/api/v1/admin/usuarios/${g.usuario.id}`, {
      token: g.token,
      corpo: { nome: 'Gerente Geral', perfil: 'AdminTenant' },
    });
    expect(proprioNome.status).toBe(200);

    const escalar = await chamar('PUT', `/api/v1/admin/usuarios/${op.id}`, {
      token: g.token,
      corpo: { nome: 'X Y', perfil: 'SuperAdmin' },
    });
    esperarRecusa(escalar, 403, 'Acesso negado.');

    const a = await prisma.auditoriaAdmin.findMany({ where: { entidadeId: op.id, acao: 'AtualizarUsuarioAdmin' } });
    expect(a).toHaveLength(1);
    expect(a[0]!.antes).toMatchObject({ nome: 'Usuário Operador', perfil: 'Operador' });
    expect(a[0]!.depois).toMatchObject({ nome: 'Operadora Chefe', perfil: 'AdminTenant' });
    expect(await prisma.usuarioAdmin.findUniqueOrThrow({ where: { id: op.id } })).toMatchObject({ perfil: 'AdminTenant', email: op.email });
  });

  it("deactivation kills the user's tokens at once; nobody deactivates themself", async () => {
    const g = await gerente();
    const op = await criarUsuario(g.tenantId, 'AdminTenant');
    expect((await chamar('GET', '/api/v1/admin/usuarios', { token: op.token })).status).toBe(200);
    const antes = await prisma.usuarioAdmin.findUniqueOrThrow({ where: { id: op.id } });

    const off = await chamar('PATCH', `/api/v1/admin/usuarios/${op.id}/status`, { token: g.token, query: { ativo: false } });
    esperarSucesso(off, 200, 'Usuário desativado.');
    expect(off.corpo.dados.ativo).toBe(false);
    const depois = await prisma.usuarioAdmin.findUniqueOrThrow({ where: { id: op.id } });
    expect(depois.versaoSessao).toBe(antes.versaoSessao + 1);
    const morto = await chamar('GET', '/api/v1/admin/usuarios', { token: op.token });
    esperarRecusa(morto, 401, 'Não autorizado.');
    expect((await chamar('POST', '/api/v1/authadmin/login', { corpo: { email: op.email, senha: op.senha } })).status).toBe(401);

    const on = await chamar('PATCH', `/api/v1/admin/usuarios/${op.id}/status`, { token: g.token, query: { ativo: true } });
    expect(on.corpo.mensagem).toBe('Usuário ativado.');
    // The old token stays dead (its session version moved); a new login works.
    expect((await chamar('GET', '/api/v1/admin/usuarios', { token: op.token })).status).toBe(401);
    expect((await chamar('POST', '/api/v1/authadmin/login', { corpo: { email: op.email, senha: op.senha } })).status).toBe(200);

    const eu = await chamar('PATCH', `/api/v1/admin/usuarios/${g.usuario.id}/status`, { token: g.token, query: { ativo: false } });
    esperarRecusa(eu, 422, 'Você não pode desativar o seu próprio usuário.');
    expect((await prisma.usuarioAdmin.findUniqueOrThrow({ where: { id: g.usuario.id } })).ativo).toBe(true);

    const a = await prisma.auditoriaAdmin.findMany({ where: { entidadeId: op.id }, orderBy: { criadoEm: 'asc' } });
    expect(a.map((x) => [x.acao, x.antes, x.depois])).toEqual([
      ['AlterarStatusUsuarioAdmin', { ativo: true }, { ativo: false }],
      ['AlterarStatusUsuarioAdmin', { ativo: false }, { ativo: true }],
    ]);
  });

  it('refuses a taken e-mail (any case, also between racing requests) and invalid data', async () => {
    const g = await gerente();
    const existente = await criarUsuario(null, 'SuperAdmin');
    const dup = await novoUsuario(g.token, { nome: 'Clone', email: existente.email.toUpperCase(), perfil: 'Operador' });
    esperarRecusa(dup, 422, 'Já existe um usuário com este e-mail.');

    const email = emailNovo('corrida');
    const rs = await Promise.all([1, 2, 3].map(() => novoUsuario(g.token, { nome: 'Corrida', email, perfil: 'Operador' })));
    expect(rs.map((r) => r.status).sort()).toEqual([201, 422, 422]);
    for (const r of rs.filter((x) => x.status === 422)) expect(r.corpo.erros).toEqual(['Já existe um usuário com este e-mail.']);
    expect(await prisma.usuarioAdmin.count({ where: { email } })).toBe(1);
    expect(await eventosPrimeiroAcesso(email)).toHaveLength(1);

    for (const [corpo, msg] of [
      [{ nome: 'Ana', email: 'ana@', perfil: 'Operador' }, 'O campo Email não é um endereço de e-mail válido.'],
      [{ nome: 'Ana', perfil: 'Operador' }, 'O campo Email é obrigatório.'],
      [{ nome: 'Ana', email: emailNovo() }, 'O campo Perfil é obrigatório.'],
      [{ nome: 'Ana', email: emailNovo(), perfil: 'Gerente' }, 'O campo Perfil deve ser SuperAdmin, AdminTenant ou Operador.'],
      [{ nome: '', email: emailNovo(), perfil: 'Operador' }, 'O campo Nome é obrigatório.'],
    ] as const) {
      const r = await novoUsuario(g.token, corpo);
      expect(r.status).toBe(400);
      expect(r.corpo.mensagem).toBe(msg);
      expect(r.corpo.erros[0]).toBe(msg);
    }
  });

  it('keeps tenants and the platform team apart; ignores fields nobody may set', async () => {
    const a = await gerente();
    const b = await gerente();
    const sa = await criarUsuario(null, 'SuperAdmin');
    const opB = await criarUsuario(b.tenantId, 'Operador');
    for (const alvo of [opB.id, sa.id, b.usuario.id]) {
      for (const r of [
        await chamar('GET', `/api/v1/admin/usuarios/${alvo}`, { token: a.token }),
        await chamar('PUT', `/api/v1/admin/usuarios/${alvo}`, { token: a.token, corpo: { nome: 'Invadido', perfil: 'Operador' } }),
        await chamar('PATCH', `/api/v1/admin/usuarios/${alvo}/status`, { token: a.token, query: { ativo: false } }),
      ]) {
        esperarRecusa(r, 404, 'Usuário não encontrado.');
      }
    }
    const lista = await chamar('GET', '/api/v1/admin/usuarios', { token: a.token, query: { tenantId: b.tenantId } });
    expect(lista.status).toBe(403);
    const email1 = emailNovo();
    const outroTenant = await novoUsuario(a.token, { nome: 'Intruso', email: email1, perfil: 'AdminTenant', tenantId: b.tenantId });
    esperarRecusa(outroTenant, 403, 'Acesso negado.');
    const email2 = emailNovo();
    const superAdm = await novoUsuario(a.token, { nome: 'Intruso', email: email2, perfil: 'SuperAdmin' });
    esperarRecusa(superAdm, 403, 'Acesso negado.');
    expect(await prisma.usuarioAdmin.count({ where: { email: { in: [email1, email2] } } })).toBe(0);
    for (const u of [opB, sa, b.usuario]) {
      const linha = await prisma.usuarioAdmin.findUniqueOrThrow({ where: { id: u.id } });
      expect(linha).toMatchObject({ ativo: true, nome: u.nome, perfil: u.perfil, versaoSessao: u.versaoSessao });
    }

    // Mass assignment: password hash, session version, status, id and tenant are not fields of these requests.
    const email3 = emailNovo();
    const idForjado = randomUUID();
    const criado = await novoUsuario(a.token, {
      nome: 'Nova Operadora',
      email: email3,
      perfil: 'Operador',
      senhaHash: '$argon2id$v=19$m=19456,t=2,p=1$forjado',
      senha: 'Senha123',
      versaoSessao: 99,
      ativo: false,
      id: idForjado,
    });
    expect(criado.status).toBe(201);
    const linha = await prisma.usuarioAdmin.findUniqueOrThrow({ where: { email: email3 } });
    expect(linha).toMatchObject({ senhaHash: null, versaoSessao: 1, ativo: true, tenantId: a.tenantId });
    expect(linha.id).not.toBe(idForjado);
    const put = await chamar('PUT', `/api/v1/admin/usuarios/${linha.id}`, {
      token: a.token,
      corpo: { nome: 'Nova Operadora', perfil: 'Operador', tenantId: b.tenantId, senhaHash: 'x', versaoSessao: 7, ativo: false },
    });
    expect(put.status).toBe(200);
    expect(await prisma.usuarioAdmin.findUniqueOrThrow({ where: { id: linha.id } })).toMatchObject({
      tenantId: a.tenantId,
      senhaHash: null,
      versaoSessao: 1,
      ativo: true,
    });
  });

  it("lets SuperAdmin manage the platform team and any tenant's users", async () => {
    const sa = await criarUsuario(null, 'SuperAdmin');
    const t = await criarTenant();
    const novoSa = await novoUsuario(sa.token, { nome: 'Equipe Plataforma', email: emailNovo('sa'), perfil: 'SuperAdmin' });
    expect(novoSa.status).toBe(201);
    expect(novoSa.corpo.dados).toMatchObject({ tenantId: null, perfil: 'SuperAdmin' });
    const auditoriaSa = await prisma.auditoriaAdmin.findFirstOrThrow({ where: { entidadeId: novoSa.corpo.dados.id } });
    expect(auditoriaSa.tenantId).toBeNull();

    const saComTenant = await novoUsuario(sa.token, { nome: 'Equipe', email: emailNovo('sa'), perfil: 'SuperAdmin', tenantId: t.tenantId });
    esperarRecusa(saComTenant, 422, 'Usuários SuperAdmin não pertencem a um tenant: não informe TenantId.');
    const semTenant = await novoUsuario(sa.token, { nome: 'Gerente', email: emailNovo(), perfil: 'AdminTenant' });
    esperarRecusa(semTenant, 400, 'O campo TenantId é obrigatório.');
    const tenantInexistente = await novoUsuario(sa.token, {
      nome: 'Gerente',
      email: emailNovo(),
      perfil: 'AdminTenant',
      tenantId: randomUUID(),
    });
    esperarRecusa(tenantInexistente, 404, 'Tenant não encontrado.');
    const gerente = await novoUsuario(sa.token, { nome: 'Gerente', email: emailNovo(), perfil: 'AdminTenant', tenantId: t.tenantId });
    expect(gerente.status).toBe(201);
    expect(gerente.corpo.dados.tenantId).toBe(t.tenantId);

    const virarSa = await chamar('PUT', `/api/v1/admin/usuarios/${gerente.corpo.dados.id}`, {
      token: sa.token,
      corpo: { nome: 'Gerente', perfil: 'SuperAdmin' },
    });
    esperarRecusa(virarSa, 422, 'Um usuário de tenant não pode passar a SuperAdmin, nem o contrário. Crie outro usuário.');
    const doTenant = await chamar('GET', '/api/v1/admin/usuarios', { token: sa.token, query: { tenantId: t.tenantId } });
    expect(doTenant.corpo.dados.itens.map((u: { id: string }) => u.id)).toEqual([gerente.corpo.dados.id]);
    const equipe = await chamar('GET', '/api/v1/admin/usuarios', {
      token: sa.token,
      query: { perfil: 'SuperAdmin', busca: novoSa.corpo.dados.email },
    });
    expect(equipe.corpo.dados.itens.map((u: { id: string }) => u.id)).toEqual([novoSa.corpo.dados.id]);
    const off = await chamar('PATCH', `/api/v1/admin/usuarios/${novoSa.corpo.dados.id}/status`, {
      token: sa.token,
      query: { ativo: false },
    });
    expect(off.status).toBe(200);
  });

  it('refuses operators (403), API keys and anonymous callers (401)', async () => {
    const g = await gerente();
    const op = await criarUsuario(g.tenantId, 'Operador');
    for (const [metodo, caminho, o] of [
      ['GET', '/api/v1/admin/usuarios', {}],
      ['POST', '/api/v1/admin/usuarios', { corpo: { nome: 'Novo', email: emailNovo(), perfil: 'Operador' } }],
      ['GET', `/api/v1/admin/usuarios/${op.id}`, {}],
      ['PUT', `/api/v1/admin/usuarios/${op.id}`, { corpo: { nome: 'Eu Mesmo', perfil: 'AdminTenant' } }],
      ['PATCH', `/api/v1/admin/usuarios/${g.usuario.id}/status`, { query: { ativo: false } }],
    ] as const) {
      const r = await chamar(metodo, caminho, { token: op.token, ...o });
      expect(r.status, `${metodo} ${caminho}`).toBe(403);
      expect(r.corpo.erros).toEqual(['Acesso negado.']);
      expect((await chamar(metodo, caminho, { chave: g.chave, ...o })).status).toBe(401);
      expect((await chamar(metodo, caminho, o)).status).toBe(401);
    }
    expect(await prisma.usuarioAdmin.findUniqueOrThrow({ where: { id: op.id } })).toMatchObject({ perfil: 'Operador', ativo: true });
    expect(await prisma.usuarioAdmin.count({ where: { tenantId: g.tenantId } })).toBe(2);
  });
});
