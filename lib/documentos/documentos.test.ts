import { describe, expect, it } from 'vitest';
import { cpfValido, formatarCpf, mascararCpf, normalizarCpf } from './cpf';
import { cnpjValido, completarCnpj, formatarCnpj, normalizarCnpj } from './cnpj';

describe('CPF', () => {
  it.each(['529.982.247-25', '52998224725'])('accepts the valid %j, with or without mask', (cpf) => {
    expect(cpfValido(cpf)).toBe(true);
    expect(normalizarCpf(cpf)).toBe('52998224725');
  });
  // Wrong check digits, wrong length (short, long), repeated digits, a letter.
  it.each(['529.982.247-24', '5299822472', '529982247250', '111.111.111-11', '00000000000', '529a982247-25'])('rejects %j', (cpf) => {
    expect(cpfValido(cpf)).toBe(false);
  });
  it('formats and masks', () => {
    expect(formatarCpf('52998224725')).toBe('529.982.247-25');
    expect(mascararCpf('52998224725')).toBe('***.982.247-**');
  });
});

describe('CNPJ', () => {
  it.each([
    ['12.ABC.345/01DE-35', true],
    ['12.ABC.345/01DE-36', false],
    ['11.222.333/0001-81', true],
    ['11.222.333/0001-80', false],
  ])('passes the vector %j of brazil.md (valid: %j)', (cnpj, valido) => {
    expect(cnpjValido(cnpj)).toBe(valido);
  });
  it('accepts lower case and no mask; normalizes to upper case', () => {
    expect(cnpjValido('12abc34501de35')).toBe(true);
    expect(normalizarCnpj('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(formatarCnpj('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
  });
  // A letter in the check digits, wrong length, repeated digits.
  it.each(['12ABC34501DEA5', '1122233300018', '00000000000000'])('rejects %j', (cnpj) => {
    expect(cnpjValido(cnpj)).toBe(false);
  });
  it('completes check digits of a base', () => {
    expect(completarCnpj('12ABC34501DE')).toBe('12ABC34501DE35');
    expect(completarCnpj('112223330001')).toBe('11222333000181');
  });
});
