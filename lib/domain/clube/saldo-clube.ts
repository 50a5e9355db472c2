// GET /api/v1/clube/saldo (spec "Club endpoints"): one item per store where the customer holds
// an active lot (pending or available, effective at this instant), across every programme
// (tenant) the customer belongs to, highest available balance first.
//
// Balances belong to the customer's membership in a tenant (spec concept 3): the balance of a
// store can be redeemed in ANY store of the same company; the split per store follows the lots'
// origin (a lot belongs to the store of the sale that credited it). `tenantId`/`tenantNome` tell
// the app which stores share a balance (docs/clube.md).
//
// Not shown: balances of a membership the programme deactivated, and of a deactivated programme.
// Neither can be redeemed (the PDV answers 422 / 401), and showing them would mislead the
// customer at the counter; the balance is frozen, not lost, and shows again on reactivation.
import 'server-only';
import type { z } from 'zod';
import { consulta, sqlLeitura } from '@/lib/db';
import { SOMAS_SALDO_CORRENTE, lotesAtivosJson, sqlSaldoCorrente } from '@/lib/domain/lote/status-efetivo-sql';
import { lerSaldo, loteResponse, saldoResponse, type LinhaLote, type LinhaSaldo } from '@/lib/domain/lote/serializar-saldo';
import type { saldoLojaClubeSchema } from '@/lib/openapi/respostas-clube';

/** The answer is the API document's schema (type only: nothing of lib/openapi is loaded here). */
export type SaldoLojaClube = z.output<typeof saldoLojaClubeSchema>;

// One statement: the groups (tenant, store) with a live lot, their sums, and each group's lots.
// $1 customer, $2 instant. The sums come from the running balance of each membership
// (saldo_participacao, docs/saldo-corrente.md), reached through the customer's memberships
// (cliente_tenant (cliente_id)); a group shows when something is left in it, available or pending
// (an active lot always holds more than zero). Its lots are a lookup on the partial index of
// active lots `lote_ativo_fifo` (tenant_id, cliente_id, …).
const Q_SALDO_CLUBE = consulta(`
  WITH g AS (
    SELECT x.tenant_id, x.loja_id, ${SOMAS_SALDO_CORRENTE}
      FROM cliente_tenant ct
      JOIN tenant t ON t.id = ct.tenant_id AND t.ativo
      CROSS JOIN LATERAL (${sqlSaldoCorrente({ tenant: 'ct.tenant_id', cliente: 'ct.cliente_id', agora: '$2' })}) x
     WHERE ct.cliente_id = $1 AND ct.ativo
     GROUP BY x.tenant_id, x.loja_id
    HAVING sum(x.d) + sum(x.p) > 0)
  SELECT g.*, lj.nome AS loja_nome, t.nome AS tenant_nome,
         ${lotesAtivosJson('$2', 'lo.tenant_id = g.tenant_id AND lo.cliente_id = $1 AND lo.loja_id = g.loja_id')} AS lotes
    FROM g
    JOIN loja lj ON lj.id = g.loja_id
    JOIN tenant t ON t.id = g.tenant_id
   ORDER BY g.saldo_cashback::numeric DESC, g.saldo_pontos::numeric DESC, lj.nome, lj.id`);

type Linha = LinhaSaldo & {
  tenant_id: string;
  loja_id: string;
  loja_nome: string;
  tenant_nome: string;
  lotes: LinhaLote[];
};

export async function saldoDoClube(clienteId: string, agora: Date): Promise<SaldoLojaClube[]> {
  const linhas = await sqlLeitura.query<Linha>(Q_SALDO_CLUBE, [clienteId, agora]);
  return linhas.map((l) => ({
    lojaId: l.loja_id,
    lojaNome: l.loja_nome,
    tenantId: l.tenant_id,
    tenantNome: l.tenant_nome,
    ...saldoResponse(lerSaldo(l)),
    lotesAtivos: l.lotes.map(loteResponse),
  }));
}
