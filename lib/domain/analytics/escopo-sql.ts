// The tenant filter of the analytics SQL. Every table an analytics query touches is filtered by
// tenant (never leak another tenant's rows); SuperAdmin without `tenantId` sees the platform.
//
// Each query is prepared twice, once per scope, instead of `($1 IS NULL OR t.tenant_id = $1)`:
// a named statement keeps one plan per connection, and a generic plan of that OR could not use
// the (tenant_id, …) indexes for either case.
import 'server-only';
import { consulta, transacaoLeitura, type Consulta } from '@/lib/db';

/** Builds the SQL text of one query for a scope: `t('v')` is the filter of alias `v`, on `$1`. */
type Montador = (t: (alias: string) => string) => string;

export type ConsultaPorEscopo = { tenant: Consulta; plataforma: Consulta };

export function consultaPorEscopo(montar: Montador): ConsultaPorEscopo {
  return {
    tenant: consulta(montar((a) => `${a}.tenant_id = $1::uuid`)),
    // Every row has a tenant (foreign key), so "any tenant" is the list of tenants: written this
    // way the (tenant_id, …) indexes still apply, one range per tenant. $1 is sent (null) so
    // both texts take the same parameters. The sandboxes' shadow tenants are not the platform's
    // (docs/sandbox.md): their test sales never count.
    plataforma: consulta(
      montar((a) => `($1::uuid IS NULL AND ${a}.tenant_id = ANY (ARRAY(SELECT id FROM tenant WHERE sandbox_de IS NULL)))`),
    ),
  };
}

export function daEscopo(c: ConsultaPorEscopo, tenantId: string | null): Consulta {
  return tenantId ? c.tenant : c.plataforma;
}

/**
 * Settings of the analytics statements, local to their transaction: no JIT (compiling the
 * expressions costs more than these queries take: 0.5 s measured on a year of history, as soon
 * as a row estimate crosses jit_above_cost), and memory enough to sort and hash a year of one
 * tenant's sales without spilling to disk. The pool's other users never see them.
 */
const AJUSTES = consulta(`SELECT set_config('jit', 'off', true), set_config('work_mem', '64MB', true)`);

/**
 * Runs one analytics statement in its own short read-only transaction with AJUSTES (one
 * snapshot, too), on the read replica when there is one (lib/db.ts, docs/escala.md).
 */
export async function consultarRelatorio<T extends Record<string, unknown>>(c: Consulta, valores: unknown[]): Promise<T[]> {
  return transacaoLeitura(async (tx) => {
    await tx.query(AJUSTES);
    return tx.query<T>(c, valores);
  });
}
