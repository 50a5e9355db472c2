import { describe, expect, it } from 'vitest';
import { inteiroParaApi, numeroDoTexto, numeroParaApi, valorDoTexto } from './numero-digitado';

describe('numeroDoTexto', () => {
  it('reads Brazilian and dotted decimals', () => {
    expect(numeroDoTexto('7')).toBe('7');
    expect(numeroDoTexto('7,5')).toBe('7.5');
    expect(numeroDoTexto('7.5')).toBe('7.5');
    expect(numeroDoTexto('R$ 1.234,56')).toBe('1234.56');
    expect(numeroDoTexto('  ')).toBeNull();
    expect(numeroDoTexto('abc')).toBeUndefined();
    expect(numeroDoTexto('-3')).toBeUndefined();
  });
  it('reads a dot that groups thousands as such in amounts and counts, not in rates', () => {
    expect(valorDoTexto('1.500')).toBe('1500');
    expect(valorDoTexto('R$ 10.000')).toBe('10000');
    expect(valorDoTexto('1.234.567')).toBe('1234567');
    expect(valorDoTexto('1.234,5')).toBe('1234.5');
    expect(valorDoTexto('7.5')).toBe('7.5');
    expect(valorDoTexto('0.125')).toBe('0.125');
    expect(numeroDoTexto('1.500')).toBe('1.500');
    expect(numeroDoTexto('0.125')).toBe('0.125');
  });
});

describe('numeroParaApi and inteiroParaApi', () => {
  it('send a number when the text is one, null when blank', () => {
    expect(numeroParaApi('7,5')).toBe(7.5);
    expect(numeroParaApi(' 20 ')).toBe(20);
    expect(numeroParaApi('')).toBeNull();
    expect(inteiroParaApi('1.500')).toBe(1500);
    expect(inteiroParaApi('0')).toBe(0);
    expect(inteiroParaApi('   ')).toBeNull();
  });

  it('send what is no number as the text typed, never as 0, null or a guess', () => {
    for (const t of ['5e', '1e1', '0x10', '10 dias', '-5', 'Infinity', '1,5,0']) {
      expect(inteiroParaApi(t)).toBe(t);
      expect(numeroParaApi(t)).toBe(t);
    }
  });

  it('leave a fraction in a whole-number field for the API to refuse as not whole', () => {
    expect(inteiroParaApi('7,5')).toBe(7.5);
    expect(inteiroParaApi('7.5')).toBe(7.5);
  });
});
