// The lots a debit takes (redemption, model-2 sale, clawback of a cancelled sale), oldest first
// (FIFO, spec concept 5), locked only as far as the debit needs.
//
// The caller already holds the customer's membership row (Q_TRAVAR_VINCULO), so no other debit or
// credit of this customer's that takes it runs meanwhile. The debitable balance comes from the
// running balance (`saldo_participacao`, docs/saldo-corrente.md): one row per store and benefit,
// whatever the customer's history. Only the lots the amount consumes are then locked, oldest
// first, each taken while the ones before it sum less than what is still missing: a debit of a
// customer with 10,000 lots touches the two or three oldest, not all of them.
//
// A lot counted but gone by the time it is locked (the expiry job took it in the same instant) is
// dropped by the lock's re-check; the next lots are read after it. If the lots fall short,
// `consumir` returns null and the caller refuses the debit with its own message; nothing was written.
import type { Executor } from '@/lib/db';
import { Decimal, minimo } from '@/lib/dinheiro';
import { Q_LOTES_PARA_DEBITO, Q_TOTAL_DEBITAVEL, type FaseDebito } from '@/lib/domain/lote/status-efetivo-sql';

/** Lots read (not locked) per round trip to find the ones that cover an amount. */
export const LOTES_POR_PAGINA = 50;

/** What a debit takes from one lot, and what the lot keeps. */
export type Consumo = { loteId: string; valor: Decimal; restante: Decimal };

type Linha = { id: string; valor_disponivel: string; criado_em: string };
type Travado = { id: string; disponivel: Decimal; criadoEm: string };

export type LotesParaDebito = {
  /** The debitable balance: every lot of this type and phase. */
  total: Decimal;
  /** Takes `valor` from the oldest lots, locking them as needed; null if they fall short. */
  consumir(valor: Decimal): Promise<Consumo[] | null>;
};

export async function lotesParaDebito(
  tx: Executor,
  p: { tenantId: string; clienteId: string; tipo: 'Cashback' | 'Pontos'; agora: Date; fase?: FaseDebito; excluir?: string[] },
): Promise<LotesParaDebito> {
  const fase = p.fase ?? 'disponiveis';
  const base = [p.tenantId, p.clienteId, p.tipo, p.agora, p.excluir ?? []];
  const [t] = await tx.query<{ total: string }>(Q_TOTAL_DEBITAVEL[fase], base);
  const travados: Travado[] = [];
  let proximo = 0; // first lot of `travados` with something left for a later call

  return {
    total: new Decimal(t?.total ?? '0'),
    async consumir(valor) {
      const consumos: Consumo[] = [];
      let falta: Decimal = valor;
      while (falta.gt(0)) {
        if (proximo === travados.length) {
          // Lock the next lots that cover what is missing, after the last one locked.
          const ultimo = travados.at(-1);
          const mais = await tx.query<Linha>(Q_LOTES_PARA_DEBITO[fase], [
            ...base,
            ultimo?.criadoEm ?? null,
            ultimo?.id ?? null,
            LOTES_POR_PAGINA,
            falta.toFixed(2),
          ]);
          if (mais.length === 0) return null;
          travados.push(...mais.map((l) => ({ id: l.id, disponivel: new Decimal(l.valor_disponivel), criadoEm: l.criado_em })));
          continue;
        }
        const lote = travados[proximo]!;
        const usado = minimo(lote.disponivel, falta);
        lote.disponivel = lote.disponivel.sub(usado);
        consumos.push({ loteId: lote.id, valor: usado, restante: lote.disponivel });
        falta = falta.sub(usado);
        if (lote.disponivel.lte(0)) proximo++;
      }
      return consumos;
    },
  };
}
