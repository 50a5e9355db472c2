import { describe, expect, it } from 'vitest';
import { diferencas, formatarValor, rotuloCampo } from './diferencas';

describe('audit differences', () => {
  it('an update shows only the changed fields, nested ones by path', () => {
    const antes = { nome: 'Loja Um', fusoHorario: 'America/Sao_Paulo', ativo: true, assinatura: { plano: 'Essencial', limiteLojas: 1 } };
    const depois = {
      nome: 'Loja Um Centro',
      fusoHorario: 'America/Sao_Paulo',
      ativo: true,
      assinatura: { plano: 'Rede', limiteLojas: null },
    };
    expect(diferencas(antes, depois)).toEqual([
      { campo: 'nome', antes: 'Loja Um', depois: 'Loja Um Centro', mudou: true },
      { campo: 'assinatura.plano', antes: 'Essencial', depois: 'Rede', mudou: true },
      { campo: 'assinatura.limiteLojas', antes: '1', depois: null, mudou: true },
    ]);
    expect(diferencas(antes, depois, { todos: true })).toHaveLength(5);
  });

  it('a creation lists every field of the new object; a change without details lists nothing', () => {
    expect(diferencas(null, { ativo: false, revogadaEm: '2026-05-22T13:30:00Z' })).toEqual([
      { campo: 'ativo', antes: null, depois: 'Não', mudou: false },
      { campo: 'revogadaEm', antes: null, depois: '22/05/2026, 10:30', mudou: false },
    ]);
    expect(diferencas(null, null)).toEqual([]);
  });

  it('formats values and names fields for people', () => {
    expect(formatarValor(['a', 'b'])).toBe('a, b');
    expect(formatarValor([])).toBe('(vazio)');
    expect(formatarValor(12.5)).toBe('12.5');
    expect(rotuloCampo('assinatura.trialAte')).toBe('Assinatura › Avaliação até');
    expect(rotuloCampo('percentualCashback')).toBe('Percentual cashback');
  });
});
