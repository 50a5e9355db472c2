// GET /api/v1/clube/saldo and GET /api/v1/clube/historico against a customer whose ledger was
// written by the real PDV endpoints in two programmes and three stores: plain sales, a points
// exchange with `descricaoTroca`, a model-2 sale and its cancellation, a model-3 sale, a sale
// whose points truncate to zero, deferred cashback, a release and an expiry by the lots job.
import { beforeAll, describe, expect, it } from 'vitest';
import { pool, prisma, transacao } from '@/lib/db';
import { chamar, envelopeDeErro } from '@/lib/testing/api';
import { entrarNoClube } from '@/lib/testing/clube';
import { cpfAleatorio, criarCampanha, criarLoja, criarTenant } from '@/lib/testing/cenario';
import { materializarLotesDoCliente } from '@/lib/domain/lote/liberar-e-expirar-lotes';
import type { SaldoLojaClube } from '@/lib/domain/clube/saldo-clube';
import type { HistoricoClubeResponse } from '@/lib/domain/clube/historico';
import { relogioDoCliente } from '@/lib/domain/clube/relogio-do-cliente';
import { dataHora } from '@/lib/formatar';

type Programa = { chave: string; tenantId: string };

async function vender(p: Programa, cnpjLoja: string, cpf: string, valorVenda: number, extra: Record<string, unknown> = {}) {
  const r = await chamar('POST', '/api/v1/venda', { chave: p.chave, corpo: { cnpjLoja, cpfCliente: cpf, valorVenda, ...extra } });
  expect(r.status, JSON.stringify(r.corpo.erros)).toBe(200);
  return r.corpo.dados;
}

const DATA_HORA = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

let A: Programa;
let B: Programa;
let a1: { id: string; cnpj: string; nome: string };
let a2: { id: string; cnpj: string; nome: string };
let b1: { id: string; cnpj: string; nome: string };
const cpfX = cpfAleatorio();
const cpfY = cpfAleatorio();
let clienteX: string;
let clienteY: string;
let tokenX: string;
let tokenY: string;
const vendas: Record<string, string> = {};

beforeAll(async () => {
  // Programme A: two stores, immediate Cashback 10 % (models 2 and 3 on) and Pontos 1/R$.
  A = await criarTenant('Rede Alfa');
  a1 = await criarLoja(A.tenantId, { nome: 'Alfa Centro' });
  a2 = await criarLoja(A.tenantId, { nome: 'Alfa Shopping' });
  await criarCampanha(A.tenantId, [a1.id, a2.id], {
    tipo: 'Cashback',
    permiteCheckoutCashbackNaVenda: true,
    permiteDescontoSobreCashbackGerado: true,
  });
  await criarCampanha(A.tenantId, [a1.id, a2.id], { tipo: 'Pontos' });
  // Programme B: deferred Cashback 5 % (7 days) and Pontos 2/R$ valid 30 days.
  B = await criarTenant('Rede Beta');
  b1 = await criarLoja(B.tenantId, { nome: 'Beta Bairro' });
  await criarCampanha(B.tenantId, [b1.id], { tipo: 'Cashback', percentualCashback: '5', modoCashback: 'Diferido', diasLiberacao: 7 });
  await criarCampanha(B.tenantId, [b1.id], { tipo: 'Pontos', pontosPorReal: '2', validadeDias: 30 });

  const cliente = { nome: 'Xavier Lima', email: `x${Date.now()}@example.com`, telefone: '11977776666' };
  const s1 = await vender(A, a1.cnpj, cpfX, 100, { cliente }); // C1 10.00, P1 100
  clienteX = s1.clienteId;
  await vender(A, a2.cnpj, cpfX, 50); // C2 5.00, P2 50
  const troca = await chamar('POST', '/api/v1/resgate', {
    chave: A.chave,
    corpo: { cnpjLoja: a1.cnpj, cpfCliente: cpfX, tipoBeneficio: 'Pontos', pontosResgate: 30, descricaoTroca: 'Caneca personalizada' },
  });
  expect(troca.status).toBe(200); // P1 100 -> 70
  const s3 = await vender(A, a2.cnpj, cpfX, 20, { usarCashbackDisponivel: true }); // uses C1 10 + C2 5; credits 0.50 and 5 points
  expect([s3.cashbackUsado, s3.valorFinal, s3.cashbackCreditado, s3.pontosCreditados]).toEqual([15, 5, 0.5, 5]);
  vendas.modelo2 = s3.vendaId;
  const cancel = await chamar('POST', '/api/v1/venda/cancelar', {
    chave: A.chave,
    corpo: { cnpjLoja: a2.cnpj, vendaId: s3.vendaId, motivo: 'Desistência' },
  });
  expect(cancel.status).toBe(200); // C1 back to 10, C2 back to 5; the 0.50 and 5 points removed
  const s4 = await vender(A, a1.cnpj, cpfX, 40, { usarCashbackGerado: true }); // discount 4.00; P4 36
  expect([s4.descontoGerado, s4.valorFinal, s4.pontosCreditados]).toEqual([4, 36, 36]);
  await vender(A, a1.cnpj, cpfX, 0.5); // C5 0.05; points truncate to 0 (a movement of 0)

  const s6 = await vender(B, b1.cnpj, cpfX, 200); // CB 10.00 pending, PB 400 (will expire)
  vendas.expira = s6.vendaId;
  const s7 = await vender(B, b1.cnpj, cpfX, 100); // CB2 5.00 pending (will be released), PB2 200
  vendas.libera = s7.vendaId;
  await pool.query(`UPDATE lote SET expira_em = now() - interval '1 minute' WHERE venda_id = $1 AND tipo_beneficio = 'Pontos'`, [
    s6.vendaId,
  ]);
  await pool.query(`UPDATE lote SET libera_em = now() - interval '1 minute' WHERE venda_id = $1 AND tipo_beneficio = 'Cashback'`, [
    s7.vendaId,
  ]);
  // The transitions of this customer only: the job over the whole base would also process the
  // lots of other test files that share this database.
  await transacao(async (tx) => {
    await materializarLotesDoCliente(tx, new Date(), B.tenantId, clienteX);
  });

  // Another customer of programme A, in the same store.
  const sy = await vender(A, a1.cnpj, cpfY, 10, { cliente: { nome: 'Yara Melo', email: `y${Date.now()}@example.com`, telefone: '' } });
  clienteY = sy.clienteId;

  tokenX = (await entrarNoClube(cpfX, clienteX)).token;
  tokenY = (await entrarNoClube(cpfY, clienteY)).token;
});

