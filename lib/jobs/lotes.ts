// Job: write the releases and expiries that are due (lib/domain/lote/liberar-e-expirar-lotes.ts), in
// bounded batches, each in its own short transaction, until nothing is due or the time budget
// is spent. Safe to run twice or concurrently (SKIP LOCKED + status re-check).
import 'server-only';
import { transacao } from '@/lib/db';
import { agora } from '@/lib/relogio';
import { materializarLotesEmLote } from '@/lib/domain/lote/liberar-e-expirar-lotes';

export async function processarLotes(o: { tamanhoLote?: number; orcamentoMs?: number } = {}) {
  const tamanho = o.tamanhoLote ?? 1000;
  const fim = Date.now() + (o.orcamentoMs ?? 20_000);
  let liberados = 0;
  let expirados = 0;
  let lotes = 0;
  for (;;) {
    const r = await transacao((tx) => materializarLotesEmLote(tx, agora(), tamanho));
    lotes++;
    liberados += r.liberados;
    expirados += r.expirados;
    if ((r.liberados < tamanho && r.expirados < tamanho) || Date.now() > fim) break;
  }
  return { liberados, expirados, lotes };
}
