import { describe, expect, it } from 'vitest';
import { cpfValido, formatarCpf, mascararCpf, normalizarCpf } from './cpf';
import { cnpjValido, completarCnpj, formatarCnpj, normalizarCnpj } from './cnpj';

describe('CPF', () => {
  it('accepts valid CPFs with or without mask', () => {
    expect(cpfValido('529.982.247-25')).toBe(true);
    expect(cpfValido('52998224725')).toBe(true);
    expect(normalizarCpf('529.982.247-25')).toBe('52998224725');
  });
  it('rejects wrong check digits, wrong length, repeated digits and letters', () => {
    expect(cpfValido('529.982.247-24')).toBe(false);
    expect(cpfValido('5299822472')).toBe(false);
    expect(cpfValido('529982247250')).toBe(false);
    expect(cpfValido('111.111.111-11')).toBe(false);
    expect(cpfValido('00000000000')).toBe(false);
    expect(cpfValido('529a982247-25')).toBe(false);
  });
  it('formats and masks', () => {
    expect(formatarCpf('52998224725')).toBe('529.982.247-25');
    expect(mascararCpf('52998224725')).toBe('***.982.247-**');
  });
});

describe('CNPJ', () => {
  it('passes the vectors of brazil.md', () => {
    expect(cnpjValido('12.ABC.345/01DE-35')).toBe(true);
    expect(cnpjValido('12.ABC.345/01DE-36')).toBe(false);
    expect(cnpjValido('11.222.333/0001-81')).toBe(true);
    expect(cnpjValido('11.222.333/0001-80')).toBe(false);
  });
  it('accepts lower case and no mask; normalizes to upper case', () => {
    expect(cnpjValido('12abc34501de35')).toBe(true);
    expect(normalizarCnpj('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(formatarCnpj('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
  });
  it('rejects letters in the check digits, wrong length and repeated digits', () => {
    expect(cnpjValido('12ABC34501DEA5')).toBe(false);
    expect(cnpjValido('1122233300018')).toBe(false);
    expect(cnpjValido('00000000000000')).toBe(false);
  });
  it('completes check digits of a base', () => {
    expect(completarCnpj('12ABC34501DE')).toBe('12ABC34501DE35');
    expect(completarCnpj('112223330001')).toBe('11222333000181');
  });
});