describe('GET /api/v1/clube/saldo', () => {
  it('answers one item per store, across programmes, highest available balance first, with the active lots', async () => {
    const r = await chamar('GET', '/api/v1/clube/saldo', { token: tokenX });
    expect(r.status).toBe(200);
    expect(r.corpo.sucesso).toBe(true);
    const itens = r.corpo.dados as SaldoLojaClube[];
    // A1: cashback 10.05 first; B1 and A2 both have 5.00 available: more points first (200 > 50).
    expect(itens.map((i) => [i.lojaNome, i.tenantNome, i.saldoCashback, i.saldoPontos, i.saldoPendente])).toEqual([
      ['Alfa Centro', 'Rede Alfa', 10.05, 106, 0],
      ['Beta Bairro', 'Rede Beta', 5, 200, 10],
      ['Alfa Shopping', 'Rede Alfa', 5, 50, 0],
    ]);
    expect(itens.map((i) => [i.lojaId, i.tenantId])).toEqual([
      [a1.id, A.tenantId],
      [b1.id, B.tenantId],
      [a2.id, A.tenantId],
    ]);
    const [alfaCentro, beta, alfaShopping] = itens as [SaldoLojaClube, SaldoLojaClube, SaldoLojaClube];
    // Lots oldest first: C1 (given back by the cancellation), P1 after the exchange, P4, C5.
    expect(
      alfaCentro.lotesAtivos.map((l) => [l.tipoBeneficio, l.valorOriginal, l.valorDisponivel, l.status, l.dataLiberacao, l.dataExpiracao]),
    ).toEqual([
      ['Cashback', 10, 10, 'Disponivel', null, null],
      ['Pontos', 100, 70, 'Disponivel', null, null],
      ['Pontos', 36, 36, 'Disponivel', null, null],
      ['Cashback', 0.05, 0.05, 'Disponivel', null, null],
    ]);
    // B1: the pending lot shows its release date; the expired points lot is gone; the released one is available.
    expect(beta.lotesAtivos.map((l) => [l.tipoBeneficio, l.valorDisponivel, l.status])).toEqual([
      ['Cashback', 10, 'Pendente'],
      ['Cashback', 5, 'Disponivel'],
      ['Pontos', 200, 'Disponivel'],
    ]);
    expect(beta.lotesAtivos[0]!.dataLiberacao).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(beta.lotesAtivos[1]!.dataLiberacao).toBeNull();
    expect(beta.lotesAtivos[2]!.dataExpiracao).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Object.keys(alfaShopping.lotesAtivos[0]!).sort()).toEqual(
      ['dataExpiracao', 'dataLiberacao', 'id', 'status', 'tipoBeneficio', 'valorDisponivel', 'valorOriginal'].sort(),
    );
    // The per-store sums add up to the programme's balance the PDV sees.
    const pdv = await chamar('GET', '/api/v1/resgate/saldo', { chave: A.chave, query: { cnpjLoja: a2.cnpj, cpfCliente: cpfX } });
    expect([pdv.corpo.dados.saldoCashback, pdv.corpo.dados.saldoPontos]).toEqual([15.05, 156]);
  });

  it("another customer's token sees only their own balance", async () => {
    const r = await chamar('GET', '/api/v1/clube/saldo', { token: tokenY });
    expect(r.status).toBe(200);
    expect(r.corpo.dados).toEqual([
      expect.objectContaining({ lojaId: a1.id, saldoCashback: 1, saldoPontos: 10, saldoPendente: 0, lotesAtivos: expect.any(Array) }),
    ]);
    const lotesDeX = await prisma.lote.findMany({ where: { clienteId: clienteX }, select: { id: true } });
    const idsY = (r.corpo.dados as SaldoLojaClube[]).flatMap((i) => i.lotesAtivos.map((l) => l.id));
    expect(idsY.some((id) => lotesDeX.some((l) => l.id === id))).toBe(false);
  });

  it('answers an empty array for a customer without active lots', async () => {
    const p = await criarTenant('Rede Gama');
    const loja = await criarLoja(p.tenantId);
    await criarCampanha(p.tenantId, [loja.id], { tipo: 'Cashback' });
    const cpf = cpfAleatorio();
    const v = await vender(p, loja.cnpj, cpf, 30, { cliente: { nome: 'Zeca', email: `z${Date.now()}@example.com`, telefone: '' } });
    await chamar('POST', '/api/v1/resgate', {
      chave: p.chave,
      corpo: { cnpjLoja: loja.cnpj, cpfCliente: cpf, tipoBeneficio: 'Cashback', valorResgate: null },
    });
    const token = (await entrarNoClube(cpf, v.clienteId)).token;
    const r = await chamar('GET', '/api/v1/clube/saldo', { token });
    expect(r.status).toBe(200);
    expect(r.corpo.dados).toEqual([]);
  });
});

