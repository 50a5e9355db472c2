import { describe, expect, it } from 'vitest';
import { prisma } from '@/lib/db';
import { chamar } from '@/lib/testing/api';
import { cenarioPadrao } from '@/lib/testing/cenario';
import { esperarRecusa } from '@/lib/testing/esperar';

describe('POST /api/v1/venda/preview', () => {
  it('simulates model 3 and writes nothing, however many times it is called', async () => {
    const c = await cenarioPadrao({ cashback: { permiteDescontoSobreCashbackGerado: true, percentualCashback: '5' } });
    for (let i = 0; i < 3; i++) {
      const r = await chamar('POST', '/api/v1/venda/preview', { chave: c.chave, corpo: { cnpjLoja: c.loja.cnpj, valorVenda: 59.9 } });
      expect(r.status).toBe(200);
      expect(r.corpo.dados).toEqual({
        valorVenda: 59.9,
        permiteAplicarDesconto: true,
        motivoBloqueio: null,
        cashbackGeradoPrevisto: 3, // 2.995 -> 3.00
        valorComDesconto: 56.9,
        cashbackSobreDesconto: 0,
      });
    }
    expect(await prisma.venda.count({ where: { tenantId: c.tenantId } })).toBe(0);
    expect(await prisma.movimentacao.count({ where: { tenantId: c.tenantId } })).toBe(0);
  });

  it.each([
    [{ permiteDescontoSobreCashbackGerado: false }, 100, 'A campanha de cashback desta loja não permite desconto sobre o cashback gerado.'],
    [
      { permiteDescontoSobreCashbackGerado: true, modoCashback: 'Diferido', diasLiberacao: 3 },
      100,
      'O cashback desta loja é liberado após a compra (modo diferido) e não pode virar desconto imediato.',
    ],
    [
      { permiteDescontoSobreCashbackGerado: true, compraMinima: '150.00' },
      100,
      'Valor da venda abaixo da compra mínima da campanha (R$ 150,00).',
    ],
  ])('blocks the discount for %j', async (cashback, valorVenda, motivo) => {
    const c = await cenarioPadrao({ cashback: cashback as never });
    const r = await chamar('POST', '/api/v1/venda/preview', { chave: c.chave, corpo: { cnpjLoja: c.loja.cnpj, valorVenda } });
    expect(r.status).toBe(200);
    expect(r.corpo.dados).toEqual({
      valorVenda,
      permiteAplicarDesconto: false,
      motivoBloqueio: motivo,
      cashbackGeradoPrevisto: 0,
      valorComDesconto: 0,
      cashbackSobreDesconto: 0,
    });
  });

  it('blocks without a Cashback campaign', async () => {
    const c = await cenarioPadrao({ cashback: null });
    const r = await chamar('POST', '/api/v1/venda/preview', { chave: c.chave, corpo: { cnpjLoja: c.loja.cnpj, valorVenda: 10 } });
    expect(r.corpo.dados.motivoBloqueio).toBe('Nenhuma campanha de cashback ativa nesta loja.');
  });

  it.each([
    [{ valorVenda: 0 }, 400, 'O campo ValorVenda deve ser maior que zero.'],
    [{ valorVenda: undefined }, 400, 'O campo ValorVenda é obrigatório.'],
    [{ cnpjLoja: undefined }, 400, 'O campo CnpjLoja é obrigatório.'],
    [{ cnpjLoja: '00000000000000' }, 422, 'CNPJ inválido. Informe 14 dígitos.'],
    [{ cnpjLoja: '11222333000181' }, 422, 'Loja não encontrada ou inativa.'],
  ])('rejects %j', async (mudanca, status, msg) => {
    const c = await cenarioPadrao();
    const r = await chamar('POST', '/api/v1/venda/preview', {
      chave: c.chave,
      corpo: { cnpjLoja: c.loja.cnpj, valorVenda: 10, ...mudanca },
    });
    esperarRecusa(r, status, msg);
  });
});
