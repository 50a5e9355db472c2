import { describe, expect, it } from 'vitest';
import { semQuebraNoValor } from './formatar';

describe('semQuebraNoValor', () => {
  it('joins R$ to its amount with a no-break space, and nothing else', () => {
    expect(semQuebraNoValor('5 % de cashback em compras a partir de R$ 10,00')).toBe(
      '5 % de cashback em compras a partir de R$\u00a010,00',
    );
    expect(semQuebraNoValor('1 ponto a cada R$ 1,00 e R$ 2,50')).toBe('1 ponto a cada R$\u00a01,00 e R$\u00a02,50');
    expect(semQuebraNoValor('Cashback válido por 90 dias')).toBe('Cashback válido por 90 dias');
  });
});