describe('GET /api/v1/clube/historico', () => {
  it('lists every movement kind of both programmes, newest first, without movements of zero', async () => {
    const r = await chamar('GET', '/api/v1/clube/historico', { token: tokenX });
    expect(r.status).toBe(200);
    const { paginacao, data } = r.corpo.dados as HistoricoClubeResponse;
    expect(paginacao).toEqual({ pagina: 1, tamanho: 20, totalRegistros: 20 });
    expect(data).toHaveLength(20);
    // 21 movements in the ledger; the 0 points of the R$ 0,50 sale are not shown.
    expect(await prisma.movimentacao.count({ where: { clienteId: clienteX } })).toBe(21);
    expect(data.every((m) => m.valor > 0 && DATA_HORA.test(m.data))).toBe(true);
    const datas = data.map((m) => Date.parse(m.data));
    expect([...datas].sort((a, b) => b - a)).toEqual(datas);
    // The job's transitions are the newest; then programme B's sales.
    expect(new Set(data.slice(0, 2).map((m) => m.tipo))).toEqual(new Set(['ExpiracaoPontos', 'LiberacaoCashback']));
    expect(data.map((m) => m.tipo).sort()).toEqual(
      [
        'CreditoCashback',
        'CreditoPontos', // S1
        'CreditoCashback',
        'CreditoPontos', // S2
        'ResgatePontos',
        'UsoCashbackVenda',
        'CreditoCashback',
        'CreditoPontos', // S3 (model 2)
        'DevolucaoCashbackVenda',
        'CancelamentoCashback',
        'CancelamentoPontos', // S3 cancelled
        'DescontoCashbackGerado',
        'CreditoPontos', // S4 (model 3)
        'CreditoCashback', // S5 (its 0 points hidden)
        'CreditoCashbackPendente',
        'CreditoPontos', // S6
        'CreditoCashbackPendente',
        'CreditoPontos', // S7
        'ExpiracaoPontos',
        'LiberacaoCashback',
      ].sort(),
    );
    const por = (tipo: string) => data.filter((m) => m.tipo === tipo);
    expect(por('ResgatePontos')).toEqual([
      {
        movimentacaoId: expect.any(String),
        tipo: 'ResgatePontos',
        descricao: 'Caneca personalizada',
        valor: 30,
        data: expect.stringMatching(DATA_HORA),
        tipoBeneficio: 'Pontos',
        lojaNome: 'Alfa Centro',
        tenantNome: 'Rede Alfa',
        fusoHorario: 'America/Sao_Paulo',
      },
    ]);
    // The item's fields in the order the club has always written them (the panel's histories share
    // the serializer but put tipoBeneficio after tipo).
    expect(Object.keys(por('ResgatePontos')[0]!)).toEqual([
      'movimentacaoId',
      'tipo',
      'descricao',
      'valor',
      'data',
      'tipoBeneficio',
      'lojaNome',
      'tenantNome',
      'fusoHorario',
    ]);
    expect(por('UsoCashbackVenda').map((m) => [m.valor, m.descricao, m.lojaNome])).toEqual([
      [15, 'Cashback usado como desconto na compra', 'Alfa Shopping'],
    ]);
    expect(por('DevolucaoCashbackVenda').map((m) => m.valor)).toEqual([15]);
    expect(por('CancelamentoCashback').map((m) => [m.valor, m.descricao])).toEqual([
      [0.5, 'Estorno por cancelamento da venda: Desistência'],
    ]);
    expect(por('CancelamentoPontos').map((m) => m.valor)).toEqual([5]);
    expect(por('DescontoCashbackGerado').map((m) => [m.valor, m.tipoBeneficio])).toEqual([[4, 'Cashback']]);
    expect(por('ExpiracaoPontos').map((m) => [m.valor, m.lojaNome, m.tenantNome])).toEqual([[400, 'Beta Bairro', 'Rede Beta']]);
    expect(por('LiberacaoCashback').map((m) => m.valor)).toEqual([5]);
    expect(
      por('CreditoCashbackPendente')
        .map((m) => m.valor)
        .sort(),
    ).toEqual([10, 5].sort());
    expect(
      por('CreditoCashback')
        .map((m) => m.valor)
        .sort(),
    ).toEqual([0.05, 0.5, 10, 5].sort());
    // The ids are the ledger's.
    const ids = await prisma.movimentacao.findMany({ where: { clienteId: clienteX, valor: { gt: 0 } }, select: { id: true } });
    expect(new Set(data.map((m) => m.movimentacaoId))).toEqual(new Set(ids.map((m) => m.id)));
  });

  it('pages: page 3 of 7 has the last 6, page 4 is empty, pages do not overlap', async () => {
    const pagina = async (n: number, tamanho: number) =>
      (await chamar('GET', '/api/v1/clube/historico', { token: tokenX, query: { pagina: n, tamanho } })).corpo
        .dados as HistoricoClubeResponse;
    const p1 = await pagina(1, 7);
    const p2 = await pagina(2, 7);
    const p3 = await pagina(3, 7);
    const p4 = await pagina(4, 7);
    expect(p3.paginacao).toEqual({ pagina: 3, tamanho: 7, totalRegistros: 20 });
    expect([p1.data.length, p2.data.length, p3.data.length, p4.data.length]).toEqual([7, 7, 6, 0]);
    expect(p4.paginacao.totalRegistros).toBe(20);
    const todas = [...p1.data, ...p2.data, ...p3.data].map((m) => m.movimentacaoId);
    expect(new Set(todas).size).toBe(20);
    const inteira = (await pagina(1, 100)).data.map((m) => m.movimentacaoId);
    expect(todas).toEqual(inteira);
  });

  it('validates pagina and tamanho (400)', async () => {
    for (const [query, msg] of [
      [{ tamanho: 0 }, 'O parâmetro tamanho deve ser um número inteiro entre 1 e 100.'],
      [{ tamanho: 101 }, 'O parâmetro tamanho deve ser um número inteiro entre 1 e 100.'],
      [{ tamanho: 'dez' }, 'O parâmetro tamanho deve ser um número inteiro entre 1 e 100.'],
      [{ pagina: 0 }, 'O parâmetro pagina deve ser um número inteiro entre 1 e 2147483647.'],
      [{ pagina: -1 }, 'O parâmetro pagina deve ser um número inteiro entre 1 e 2147483647.'],
      [{ pagina: '1.5' }, 'O parâmetro pagina deve ser um número inteiro entre 1 e 2147483647.'],
      [{ pagina: 2147483648 }, 'O parâmetro pagina deve ser um número inteiro entre 1 e 2147483647.'],
    ] as const) {
      const r = await chamar('GET', '/api/v1/clube/historico', { token: tokenX, query });
      expect(r.status, JSON.stringify(query)).toBe(400);
      expect(r.corpo).toEqual(envelopeDeErro(msg));
    }
    const limite = await chamar('GET', '/api/v1/clube/historico', { token: tokenX, query: { pagina: 2147483647, tamanho: 100 } });
    expect(limite.status).toBe(200);
    expect(limite.corpo.dados.data).toEqual([]);
  });

  it("a customer never sees another customer's movements", async () => {
    const r = await chamar('GET', '/api/v1/clube/historico', { token: tokenY, query: { tamanho: 100 } });
    expect(r.status).toBe(200);
    const idsY = (r.corpo.dados as HistoricoClubeResponse).data.map((m) => m.movimentacaoId);
    expect(r.corpo.dados.paginacao.totalRegistros).toBe(2);
    const deY = await prisma.movimentacao.findMany({ where: { clienteId: clienteY }, select: { id: true } });
    expect(new Set(idsY)).toEqual(new Set(deY.map((m) => m.id)));
    const deX = await prisma.movimentacao.count({ where: { clienteId: clienteX, id: { in: idsY } } });
    expect(deX).toBe(0);
  });
});

