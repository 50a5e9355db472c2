import { createHash, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { prisma } from '@/lib/db';
import { gerarChave } from '@/lib/domain/acesso/chave-api';
import { chamar } from '@/lib/testing/api';
import { cenarioPadrao, cpfAleatorio, criarTenant, criarUsuario } from '@/lib/testing/cenario';
import { esperarRecusa, esperarSucesso } from '@/lib/testing/esperar';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** A tenant with a store and campaigns (so sales go through) and its AdminTenant. */
async function gerente() {
  const c = await cenarioPadrao();
  const u = await criarUsuario(c.tenantId, 'AdminTenant');
  return { ...c, token: u.token, usuario: u };
}

const venda = (chave: string, cnpjLoja: string) =>
  chamar('POST', '/api/v1/venda', { chave, corpo: { cnpjLoja, cpfCliente: cpfAleatorio(), valorVenda: 30 } });

describe('admin/chaves', () => {
  it('creates a key whose secret is shown once, stored only as a hash, and works on the PDV', async () => {
    const g = await gerente();
    const r = await chamar('POST', '/api/v1/admin/chaves', { token: g.token, corpo: { nome: 'ERP Matriz' } });
    esperarSucesso(r, 201, 'Chave criada. Copie-a agora: ela não será exibida novamente.');
    expect(r.headers.get('cache-control')).toBe('no-store');
    const k = r.corpo.dados;
    expect(k).toMatchObject({ tenantId: g.tenantId, nome: 'ERP Matriz', ambiente: 'Producao', revogadaEm: null, ultimoUsoEm: null });
    expect(k.chave).toMatch(/^fid_live_[A-Za-z0-9]{32}$/);
    expect(k.prefixo).toBe(k.chave.slice(0, 17));
    expect(r.texto).not.toContain('hash');

    const linha = await prisma.chaveApi.findUniqueOrThrow({ where: { id: k.id } });
    expect(linha.hash).toBe(sha256(k.chave));
    expect(JSON.stringify(linha)).not.toContain(k.chave);

    expect((await venda(k.chave, g.loja.cnpj)).status).toBe(200);

    // The secret never appears again: not in reads, not in lists, not in the audit log.
    const lido = await chamar('GET', `/api/v1/admin/chaves/${k.id}`, { token: g.token });
    // (`ultimoUsoEm` is written off the request path after the sale: not compared here.)
    const { chave: _segredo, ultimoUsoEm: _uso, ...semSegredo } = k;
    expect({ ...lido.corpo.dados, ultimoUsoEm: undefined }).toEqual(semSegredo);
    expect(lido.texto).not.toContain(k.chave);
    const lista = await chamar('GET', '/api/v1/admin/chaves', { token: g.token });
    expect(lista.texto).not.toContain(k.chave);
    expect(lista.texto).not.toContain(linha.hash);
    const auditoria = await prisma.auditoriaAdmin.findMany({ where: { entidadeId: k.id } });
    expect(auditoria.map((a) => a.acao)).toEqual(['CriarChaveApi']);
    expect(JSON.stringify(auditoria)).not.toContain(k.chave);
    expect(JSON.stringify(auditoria)).not.toContain(linha.hash);
  });

  it('makes test-environment keys, and lists filtered by prefix, environment and revocation', async () => {
    const g = await gerente();
    const teste = await chamar('POST', '/api/v1/admin/chaves', { token: g.token, corpo: { nome: 'Homologação', ambiente: 'Teste' } });
    expect(teste.status).toBe(201);
    expect(teste.corpo.dados.ambiente).toBe('Teste');
    expect(teste.corpo.dados.chave).toMatch(/^fid_test_/);
    // A test key authenticates like any other (its environment is for the sandbox deployment).
    const config = await chamar('GET', '/api/v1/configuracao', { chave: teste.corpo.dados.chave, query: { cnpjLoja: g.loja.cnpj } });
    expect(config.status).toBe(200);

    const todas = await chamar('GET', '/api/v1/admin/chaves', { token: g.token });
    expect(todas.corpo.dados.paginacao.totalRegistros).toBe(2); // the fixture's key + this one
    expect(Object.keys(todas.corpo.dados.itens[0]).sort()).toEqual(
      ['ambiente', 'criadoEm', 'id', 'nome', 'prefixo', 'revogadaEm', 'tenantId', 'ultimoUsoEm'].sort(),
    );
    const testes = await chamar('GET', '/api/v1/admin/chaves', { token: g.token, query: { ambiente: 'Teste' } });
    expect(testes.corpo.dados.itens.map((k: { id: string }) => k.id)).toEqual([teste.corpo.dados.id]);
    const porPrefixo = await chamar('GET', '/api/v1/admin/chaves', {
      token: g.token,
      query: { prefixo: teste.corpo.dados.prefixo.slice(0, 12) },
    });
    expect(porPrefixo.corpo.dados.itens.map((k: { id: string }) => k.id)).toEqual([teste.corpo.dados.id]);
    const live = await chamar('GET', '/api/v1/admin/chaves', { token: g.token, query: { prefixo: 'fid_live_' } });
    expect(live.corpo.dados.itens.every((k: { prefixo: string }) => k.prefixo.startsWith('fid_live_'))).toBe(true);
    expect(live.corpo.dados.itens).toHaveLength(1);

    await chamar('DELETE', `/api/v1/admin/chaves/${teste.corpo.dados.id}`, { token: g.token });
    const revogadas = await chamar('GET', '/api/v1/admin/chaves', { token: g.token, query: { revogada: true } });
    expect(revogadas.corpo.dados.itens.map((k: { id: string }) => k.id)).toEqual([teste.corpo.dados.id]);
    const ativas = await chamar('GET', '/api/v1/admin/chaves', { token: g.token, query: { revogada: false } });
    expect(ativas.corpo.dados.itens.map((k: { ambiente: string }) => k.ambiente)).toEqual(['Producao']);

    const ruim = await chamar('GET', '/api/v1/admin/chaves', { token: g.token, query: { ambiente: 'Sandbox' } });
    esperarRecusa(ruim, 400, 'O parâmetro ambiente deve ser Producao ou Teste.');
  });

  it('revokes at once in this process (cached key included), idempotently, with one audit row', async () => {
    const g = await gerente();
    const k = (await chamar('POST', '/api/v1/admin/chaves', { token: g.token, corpo: { nome: 'PDV 2' } })).corpo.dados;
    expect((await venda(k.chave, g.loja.cnpj)).status).toBe(200); // now cached for 10 s

    const del = await chamar('DELETE', `/api/v1/admin/chaves/${k.id}`, { token: g.token });
    esperarSucesso(del, 200, 'Chave revogada.');
    expect(del.corpo.dados.revogadaEm).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/));
    const recusada = await venda(k.chave, g.loja.cnpj);
    esperarRecusa(recusada, 401, 'Não autorizado.');
    // The tenant's other key keeps working.
    expect((await venda(g.chave, g.loja.cnpj)).status).toBe(200);

    const outra = await chamar('DELETE', `/api/v1/admin/chaves/${k.id}`, { token: g.token });
    expect(outra.status).toBe(200);
    expect(outra.corpo.dados.revogadaEm).toBe(del.corpo.dados.revogadaEm);
    const a = await prisma.auditoriaAdmin.findMany({ where: { entidadeId: k.id }, orderBy: { criadoEm: 'asc' } });
    expect(a.map((x) => x.acao)).toEqual(['CriarChaveApi', 'RevogarChaveApi']);
    expect(a[1]!.antes).toMatchObject({ revogadaEm: null });
    expect(a[1]!.depois).toMatchObject({ revogadaEm: del.corpo.dados.revogadaEm });
  });

  it('rotates: same name and environment, the old key dies at once, the new one works', async () => {
    const g = await gerente();
    const velha = (await chamar('POST', '/api/v1/admin/chaves', { token: g.token, corpo: { nome: 'Frente de caixa', ambiente: 'Teste' } }))
      .corpo.dados;
    expect((await venda(velha.chave, g.loja.cnpj)).status).toBe(200);

    const r = await chamar('POST', `/api/v1/admin/chaves/${velha.id}/rotacionar`, { token: g.token });
    esperarSucesso(r, 201, 'Chave rotacionada: a anterior foi revogada. Copie a nova agora: ela não será exibida novamente.');
    const nova = r.corpo.dados;
    expect(nova).toMatchObject({ nome: 'Frente de caixa', ambiente: 'Teste', tenantId: g.tenantId, revogadaEm: null });
    expect(nova.id).not.toBe(velha.id);
    expect(nova.chave).toMatch(/^fid_test_/);
    expect(nova.chave).not.toBe(velha.chave);

    expect((await venda(velha.chave, g.loja.cnpj)).status).toBe(401);
    expect((await venda(nova.chave, g.loja.cnpj)).status).toBe(200);
    expect((await prisma.chaveApi.findUniqueOrThrow({ where: { id: velha.id } })).revogadaEm).not.toBeNull();

    const denovo = await chamar('POST', `/api/v1/admin/chaves/${velha.id}/rotacionar`, { token: g.token });
    esperarRecusa(denovo, 422, 'Esta chave foi revogada e não pode ser rotacionada.');

    // The rotation's two rows come from one transaction (same instant): looked up by what they are.
    const a = await prisma.auditoriaAdmin.findMany({ where: { entidadeId: { in: [velha.id, nova.id] } } });
    expect(a.map((x) => `${x.acao} ${x.entidadeId}`).sort()).toEqual(
      [`CriarChaveApi ${velha.id}`, `RotacionarChaveApi ${velha.id}`, `CriarChaveApi ${nova.id}`].sort(),
    );
    const rotacao = a.find((x) => x.acao === 'RotacionarChaveApi')!;
    expect(rotacao.antes).toMatchObject({ id: velha.id, revogadaEm: null });
    expect(rotacao.depois).toMatchObject({ substituidaPor: nova.id, revogadaEm: expect.any(String) });
    expect(a.find((x) => x.entidadeId === nova.id)!.depois).toMatchObject({ rotacaoDe: velha.id, ambiente: 'Teste' });
    expect(JSON.stringify(a)).not.toContain(nova.chave);
  });

  it('lets only one of two racing rotations of a key win', async () => {
    const g = await gerente();
    const k = (await chamar('POST', '/api/v1/admin/chaves', { token: g.token, corpo: { nome: 'Disputada' } })).corpo.dados;
    const rs = await Promise.all([1, 2, 3].map(() => chamar('POST', `/api/v1/admin/chaves/${k.id}/rotacionar`, { token: g.token })));
    expect(rs.map((r) => r.status).sort()).toEqual([201, 422, 422]);
    expect(await prisma.chaveApi.count({ where: { tenantId: g.tenantId, nome: 'Disputada', revogadaEm: null } })).toBe(1);
  });

  it('ignores fields a caller may not set (hash, prefix, revocation, ids)', async () => {
    const g = await gerente();
    const falsa = gerarChave('Producao');
    const r = await chamar('POST', '/api/v1/admin/chaves', {
      token: g.token,
      corpo: {
        nome: 'Tentativa',
        hash: falsa.hash,
        prefixo: falsa.prefixo,
        revogadaEm: '2020-01-01T00:00:00Z',
        id: randomUUID(),
        chave: falsa.chave,
      },
    });
    expect(r.status).toBe(201);
    expect(r.corpo.dados.chave).not.toBe(falsa.chave);
    const linha = await prisma.chaveApi.findUniqueOrThrow({ where: { id: r.corpo.dados.id } });
    expect(linha.hash).toBe(sha256(r.corpo.dados.chave));
    expect(linha.prefixo).toBe(r.corpo.dados.prefixo);
    expect(linha.revogadaEm).toBeNull();
    expect((await venda(falsa.chave, g.loja.cnpj)).status).toBe(401);
  });

  it('caps the active keys of a tenant', async () => {
    const t = await criarTenant(); // already has one key
    const u = await criarUsuario(t.tenantId, 'AdminTenant');
    for (let i = 0; i < 19; i++) {
      const k = gerarChave('Producao');
      await prisma.chaveApi.create({ data: { tenantId: t.tenantId, nome: `K${i}`, prefixo: k.prefixo, hash: k.hash } });
    }
    const r = await chamar('POST', '/api/v1/admin/chaves', { token: u.token, corpo: { nome: 'Vigésima primeira' } });
    esperarRecusa(r, 422, 'Este tenant já tem 20 chaves ativas. Revogue uma antes de criar outra.');
  });

  it.each([
    [{}, 'O campo Nome é obrigatório.'],
    [{ nome: 'X' }, 'O campo Nome deve ter no mínimo 2 caracteres.'],
    [{ nome: 'PDV', ambiente: 'Homologacao' }, 'O campo Ambiente deve ser Producao ou Teste.'],
  ])('refuses %j with 400', async (corpo, msg) => {
    const g = await gerente();
    const r = await chamar('POST', '/api/v1/admin/chaves', { token: g.token, corpo });
    esperarRecusa(r, 400, msg);
    expect(await prisma.chaveApi.count({ where: { tenantId: g.tenantId } })).toBe(1);
  });

  it("keeps tenants apart: 404 for another tenant's key, 403 for another tenantId; the key keeps working", async () => {
    const a = await gerente();
    const b = await gerente();
    const chaveB = await prisma.chaveApi.findFirstOrThrow({ where: { tenantId: b.tenantId } });
    for (const r of [
      await chamar('GET', `/api/v1/admin/chaves/${chaveB.id}`, { token: a.token }),
      await chamar('DELETE', `/api/v1/admin/chaves/${chaveB.id}`, { token: a.token }),
      await chamar('POST', `/api/v1/admin/chaves/${chaveB.id}/rotacionar`, { token: a.token }),
    ]) {
      esperarRecusa(r, 404, 'Chave não encontrada.');
    }
    const lista = await chamar('GET', '/api/v1/admin/chaves', { token: a.token, query: { tenantId: b.tenantId } });
    expect(lista.status).toBe(403);
    const criar = await chamar('POST', '/api/v1/admin/chaves', { token: a.token, corpo: { nome: 'Alheia', tenantId: b.tenantId } });
    esperarRecusa(criar, 403, 'Acesso negado.');
    const depois = await prisma.chaveApi.findMany({ where: { tenantId: b.tenantId } });
    expect(depois.map((k) => [k.id, k.revogadaEm, k.hash])).toEqual([[chaveB.id, null, chaveB.hash]]);
    expect((await venda(b.chave, b.loja.cnpj)).status).toBe(200);
    const minhas = await chamar('GET', '/api/v1/admin/chaves', { token: a.token });
    expect(minhas.corpo.dados.itens.every((k: { tenantId: string }) => k.tenantId === a.tenantId)).toBe(true);
  });

  it("lets SuperAdmin manage any tenant's keys; refuses operators, keys and anonymous callers", async () => {
    const g = await gerente();
    const sa = await criarUsuario(null, 'SuperAdmin');
    const sem = await chamar('POST', '/api/v1/admin/chaves', { token: sa.token, corpo: { nome: 'Plataforma' } });
    esperarRecusa(sem, 400, 'O campo TenantId é obrigatório.');
    const inexistente = await chamar('POST', '/api/v1/admin/chaves', {
      token: sa.token,
      corpo: { nome: 'Plataforma', tenantId: randomUUID() },
    });
    esperarRecusa(inexistente, 404, 'Tenant não encontrado.');
    const criada = await chamar('POST', '/api/v1/admin/chaves', { token: sa.token, corpo: { nome: 'Plataforma', tenantId: g.tenantId } });
    expect(criada.status).toBe(201);
    const lista = await chamar('GET', '/api/v1/admin/chaves', { token: sa.token, query: { tenantId: g.tenantId } });
    expect(lista.corpo.dados.paginacao.totalRegistros).toBe(2);
    expect((await chamar('DELETE', `/api/v1/admin/chaves/${criada.corpo.dados.id}`, { token: sa.token })).status).toBe(200);

    const op = await criarUsuario(g.tenantId, 'Operador');
    for (const r of [
      await chamar('GET', '/api/v1/admin/chaves', { token: op.token }),
      await chamar('POST', '/api/v1/admin/chaves', { token: op.token, corpo: { nome: 'Operador' } }),
      await chamar('DELETE', `/api/v1/admin/chaves/${criada.corpo.dados.id}`, { token: op.token }),
    ]) {
      esperarRecusa(r, 403, 'Acesso negado.');
    }
    for (const o of [{ chave: g.chave }, {}]) {
      const r = await chamar('GET', '/api/v1/admin/chaves', o);
      esperarRecusa(r, 401, 'Não autorizado.');
      expect((await chamar('POST', '/api/v1/admin/chaves', { ...o, corpo: { nome: 'Anônima' } })).status).toBe(401);
    }
    expect(await prisma.chaveApi.count({ where: { tenantId: g.tenantId, nome: { in: ['Operador', 'Anônima'] } } })).toBe(0);
  });
});
