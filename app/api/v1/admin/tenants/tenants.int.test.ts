import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { prisma } from '@/lib/db';
import { chamar } from '@/lib/testing/api';
import { cenarioPadrao, cnpjAleatorio, cpfAleatorio, criarTenant, criarUsuario } from '@/lib/testing/cenario';
import { formatarCnpj } from '@/lib/documentos/cnpj';
import { esperarRecusa, esperarSucesso } from '@/lib/testing/esperar';

const DIA_MS = 24 * 60 * 60 * 1000;
const superAdmin = () => criarUsuario(null, 'SuperAdmin');
const emailNovo = (p = 'adm') => `${p}-${randomUUID()}@teste.dev`;

async function tokenDoPrimeiroAcesso(email: string): Promise<string> {
  const e = await prisma.eventoOutbox.findFirstOrThrow({
    where: { tipo: 'EmailPrimeiroAcesso', payload: { path: ['para'], equals: email } },
    orderBy: { criadoEm: 'desc' },
  });
  return (e.payload as { token: string }).token;
}

describe('admin/tenants', () => {
  it('creates a tenant with its trial and first AdminTenant, who completes the first access and logs in', async () => {
    const sa = await superAdmin();
    const cnpj = cnpjAleatorio(true);
    const email = emailNovo();
    const r = await chamar('POST', '/api/v1/admin/tenants', {
      token: sa.token,
      corpo: {
        nome: 'Rede Sabor',
        cnpj: formatarCnpj(cnpj).toLowerCase(),
        emailContato: 'Contato@Sabor.com.br',
        administrador: { nome: 'Ana Gerente', email: email.toUpperCase() },
      },
    });
    esperarSucesso(r, 201, 'Tenant criado com sucesso.');
    const t = r.corpo.dados;
    expect(t).toMatchObject({
      nome: 'Rede Sabor',
      cnpj,
      emailContato: 'contato@sabor.com.br',
      ativo: true,
      assinatura: { plano: 'Essencial', status: 'Trial', limiteLojas: 1 },
      administrador: { nome: 'Ana Gerente', email, perfil: 'AdminTenant', tenantId: t.id, ativo: true, primeiroAcessoPendente: true },
    });
    expect(r.texto).not.toMatch(/senhaHash|versaoSessao/);
    const trialAte = new Date(t.assinatura.trialAte).getTime();
    expect(Math.abs(trialAte - (Date.now() + 14 * DIA_MS))).toBeLessThan(60_000);

    const assinatura = await prisma.assinatura.findUniqueOrThrow({ where: { tenantId: t.id } });
    expect(assinatura).toMatchObject({ plano: 'Essencial', status: 'Trial' });
    const admin = await prisma.usuarioAdmin.findUniqueOrThrow({ where: { email } });
    expect(admin.senhaHash).toBeNull();
    // Both rows come from one transaction (same instant): compared in a fixed order.
    const auditoria = await prisma.auditoriaAdmin.findMany({ where: { tenantId: t.id }, orderBy: { acao: 'asc' } });
    expect(auditoria.map((a) => [a.acao, a.entidadeId, a.usuarioEmail])).toEqual([
      ['CriarTenant', t.id, sa.email],
      ['CriarUsuarioAdmin', admin.id, sa.email],
    ]);

    // First access with the token of the queued e-mail, then login.
    const token = await tokenDoPrimeiroAcesso(email);
    const pa = await chamar('POST', '/api/v1/AuthAdmin/primeiro-acesso', {
      corpo: { email, token, senha: 'NovaSenha123', confirmacaoSenha: 'NovaSenha123' },
    });
    expect(pa.status).toBe(200);
    const login = await chamar('POST', '/api/v1/authadmin/login', { corpo: { email, senha: 'NovaSenha123' } });
    expect(login.status).toBe(200);
    expect(login.corpo.dados).toMatchObject({ email, perfil: 'AdminTenant', nome: 'Ana Gerente' });
    const lojas = await chamar('GET', '/api/v1/admin/lojas', { token: login.corpo.dados.token });
    expect(lojas.status).toBe(200);
    expect(lojas.corpo.dados).toEqual({ itens: [], paginacao: { pagina: 1, tamanho: 20, totalRegistros: 0 } });
  });

  it('creates a tenant without administrator, on the chosen plan, and ignores fields nobody may set', async () => {
    const sa = await superAdmin();
    const r = await chamar('POST', '/api/v1/admin/tenants', {
      token: sa.token,
      corpo: {
        nome: 'Farmácia Boa',
        plano: 'rede',
        id: randomUUID(),
        ativo: false,
        criadoEm: '2020-01-01T00:00:00Z',
        assinatura: { status: 'Ativa', plano: 'Essencial' },
      },
    });
    expect(r.status).toBe(201);
    expect(r.corpo.dados).toMatchObject({ nome: 'Farmácia Boa', cnpj: null, emailContato: null, ativo: true, administrador: null });
    expect(r.corpo.dados.assinatura).toMatchObject({ plano: 'Rede', status: 'Trial', limiteLojas: null });
    const t = await prisma.tenant.findUniqueOrThrow({ where: { id: r.corpo.dados.id }, include: { assinatura: true } });
    expect(t.ativo).toBe(true);
    expect(t.criadoEm.getFullYear()).toBeGreaterThan(2020);
    expect(t.assinatura).toMatchObject({ plano: 'Rede', status: 'Trial' });
  });

  it.each([
    [{ nome: '' }, 400, 'O campo Nome é obrigatório.'],
    [{ nome: 'X' }, 400, 'O campo Nome deve ter no mínimo 2 caracteres.'],
    [{ nome: 'Loja', plano: 'Ouro' }, 400, 'O campo Plano deve ser Essencial, Profissional ou Rede.'],
    [{ nome: 'Loja', emailContato: 'sem-arroba' }, 400, 'O campo EmailContato não é um endereço de e-mail válido.'],
    [{ nome: 'Loja', administrador: { nome: 'Ana' } }, 400, 'O campo Administrador.Email é obrigatório.'],
    [{ nome: 'Loja', administrador: { nome: 'Ana', email: 'x@' } }, 400, 'O campo Administrador.Email não é um endereço de e-mail válido.'],
    [{ nome: 'Loja', cnpj: '11.222.333/0001-80' }, 422, 'CNPJ inválido. Informe 14 dígitos.'],
    [{ nome: 'Loja', cnpj: '123' }, 422, 'CNPJ inválido. Informe 14 dígitos.'],
  ])('refuses %j', async (corpo, status, msg) => {
    const sa = await superAdmin();
    const r = await chamar('POST', '/api/v1/admin/tenants', { token: sa.token, corpo });
    expect(r.status).toBe(status);
    expect(r.corpo.erros).toContain(msg);
    expect(r.corpo.dados).toBeNull();
    // Nothing was created: a creation always writes its audit row, in the same transaction.
    expect(await prisma.auditoriaAdmin.count({ where: { usuarioId: sa.id } })).toBe(0);
  });

  it('refuses a taken administrator e-mail or tenant CNPJ and writes nothing', async () => {
    const sa = await superAdmin();
    const existente = await criarUsuario(null, 'SuperAdmin');
    const nome = `Tenant ${randomUUID()}`;
    const r = await chamar('POST', '/api/v1/admin/tenants', {
      token: sa.token,
      corpo: { nome, administrador: { nome: 'Ana', email: existente.email.toUpperCase() } },
    });
    esperarRecusa(r, 422, 'Já existe um usuário com este e-mail.');
    expect(await prisma.tenant.count({ where: { nome } })).toBe(0);

    const cnpj = cnpjAleatorio();
    expect((await chamar('POST', '/api/v1/admin/tenants', { token: sa.token, corpo: { nome: 'Primeiro', cnpj } })).status).toBe(201);
    const dup = await chamar('POST', '/api/v1/admin/tenants', { token: sa.token, corpo: { nome: 'Segundo', cnpj: formatarCnpj(cnpj) } });
    esperarRecusa(dup, 422, 'Já existe um tenant com este CNPJ.');
    expect(await prisma.tenant.count({ where: { cnpj } })).toBe(1);
  });

  it('lists with search, status filter and paging', async () => {
    const sa = await superAdmin();
    const marca = `Marca${randomUUID().slice(0, 8)}`;
    const ids: string[] = [];
    for (const n of ['C', 'A', 'B']) {
      const r = await chamar('POST', '/api/v1/admin/tenants', { token: sa.token, corpo: { nome: `${marca} ${n}` } });
      ids.push(r.corpo.dados.id);
    }
    const p1 = await chamar('GET', '/api/v1/admin/tenants', { token: sa.token, query: { busca: marca.toLowerCase(), tamanho: 2 } });
    expect(p1.status).toBe(200);
    expect(p1.corpo.dados.itens.map((t: { nome: string }) => t.nome)).toEqual([`${marca} A`, `${marca} B`]);
    expect(p1.corpo.dados.paginacao).toEqual({ pagina: 1, tamanho: 2, totalRegistros: 3 });
    const p2 = await chamar('GET', '/api/v1/admin/tenants', { token: sa.token, query: { busca: marca, tamanho: 2, pagina: 2 } });
    expect(p2.corpo.dados.itens.map((t: { nome: string }) => t.nome)).toEqual([`${marca} C`]);

    await chamar('PATCH', `/api/v1/admin/tenants/${ids[0]}/status`, { token: sa.token, query: { ativo: false } });
    const inativos = await chamar('GET', '/api/v1/admin/tenants', { token: sa.token, query: { busca: marca, ativo: 'False' } });
    expect(inativos.corpo.dados.itens.map((t: { id: string }) => t.id)).toEqual([ids[0]]);

    for (const [query, msg] of [
      [{ tamanho: 101 }, 'O parâmetro tamanho deve ser um número inteiro entre 1 e 100.'],
      [{ pagina: 0 }, 'O parâmetro pagina deve ser um número inteiro entre 1 e 2147483647.'],
      [{ pagina: 'x' }, 'O parâmetro pagina deve ser um número inteiro entre 1 e 2147483647.'],
      [{ ativo: 'talvez' }, 'O parâmetro ativo deve ser true ou false.'],
    ] as const) {
      const r = await chamar('GET', '/api/v1/admin/tenants', { token: sa.token, query });
      esperarRecusa(r, 400, msg);
    }
  });

  it('reads and updates a tenant, auditing before and after', async () => {
    const sa = await superAdmin();
    const criado = await chamar('POST', '/api/v1/admin/tenants', {
      token: sa.token,
      corpo: { nome: 'Padaria', emailContato: 'a@padaria.com' },
    });
    const id = criado.corpo.dados.id;
    const lido = await chamar('GET', `/api/v1/admin/tenants/${id.toUpperCase()}`, { token: sa.token });
    expect(lido.status).toBe(200);
    expect(lido.corpo.dados).toEqual({ ...criado.corpo.dados, administrador: undefined });

    const cnpj = cnpjAleatorio();
    const put = await chamar('PUT', `/api/v1/admin/tenants/${id}`, { token: sa.token, corpo: { nome: 'Padaria Pão Quente', cnpj } });
    esperarSucesso(put, 200, 'Tenant atualizado com sucesso.');
    // An absent emailContato keeps its value.
    expect(put.corpo.dados).toMatchObject({ nome: 'Padaria Pão Quente', cnpj, emailContato: 'a@padaria.com' });
    const limpa = await chamar('PUT', `/api/v1/admin/tenants/${id}`, {
      token: sa.token,
      corpo: { nome: 'Padaria Pão Quente', cnpj: null, emailContato: '', ativo: false },
    });
    expect(limpa.corpo.dados).toMatchObject({ cnpj: null, emailContato: null, ativo: true });

    const a = await prisma.auditoriaAdmin.findMany({ where: { entidadeId: id, acao: 'AtualizarTenant' }, orderBy: { criadoEm: 'asc' } });
    expect(a).toHaveLength(2);
    expect(a[0]!.antes).toMatchObject({ nome: 'Padaria', cnpj: null });
    expect(a[0]!.depois).toMatchObject({ nome: 'Padaria Pão Quente', cnpj });
    expect(a[0]!.requestId).toBe(put.headers.get('x-request-id'));

    // The same data again changes nothing and writes no audit row.
    await chamar('PUT', `/api/v1/admin/tenants/${id}`, { token: sa.token, corpo: { nome: 'Padaria Pão Quente' } });
    expect(await prisma.auditoriaAdmin.count({ where: { entidadeId: id, acao: 'AtualizarTenant' } })).toBe(2);

    const inexistente = await chamar('GET', `/api/v1/admin/tenants/${randomUUID()}`, { token: sa.token });
    esperarRecusa(inexistente, 404, 'Tenant não encontrado.');
    const putInexistente = await chamar('PUT', `/api/v1/admin/tenants/${randomUUID()}`, { token: sa.token, corpo: { nome: 'Nada' } });
    expect(putInexistente.status).toBe(404);
    const idRuim = await chamar('GET', '/api/v1/admin/tenants/123', { token: sa.token });
    esperarRecusa(idRuim, 400, 'O campo Id deve ser um UUID.');
  });

  it("deactivation stops the API keys at once and the users' tokens and logins; reactivation restores both", async () => {
    const sa = await superAdmin();
    const c = await cenarioPadrao();
    const gerente = await criarUsuario(c.tenantId, 'AdminTenant');
    const venda = () =>
      chamar('POST', '/api/v1/venda', { chave: c.chave, corpo: { cnpjLoja: c.loja.cnpj, cpfCliente: cpfAleatorio(), valorVenda: 50 } });
    expect((await venda()).status).toBe(200); // the key is now in this process's cache

    const off = await chamar('PATCH', `/api/v1/admin/tenants/${c.tenantId}/status`, { token: sa.token, query: { ativo: false } });
    esperarSucesso(off, 200, 'Tenant desativado.');
    expect(off.corpo.dados.ativo).toBe(false);

    const recusada = await venda();
    esperarRecusa(recusada, 401, 'Não autorizado.');
    expect((await chamar('GET', '/api/v1/admin/lojas', { token: gerente.token })).status).toBe(401);
    const login = await chamar('POST', '/api/v1/authadmin/login', { corpo: { email: gerente.email, senha: gerente.senha } });
    esperarRecusa(login, 401, 'Credenciais inválidas.');

    // Repeating the same status changes nothing and writes no second audit row.
    await chamar('PATCH', `/api/v1/admin/tenants/${c.tenantId}/status`, { token: sa.token, query: { ativo: 'false' } });
    expect(await prisma.auditoriaAdmin.count({ where: { entidadeId: c.tenantId, acao: 'AlterarStatusTenant' } })).toBe(1);

    const on = await chamar('PATCH', `/api/v1/admin/tenants/${c.tenantId}/status`, { token: sa.token, query: { ativo: true } });
    expect(on.corpo.mensagem).toBe('Tenant ativado.');
    expect((await venda()).status).toBe(200);
    expect((await chamar('GET', '/api/v1/admin/lojas', { token: gerente.token })).status).toBe(200);
    const a = await prisma.auditoriaAdmin.findMany({
      where: { entidadeId: c.tenantId, acao: 'AlterarStatusTenant' },
      orderBy: { criadoEm: 'asc' },
    });
    expect(a.map((x) => [x.antes, x.depois])).toEqual([
      [{ ativo: true }, { ativo: false }],
      [{ ativo: false }, { ativo: true }],
    ]);

    const semAtivo = await chamar('PATCH', `/api/v1/admin/tenants/${c.tenantId}/status`, { token: sa.token });
    esperarRecusa(semAtivo, 400, 'O campo Ativo é obrigatório.');
  });

  it('is for SuperAdmin only: tenant administrators and operators get 403, keys and anonymous callers 401, nothing changes', async () => {
    const t = await criarTenant('Tenant Protegido');
    const gerente = await criarUsuario(t.tenantId, 'AdminTenant');
    const operador = await criarUsuario(t.tenantId, 'Operador');
    for (const token of [gerente.token, operador.token]) {
      for (const [metodo, caminho, o] of [
        ['GET', '/api/v1/admin/tenants', {}],
        ['POST', '/api/v1/admin/tenants', { corpo: { nome: 'Invasor' } }],
        ['GET', `/api/v1/admin/tenants/${t.tenantId}`, {}],
        ['PUT', `/api/v1/admin/tenants/${t.tenantId}`, { corpo: { nome: 'Invadido' } }],
        ['PATCH', `/api/v1/admin/tenants/${t.tenantId}/status`, { query: { ativo: false } }],
      ] as const) {
        const r = await chamar(metodo, caminho, { token, ...o });
        expect(r.status, `${metodo} ${caminho}`).toBe(403);
        expect(r.corpo.erros).toEqual(['Acesso negado.']);
      }
    }
    for (const o of [{ chave: t.chave }, {}]) {
      expect((await chamar('GET', '/api/v1/admin/tenants', o)).status).toBe(401);
      expect((await chamar('PATCH', `/api/v1/admin/tenants/${t.tenantId}/status`, { ...o, query: { ativo: false } })).status).toBe(401);
    }
    const depois = await prisma.tenant.findUniqueOrThrow({ where: { id: t.tenantId } });
    expect(depois).toMatchObject({ nome: 'Tenant Protegido', ativo: true });
    expect(await prisma.tenant.count({ where: { nome: 'Invasor' } })).toBe(0);
  });
});
