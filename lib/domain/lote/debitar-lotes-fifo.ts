// The lots a debit takes (redemption, model-2 sale, clawback of a cancelled sale), oldest first
// (FIFO, spec concept 5), locked only as far as the debit needs.
//
// Why not lock every usable lot: the caller already holds the customer's membership row
// (Q_TRAVAR_VINCULO), so no other debit or credit of this customer runs meanwhile, and the lot
// jobs only move lots between statuses (they claim with SKIP LOCKED and re-check the status). The
// balance is therefore summed without locks, and only the lots the amount consumes are locked, a
// page at a time. Locking them all cost 3-29 ms per debit for a customer with ~2,000 lots, inside
// that customer's serialized section (docs/benchmarks.md, "The hot customer").
//
// A lot summed but gone by the time it is locked (the expiry job took it in the same instant)
// leaves the locked lots short of the amount: `consumir` then returns null and the caller refuses
// the debit with its own message; nothing was written.
import type { Executor } from '@/lib/db';
import { Decimal, minimo } from '@/lib/dinheiro';
import { Q_LOTES_DEBITAVEIS, Q_MAIS_LOTES_DEBITAVEIS, type FaseDebito } from '@/lib/domain/lote/status-efetivo-sql';

/** Lots locked per round trip. A customer rarely has more usable lots than the first page. */
export const LOTES_POR_PAGINA = 50;

/** What a debit takes from one lot, and what the lot keeps. */
export type Consumo = { loteId: string; valor: Decimal; restante: Decimal };

type Linha = { id: string; valor_disponivel: string; criado_em: string };
type Travado = { id: string; disponivel: Decimal; criadoEm: string };

export type LotesParaDebito = {
  /** The debitable balance: every lot of this type and phase, locked or not. */
  total: Decimal;
  /** Takes `valor` from the oldest lots, locking more pages as needed; null if they fall short. */
  consumir(valor: Decimal): Promise<Consumo[] | null>;
};

export async function lotesParaDebito(
  tx: Executor,
  p: { tenantId: string; clienteId: string; tipo: 'Cashback' | 'Pontos'; agora: Date; fase?: FaseDebito; excluir?: string[] },
): Promise<LotesParaDebito> {
  const fase = p.fase ?? 'disponiveis';
  const base = [p.tenantId, p.clienteId, p.tipo, p.agora, p.excluir ?? []];
  const ler = (l: Linha): Travado => ({ id: l.id, disponivel: new Decimal(l.valor_disponivel), criadoEm: l.criado_em });
  const primeira = await tx.query<{ total: string } & { [K in keyof Linha]: Linha[K] | null }>(Q_LOTES_DEBITAVEIS[fase], [
    ...base,
    LOTES_POR_PAGINA,
  ]);
  const travados = primeira.filter((l): l is { total: string } & Linha => l.id !== null).map(ler);
  let esgotado = travados.length < LOTES_POR_PAGINA;
  let proximo = 0; // first lot of `travados` with something left for a later call

  return {
    total: new Decimal(primeira[0]?.total ?? '0'),
    async consumir(valor) {
      const consumos: Consumo[] = [];
      let falta: Decimal = valor;
      while (falta.gt(0)) {
        if (proximo === travados.length) {
          if (esgotado) return null;
          const ultimo = travados[travados.length - 1]!; // not exhausted: a full page was read
          const mais = await tx.query<Linha>(Q_MAIS_LOTES_DEBITAVEIS[fase], [...base, ultimo.criadoEm, ultimo.id, LOTES_POR_PAGINA]);
          travados.push(...mais.map(ler));
          esgotado = mais.length < LOTES_POR_PAGINA;
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
