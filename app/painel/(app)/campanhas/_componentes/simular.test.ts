// The form's simulation runs the PDV's own calculation: these numbers are the ones a sale gets
// (compare lib/domain/venda/calcular-beneficios.test.ts and docs/regras-de-negocio.md).
import { describe, expect, it } from 'vitest';
import { dec } from '@/lib/dinheiro';
import { numeroDoTexto } from '@/lib/navegador/numero-digitado';
import { regraDoFormulario, simular, type ValoresCampanha } from './simular';

const base: ValoresCampanha = {
  nome: 'Teste',
  tipo: 'Cashback',
  percentualCashback: '7',
  pontosPorReal: '',
  compraMinima: '',
  dataInicio: '',
  dataFim: '',
  validadeDias: '',
  modoCashback: 'Imediato',
  diasLiberacao: '',
  resgateMinimo: '',
  percentualMaximoResgate: '',
  pontosMinimosParaResgate: '',
  permiteUsoParcialDePontos: true,
  permiteCheckoutCashbackNaVenda: false,
  permiteDescontoSobreCashbackGerado: false,
  permiteCashbackEmResgate: false,
  lojaIds: [],
};

const HOJE = '2026-11-22';

function rodar(v: Partial<ValoresCampanha>, valorVenda = '100', saldo = '0', datas: { dataInicio?: string; dataFim?: string } = {}) {
  const r = regraDoFormulario({ ...base, ...v });
  if (!r.regra) throw new Error(r.falta);
  return simular(r.regra, {
    valorVenda: dec(numeroDoTexto(valorVenda)!),
    saldoDisponivel: dec(numeroDoTexto(saldo)!),
    hoje: HOJE,
    ...datas,
  });
}

const texto = (m: { cashbackUsado: unknown; descontoGerado: unknown; valorFinal: unknown; cashback: unknown; pontos: unknown }) =>
  [m.cashbackUsado, m.descontoGerado, m.valorFinal, m.cashback, m.pontos].map((x) => dec(x as string).toFixed(2));

describe('simular', () => {
  it('model 1: 7 % immediate on R$ 100,00 credits R$ 7,00 today, never expiring without validity', () => {
    const s = rodar({});
    expect(s.elegivel).toBe(true);
    if (!s.elegivel) return;
    expect(texto(s.modelos[0]!)).toEqual(['0.00', '0.00', '100.00', '7.00', '0.00']);
    expect(s.dataLiberacao).toBeNull();
    expect(s.dataExpiracao).toBeNull();
    expect(s.modelos[1]!.indisponivel).toMatch(/não permite usar o saldo/);
    expect(s.modelos[2]!.indisponivel).toMatch(/não permite/);
  });

  it('rounds half up to the centavo and dates a deferred credit like the PDV', () => {
    const s = rodar({ percentualCashback: '10', modoCashback: 'Diferido', diasLiberacao: '7', validadeDias: '60' }, '33,35');
    if (!s.elegivel) throw new Error();
    expect(texto(s.modelos[0]!)).toEqual(['0.00', '0.00', '33.35', '3.34', '0.00']);
    expect(s.dataLiberacao).toBe('2026-11-29');
    expect(s.dataExpiracao).toBe('2027-01-28');
    expect(s.modelos[1]!.indisponivel).toMatch(/diferido/);
    expect(s.modelos[2]!.indisponivel).toMatch(/imediato/);
  });

  it('model 2 uses the balance up to the cap; model 3 turns the cashback into a discount', () => {
    const v = {
      percentualCashback: '10',
      permiteCheckoutCashbackNaVenda: true,
      permiteDescontoSobreCashbackGerado: true,
      percentualMaximoResgate: '50',
      validadeDias: '90',
    };
    const s = rodar(v, '100', '80');
    if (!s.elegivel) throw new Error();
    expect(s.modelos[1]!.indisponivel).toBeNull();
    expect(texto(s.modelos[1]!)).toEqual(['50.00', '0.00', '50.00', '5.00', '0.00']);
    expect(texto(s.modelos[2]!)).toEqual(['0.00', '10.00', '90.00', '0.00', '0.00']);
    expect(s.dataExpiracao).toBe('2027-02-20');
    const comCashback = rodar({ ...v, permiteCashbackEmResgate: true }, '100', '3');
    if (!comCashback.elegivel) throw new Error();
    expect(texto(comCashback.modelos[2]!)).toEqual(['0.00', '10.00', '90.00', '9.00', '0.00']);
    // Below the redemption minimum the balance gives no discount and the sale goes on.
    const abaixo = rodar({ ...v, resgateMinimo: '5' }, '100', '3');
    if (!abaixo.elegivel) throw new Error();
    expect(texto(abaixo.modelos[1]!)).toEqual(['0.00', '0.00', '100.00', '10.00', '0.00']);
  });

  it('points are truncated; a sale below the minimum purchase is not eligible', () => {
    const s = rodar({ tipo: 'Pontos', percentualCashback: '', pontosPorReal: '1,5' }, '99,99');
    if (!s.elegivel) throw new Error();
    expect(texto(s.modelos[0]!)).toEqual(['0.00', '0.00', '99.99', '0.00', '149.00']);
    expect(s.modelos[1]!.indisponivel).toMatch(/cashback/);
    const n = rodar({ compraMinima: '150' });
    expect(n).toEqual({ elegivel: false, compraMinima: dec('150') });
  });

  it('says when today is outside the campaign dates, and what is missing', () => {
    const s = rodar({}, '100', '0', { dataInicio: '2026-12-01' });
    expect(s.elegivel && s.vigenteHoje).toBe(false);
    expect(regraDoFormulario({ ...base, percentualCashback: '' }).falta).toMatch(/percentual/);
    expect(regraDoFormulario({ ...base, modoCashback: 'Diferido' }).falta).toMatch(/liberado/);
    expect(regraDoFormulario({ ...base, tipo: 'Pontos' }).falta).toMatch(/pontos por real/);
  });
});
