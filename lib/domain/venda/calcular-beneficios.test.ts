import { describe, expect, it } from 'vitest';
import { Decimal } from '@/lib/dinheiro';
import type { RegraCampanha } from '@/lib/domain/campanha/campanhas-da-venda';
import { calcularVenda, cashbackSobre, cashbackUsavel, pontosSobre } from './calcular-beneficios';

const d = (v: string | number) => new Decimal(v);

function campanha(c: Partial<RegraCampanha> & { tipo: 'Cashback' | 'Pontos' }): RegraCampanha {
  return {
    id: c.tipo,
    nome: c.tipo,
    percentualCashback: c.tipo === 'Cashback' ? d(10) : null,
    pontosPorReal: c.tipo === 'Pontos' ? d(1) : null,
    compraMinima: d(0),
    validadeDias: null,
    modoCashback: 'Imediato',
    diasLiberacao: 0,
    resgateMinimo: d(0),
    percentualMaximoResgate: null,
    pontosMinimosParaResgate: null,
    permiteUsoParcialDePontos: true,
    permiteCheckoutCashbackNaVenda: true,
    permiteDescontoSobreCashbackGerado: true,
    permiteCashbackEmResgate: false,
    criadoEm: '2026-01-01T00:00:00Z',
    ...c,
  };
}

describe('rounding', () => {
  it('rounds cashback half up to the centavo', () => {
    const c = campanha({ tipo: 'Cashback', percentualCashback: d('2.5') });
    expect(cashbackSobre(d('10.50'), c).toFixed(2)).toBe('0.26'); // 0.2625
    expect(cashbackSobre(d('0.50'), c).toFixed(2)).toBe('0.01'); // 0.0125
    expect(cashbackSobre(d('0.20'), c).toFixed(2)).toBe('0.01'); // 0.005 -> half up
    expect(cashbackSobre(d('0.19'), c).toFixed(2)).toBe('0.00'); // 0.00475
  });
  it('truncates points to whole points', () => {
    const c = campanha({ tipo: 'Pontos', pontosPorReal: d('1.5') });
    expect(pontosSobre(d('99.99'), c).toString()).toBe('149'); // 149.985
    expect(pontosSobre(d('0.66'), c).toString()).toBe('0');
  });
  it('never uses binary floating point (0.1 + 0.2 style errors)', () => {
    const c = campanha({ tipo: 'Cashback', percentualCashback: d('10') });
    expect(cashbackSobre(d('0.30'), c).toFixed(2)).toBe('0.03');
    expect(cashbackSobre(d('1.15'), c).toFixed(2)).toBe('0.12'); // 0.115 -> 0.12 (a float gives 0.11)
  });
});

describe('model 1', () => {
  it('credits both campaigns on the amount paid', () => {
    const r = calcularVenda({
      valorVenda: d('100.55'),
      elegiveis: [campanha({ tipo: 'Cashback' }), campanha({ tipo: 'Pontos' })],
      modelo: 1,
    });
    expect(r.valorFinal.toFixed(2)).toBe('100.55');
    expect(r.beneficios.map((b) => [b.cashback.toFixed(2), b.pontos.toString()])).toEqual([
      ['10.06', '0'],
      ['0.00', '100'],
    ]);
  });
});

describe('model 2', () => {
  const cb = campanha({ tipo: 'Cashback', resgateMinimo: d('5'), percentualMaximoResgate: d('50') });
  it('uses the balance up to the share cap and credits on valorFinal', () => {
    const r = calcularVenda({ valorVenda: d('100'), elegiveis: [cb], modelo: 2, saldoDisponivel: d('80') });
    expect(r.cashbackUsado.toFixed(2)).toBe('50.00');
    expect(r.valorFinal.toFixed(2)).toBe('50.00');
    expect(r.beneficios[0]!.cashback.toFixed(2)).toBe('5.00');
  });
  it('uses the whole balance when below the cap', () => {
    const r = calcularVenda({ valorVenda: d('100'), elegiveis: [cb], modelo: 2, saldoDisponivel: d('12.34') });
    expect(r.cashbackUsado.toFixed(2)).toBe('12.34');
    expect(r.valorFinal.toFixed(2)).toBe('87.66');
    expect(r.beneficios[0]!.cashback.toFixed(2)).toBe('8.77'); // 8.766
  });
  it('applies no discount with a balance below the redemption minimum', () => {
    const r = calcularVenda({ valorVenda: d('100'), elegiveis: [cb], modelo: 2, saldoDisponivel: d('4.99') });
    expect(r.cashbackUsado.toFixed(2)).toBe('0.00');
    expect(r.valorFinal.toFixed(2)).toBe('100.00');
  });
  it('truncates the cap to the centavo so it never exceeds the share', () => {
    const c = campanha({ tipo: 'Cashback', percentualMaximoResgate: d('30') });
    expect(cashbackUsavel(d('10.05'), d('100'), c).toFixed(2)).toBe('3.01'); // 3.015
  });
});

describe('model 3', () => {
  it('turns the generated cashback into a discount and credits nothing without permiteCashbackEmResgate', () => {
    const r = calcularVenda({ valorVenda: d('200'), elegiveis: [campanha({ tipo: 'Cashback' }), campanha({ tipo: 'Pontos' })], modelo: 3 });
    expect(r.descontoGerado.toFixed(2)).toBe('20.00');
    expect(r.valorFinal.toFixed(2)).toBe('180.00');
    expect(r.beneficios[0]!.cashback.toFixed(2)).toBe('0.00');
    expect(r.beneficios[1]!.pontos.toString()).toBe('180');
  });
  it('credits cashback on valorFinal with permiteCashbackEmResgate', () => {
    const r = calcularVenda({
      valorVenda: d('200'),
      elegiveis: [campanha({ tipo: 'Cashback', permiteCashbackEmResgate: true })],
      modelo: 3,
    });
    expect(r.beneficios[0]!.cashback.toFixed(2)).toBe('18.00');
  });
});
