import { describe, expect, it } from 'vitest';
import { lerData, lerPontos, lerReais, mascaraData, mascaraTelefone, novoDocumento, pareceQr } from './valores';

describe("the counter's typed values", () => {
  it.each([
    ['125,90', '125.90'],
    ['1.234,5', '1234.5'],
    ['R$ 12', '12'],
    ['0,01', '0.01'],
    ['99999999,99', '99999999.99'],
  ])('reads %s as the decimal literal %s', (texto, literal) => expect(lerReais(texto)).toBe(literal));

  it.each(['', '0', '0,00', '12,345', '1,2,3', 'abc', '-5', '12.34'])('refuses %j', (texto) => expect(lerReais(texto)).toBeNull());

  it('reads whole points only', () => {
    expect(lerPontos('1.000')).toBe(1000);
    expect(lerPontos('0')).toBeNull();
    expect(lerPontos('2,5')).toBeNull();
  });

  it('masks and reads birth dates the Brazilian way', () => {
    expect(mascaraData('31121990')).toBe('31/12/1990');
    expect(lerData('31/12/1990')).toBe('1990-12-31');
    expect(lerData('31/02/1990')).toBeNull();
    expect(lerData('01/01/2999')).toBeNull();
  });

  it('masks phones and recognises a QR token', () => {
    expect(mascaraTelefone('11987654321')).toBe('(11) 98765-4321');
    expect(mascaraTelefone('1133334444')).toBe('(11) 3333-4444');
    expect(pareceQr('0F0F0F0F-0F0F-4F0F-8F0F-0F0F0F0F0F0F')).toBe(true);
    expect(pareceQr('529.982.247-25')).toBe(false);
  });

  it('generates document numbers that fit documentoExterno and differ', () => {
    const a = novoDocumento(new Date('2026-11-26T12:00:00Z'));
    expect(a).toMatch(/^CX-20261126-[2-9A-HJKMNP-Z]{8}$/);
    expect(new Set(Array.from({ length: 200 }, () => novoDocumento())).size).toBe(200);
  });
});
