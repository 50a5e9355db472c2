// Job: write the releases and expiries that are due (lib/domain/lote/liberar-e-expirar-lotes.ts), in
// bounded batches, each in its own short transaction, until nothing is due or the time budget
// is spent: first the live tenants' lots at the real instant, then each sandbox with lots due at
// its own instant, stamped with that instant (lib/domain/sandbox/em-cada-sandbox.ts). Safe to run
// twice, concurrently, or with a sandbox clock move (SKIP LOCKED + status re-check).
import 'server-only';
import { transacao } from '@/lib/db';
import { agora } from '@/lib/relogio';
import { materializarLotesDoTenant, materializarLotesEmLote, tenantComLotesDevidos } from '@/lib/domain/lote/liberar-e-expirar-lotes';
import { naBaseEEmCadaSandbox, sandboxesComAlgoDevido } from '@/lib/domain/sandbox/em-cada-sandbox';

const S_SANDBOXES_COM_LOTES_DEVIDOS = sandboxesComAlgoDevido(tenantComLotesDevidos);

export async function processarLotes(o: { tamanhoLote?: number; orcamentoMs?: number } = {}) {
  const tamanho = o.tamanhoLote ?? 1000;
  const fim = Date.now() + (o.orcamentoMs ?? 20_000);
  const total = { liberados: 0, expirados: 0, lotes: 0 };
  await naBaseEEmCadaSandbox(S_SANDBOXES_COM_LOTES_DEVIDOS, fim, async (tenantId) => {
    for (;;) {
      const instante = agora();
      const r = await transacao((tx) =>
        tenantId ? materializarLotesDoTenant(tx, instante, tenantId, tamanho) : materializarLotesEmLote(tx, instante, tamanho),
      );
      total.lotes++;
      total.liberados += r.liberados;
      total.expirados += r.expirados;
      if ((r.liberados < tamanho && r.expirados < tamanho) || Date.now() > fim) break;
    }
  });
  return total;
}