describe('the clock of each history item (fusoHorario)', () => {
  it("a purchase at a Manaus store comes with the store's zone; one without a store, with its programme's", async () => {
    // Programme M: one store in Manaus (UTC−4). Customer Z joins there, then buys at Alfa Centro (São Paulo).
    const M = await criarTenant('Rede Manaus');
    const m1 = await criarLoja(M.tenantId, { nome: 'Manaus Centro', fusoHorario: 'America/Manaus' });
    await criarCampanha(M.tenantId, [m1.id], { tipo: 'Cashback' });
    const cpfZ = cpfAleatorio();
    const cliente = { nome: 'Zilda Manaus', email: `z${Date.now()}@example.com`, telefone: '92977776666' };
    const sm = await vender(M, m1.cnpj, cpfZ, 80, { cliente }); // 8.00 cashback
    const clienteZ = sm.clienteId as string;
    // Only programme M so far: every clock of the club is Manaus's.
    expect(await relogioDoCliente(clienteZ)).toEqual({ fusoDoCadastro: 'America/Manaus', fusoDoCliente: 'America/Manaus' });
    const sa = await vender(A, a1.cnpj, cpfZ, 30); // 3.00 cashback and 30 points at São Paulo's clock
    // The sale at Manaus at 23:30 of 25/11, local (03:30 UTC of 26/11); the other at 18:00 UTC of 26/11.
    await pool.query(`UPDATE movimentacao SET criado_em = '2026-11-26T03:30:00Z' WHERE venda_id = $1`, [sm.vendaId]);
    await pool.query(`UPDATE movimentacao SET criado_em = '2026-11-26T18:00:00Z' WHERE venda_id = $1`, [sa.vendaId]);
    const { token } = await entrarNoClube(cpfZ, clienteZ);

    const r = await chamar('GET', '/api/v1/clube/historico', { token });
    expect(r.status).toBe(200);
    const { data } = r.corpo.dados as HistoricoClubeResponse;
    // Newest first; the two movements of the São Paulo sale share an instant (their order is the ids').
    const linhas = data.map((m) => [m.tipo, m.valor, m.data, m.lojaNome, m.tenantNome, m.fusoHorario]);
    expect(linhas).toHaveLength(3);
    expect(linhas.slice(0, 2)).toEqual(
      expect.arrayContaining([
        ['CreditoPontos', 30, '2026-11-26T18:00:00Z', 'Alfa Centro', 'Rede Alfa', 'America/Sao_Paulo'],
        ['CreditoCashback', 3, '2026-11-26T18:00:00Z', 'Alfa Centro', 'Rede Alfa', 'America/Sao_Paulo'],
      ]),
    );
    expect(linhas[2]).toEqual(['CreditoCashback', 8, '2026-11-26T03:30:00Z', 'Manaus Centro', 'Rede Manaus', 'America/Manaus']);
    const manaus = data.find((m) => m.lojaNome === 'Manaus Centro')!;
    expect(manaus).toEqual({
      movimentacaoId: expect.any(String),
      tipo: 'CreditoCashback',
      descricao: expect.any(String),
      valor: 8,
      data: '2026-11-26T03:30:00Z',
      tipoBeneficio: 'Cashback',
      lojaNome: 'Manaus Centro',
      tenantNome: 'Rede Manaus',
      fusoHorario: 'America/Manaus',
    });
    // What the club writes: 23:30 of 25/11 at the store, not 00:30 of 26/11 at São Paulo's clock.
    expect(dataHora(manaus.data, manaus.fusoHorario)).toBe('25/11/2026, 23:30');
    expect(dataHora(manaus.data)).toBe('26/11/2026, 00:30');

    // A movement without a store (older data): its programme's clock, the one zone of its active stores.
    await pool.query(`UPDATE movimentacao SET loja_id = NULL WHERE venda_id = $1`, [sm.vendaId]);
    const semLoja = (await chamar('GET', '/api/v1/clube/historico', { token })).corpo.dados as HistoricoClubeResponse;
    expect(semLoja.data.map((m) => [m.lojaNome, m.tenantNome, m.fusoHorario])).toEqual([
      ['Alfa Centro', 'Rede Alfa', 'America/Sao_Paulo'],
      ['Alfa Centro', 'Rede Alfa', 'America/Sao_Paulo'],
      [null, 'Rede Manaus', 'America/Manaus'],
    ]);

    // Two programmes in two zones: the registration stays at Manaus's clock (its store of origin);
    // what happened at no store goes to FUSO_HORARIO_PADRAO.
    expect(await relogioDoCliente(clienteZ)).toEqual({ fusoDoCadastro: 'America/Manaus', fusoDoCliente: 'America/Sao_Paulo' });
  });
});

