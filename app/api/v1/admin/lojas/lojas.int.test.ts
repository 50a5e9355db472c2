import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { prisma } from '@/lib/db';
import { formatarCnpj } from '@/lib/documentos/cnpj';
import { chamar } from '@/lib/testing/api';
import { cenarioPadrao, cnpjAleatorio, cpfAleatorio, criarLoja, criarTenant, criarUsuario } from '@/lib/testing/cenario';
import { esperarRecusa, esperarSucesso } from '@/lib/testing/esperar';

async function gerente() {
  const t = await criarTenant();
  const u = await criarUsuario(t.tenantId, 'AdminTenant');
  return { ...t, token: u.token, usuario: u };
}

async function comPlano(plano: string) {
  const g = await gerente();
  await prisma.assinatura.create({ data: { tenantId: g.tenantId, plano, status: 'Ativa' } });
  return g;
}

const novaLoja = (g: { token: string }, corpo: Record<string, unknown> = {}) =>
  chamar('POST', '/api/v1/admin/lojas', { token: g.token, corpo: { nome: 'Loja Nova', cnpj: cnpjAleatorio(), ...corpo } });

describe('admin/lojas', () => {
  it('creates, reads, lists and updates stores of the own tenant, auditing each change', async () => {
    const g = await gerente();
    const cnpj = cnpjAleatorio(true);
    const criada = await novaLoja(g, { nome: 'Loja Centro', cnpj: formatarCnpj(cnpj).toLowerCase() });
    esperarSucesso(criada, 201, 'Loja criada com sucesso.');
    expect(criada.corpo.dados).toMatchObject({
      tenantId: g.tenantId,
      nome: 'Loja Centro',
      cnpj,
      ativo: true,
      fusoHorario: 'America/Sao_Paulo',
    });
    const id = criada.corpo.dados.id;

    const manaus = await novaLoja(g, { nome: 'Loja Manaus', fusoHorario: 'america/manaus' });
    expect(manaus.corpo.dados.fusoHorario).toBe('America/Manaus');
    // Of equivalent names, the one chosen is kept.
    const bsAs = await novaLoja(g, { nome: 'Loja Buenos Aires', fusoHorario: 'America/Argentina/Buenos_Aires' });
    expect(bsAs.corpo.dados.fusoHorario).toBe('America/Argentina/Buenos_Aires');

    expect((await chamar('GET', `/api/v1/admin/lojas/${id}`, { token: g.token })).corpo.dados).toEqual(criada.corpo.dados);
    const lista = await chamar('GET', '/api/v1/admin/lojas', { token: g.token });
    expect(lista.corpo.dados.itens.map((l: { nome: string }) => l.nome)).toEqual(['Loja Buenos Aires', 'Loja Centro', 'Loja Manaus']);
    expect(lista.corpo.dados.paginacao).toEqual({ pagina: 1, tamanho: 20, totalRegistros: 3 });
    const porCnpj = await chamar('GET', '/api/v1/admin/lojas', { token: g.token, query: { busca: formatarCnpj(cnpj).slice(0, 6) } });
    expect(porCnpj.corpo.dados.itens.map((l: { id: string }) => l.id)).toEqual([id]);
    const porNome = await chamar('GET', '/api/v1/admin/lojas', { token: g.token, query: { busca: 'manaus', tamanho: 1 } });
    expect(porNome.corpo.dados.itens.map((l: { nome: string }) => l.nome)).toEqual(['Loja Manaus']);

    const put = await chamar('PUT', `/api/v1/admin/lojas/${id}`, {
      token: g.token,
      corpo: { nome: 'Loja Centro Histórico', fusoHorario: 'America/Recife', cnpj: formatarCnpj(cnpj) },
    });
    esperarSucesso(put, 200, 'Loja atualizada com sucesso.');
    expect(put.corpo.dados).toMatchObject({ nome: 'Loja Centro Histórico', fusoHorario: 'America/Recife', cnpj });
    // An absent fusoHorario keeps the current one.
    const soNome = await chamar('PUT', `/api/v1/admin/lojas/${id}`, { token: g.token, corpo: { nome: 'Loja Centro' } });
    expect(soNome.corpo.dados).toMatchObject({ nome: 'Loja Centro', fusoHorario: 'America/Recife' });

    const auditoria = await prisma.auditoriaAdmin.findMany({ where: { entidadeId: id }, orderBy: { criadoEm: 'asc' } });
    expect(auditoria.map((a) => a.acao)).toEqual(['CriarLoja', 'AtualizarLoja', 'AtualizarLoja']);
    expect(auditoria[1]!.antes).toMatchObject({ nome: 'Loja Centro', fusoHorario: 'America/Sao_Paulo' });
    expect(auditoria[1]!.depois).toMatchObject({ nome: 'Loja Centro Histórico', fusoHorario: 'America/Recife' });
    expect(auditoria.every((a) => a.tenantId === g.tenantId && a.usuarioId === g.usuario.id)).toBe(true);
  });

  it('a deactivated store answers 422 to the PDV until it is reactivated', async () => {
    const c = await cenarioPadrao();
    const u = await criarUsuario(c.tenantId, 'AdminTenant');
    const venda = () =>
      chamar('POST', '/api/v1/venda', { chave: c.chave, corpo: { cnpjLoja: c.loja.cnpj, cpfCliente: cpfAleatorio(), valorVenda: 80 } });
    expect((await venda()).status).toBe(200);

    const off = await chamar('PATCH', `/api/v1/admin/lojas/${c.loja.id}/status`, { token: u.token, query: { ativo: false } });
    esperarSucesso(off, 200, 'Loja desativada.');
    expect(off.corpo.dados.ativo).toBe(false);

    const recusada = await venda();
    esperarRecusa(recusada, 422, 'Loja não encontrada ou inativa.');
    const config = await chamar('GET', '/api/v1/configuracao', { chave: c.chave, query: { cnpjLoja: c.loja.cnpj } });
    esperarRecusa(config, 422, 'Loja não encontrada ou inativa.');
    expect(await prisma.venda.count({ where: { lojaId: c.loja.id } })).toBe(1);

    const on = await chamar('PATCH', `/api/v1/admin/lojas/${c.loja.id}/status`, { token: u.token, query: { ativo: 'TRUE' } });
    expect(on.corpo.mensagem).toBe('Loja ativada.');
    expect((await venda()).status).toBe(200);
    const a = await prisma.auditoriaAdmin.findMany({ where: { entidadeId: c.loja.id }, orderBy: { criadoEm: 'asc' } });
    expect(a.map((x) => [x.acao, x.antes, x.depois])).toEqual([
      ['AlterarStatusLoja', { ativo: true }, { ativo: false }],
      ['AlterarStatusLoja', { ativo: false }, { ativo: true }],
    ]);
  });

  it.each([
    [{ cnpj: '11.222.333/0001-80' }, 422, 'CNPJ inválido. Informe 14 dígitos.'],
    [{ cnpj: '1122233300018' }, 422, 'CNPJ inválido. Informe 14 dígitos.'],
    [{ cnpj: '' }, 400, 'O campo Cnpj é obrigatório.'],
    [{ nome: '' }, 400, 'O campo Nome é obrigatório.'],
    [{ fusoHorario: 'Marte/Olympus' }, 400, 'O campo FusoHorario deve ser um fuso horário IANA válido (ex.: America/Sao_Paulo).'],
    [{ fusoHorario: '-03:00' }, 400, 'O campo FusoHorario deve ser um fuso horário IANA válido (ex.: America/Sao_Paulo).'],
    [{ tenantId: 'abc' }, 400, 'O campo TenantId deve ser um UUID.'],
  ])('refuses %j', async (corpo, status, msg) => {
    const g = await gerente();
    const r = await novaLoja(g, corpo);
    expect(r.status).toBe(status);
    expect(r.corpo.erros).toContain(msg);
    expect(await prisma.loja.count({ where: { tenantId: g.tenantId } })).toBe(0);
  });

  it('keeps the CNPJ unique on the platform (also between racing requests) and immutable', async () => {
    const a = await gerente();
    const b = await gerente();
    const cnpj = cnpjAleatorio();
    const primeira = await novaLoja(a, { cnpj });
    expect(primeira.status).toBe(201);
    for (const g of [a, b]) {
      const r = await novaLoja(g, { cnpj: formatarCnpj(cnpj) });
      esperarRecusa(r, 422, 'Já existe uma loja com este CNPJ.');
    }
    const outro = cnpjAleatorio();
    const corrida = await Promise.all([a, b, a, b].map((g) => novaLoja(g, { cnpj: outro })));
    expect(corrida.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of corrida.filter((x) => x.status !== 201)) {
      esperarRecusa(r, 422, 'Já existe uma loja com este CNPJ.');
    }
    expect(await prisma.loja.count({ where: { cnpj: outro } })).toBe(1);

    const mudar = await chamar('PUT', `/api/v1/admin/lojas/${primeira.corpo.dados.id}`, {
      token: a.token,
      corpo: { nome: 'Outra', cnpj: cnpjAleatorio() },
    });
    esperarRecusa(mudar, 422, 'O CNPJ de uma loja não pode ser alterado.');
    expect(await prisma.loja.findUniqueOrThrow({ where: { id: primeira.corpo.dados.id } })).toMatchObject({ cnpj, nome: 'Loja Nova' });
  });

  it("respects the plan's store limit on creation and reactivation", async () => {
    const g = await comPlano('Essencial');
    const primeira = await novaLoja(g);
    expect(primeira.status).toBe(201);
    const segunda = await novaLoja(g);
    esperarRecusa(segunda, 422, 'O plano atual permite no máximo 1 loja.');

    // A deactivated store frees its place; reactivating it needs a free place again.
    await chamar('PATCH', `/api/v1/admin/lojas/${primeira.corpo.dados.id}/status`, { token: g.token, query: { ativo: false } });
    expect((await novaLoja(g)).status).toBe(201);
    const reativar = await chamar('PATCH', `/api/v1/admin/lojas/${primeira.corpo.dados.id}/status`, {
      token: g.token,
      query: { ativo: true },
    });
    esperarRecusa(reativar, 422, 'O plano atual permite no máximo 1 loja.');
    expect((await prisma.loja.findUniqueOrThrow({ where: { id: primeira.corpo.dados.id } })).ativo).toBe(false);

    const pro = await comPlano('Profissional');
    for (let i = 0; i < 5; i++) await criarLoja(pro.tenantId);
    const sexta = await novaLoja(pro);
    esperarRecusa(sexta, 422, 'O plano atual permite no máximo 5 lojas.');

    const rede = await comPlano('Rede');
    for (let i = 0; i < 6; i++) await criarLoja(rede.tenantId);
    expect((await novaLoja(rede)).status).toBe(201);

    // Without a subscription row (tenants from before billing) there is no limit.
    const antigo = await gerente();
    await criarLoja(antigo.tenantId);
    expect((await novaLoja(antigo)).status).toBe(201);
  });

  it('lets only one of racing creations take the last place of the plan', async () => {
    const g = await comPlano('Essencial');
    const rs = await Promise.all([1, 2, 3].map(() => novaLoja(g)));
    expect(rs.map((r) => r.status).sort()).toEqual([201, 422, 422]);
    expect(await prisma.loja.count({ where: { tenantId: g.tenantId } })).toBe(1);
  });

  it("keeps tenants apart: 404 for another tenant's store, 403 for another tenantId, nothing changes", async () => {
    const a = await gerente();
    const b = await gerente();
    const lojaB = await criarLoja(b.tenantId, { nome: 'Loja B' });
    for (const r of [
      await chamar('GET', `/api/v1/admin/lojas/${lojaB.id}`, { token: a.token }),
      await chamar('PUT', `/api/v1/admin/lojas/${lojaB.id}`, { token: a.token, corpo: { nome: 'Invadida' } }),
      await chamar('PATCH', `/api/v1/admin/lojas/${lojaB.id}/status`, { token: a.token, query: { ativo: false } }),
    ]) {
      esperarRecusa(r, 404, 'Loja não encontrada.');
    }
    const lista = await chamar('GET', '/api/v1/admin/lojas', { token: a.token, query: { tenantId: b.tenantId } });
    esperarRecusa(lista, 403, 'Acesso negado.');
    const criar = await novaLoja(a, { tenantId: b.tenantId });
    expect(criar.status).toBe(403);
    expect((await chamar('GET', '/api/v1/admin/lojas', { token: a.token })).corpo.dados.itens).toEqual([]);

    // A tenantId in the body of an update is not a field of it: ignored, the store stays put.
    const minha = await criarLoja(a.tenantId, { nome: 'Loja A' });
    const put = await chamar('PUT', `/api/v1/admin/lojas/${minha.id}`, {
      token: a.token,
      corpo: { nome: 'Loja A2', tenantId: b.tenantId, ativo: false, id: lojaB.id, criadoEm: '2020-01-01T00:00:00Z' },
    });
    expect(put.status).toBe(200);
    expect(await prisma.loja.findUniqueOrThrow({ where: { id: minha.id } })).toMatchObject({
      tenantId: a.tenantId,
      ativo: true,
      nome: 'Loja A2',
    });
    expect(await prisma.loja.findUniqueOrThrow({ where: { id: lojaB.id } })).toMatchObject({
      nome: 'Loja B',
      ativo: true,
      tenantId: b.tenantId,
    });
    expect(await prisma.loja.count({ where: { tenantId: b.tenantId } })).toBe(1);
    expect(await prisma.auditoriaAdmin.count({ where: { tenantId: b.tenantId } })).toBe(0);
  });

  it("lets operators read their tenant's stores only, and refuses keys and anonymous callers", async () => {
    const g = await gerente();
    const loja = await criarLoja(g.tenantId, { nome: 'Loja Caixa' });
    const op = await criarUsuario(g.tenantId, 'Operador');
    const lista = await chamar('GET', '/api/v1/admin/lojas', { token: op.token });
    expect(lista.status).toBe(200);
    expect(lista.corpo.dados.itens.map((l: { id: string }) => l.id)).toEqual([loja.id]);
    expect((await chamar('GET', `/api/v1/admin/lojas/${loja.id}`, { token: op.token })).status).toBe(200);
    for (const r of [
      await novaLoja(op),
      await chamar('PUT', `/api/v1/admin/lojas/${loja.id}`, { token: op.token, corpo: { nome: 'Não' } }),
      await chamar('PATCH', `/api/v1/admin/lojas/${loja.id}/status`, { token: op.token, query: { ativo: false } }),
    ]) {
      esperarRecusa(r, 403, 'Acesso negado.');
    }
    for (const o of [{ chave: g.chave }, {}]) {
      expect((await chamar('GET', '/api/v1/admin/lojas', o)).status).toBe(401);
      expect((await chamar('POST', '/api/v1/admin/lojas', { ...o, corpo: { nome: 'X', cnpj: cnpjAleatorio() } })).status).toBe(401);
    }
    expect(await prisma.loja.findUniqueOrThrow({ where: { id: loja.id } })).toMatchObject({ nome: 'Loja Caixa', ativo: true });
  });

  it('lets SuperAdmin act on a chosen tenant', async () => {
    const sa = await criarUsuario(null, 'SuperAdmin');
    const t = await criarTenant();
    const sem = await novaLoja(sa);
    esperarRecusa(sem, 400, 'O campo TenantId é obrigatório.');
    const inexistente = await novaLoja(sa, { tenantId: randomUUID() });
    esperarRecusa(inexistente, 404, 'Tenant não encontrado.');
    const criada = await novaLoja(sa, { tenantId: t.tenantId, nome: 'Loja da Plataforma' });
    expect(criada.status).toBe(201);
    expect(criada.corpo.dados.tenantId).toBe(t.tenantId);
    const lista = await chamar('GET', '/api/v1/admin/lojas', { token: sa.token, query: { tenantId: t.tenantId } });
    expect(lista.corpo.dados.itens.map((l: { id: string }) => l.id)).toEqual([criada.corpo.dados.id]);
    const todas = await chamar('GET', '/api/v1/admin/lojas', { token: sa.token, query: { tamanho: 1 } });
    expect(todas.corpo.dados.paginacao.totalRegistros).toBeGreaterThanOrEqual(1);
    const a = await prisma.auditoriaAdmin.findFirstOrThrow({ where: { entidadeId: criada.corpo.dados.id } });
    expect(a).toMatchObject({ acao: 'CriarLoja', tenantId: t.tenantId, usuarioEmail: sa.email });
  });
});
