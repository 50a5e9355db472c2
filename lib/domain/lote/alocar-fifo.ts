// FIFO consumption (spec concept 5): the oldest usable lot first, each lot giving what it has
// until the amount is covered. Lots arrive already ordered and filtered to the usable ones
// (released, not expired) by the locking query.
import { Decimal, ZERO, minimo } from '@/lib/dinheiro';

export type LoteUsavel = { id: string; disponivel: Decimal };
export type Consumo = { loteId: string; valor: Decimal; restante: Decimal };

export function alocarFifo(lotes: LoteUsavel[], valor: Decimal): Consumo[] {
  const consumos: Consumo[] = [];
  let falta = valor;
  for (const lote of lotes) {
    if (falta.lte(0)) break;
    if (lote.disponivel.lte(0)) continue;
    const usado = minimo(lote.disponivel, falta);
    consumos.push({ loteId: lote.id, valor: usado, restante: lote.disponivel.sub(usado) });
    falta = falta.sub(usado);
  }
  if (falta.gt(0)) throw new Error('alocarFifo: saldo insuficiente nos lotes informados');
  return consumos;
}

export function somaDisponivel(lotes: LoteUsavel[]): Decimal {
  return lotes.reduce((s, l) => s.add(l.disponivel), ZERO as Decimal);
}
