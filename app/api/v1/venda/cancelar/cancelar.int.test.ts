import { describe, expect, it } from 'vitest';
import { prisma } from '@/lib/db';
import { chamar } from '@/lib/testing/api';
import { cenarioPadrao, cpfAleatorio } from '@/lib/testing/cenario';
import { venderPara } from '@/lib/testing/cenario-clientes';
import { esperarRecusa, esperarSucesso } from '@/lib/testing/esperar';

type Cenario = Awaited<ReturnType<typeof cenarioPadrao>>;

const cancelar = (c: Cenario, corpo: Record<string, unknown>) =>
  chamar('POST', '/api/v1/venda/cancelar', { chave: c.chave, corpo: { cnpjLoja: c.loja.cnpj, ...corpo } });

const saldo = async (c: Cenario, cpf: string) =>
  (await chamar('GET', '/api/v1/resgate/saldo', { chave: c.chave, query: { cnpjLoja: c.loja.cnpj, cpfCliente: cpf } })).corpo.dados;

describe('POST /api/v1/venda/cancelar', () => {
  it('cancels every movement of the sale and is idempotent', async () => {
    const c = await cenarioPadrao();
    const cpf = cpfAleatorio();
    const v = await venderPara(c, cpf, 100, { documentoExterno: 'CUPOM-1' });
    const r = await cancelar(c, { vendaId: v.vendaId, motivo: 'Devolução do produto' });
    esperarSucesso(r, 200, 'Venda cancelada com sucesso.');
    expect(r.corpo.dados).toMatchObject({
      vendaId: v.vendaId,
      clienteId: v.clienteId,
      status: 'Cancelada',
      pontosEstornados: 100,
      cashbackEstornado: 10,
      cashbackDevolvido: 0,
      saldoAtual: { saldoPontos: 0, saldoCashback: 0, saldoPendente: 0 },
    });
    expect(r.corpo.dados.movimentacoesCanceladas).toHaveLength(2);
    const lotes = await prisma.lote.findMany({ where: { vendaId: v.vendaId } });
    expect(lotes.map((l) => l.status)).toEqual(['Cancelado', 'Cancelado']);
    const venda = await prisma.venda.findUniqueOrThrow({ where: { id: v.vendaId } });
    expect([venda.status, venda.motivoCancelamento]).toEqual(['Cancelada', 'Devolução do produto']);

    const deNovo = await cancelar(c, { documentoExterno: 'CUPOM-1' });
    esperarSucesso(deNovo, 200, 'Venda já cancelada anteriormente.');
    expect(deNovo.corpo.dados.movimentacoesCanceladas).toEqual(r.corpo.dados.movimentacoesCanceladas);
    // The same JSON text, key order included (the balance did not move in between).
    expect(JSON.stringify(deNovo.corpo.dados)).toBe(JSON.stringify(r.corpo.dados));
    expect(
      await prisma.movimentacao.count({ where: { vendaId: v.vendaId, tipo: { in: ['CancelamentoCashback', 'CancelamentoPontos'] } } }),
    ).toBe(2);
  });

  it('gives the balance a model-2 sale consumed back to the lots it came from', async () => {
    const c = await cenarioPadrao({ cashback: { permiteCheckoutCashbackNaVenda: true }, pontos: null });
    const cpf = cpfAleatorio();
    await venderPara(c, cpf, 100); // lot A 10.00
    await venderPara(c, cpf, 50); // lot B 5.00
    const v = await venderPara(c, cpf, 12, { usarCashbackDisponivel: true }); // uses 12.00: A fully, B 2.00; credits 0.00
    expect(v.cashbackUsado).toBe(12);
    expect((await saldo(c, cpf)).saldoCashback).toBe(3);
    const r = await cancelar(c, { vendaId: v.vendaId });
    expect(r.status).toBe(200);
    expect(r.corpo.dados.cashbackDevolvido).toBe(12);
    expect(r.corpo.dados.saldoAtual.saldoCashback).toBe(15);
    const lotes = await prisma.lote.findMany({ where: { tenantId: c.tenantId }, orderBy: { criadoEm: 'asc' } });
    expect(lotes.map((l) => [l.valorDisponivel.toFixed(2), l.status])).toEqual([
      ['10.00', 'Disponivel'],
      ['5.00', 'Disponivel'],
    ]);
  });

  it('takes spent credit back from the remaining balance', async () => {
    const c = await cenarioPadrao({ pontos: null });
    const cpf = cpfAleatorio();
    await venderPara(c, cpf, 100); // lot A 10.00
    const v = await venderPara(c, cpf, 80); // lot B 8.00, the one to cancel
    // Redeem 15.00: A 10.00 + B 5.00 (FIFO)
    const res = await chamar('POST', '/api/v1/resgate', {
      chave: c.chave,
      corpo: { cnpjLoja: c.loja.cnpj, cpfCliente: cpf, tipoBeneficio: 'Cashback', valorResgate: 15 },
    });
    expect(res.status).toBe(200);
    await venderPara(c, cpf, 60); // lot C 6.00
    // Cancel B: its 3.00 left disappear and the 5.00 spent come out of C.
    const r = await cancelar(c, { vendaId: v.vendaId });
    expect(r.status).toBe(200);
    expect(r.corpo.dados.cashbackEstornado).toBe(8);
    expect(r.corpo.dados.saldoAtual.saldoCashback).toBe(1);
  });

  it('refuses (422) when the spent credit exceeds the balance left, and changes nothing', async () => {
    const c = await cenarioPadrao({ pontos: null });
    const cpf = cpfAleatorio();
    const v = await venderPara(c, cpf, 100); // 10.00
    await chamar('POST', '/api/v1/resgate', {
      chave: c.chave,
      corpo: { cnpjLoja: c.loja.cnpj, cpfCliente: cpf, tipoBeneficio: 'Cashback', valorResgate: 10 },
    });
    const movsAntes = await prisma.movimentacao.count({ where: { tenantId: c.tenantId } });
    const r = await cancelar(c, { vendaId: v.vendaId });
    expect(r.status).toBe(422);
    expect(r.corpo.erros).toEqual([
      'Não é possível cancelar: o benefício desta venda já foi utilizado e o saldo atual do cliente não cobre o estorno.',
    ]);
    expect(await prisma.movimentacao.count({ where: { tenantId: c.tenantId } })).toBe(movsAntes);
    expect((await prisma.venda.findUniqueOrThrow({ where: { id: v.vendaId } })).status).toBe('Registrada');
  });

  it('answers 404 for an unknown sale or a sale of another store, 400 without an identifier', async () => {
    const a = await cenarioPadrao();
    const b = await cenarioPadrao();
    const vb = await venderPara(b, cpfAleatorio(), 10);
    for (const corpo of [{ vendaId: '00000000-0000-4000-8000-000000000000' }, { vendaId: vb.vendaId }, { documentoExterno: 'nada' }]) {
      const r = await cancelar(a, corpo);
      esperarRecusa(r, 404, 'Venda não encontrada.');
    }
    const sem = await cancelar(a, {});
    esperarRecusa(sem, 400, 'Informe o campo VendaId ou o campo DocumentoExterno.');
    const malformado = await cancelar(a, { vendaId: '123' });
    esperarRecusa(malformado, 400, 'O campo VendaId deve ser um UUID.');
  });

  it('cancels once when the same cancellation arrives 10 times at once', async () => {
    const c = await cenarioPadrao();
    const cpf = cpfAleatorio();
    const v = await venderPara(c, cpf, 100);
    const rs = await Promise.all(Array.from({ length: 10 }, () => cancelar(c, { vendaId: v.vendaId })));
    expect(rs.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(rs.filter((r) => r.corpo.mensagem === 'Venda cancelada com sucesso.')).toHaveLength(1);
    expect(await prisma.movimentacao.count({ where: { vendaId: v.vendaId, tipo: 'CancelamentoCashback' } })).toBe(1);
  });
});
