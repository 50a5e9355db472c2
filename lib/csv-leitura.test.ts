import { describe, expect, it } from 'vitest';
import { BOM, detectarSeparador, lerRegistrosCsv } from '@/lib/csv-leitura';

describe('detectarSeparador', () => {
  it.each([
    ['cpf;nome;email', ';'],
    ['cpf,nome,email', ','],
    [`${BOM}cpf,nome`, ','],
    ['"nome, completo";cpf', ';'],
    ['cpf;nome,apelido;email', ';'],
    ['cpf', ';'],
    ['cpf;nome\r\na,b,c,d,e', ';'],
  ] as const)('%j → %s', (texto, separador) => {
    expect(detectarSeparador(texto)).toBe(separador);
  });
});

describe('lerRegistrosCsv', () => {
  it('reads `;` with a BOM, quotes, `""` inside quotes and CRLF, numbering each record by its first line', () => {
    const texto = `${BOM}cpf;nome\r\n"123.456.789-09";"Ana ""Aninha"" Souza"\r\n529.982.247-25;Bruno; Filho\r\n`;
    expect(lerRegistrosCsv(texto)).toEqual([
      { linha: 1, campos: ['cpf', 'nome'] },
      { linha: 2, campos: ['123.456.789-09', 'Ana "Aninha" Souza'] },
      { linha: 3, campos: ['529.982.247-25', 'Bruno', ' Filho'] },
    ]);
  });

  it('reads `,` with LF, keeps blank lines as one empty field and counts the lines of a quoted line break', () => {
    const texto = 'cpf,nome\n\n"1,2","linha 1\nlinha 2"\n3,Carla';
    expect(lerRegistrosCsv(texto)).toEqual([
      { linha: 1, campos: ['cpf', 'nome'] },
      { linha: 2, campos: [''] },
      { linha: 3, campos: ['1,2', 'linha 1\nlinha 2'] },
      { linha: 5, campos: ['3', 'Carla'] },
    ]);
  });

  it('takes the separator given, and reads an empty text as no record', () => {
    expect(lerRegistrosCsv('a,b;c', ';')).toEqual([{ linha: 1, campos: ['a,b', 'c'] }]);
    expect(lerRegistrosCsv('')).toEqual([]);
    expect(lerRegistrosCsv(BOM)).toEqual([]);
  });

  it('counts a lone CR as a line end', () => {
    expect(lerRegistrosCsv('a;b\rc;d').map((r) => r.linha)).toEqual([1, 2]);
  });
});