describe('a membership deactivated by the programme', () => {
  it('hides its balance (it cannot be redeemed) but keeps its history', async () => {
    const tokenNovo = tokenX;
    await prisma.clienteTenant.update({
      where: { tenantId_clienteId: { tenantId: B.tenantId, clienteId: clienteX } },
      data: { ativo: false },
    });
    try {
      const s = await chamar('GET', '/api/v1/clube/saldo', { token: tokenNovo });
      expect((s.corpo.dados as SaldoLojaClube[]).map((i) => i.lojaNome)).toEqual(['Alfa Centro', 'Alfa Shopping']);
      // The PDV refuses it too, which is why it is not offered.
      const pdv = await chamar('GET', '/api/v1/resgate/saldo', { chave: B.chave, query: { cnpjLoja: b1.cnpj, cpfCliente: cpfX } });
      expect(pdv.status).toBe(422);
      const h = await chamar('GET', '/api/v1/clube/historico', { token: tokenNovo });
      expect(h.corpo.dados.paginacao.totalRegistros).toBe(20);
    } finally {
      await prisma.clienteTenant.update({
        where: { tenantId_clienteId: { tenantId: B.tenantId, clienteId: clienteX } },
        data: { ativo: true },
      });
    }
  });
});

describe('authentication of the club balance and history', () => {
  it('401 without a token, with an API key or with an admin token', async () => {
    const { criarUsuario } = await import('@/lib/testing/cenario');
    const admin = await criarUsuario(A.tenantId, 'AdminTenant');
    for (const caminho of ['/api/v1/clube/saldo', '/api/v1/clube/historico']) {
      for (const o of [{}, { chave: A.chave }, { token: admin.token }, { token: 'nao.e.um.token' }]) {
        const r = await chamar('GET', caminho, o);
        expect(r.status, `${caminho} ${JSON.stringify(o)}`).toBe(401);
        expect(r.corpo.erros).toEqual(['Não autorizado.']);
      }
    }
  });
});
