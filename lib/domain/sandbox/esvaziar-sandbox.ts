// DELETE /api/v1/sandbox (issue 12 §2, docs/sandbox.md): empties the sandbox in one transaction:
// its memberships, sales, redemptions, lots, movements, adjustments, outbox events and the
// sandbox people no other sandbox uses, and puts its clock back on the real one. The copies of the
// stores and campaigns stay (they are re-copied from the live ones anyway); the live tenant is
// never touched: every statement names the shadow tenant, and the people deleted are `sandbox`.
import 'server-only';
import type { z } from 'zod';
import { consulta, transacao } from '@/lib/db';
import type { esvaziarSandboxResponseSchema } from '@/lib/openapi/respostas-sandbox';

export type EsvaziarSandboxResponse = z.output<typeof esvaziarSandboxResponseSchema>;

// Children before parents (the foreign keys are RESTRICT). $1 is the shadow tenant.
const S_TRAVAR = consulta(`SELECT id FROM tenant WHERE id = $1 AND sandbox_de IS NOT NULL FOR UPDATE`);
const S_FILHAS = ['consumo_lote', 'ajuste_saldo'].map((t) => consulta(`DELETE FROM ${t} WHERE tenant_id = $1`));
// After the lots: their delete trigger moves `saldo_participacao`, emptied last.
// Marketing recipients too: shadow tenants have no campaigns or automations today, but a row of
// theirs must never outlive the people it names.
const S_DEPOIS_DOS_LOTES = [
  'saldo_participacao',
  'preferencia_comunicacao',
  'destinatario_comunicacao',
  'consentimento_lgpd',
  'evento_outbox',
].map((t) => consulta(`DELETE FROM ${t} WHERE tenant_id = $1`));
const S_MOVIMENTACOES = consulta(`DELETE FROM movimentacao WHERE tenant_id = $1`);
const S_LOTES = consulta(`DELETE FROM lote WHERE tenant_id = $1`);
const S_RESGATES = consulta(`DELETE FROM resgate WHERE tenant_id = $1`);
const S_VENDAS = consulta(`DELETE FROM venda WHERE tenant_id = $1`);
const S_VINCULOS = consulta(`DELETE FROM cliente_tenant WHERE tenant_id = $1 RETURNING cliente_id`);
// A sandbox person is shared by the sandboxes that used the same CPF (as a live person is by
// tenants): it goes with the last membership.
const ORFAOS = `SELECT c.id FROM cliente c
   WHERE c.id = ANY ($1::uuid[]) AND c.sandbox AND NOT EXISTS (SELECT 1 FROM cliente_tenant ct WHERE ct.cliente_id = c.id)`;
const S_CONSENTIMENTOS_ORFAOS = consulta(`DELETE FROM consentimento_lgpd WHERE cliente_id IN (${ORFAOS})`);
const S_PINS_ORFAOS = consulta(`DELETE FROM pin_clube WHERE cliente_id IN (${ORFAOS})`);
const S_CLIENTES_ORFAOS = consulta(`DELETE FROM cliente WHERE id IN (${ORFAOS})`);
const S_RELOGIO = consulta(`UPDATE tenant SET sandbox_deslocamento_dias = 0 WHERE id = $1`);

export async function esvaziarSandbox(tenantSandboxId: string): Promise<EsvaziarSandboxResponse> {
  return transacao(async (tx) => {
    const [t] = await tx.query(S_TRAVAR, [tenantSandboxId]);
    if (!t) throw new Error('esvaziarSandbox: não é um tenant de sandbox');
    for (const s of S_FILHAS) await tx.query(s, [tenantSandboxId]);
    const movimentacoes = await tx.contar(S_MOVIMENTACOES, [tenantSandboxId]);
    const lotes = await tx.contar(S_LOTES, [tenantSandboxId]);
    for (const s of S_DEPOIS_DOS_LOTES) await tx.query(s, [tenantSandboxId]);
    const resgates = await tx.contar(S_RESGATES, [tenantSandboxId]);
    const vendas = await tx.contar(S_VENDAS, [tenantSandboxId]);
    const vinculos = await tx.query<{ cliente_id: string }>(S_VINCULOS, [tenantSandboxId]);
    const ids = vinculos.map((v) => v.cliente_id);
    await tx.query(S_CONSENTIMENTOS_ORFAOS, [ids]);
    await tx.query(S_PINS_ORFAOS, [ids]);
    await tx.query(S_CLIENTES_ORFAOS, [ids]);
    await tx.query(S_RELOGIO, [tenantSandboxId]);
    return { clientes: ids.length, vendas, resgates, lotes, movimentacoes };
  });
}
