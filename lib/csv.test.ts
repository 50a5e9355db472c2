import { describe, expect, it } from 'vitest';
import { BOM, campoCsv, dataCsv, dataHoraCsv, decimalCsv, lerCsv, linhaCsv, nomeArquivoCsv, pontosCsv } from '@/lib/csv';
import { telefone } from '@/lib/formatar';

describe('CSV for Excel in Brazil', () => {
  it.each([
    ['Loja Centro', 'Loja Centro'],
    ['Ana; Bia', '"Ana; Bia"'],
    ['o "Zé"', '"o ""Zé"""'],
    ['linha 1\nlinha 2', '"linha 1\nlinha 2"'],
    ['a\r\nb', '"a\r\nb"'],
    [null, ''],
    [undefined, ''],
    [3, '3'],
  ])('quotes fields with ; " and line breaks, doubling the quotes: %j', (campo, csv) => {
    expect(campoCsv(campo)).toBe(csv);
  });

  it('neutralises text a spreadsheet would run as a formula (CSV injection)', () => {
    expect(campoCsv('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(campoCsv('+5511')).toBe("'+5511");
    expect(campoCsv('-1')).toBe("'-1");
    expect(campoCsv('@soma')).toBe("'@soma");
  });

  it('writes ; separated lines ending in CRLF', () => {
    expect(linhaCsv(['a', 'b;c', null, 2])).toBe('a;"b;c";;2\r\n');
  });

  it.each([
    ['1234.50', '1234,50'],
    ['0.05', '0,05'],
    ['99999999999999.99', '99999999999999,99'],
    ['150', '150,00'],
    ['0', '0,00'],
    ['7.5', '7,50'],
    ['0.125', '0,125'],
    [null, ''],
  ])('writes decimals with a comma, exactly as the database has them: %j', (banco, csv) => {
    expect(decimalCsv(banco)).toBe(csv);
  });

  it('refuses a decimal in exponent notation', () => {
    expect(() => decimalCsv('1e5')).toThrow();
  });

  it.each([
    ['1234.00', '1234'],
    ['0.00', '0'],
    ['0', '0'],
    ['100', '100'],
    ['12.50', '12,5'],
    ['0.05', '0,05'],
    [null, ''],
  ])('writes points whole, as the panel counts them, and a fraction exactly: %j', (banco, csv) => {
    expect(pontosCsv(banco)).toBe(csv);
  });

  it.each([
    ['11987654321', '(11) 98765-4321'],
    ['1133334444', '(11) 3333-4444'],
    ['5511987654321', '(11) 98765-4321'],
    ['551133334444', '(11) 3333-4444'],
    ['55987654321', '(55) 98765-4321'],
    ['12345', '12345'],
  ])('writes a stored phone as people write it, and keeps what it cannot read: %s', (banco, escrito) => {
    expect(telefone(banco)).toBe(escrito);
  });

  it('writes dates as dd/mm/aaaa hh:mm in the given time zone', () => {
    const instante = new Date('2026-11-26T02:05:00Z');
    expect(dataHoraCsv(instante, 'America/Sao_Paulo')).toBe('25/11/2026 23:05');
    expect(dataHoraCsv(instante, 'America/Manaus')).toBe('25/11/2026 22:05');
    expect(dataHoraCsv(instante, 'UTC')).toBe('26/11/2026 02:05');
    expect(dataHoraCsv(new Date('2026-01-01T03:00:00Z'), 'America/Sao_Paulo')).toBe('01/01/2026 00:00');
    expect(dataHoraCsv(null, 'UTC')).toBe('');
    expect(dataCsv('1990-04-15')).toBe('15/04/1990');
    expect(dataCsv(new Date('1990-04-15T00:00:00Z'))).toBe('15/04/1990');
  });

  it('names the file after what it holds and when it was made (São Paulo time)', () => {
    expect(nomeArquivoCsv('vendas', new Date('2026-11-26T02:05:00Z'))).toBe('vendas-2026-11-25-2305.csv');
  });

  it('reads back what it writes, BOM, quotes and line breaks included', () => {
    const linhas = [
      ['Nome', 'Obs'],
      ['Ana; "Aninha"', 'linha 1\r\nlinha 2'],
      ['', '1234,50'],
    ];
    const texto = BOM + linhas.map((l) => linhaCsv(l)).join('');
    expect(texto.charCodeAt(0)).toBe(0xfeff);
    expect(lerCsv(texto)).toEqual(linhas);
  });
});
