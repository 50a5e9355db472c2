// The cashier's counter (/api/v1/admin/caixa/*): the PDV's rules and messages through the panel,
// amounts to the centavo, one audit row per action with the operator, a double submit that
// credits once, and no reach into another programme (docs/caixa.md).
import { describe, expect, it } from 'vitest';
import { prisma } from '@/lib/db';
import { chamar } from '@/lib/testing/api';
import { cenarioPadrao, cpfAleatorio, criarUsuario } from '@/lib/testing/cenario';
import { formatarCpf } from '@/lib/documentos/cpf';
import { MENSAGENS_CAIXA } from '@/lib/domain/caixa/mensagens';
import { MENSAGENS_VENDA } from '@/lib/domain/venda/mensagens';
import { esperarRecusa, esperarSucesso } from '@/lib/testing/esperar';

const BASE = '/api/v1/admin/caixa';

/** A programme whose Cashback campaign (10 %, immediate) allows models 2 and 3; Pontos 1 per R$. */
async function programa() {
  const c = await cenarioPadrao({ cashback: { permiteCheckoutCashbackNaVenda: true, permiteDescontoSobreCashbackGerado: true } });
  const operador = await criarUsuario(c.tenantId, 'Operador');
  return { ...c, operador };
}

/** Registered at the counter (POST ClienteAdmin, consent recorded) by the operator. */
async function cadastrar(p: Awaited<ReturnType<typeof programa>>, nome = 'Joana Prado') {
  const cpf = cpfAleatorio();
  const telefone = `119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const r = await chamar('POST', '/api/v1/admin/ClienteAdmin', {
    token: p.operador.token,
    corpo: { cpf: formatarCpf(cpf), nome, email: '', telefone, aceiteLgpd: true },
  });
  expect(r.status, JSON.stringify(r.corpo)).toBe(201);
  return { cpf, telefone, clienteId: r.corpo.dados.id as string };
}

const auditorias = (tenantId: string, acao: string) =>
  prisma.auditoriaAdmin.findMany({ where: { tenantId, acao }, orderBy: { criadoEm: 'asc' } });

describe('GET /api/v1/admin/caixa/cliente', () => {
  it('finds the customer by CPF, phone, QR and id, with balances and never the CPF', async () => {
    const p = await programa();
    const c = await cadastrar(p);
    const consent = await prisma.consentimentoLgpd.findMany({ where: { clienteId: c.clienteId } });
    expect(consent).toMatchObject([{ tenantId: p.tenantId, canal: 'Painel', aceito: true }]);
    const { qrToken } = await prisma.cliente.findUniqueOrThrow({ where: { id: c.clienteId } });
    const esperado = [
      {
        clienteId: c.clienteId,
        clienteNome: 'Joana Prado',
        saldoPontos: 0,
        saldoCashback: 0,
        saldoPendente: 0,
        lotesAtivos: [],
        ativo: true,
      },
    ];
    for (const query of [
      { cpf: formatarCpf(c.cpf) },
      { cpf: c.cpf },
      { telefone: `(${c.telefone.slice(0, 2)}) ${c.telefone.slice(2, 7)}-${c.telefone.slice(7)}` },
      { qr: qrToken.toUpperCase() },
      { clienteId: c.clienteId },
    ]) {
      const r = await chamar('GET', `${BASE}/cliente`, { token: p.operador.token, query });
      expect(r.status, JSON.stringify(query)).toBe(200);
      expect(r.corpo.dados).toEqual(esperado);
      expect(r.texto).not.toContain(c.cpf);
      expect(r.texto).not.toContain(formatarCpf(c.cpf));
    }
  });

  it.each([
    [{}, 422, MENSAGENS_CAIXA.umaBusca],
    [{ cpf: '52998224725', telefone: '11999998888' }, 422, MENSAGENS_CAIXA.umaBusca],
    [{ qr: '52998224725' }, 422, MENSAGENS_CAIXA.qrInvalido],
    [{ qr: 'https://clube.example.com/qr/0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f' }, 422, MENSAGENS_CAIXA.qrInvalido],
    [{ qr: '0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f' }, 404, MENSAGENS_CAIXA.qrInvalido],
    [{ cpf: '529.982.247-26' }, 422, MENSAGENS_CAIXA.cpfInvalido],
    [{ cpf: '529.982.247-25' }, 404, MENSAGENS_CAIXA.nenhumCliente],
    [{ telefone: '98765' }, 422, MENSAGENS_CAIXA.telefoneInvalido],
    [{ telefone: '(21) 90000-0001' }, 404, MENSAGENS_CAIXA.nenhumCliente],
  ])('answers %j with %i and a message for the cashier', async (query, status, mensagem) => {
    const p = await programa();
    const r = await chamar('GET', `${BASE}/cliente`, { token: p.operador.token, query });
    esperarRecusa(r, status, mensagem);
  });
});

describe('sales, redemptions and cancellations at the counter', () => {
  it('previews, sells, redeems and cancels to the centavo, each action audited with the operator', async () => {
    const p = await programa();
    const c = await cadastrar(p);
    const loja = { cnpjLoja: p.loja.cnpj };
    const tok = { token: p.operador.token };

    // Preview of R$ 100,00 with no balance: model 2 blocked, with model 1's figures (no cashback to
    // use); model 3 gives R$ 10,00 off.
    const pv = await chamar('POST', `${BASE}/venda/preview`, { ...tok, corpo: { ...loja, clienteId: c.clienteId, valorVenda: 100 } });
    expect(pv.status).toBe(200);
    const semCashbackUsado = {
      cashbackUsado: 0,
      descontoGerado: 0,
      valorFinal: 100,
      cashbackCreditado: 10,
      cashbackPendente: false,
      pontosCreditados: 100,
    };
    expect(pv.corpo.dados).toEqual({
      valorVenda: 100,
      saldoCashback: 0,
      opcoes: [
        { modelo: 1, disponivel: true, motivoBloqueio: null, ...semCashbackUsado },
        { modelo: 2, disponivel: false, motivoBloqueio: 'O cliente não tem cashback disponível.', ...semCashbackUsado },
        {
          modelo: 3,
          disponivel: true,
          motivoBloqueio: null,
          cashbackUsado: 0,
          descontoGerado: 10,
          valorFinal: 90,
          cashbackCreditado: 0,
          cashbackPendente: false,
          pontosCreditados: 90,
        },
      ],
    });

    // Sale A, model 1.
    const a = await chamar('POST', `${BASE}/venda`, {
      ...tok,
      corpo: { ...loja, clienteId: c.clienteId, valorVenda: 100, documentoExterno: 'CX-A' },
    });
    esperarSucesso(a, 200, 'Venda registrada com sucesso.');
    expect(a.corpo.dados).toMatchObject({ valorVenda: 100, cashbackCreditado: 10, pontosCreditados: 100, valorFinal: 100 });
    expect(a.corpo.dados.saldoAtual).toEqual({ saldoPontos: 100, saldoCashback: 10, saldoPendente: 0 });

    // Sale B, model 2, R$ 50,00: the preview announces what the sale does.
    const pvB = await chamar('POST', `${BASE}/venda/preview`, { ...tok, corpo: { ...loja, clienteId: c.clienteId, valorVenda: 50 } });
    expect(pvB.corpo.dados.opcoes[1]).toEqual({
      modelo: 2,
      disponivel: true,
      motivoBloqueio: null,
      cashbackUsado: 10,
      descontoGerado: 0,
      valorFinal: 40,
      cashbackCreditado: 4,
      cashbackPendente: false,
      pontosCreditados: 40,
    });
    // A double click: the same form (same documentoExterno) sent twice at once credits once.
    const corpoB = { ...loja, clienteId: c.clienteId, valorVenda: 50, documentoExterno: 'CX-B', usarCashbackDisponivel: true };
    const [b1, b2] = await Promise.all([
      chamar('POST', `${BASE}/venda`, { ...tok, corpo: corpoB }),
      chamar('POST', `${BASE}/venda`, { ...tok, corpo: corpoB }),
    ]);
    expect([b1.status, b2.status]).toEqual([200, 200]);
    expect(b1.corpo.dados.vendaId).toBe(b2.corpo.dados.vendaId);
    expect([b1.corpo.mensagem, b2.corpo.mensagem].sort()).toEqual([MENSAGENS_CAIXA.vendaRepetida, MENSAGENS_CAIXA.vendaRegistrada].sort());
    expect(b1.corpo.dados).toMatchObject({ cashbackUsado: 10, valorFinal: 40, cashbackCreditado: 4, pontosCreditados: 40 });
    expect(await prisma.venda.count({ where: { lojaId: p.loja.id, documentoExterno: 'CX-B' } })).toBe(1);
    // A reload later replays it too.
    const b3 = await chamar('POST', `${BASE}/venda`, { ...tok, corpo: corpoB });
    expect(b3.corpo.mensagem).toBe('Venda já registrada com este documentoExterno; nenhum crédito novo foi gerado.');
    expect(b3.corpo.dados.saldoAtual).toEqual({ saldoPontos: 140, saldoCashback: 4, saldoPendente: 0 });
    // The sale and its replays: one JSON text, key order included.
    expect(new Set([b1, b2, b3].map((r) => JSON.stringify(r.corpo.dados))).size).toBe(1);
    // The same number with another amount: the PDV's message.
    const divergente = await chamar('POST', `${BASE}/venda`, { ...tok, corpo: { ...corpoB, valorVenda: 51 } });
    esperarRecusa(divergente, 422, MENSAGENS_VENDA.documentoDivergente);

    // Sale C, model 3, R$ 30,00: R$ 3,00 off, no cashback credited (permiteCashbackEmResgate false).
    const cc = await chamar('POST', `${BASE}/venda`, {
      ...tok,
      corpo: { ...loja, clienteId: c.clienteId, valorVenda: 30, documentoExterno: 'CX-C', usarCashbackGerado: true },
    });
    expect(cc.corpo.dados).toMatchObject({ descontoGerado: 3, valorFinal: 27, cashbackCreditado: 0, pontosCreditados: 27 });
    expect(cc.corpo.dados.saldoAtual).toEqual({ saldoPontos: 167, saldoCashback: 4, saldoPendente: 0 });

    // Redemptions: R$ 4,00 of cashback; 67 points for a gift (double submit: one debit).
    const rc = await chamar('POST', `${BASE}/resgate`, {
      ...tok,
      corpo: { ...loja, clienteId: c.clienteId, tipoBeneficio: 'Cashback', valorResgate: 4, documentoExterno: 'CX-R1' },
    });
    esperarSucesso(rc, 200, 'Resgate registrado com sucesso.');
    expect(rc.corpo.dados).toMatchObject({ tipoBeneficio: 'Cashback', cashbackResgatado: 4, pontosResgatados: 0 });
    const corpoP = {
      ...loja,
      clienteId: c.clienteId,
      tipoBeneficio: 'Pontos',
      pontosResgate: 67,
      descricaoTroca: 'Caneca do clube',
      documentoExterno: 'CX-R2',
    };
    const [p1, p2] = await Promise.all([
      chamar('POST', `${BASE}/resgate`, { ...tok, corpo: corpoP }),
      chamar('POST', `${BASE}/resgate`, { ...tok, corpo: corpoP }),
    ]);
    expect([p1.corpo.mensagem, p2.corpo.mensagem].sort()).toEqual(
      [MENSAGENS_CAIXA.resgateRepetido, MENSAGENS_CAIXA.resgateRegistrado].sort(),
    );
    expect(p1.corpo.dados.saldoAtual).toEqual({ saldoPontos: 100, saldoCashback: 0, saldoPendente: 0 });
    expect(JSON.stringify(p2.corpo.dados)).toBe(JSON.stringify(p1.corpo.dados));
    const resgates = await prisma.resgate.findMany({ where: { lojaId: p.loja.id, documentoExterno: 'CX-R2' } });
    expect(resgates).toHaveLength(1);
    expect(resgates[0]!.descricaoTroca).toBe('Caneca do clube');
    const demais = await chamar('POST', `${BASE}/resgate`, {
      ...tok,
      corpo: { ...loja, clienteId: c.clienteId, tipoBeneficio: 'Cashback', valorResgate: 0.01, documentoExterno: 'CX-R3' },
    });
    esperarRecusa(demais, 422, 'Saldo insuficiente para resgate.');

    // Cancel sale C by its document number: its 27 points go; a second time answers the first.
    const x1 = await chamar('POST', `${BASE}/venda/cancelar`, {
      ...tok,
      corpo: { ...loja, documentoExterno: 'CX-C', motivo: 'Desistência' },
    });
    esperarSucesso(x1, 200, 'Venda cancelada com sucesso.');
    expect(x1.corpo.dados).toMatchObject({
      vendaId: cc.corpo.dados.vendaId,
      status: 'Cancelada',
      pontosEstornados: 27,
      cashbackEstornado: 0,
    });
    expect(x1.corpo.dados.saldoAtual).toEqual({ saldoPontos: 73, saldoCashback: 0, saldoPendente: 0 });
    const x2 = await chamar('POST', `${BASE}/venda/cancelar`, { ...tok, corpo: { ...loja, vendaId: cc.corpo.dados.vendaId } });
    expect(x2.corpo.mensagem).toBe('Venda já cancelada anteriormente.');
    expect(JSON.stringify(x2.corpo.dados)).toBe(JSON.stringify(x1.corpo.dados));
    // Sale A's cashback was spent by sale B and nothing is left to take it back from: refused.
    const x3 = await chamar('POST', `${BASE}/venda/cancelar`, { ...tok, corpo: { ...loja, documentoExterno: 'CX-A' } });
    esperarRecusa(x3, 422, MENSAGENS_VENDA.cancelamentoSemSaldo);
    const x3p = await chamar('POST', `${BASE}/venda/cancelar/previa`, { ...tok, corpo: { ...loja, documentoExterno: 'CX-A' } });
    expect([x3p.status, x3p.corpo.erros]).toEqual([422, [MENSAGENS_VENDA.cancelamentoSemSaldo]]);

    // The audit: one row per accepted action, with the operator; replays flagged.
    const quem = { usuarioId: p.operador.id, usuarioEmail: p.operador.email };
    const vendas = await auditorias(p.tenantId, 'CaixaRegistrarVenda');
    expect(vendas.map((v) => [v.entidadeId, (v.depois as { retransmissao: boolean }).retransmissao])).toEqual([
      [a.corpo.dados.vendaId, false],
      ...[b1, b2].map(() => [b1.corpo.dados.vendaId, expect.any(Boolean)]),
      [b1.corpo.dados.vendaId, true],
      [cc.corpo.dados.vendaId, false],
    ]);
    expect(vendas.filter((v) => !(v.depois as { retransmissao: boolean }).retransmissao)).toHaveLength(3);
    for (const v of vendas) expect(v).toMatchObject({ ...quem, entidade: 'Venda' });
    expect(vendas[0]!.depois).toMatchObject({ clienteId: c.clienteId, documentoExterno: 'CX-A', valorVenda: 100, cashbackCreditado: 10 });
    expect(JSON.stringify(vendas.map((v) => v.depois))).not.toContain(c.cpf);
    const rs = await auditorias(p.tenantId, 'CaixaResgatar');
    expect(rs).toHaveLength(3);
    expect(rs.every((r) => r.usuarioId === p.operador.id)).toBe(true);
    expect(rs.map((r) => (r.depois as { pontosResgatados: number }).pontosResgatados)).toEqual([0, 67, 67]);
    const cs = await auditorias(p.tenantId, 'CaixaCancelarVenda');
    expect(cs.map((r) => [r.entidadeId, (r.depois as { jaCancelada: boolean }).jaCancelada])).toEqual([
      [cc.corpo.dados.vendaId, false],
      [cc.corpo.dados.vendaId, true],
    ]);
    expect(cs[0]).toMatchObject(quem);
    expect(await auditorias(p.tenantId, 'CadastrarCliente')).toMatchObject([{ ...quem, entidadeId: c.clienteId }]);
  });

  it('the cancellation preview shows the exact reversal the cancellation then applies, and writes nothing', async () => {
    const p = await programa();
    const c = await cadastrar(p);
    const loja = { cnpjLoja: p.loja.cnpj };
    const tok = { token: p.operador.token };
    const vender = async (corpo: Record<string, unknown>) => {
      const r = await chamar('POST', `${BASE}/venda`, { ...tok, corpo: { ...loja, clienteId: c.clienteId, ...corpo } });
      expect(r.status, JSON.stringify(r.corpo)).toBe(200);
      return r.corpo.dados as { vendaId: string; beneficiosAplicados: { movimentacaoId: string; tipoBeneficio: string }[] };
    };
    // A: R$ 100,00, model 1 (R$ 10,00 + 100 points). B: R$ 50,00, model 2 (uses the R$ 10,00; R$ 4,00 + 40 points).
    await vender({ valorVenda: 100, documentoExterno: 'CX-PA' });
    const b = await vender({ valorVenda: 50, documentoExterno: 'CX-PB', usarCashbackDisponivel: true });

    const estado = async () => ({
      movimentacoes: await prisma.movimentacao.count({ where: { tenantId: p.tenantId } }),
      lotes: await prisma.lote.findMany({
        where: { tenantId: p.tenantId },
        select: { id: true, status: true, valorDisponivel: true },
        orderBy: { id: 'asc' },
      }),
      vendas: await prisma.venda.findMany({ where: { tenantId: p.tenantId }, select: { id: true, status: true }, orderBy: { id: 'asc' } }),
      auditoria: await prisma.auditoriaAdmin.count({ where: { tenantId: p.tenantId } }),
    });
    const antes = await estado();

    const pv = await chamar('POST', `${BASE}/venda/cancelar/previa`, {
      ...tok,
      corpo: { ...loja, documentoExterno: 'CX-PB', motivo: 'Troca' },
    });
    expect(pv.status).toBe(200);
    const credito = (tipo: string) => b.beneficiosAplicados.find((x) => x.tipoBeneficio === tipo)!.movimentacaoId;
    expect(pv.corpo.dados).toEqual({
      vendaId: b.vendaId,
      clienteId: c.clienteId,
      documentoExterno: 'CX-PB',
      valorVenda: 50,
      jaCancelada: false,
      saldoAntes: { saldoPontos: 140, saldoCashback: 4, saldoPendente: 0 },
      saldoDepois: { saldoPontos: 100, saldoCashback: 10, saldoPendente: 0 },
      movimentacoesCanceladas: [
        { movimentacaoId: credito('Cashback'), tipoBeneficio: 'Cashback', valorCreditado: 4, valorEstornado: 4 },
        { movimentacaoId: credito('Pontos'), tipoBeneficio: 'Pontos', valorCreditado: 40, valorEstornado: 40 },
      ],
      pontosEstornados: 40,
      cashbackEstornado: 4,
      cashbackDevolvido: 10,
    });
    // By vendaId, the same answer; and nothing was written by either (no ledger row, no lot, no audit).
    const pv2 = await chamar('POST', `${BASE}/venda/cancelar/previa`, { ...tok, corpo: { ...loja, vendaId: b.vendaId } });
    expect(pv2.corpo.dados).toEqual(pv.corpo.dados);
    expect(await estado()).toEqual(antes);

    // The cancellation applies exactly what the preview showed.
    const x = await chamar('POST', `${BASE}/venda/cancelar`, { ...tok, corpo: { ...loja, documentoExterno: 'CX-PB', motivo: 'Troca' } });
    expect(x.status).toBe(200);
    expect(x.corpo.dados).toMatchObject({
      vendaId: pv.corpo.dados.vendaId,
      clienteId: pv.corpo.dados.clienteId,
      movimentacoesCanceladas: pv.corpo.dados.movimentacoesCanceladas,
      pontosEstornados: pv.corpo.dados.pontosEstornados,
      cashbackEstornado: pv.corpo.dados.cashbackEstornado,
      cashbackDevolvido: pv.corpo.dados.cashbackDevolvido,
      saldoAtual: pv.corpo.dados.saldoDepois,
    });

    // Afterwards: already cancelled, nothing would change.
    const depois = await chamar('POST', `${BASE}/venda/cancelar/previa`, { ...tok, corpo: { ...loja, documentoExterno: 'CX-PB' } });
    expect(depois.corpo.dados).toMatchObject({
      jaCancelada: true,
      saldoAntes: pv.corpo.dados.saldoDepois,
      saldoDepois: pv.corpo.dados.saldoDepois,
      movimentacoesCanceladas: [],
      pontosEstornados: 0,
      cashbackEstornado: 0,
      cashbackDevolvido: 0,
    });
    // The cancellation's refusals, unchanged: unknown document, no document, another store.
    const nenhuma = await chamar('POST', `${BASE}/venda/cancelar/previa`, { ...tok, corpo: { ...loja, documentoExterno: 'CX-ZZ' } });
    expect([nenhuma.status, nenhuma.corpo.erros]).toEqual([404, [MENSAGENS_VENDA.vendaNaoEncontrada]]);
    const semDoc = await chamar('POST', `${BASE}/venda/cancelar/previa`, { ...tok, corpo: { ...loja } });
    expect([semDoc.status, semDoc.corpo.erros]).toEqual([400, ['Informe o campo VendaId ou o campo DocumentoExterno.']]);
    const outro = await programa();
    const alheio = await chamar('POST', `${BASE}/venda/cancelar/previa`, {
      token: outro.operador.token,
      corpo: { ...loja, documentoExterno: 'CX-PA' },
    });
    expect([alheio.status, alheio.corpo.erros]).toEqual([422, ['Loja não encontrada ou inativa.']]);
    expect(await auditorias(p.tenantId, 'CaixaCancelarVenda')).toHaveLength(1);
  });

  it('refuses a sale without a document number, and the PDV rules answer with the PDV messages', async () => {
    const p = await programa();
    const c = await cadastrar(p);
    const base = { cnpjLoja: p.loja.cnpj, clienteId: c.clienteId };
    const semDoc = await chamar('POST', `${BASE}/venda`, { token: p.operador.token, corpo: { ...base, valorVenda: 10 } });
    esperarRecusa(semDoc, 400, 'O campo DocumentoExterno é obrigatório.');
    const ambos = await chamar('POST', `${BASE}/venda`, {
      token: p.operador.token,
      corpo: { ...base, valorVenda: 10, documentoExterno: 'X', usarCashbackDisponivel: true, usarCashbackGerado: true },
    });
    esperarRecusa(ambos, 422, MENSAGENS_VENDA.modelosExclusivos);
    expect(await prisma.venda.count({ where: { lojaId: p.loja.id } })).toBe(0);
    expect(await auditorias(p.tenantId, 'CaixaRegistrarVenda')).toEqual([]);
  });
});

describe('scope', () => {
  it('an operator of another programme cannot see, sell to, redeem from or cancel for this one', async () => {
    const a = await programa();
    const ca = await cadastrar(a);
    const venda = await chamar('POST', `${BASE}/venda`, {
      token: a.operador.token,
      corpo: { cnpjLoja: a.loja.cnpj, clienteId: ca.clienteId, valorVenda: 20, documentoExterno: 'CX-1' },
    });
    expect(venda.status).toBe(200);
    const b = await programa();
    const cb = await cadastrar(b);
    const tok = { token: b.operador.token };

    const busca = await chamar('GET', `${BASE}/cliente`, { ...tok, query: { cpf: ca.cpf } });
    expect([busca.status, busca.corpo.erros]).toEqual([404, [MENSAGENS_CAIXA.nenhumCliente]]);
    const porId = await chamar('GET', `${BASE}/cliente`, { ...tok, query: { clienteId: ca.clienteId } });
    expect([porId.status, porId.corpo.erros]).toEqual([404, ['Cliente não encontrado.']]);
    // A's customer in B's store; B's customer in A's store.
    const r1 = await chamar('POST', `${BASE}/venda`, {
      ...tok,
      corpo: { cnpjLoja: b.loja.cnpj, clienteId: ca.clienteId, valorVenda: 20, documentoExterno: 'CX-9' },
    });
    expect([r1.status, r1.corpo.erros]).toEqual([404, ['Cliente não encontrado.']]);
    const r2 = await chamar('POST', `${BASE}/venda`, {
      ...tok,
      corpo: { cnpjLoja: a.loja.cnpj, clienteId: cb.clienteId, valorVenda: 20, documentoExterno: 'CX-9' },
    });
    expect([r2.status, r2.corpo.erros]).toEqual([422, ['Loja não encontrada ou inativa.']]);
    const r3 = await chamar('POST', `${BASE}/resgate`, {
      ...tok,
      corpo: { cnpjLoja: b.loja.cnpj, clienteId: ca.clienteId, tipoBeneficio: 'Cashback', valorResgate: 1, documentoExterno: 'CX-9' },
    });
    expect([r3.status, r3.corpo.erros]).toEqual([404, ['Cliente não encontrado.']]);
    const r4 = await chamar('POST', `${BASE}/venda/cancelar`, { ...tok, corpo: { cnpjLoja: a.loja.cnpj, documentoExterno: 'CX-1' } });
    expect([r4.status, r4.corpo.erros]).toEqual([422, ['Loja não encontrada ou inativa.']]);
    const r5 = await chamar('POST', `${BASE}/venda/preview`, {
      ...tok,
      corpo: { cnpjLoja: b.loja.cnpj, clienteId: ca.clienteId, valorVenda: 20 },
    });
    expect([r5.status, r5.corpo.erros]).toEqual([404, ['Cliente não encontrado.']]);
    // Naming A's tenant: 403 and nothing else.
    const r6 = await chamar('POST', `${BASE}/venda`, {
      ...tok,
      corpo: { cnpjLoja: a.loja.cnpj, clienteId: ca.clienteId, valorVenda: 20, documentoExterno: 'CX-9', tenantId: a.tenantId },
    });
    expect([r6.status, r6.corpo.erros]).toEqual([403, ['Acesso negado.']]);
    expect(await prisma.venda.count({ where: { tenantId: a.tenantId } })).toBe(1);
    expect(await prisma.venda.findFirst({ where: { tenantId: a.tenantId }, select: { status: true } })).toEqual({ status: 'Registrada' });
    expect(await auditorias(b.tenantId, 'CaixaRegistrarVenda')).toEqual([]);

    // SuperAdmin names the programme; the API key and the club cannot use the counter.
    const sa = await criarUsuario(null, 'SuperAdmin');
    const semTenant = await chamar('GET', `${BASE}/cliente`, { token: sa.token, query: { cpf: ca.cpf } });
    expect([semTenant.status, semTenant.corpo.erros]).toEqual([400, ['O campo TenantId é obrigatório.']]);
    const comTenant = await chamar('GET', `${BASE}/cliente`, { token: sa.token, query: { cpf: ca.cpf, tenantId: a.tenantId } });
    expect(comTenant.corpo.dados[0]).toMatchObject({ clienteId: ca.clienteId, saldoCashback: 2, saldoPontos: 20 });
    const chave = await chamar('POST', `${BASE}/venda`, { chave: a.chave, corpo: {} });
    expect([chave.status, chave.corpo.erros]).toEqual([401, ['Não autorizado.']]);
  });
});
