import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { booleanoDeQuery, booleanoObrigatorioDeQuery, campoEmailObrigatorio, camposPaginacao, pagina, skipTake } from '@/lib/api/consulta';
import { PAGINACAO_RECUSADA } from '@/lib/testing/paginacao';

const paginacao = z.object(camposPaginacao);
const mensagens = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message);

describe('pagination', () => {
  it('defaults to page 1 of 20 and reads query strings', () => {
    expect(paginacao.parse({})).toEqual({ pagina: 1, tamanho: 20 });
    expect(paginacao.parse({ pagina: '', tamanho: ' ' })).toEqual({ pagina: 1, tamanho: 20 });
    expect(paginacao.parse({ pagina: '3', tamanho: '100' })).toEqual({ pagina: 3, tamanho: 100 });
  });

  it.each(PAGINACAO_RECUSADA)('refuses %j', (query, msg) => {
    expect(mensagens(paginacao.safeParse(query))).toEqual([msg]);
  });

  it('turns a page into skip/take and an answer', () => {
    expect(skipTake({ pagina: 3, tamanho: 20 })).toEqual({ skip: 40, take: 20 });
    expect(pagina(['a'], { pagina: 2, tamanho: 1 }, 5)).toEqual({ itens: ['a'], paginacao: { pagina: 2, tamanho: 1, totalRegistros: 5 } });
  });
});

describe('query booleans', () => {
  it('accepts true/false in any case', () => {
    const s = z.object({ ativo: booleanoDeQuery('ativo') });
    expect(s.parse({ ativo: 'True' })).toEqual({ ativo: true });
    expect(s.parse({ ativo: 'FALSE' })).toEqual({ ativo: false });
    expect(s.parse({ ativo: '' }).ativo).toBeUndefined();
    expect(s.parse({}).ativo).toBeUndefined();
    expect(mensagens(s.safeParse({ ativo: '1' }))).toEqual(['O parâmetro ativo deve ser true ou false.']);
  });

  it('says a required one is missing in the ASP.NET form', () => {
    const s = z.object({ ativo: booleanoObrigatorioDeQuery('ativo', 'Ativo') });
    expect(mensagens(s.safeParse({}))).toEqual(['O campo Ativo é obrigatório.']);
    expect(mensagens(s.safeParse({ ativo: '' }))).toEqual(['O campo Ativo é obrigatório.']);
    expect(mensagens(s.safeParse({ ativo: 'sim' }))).toEqual(['O parâmetro ativo deve ser true ou false.']);
    expect(s.parse({ ativo: ' FALSE ' })).toEqual({ ativo: false });
  });
});

describe('campoEmailObrigatorio', () => {
  it('trims and lower-cases; refuses what is not an e-mail', () => {
    const s = campoEmailObrigatorio('Email');
    expect(s.parse('  Ana@Exemplo.COM ')).toBe('ana@exemplo.com');
    expect(mensagens(s.safeParse('ana@'))).toEqual(['O campo Email não é um endereço de e-mail válido.']);
    expect(mensagens(s.safeParse(undefined))).toEqual(['O campo Email é obrigatório.']);
  });
});
