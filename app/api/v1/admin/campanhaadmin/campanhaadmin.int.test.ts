import { describe, expect, it } from 'vitest';
import { prisma } from '@/lib/db';
import { chamar } from '@/lib/testing/api';
import { cpfAleatorio, criarLoja, criarTenant, criarUsuario } from '@/lib/testing/cenario';
import { esperarRecusa } from '@/lib/testing/esperar';

async function gerente() {
  const t = await criarTenant();
  const loja = await criarLoja(t.tenantId, { nome: 'Loja Norte' });
  const u = await criarUsuario(t.tenantId, 'AdminTenant');
  return { ...t, loja, token: u.token, usuario: u };
}

const cashback = (lojaIds: string[], extra: Record<string, unknown> = {}) => ({
  nome: 'Cashback de Natal',
  tipo: 'Cashback',
  percentualCashback: 8,
  compraMinima: 20,
  validadeDias: 60,
  modoCashback: 'Imediato',
  resgateMinimo: 5,
  percentualMaximoResgate: 50,
  permiteCheckoutCashbackNaVenda: true,
  permiteDescontoSobreCashbackGerado: true,
  lojaIds,
  ...extra,
});

describe('CampanhaAdmin', () => {
  it('creates, reads, lists, updates and activates a campaign that the PDV then applies', async () => {
    const g = await gerente();
    const criada = await chamar('POST', '/api/v1/admin/CampanhaAdmin', { token: g.token, corpo: cashback([g.loja.id]) });
    expect(criada.status).toBe(201);
    expect(criada.corpo.dados).toMatchObject({
      nome: 'Cashback de Natal',
      tipo: 'Cashback',
      status: 'Rascunho',
      percentualCashback: 8,
      compraMinima: 20,
      lojas: [{ id: g.loja.id, nome: 'Loja Norte', cnpj: g.loja.cnpj }],
    });
    const id = criada.corpo.dados.id;
    expect((await chamar('GET', `/api/v1/admin/CampanhaAdmin/${id}`, { token: g.token })).corpo.dados.id).toBe(id);

    // A draft is not applied by the PDV.
    const antes = await chamar('POST', '/api/v1/venda', {
      chave: g.chave,
      corpo: { cnpjLoja: g.loja.cnpj, cpfCliente: cpfAleatorio(), valorVenda: 100 },
    });
    expect(antes.status).toBe(422);

    const atualizada = await chamar('PUT', `/api/v1/admin/CampanhaAdmin/${id}`, {
      token: g.token,
      corpo: cashback([g.loja.id], { percentualCashback: 10 }),
    });
    expect(atualizada.status).toBe(200);
    expect(atualizada.corpo.dados.percentualCashback).toBe(10);

    const ativa = await chamar('PATCH', `/api/v1/admin/CampanhaAdmin/${id}/status`, { token: g.token, query: { status: 'Ativa' } });
    expect(ativa.status).toBe(200);
    expect(ativa.corpo.dados.status).toBe('Ativa');

    const venda = await chamar('POST', '/api/v1/venda', {
      chave: g.chave,
      corpo: { cnpjLoja: g.loja.cnpj, cpfCliente: cpfAleatorio(), valorVenda: 100 },
    });
    expect(venda.status).toBe(200);
    expect(venda.corpo.dados.cashbackCreditado).toBe(10);

    const lista = await chamar('GET', '/api/v1/admin/CampanhaAdmin', { token: g.token, query: { status: 'Ativa', tipo: 'Cashback' } });
    expect(lista.corpo.dados.map((c: { id: string }) => c.id)).toEqual([id]);
    expect((await chamar('GET', '/api/v1/admin/CampanhaAdmin', { token: g.token, query: { tipo: 'Pontos' } })).corpo.dados).toEqual([]);

    const auditoria = await prisma.auditoriaAdmin.findMany({ where: { entidadeId: id }, orderBy: { criadoEm: 'asc' } });
    expect(auditoria.map((a) => a.acao)).toEqual(['CriarCampanha', 'AtualizarCampanha', 'AlterarStatusCampanha']);
    expect(auditoria[2]!.usuarioEmail).toBe(g.usuario.email);
  });

  it('refuses a second active campaign of the same type in a store (create, activate, update)', async () => {
    const g = await gerente();
    const outraLoja = await criarLoja(g.tenantId, { nome: 'Loja Sul' });
    await chamar('POST', '/api/v1/admin/CampanhaAdmin', { token: g.token, corpo: cashback([g.loja.id], { status: 'Ativa' }) });
    const msg = 'Já existe uma campanha ativa do tipo Cashback na loja Loja Norte.';

    const criar = await chamar('POST', '/api/v1/admin/CampanhaAdmin', {
      token: g.token,
      corpo: cashback([g.loja.id], { status: 'Ativa' }),
    });
    esperarRecusa(criar, 422, msg);

    const rascunho = await chamar('POST', '/api/v1/admin/CampanhaAdmin', { token: g.token, corpo: cashback([g.loja.id]) });
    expect(rascunho.status).toBe(201);
    const ativar = await chamar('PATCH', `/api/v1/admin/CampanhaAdmin/${rascunho.corpo.dados.id}/status`, {
      token: g.token,
      query: { status: 'Ativa' },
    });
    esperarRecusa(ativar, 422, msg);

    const noSul = await chamar('POST', '/api/v1/admin/CampanhaAdmin', {
      token: g.token,
      corpo: cashback([outraLoja.id], { status: 'Ativa' }),
    });
    expect(noSul.status).toBe(201);
    const mover = await chamar('PUT', `/api/v1/admin/CampanhaAdmin/${noSul.corpo.dados.id}`, {
      token: g.token,
      corpo: cashback([outraLoja.id, g.loja.id]),
    });
    esperarRecusa(mover, 422, msg);

    // A Pontos campaign in the same store is fine.
    const pontos = await chamar('POST', '/api/v1/admin/CampanhaAdmin', {
      token: g.token,
      corpo: { nome: 'Pontos', tipo: 'Pontos', pontosPorReal: 1.5, lojaIds: [g.loja.id], status: 'Ativa' },
    });
    expect(pontos.status).toBe(201);
  });

  it('lets only one of two racing activations win', async () => {
    const g = await gerente();
    const a = await chamar('POST', '/api/v1/admin/CampanhaAdmin', { token: g.token, corpo: cashback([g.loja.id]) });
    const b = await chamar('POST', '/api/v1/admin/CampanhaAdmin', { token: g.token, corpo: cashback([g.loja.id]) });
    const rs = await Promise.all(
      [a, b, a, b].map((c) =>
        chamar('PATCH', `/api/v1/admin/CampanhaAdmin/${c.corpo.dados.id}/status`, { token: g.token, query: { status: 'Ativa' } }),
      ),
    );
    const ativas = await prisma.campanhaLoja.count({ where: { lojaId: g.loja.id, ativa: true } });
    expect(ativas).toBe(1);
    expect(rs.filter((r) => r.status === 422).length).toBeGreaterThanOrEqual(1);
    for (const r of rs.filter((x) => x.status !== 200)) {
      esperarRecusa(r, 422, 'Já existe uma campanha ativa do tipo Cashback na loja Loja Norte.');
    }
  });

  it('follows the status transitions; Encerrada is final', async () => {
    const g = await gerente();
    const c = await chamar('POST', '/api/v1/admin/CampanhaAdmin', { token: g.token, corpo: cashback([g.loja.id], { status: 'Ativa' }) });
    const id = c.corpo.dados.id;
    const patch = (status: string) => chamar('PATCH', `/api/v1/admin/CampanhaAdmin/${id}/status`, { token: g.token, query: { status } });
    expect((await patch('Inativa')).corpo.dados.status).toBe('Inativa');
    expect((await prisma.campanhaLoja.findFirstOrThrow({ where: { campanhaId: id } })).ativa).toBe(false);
    const rasc = await patch('Rascunho');
    esperarRecusa(rasc, 422, 'Não é possível mudar a campanha de Inativa para Rascunho.');
    expect((await patch('Encerrada')).corpo.dados.status).toBe('Encerrada');
    const reativar = await patch('Ativa');
    esperarRecusa(reativar, 422, 'Campanha encerrada não pode mudar de status.');
    const invalido = await patch('Pausada');
    esperarRecusa(invalido, 400, 'O parâmetro status deve ser Rascunho, Ativa, Inativa ou Encerrada.');
  });

  it.each([
    [{ percentualCashback: undefined }, 'O campo PercentualCashback é obrigatório para campanhas de Cashback.'],
    [{ percentualCashback: 0 }, 'O campo PercentualCashback deve estar entre 0 e 100.'],
    [{ percentualCashback: 5.555 }, 'O campo PercentualCashback deve ter no máximo 2 casas decimais.'],
    [
      { modoCashback: 'Diferido', diasLiberacao: 0, permiteDescontoSobreCashbackGerado: false },
      'Campanhas com ModoCashback Diferido precisam de DiasLiberacao de 1 a 365.',
    ],
    [{ modoCashback: 'Diferido', diasLiberacao: 7 }, 'PermiteDescontoSobreCashbackGerado exige ModoCashback Imediato.'],
    [{ diasLiberacao: 3 }, 'DiasLiberacao só se aplica a campanhas com ModoCashback Diferido.'],
    [{ dataInicio: '2026-12-31', dataFim: '2026-12-01' }, 'O campo DataFim deve ser igual ou posterior a DataInicio.'],
    [{ dataInicio: '31/12/2026' }, 'O campo DataInicio deve estar no formato AAAA-MM-DD.'],
    [{ lojaIds: [] }, 'Informe ao menos uma loja no campo LojaIds.'],
    [{ nome: '' }, 'O campo Nome é obrigatório.'],
    [{ tipo: 'Milhas' }, 'O campo Tipo deve ser Cashback ou Pontos.'],
  ])('rejects %j with 400', async (mudanca, msg) => {
    const g = await gerente();
    const r = await chamar('POST', '/api/v1/admin/CampanhaAdmin', { token: g.token, corpo: cashback([g.loja.id], mudanca) });
    expect(r.status).toBe(400);
    expect(r.corpo.erros).toContain(msg);
    expect(await prisma.campanha.count({ where: { tenantId: g.tenantId } })).toBe(0);
  });

  it("keeps tenants apart: 404 for another tenant's campaign, 403 for another tenantId, 422 for another tenant's store", async () => {
    const a = await gerente();
    const b = await gerente();
    const cb = await chamar('POST', '/api/v1/admin/CampanhaAdmin', { token: b.token, corpo: cashback([b.loja.id]) });
    const id = cb.corpo.dados.id;
    for (const r of [
      await chamar('GET', `/api/v1/admin/CampanhaAdmin/${id}`, { token: a.token }),
      await chamar('PUT', `/api/v1/admin/CampanhaAdmin/${id}`, { token: a.token, corpo: cashback([a.loja.id]) }),
      await chamar('PATCH', `/api/v1/admin/CampanhaAdmin/${id}/status`, { token: a.token, query: { status: 'Ativa' } }),
    ]) {
      esperarRecusa(r, 404, 'Campanha não encontrada.');
    }
    const lista = await chamar('GET', '/api/v1/admin/CampanhaAdmin', { token: a.token, query: { tenantId: b.tenantId } });
    esperarRecusa(lista, 403, 'Acesso negado.');
    const criar = await chamar('POST', '/api/v1/admin/CampanhaAdmin', {
      token: a.token,
      corpo: { ...cashback([a.loja.id]), tenantId: b.tenantId },
    });
    expect(criar.status).toBe(403);
    const lojaAlheia = await chamar('POST', '/api/v1/admin/CampanhaAdmin', { token: a.token, corpo: cashback([b.loja.id]) });
    esperarRecusa(lojaAlheia, 422, 'Loja não encontrada ou inativa.');
    expect((await prisma.campanha.findUniqueOrThrow({ where: { id } })).status).toBe('Rascunho');
  });

  it('lets SuperAdmin act on a chosen tenant and refuses operators, API keys and anonymous callers', async () => {
    const g = await gerente();
    const sa = await criarUsuario(null, 'SuperAdmin');
    const semTenant = await chamar('POST', '/api/v1/admin/CampanhaAdmin', { token: sa.token, corpo: cashback([g.loja.id]) });
    esperarRecusa(semTenant, 400, 'O campo TenantId é obrigatório.');
    const comTenant = await chamar('POST', '/api/v1/admin/CampanhaAdmin', {
      token: sa.token,
      corpo: { ...cashback([g.loja.id]), tenantId: g.tenantId },
    });
    expect(comTenant.status).toBe(201);
    const op = await criarUsuario(g.tenantId, 'Operador');
    const r = await chamar('GET', '/api/v1/admin/CampanhaAdmin', { token: op.token });
    expect(r.status).toBe(403);
    expect((await chamar('GET', '/api/v1/admin/CampanhaAdmin', { chave: g.chave })).status).toBe(401);
    expect((await chamar('GET', '/api/v1/admin/CampanhaAdmin', {})).status).toBe(401);
  });
});
