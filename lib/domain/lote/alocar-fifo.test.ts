import { describe, expect, it } from 'vitest';
import { Decimal } from '@/lib/dinheiro';
import { alocarFifo } from './alocar-fifo';

const lote = (id: string, v: string) => ({ id, disponivel: new Decimal(v) });

describe('alocarFifo', () => {
  it('consumes the oldest lots first, partially the last one', () => {
    const r = alocarFifo([lote('a', '5.00'), lote('b', '10.00'), lote('c', '7.00')], new Decimal('12.50'));
    expect(r.map((c) => [c.loteId, c.valor.toFixed(2), c.restante.toFixed(2)])).toEqual([
      ['a', '5.00', '0.00'],
      ['b', '7.50', '2.50'],
    ]);
  });
  it('skips empty lots and refuses to overdraw', () => {
    expect(alocarFifo([lote('a', '0'), lote('b', '3')], new Decimal('3')).map((c) => c.loteId)).toEqual(['b']);
    expect(() => alocarFifo([lote('a', '1')], new Decimal('1.01'))).toThrow();
  });
});
