import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { prisma } from '@/lib/db';
import { dataLocal } from '@/lib/datas';
import { chamar } from '@/lib/testing/api';
import { cnpjAleatorio, criarTenant, criarUsuario } from '@/lib/testing/cenario';
import { esperarRecusa } from '@/lib/testing/esperar';

async function gerente() {
  const t = await criarTenant();
  const u = await criarUsuario(t.tenantId, 'AdminTenant');
  return { ...t, token: u.token, usuario: u };
}

type Linha = { id: string; acao: string; entidade: string; entidadeId: string; criadoEm: string; tenantId: string | null };

describe('admin/auditoria', () => {
  it("shows the own tenant's changes, newest first, with who, when, what, before and after", async () => {
    const g = await gerente();
    const loja = await chamar('POST', '/api/v1/admin/lojas', { token: g.token, corpo: { nome: 'Loja Um', cnpj: cnpjAleatorio() } });
    const lojaId = loja.corpo.dados.id;
    const put = await chamar('PUT', `/api/v1/admin/lojas/${lojaId}`, { token: g.token, corpo: { nome: 'Loja Um Centro' } });
    const chave = await chamar('POST', '/api/v1/admin/chaves', { token: g.token, corpo: { nome: 'ERP' } });
    // The platform team's change to this tenant is part of its log too.
    const sa = await criarUsuario(null, 'SuperAdmin');
    await chamar('PATCH', `/api/v1/admin/lojas/${lojaId}/status`, { token: sa.token, query: { ativo: false } });

    const r = await chamar('GET', '/api/v1/admin/auditoria', { token: g.token });
    expect(r.status).toBe(200);
    const itens: Linha[] = r.corpo.dados.itens;
    expect(itens.map((a) => a.acao)).toEqual(['AlterarStatusLoja', 'CriarChaveApi', 'AtualizarLoja', 'CriarLoja']);
    expect(r.corpo.dados.paginacao).toEqual({ pagina: 1, tamanho: 20, totalRegistros: 4 });
    expect(itens[0]).toMatchObject({ usuarioId: sa.id, usuarioEmail: sa.email, antes: { ativo: true }, depois: { ativo: false } });
    expect(itens[2]).toEqual({
      id: expect.any(String),
      criadoEm: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
      tenantId: g.tenantId,
      usuarioId: g.usuario.id,
      usuarioEmail: g.usuario.email,
      acao: 'AtualizarLoja',
      entidade: 'Loja',
      entidadeId: lojaId,
      antes: expect.objectContaining({ nome: 'Loja Um' }),
      depois: expect.objectContaining({ nome: 'Loja Um Centro' }),
      requestId: put.headers.get('x-request-id'),
    });
    expect(r.texto).not.toContain(chave.corpo.dados.chave);

    const q = async (query: Record<string, string | number>) =>
      ((await chamar('GET', '/api/v1/admin/auditoria', { token: g.token, query })).corpo.dados.itens as Linha[]).map((a) => a.acao);
    expect(await q({ entidade: 'loja' })).toEqual(['AlterarStatusLoja', 'AtualizarLoja', 'CriarLoja']);
    expect(await q({ entidadeId: lojaId.toUpperCase(), acao: 'criarloja' })).toEqual(['CriarLoja']);
    expect(await q({ usuarioId: sa.id })).toEqual(['AlterarStatusLoja']);
    const hoje = dataLocal(new Date(), 'America/Sao_Paulo');
    expect(await q({ dataInicio: hoje, dataFim: hoje })).toHaveLength(4);
    expect(await q({ dataInicio: '2020-01-01', dataFim: '2020-12-31' })).toEqual([]);
    expect(await q({ tamanho: 1, pagina: 4 })).toEqual(['CriarLoja']);
  });

  it('keeps tenants apart and platform-level rows for SuperAdmin only', async () => {
    const a = await gerente();
    const b = await gerente();
    await chamar('POST', '/api/v1/admin/chaves', { token: b.token, corpo: { nome: 'Chave de B' } });
    const sa = await criarUsuario(null, 'SuperAdmin');
    const novoSa = await chamar('POST', '/api/v1/admin/usuarios', {
      token: sa.token,
      corpo: { nome: 'Plataforma', email: `sa-${randomUUID()}@teste.dev`, perfil: 'SuperAdmin' },
    });

    const deA = await chamar('GET', '/api/v1/admin/auditoria', { token: a.token });
    expect(deA.corpo.dados.itens).toEqual([]);
    const alheio = await chamar('GET', '/api/v1/admin/auditoria', { token: a.token, query: { tenantId: b.tenantId } });
    esperarRecusa(alheio, 403, 'Acesso negado.');
    const porEntidade = await chamar('GET', '/api/v1/admin/auditoria', { token: a.token, query: { entidadeId: novoSa.corpo.dados.id } });
    expect(porEntidade.corpo.dados.itens).toEqual([]);

    const deB = await chamar('GET', '/api/v1/admin/auditoria', { token: sa.token, query: { tenantId: b.tenantId } });
    expect((deB.corpo.dados.itens as Linha[]).map((x) => x.acao)).toEqual(['CriarChaveApi']);
    const plataforma = await chamar('GET', '/api/v1/admin/auditoria', { token: sa.token, query: { entidadeId: novoSa.corpo.dados.id } });
    expect((plataforma.corpo.dados.itens as Linha[]).map((x) => [x.acao, x.tenantId])).toEqual([['CriarUsuarioAdmin', null]]);
  });

  it('is append-only: the database refuses UPDATE and DELETE', async () => {
    const g = await gerente();
    await chamar('POST', '/api/v1/admin/chaves', { token: g.token, corpo: { nome: 'Auditada' } });
    const linha = await prisma.auditoriaAdmin.findFirstOrThrow({ where: { tenantId: g.tenantId } });
    await expect(prisma.$executeRaw`UPDATE auditoria_admin SET acao = 'Forjada' WHERE id = ${linha.id}::uuid`).rejects.toThrow(
      /auditoria_admin é somente inserção/,
    );
    await expect(prisma.$executeRaw`DELETE FROM auditoria_admin WHERE id = ${linha.id}::uuid`).rejects.toThrow(
      /auditoria_admin é somente inserção/,
    );
    await expect(prisma.auditoriaAdmin.update({ where: { id: linha.id }, data: { acao: 'Forjada' } })).rejects.toThrow();
    expect(await prisma.auditoriaAdmin.findUniqueOrThrow({ where: { id: linha.id } })).toEqual(linha);
  });

  it.each([
    [{ dataInicio: '01/02/2026' }, 'O parâmetro dataInicio deve estar no formato AAAA-MM-DD.'],
    [{ dataInicio: '2026-02-10', dataFim: '2026-02-01' }, 'O parâmetro dataFim deve ser igual ou posterior a dataInicio.'],
    [{ usuarioId: 'eu' }, 'O campo UsuarioId deve ser um UUID.'],
    [{ tamanho: 0 }, 'O parâmetro tamanho deve ser um número inteiro entre 1 e 100.'],
  ])('refuses the query %j with 400', async (query, msg) => {
    const g = await gerente();
    const r = await chamar('GET', '/api/v1/admin/auditoria', { token: g.token, query });
    esperarRecusa(r, 400, msg);
  });

  it('refuses operators (403), API keys and anonymous callers (401)', async () => {
    const g = await gerente();
    const op = await criarUsuario(g.tenantId, 'Operador');
    const r = await chamar('GET', '/api/v1/admin/auditoria', { token: op.token });
    esperarRecusa(r, 403, 'Acesso negado.');
    expect((await chamar('GET', '/api/v1/admin/auditoria', { chave: g.chave })).status).toBe(401);
    expect((await chamar('GET', '/api/v1/admin/auditoria', {})).status).toBe(401);
  });
});
