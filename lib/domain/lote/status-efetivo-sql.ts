// SQL shared by everything that reads or moves lots. The effective status of a lot is derived
// from the instant (`libera_em`, `expira_em`) so balances are right even before the scheduled
// job has written the transition (docs/regras-de-negocio.md, "Lots and their status").
import { consulta, type Consulta } from '@/lib/sql';

/** Effective status of lot `l` at instant `$n`. */
export function statusEfetivo(agora: string, l = 'l'): string {
  return `(CASE
    WHEN ${l}.status IN ('Pendente','Disponivel') AND ${l}.expira_em IS NOT NULL AND ${l}.expira_em <= ${agora} THEN 'Expirado'
    WHEN ${l}.status = 'Pendente' AND ${l}.libera_em <= ${agora} THEN 'Disponivel'
    ELSE ${l}.status::text END)`;
}

/** Columns of a LoteResponse, lot aliased `l`, instant `$n`. */
export function colunasLote(agora: string, l = 'l'): string {
  return `${l}.id, ${l}.tipo_beneficio, ${l}.valor_original::text AS valor_original,
    ${l}.valor_disponivel::text AS valor_disponivel, ${statusEfetivo(agora, l)} AS status,
    ${l}.data_liberacao, ${l}.data_expiracao, ${l}.loja_id`;
}

/**
 * The active lots (pending or available, effective at `agora`) among the lots `lo` that match
 * `onde`, as a JSON array of LoteResponse columns, oldest first: the `lotes` of a balance read.
 */
export function lotesAtivosJson(agora: string, onde: string): string {
  return `(SELECT coalesce(json_agg(x ORDER BY x.criado_em, x.tipo_beneficio, x.id), '[]'::json) FROM (
            SELECT ${colunasLote(agora, 'lo')}, lo.criado_em
              FROM lote lo
             WHERE ${onde} AND lo.status IN ('Pendente','Disponivel')) x
           WHERE x.status IN ('Pendente','Disponivel'))`;
}

/** Balance sums of the lots `l` (already restricted to one customer), instant `$n`. */
export function somasSaldo(agora: string, l = 'l'): string {
  const vivo = `(${l}.expira_em IS NULL OR ${l}.expira_em > ${agora})`;
  const liberado = `(${l}.status = 'Disponivel' OR ${l}.libera_em <= ${agora})`;
  return `
    coalesce(sum(${l}.valor_disponivel) FILTER (WHERE ${l}.tipo_beneficio = 'Pontos' AND ${vivo} AND ${liberado}), 0)::text AS saldo_pontos,
    coalesce(sum(${l}.valor_disponivel) FILTER (WHERE ${l}.tipo_beneficio = 'Cashback' AND ${vivo} AND ${liberado}), 0)::text AS saldo_cashback,
    coalesce(sum(${l}.valor_disponivel) FILTER (WHERE ${l}.tipo_beneficio = 'Cashback' AND ${vivo} AND NOT ${liberado}), 0)::text AS saldo_pendente`;
}

/**
 * The running balance of a customer at instant `agora`, one row per (tenant, store, benefit) plus
 * one row per lot whose effective status is ahead of its written one, as columns `tenant_id`,
 * `loja_id`, `tipo_beneficio`, `d` (available), `p` (pending); sum them to get the balance.
 *
 * `saldo_participacao` counts the lots by their written status (kept by the triggers on `lote`).
 * Between a lot's `libera_em` / `expira_em` and the job that writes the transition, the effective
 * status is ahead: a pending lot already released moves from `p` to `d`, a lot already expired
 * leaves both. Those lots are found per customer by the partial indexes `lote_cliente_liberacao`
 * and `lote_cliente_expiracao`, so the cost is the number of overdue lots (none once the job or
 * the customer's own write has caught up), never the customer's history (docs/saldo-corrente.md).
 * `tenant` is a SQL expression (a parameter or a column); `filtro` restricts the rows further.
 */
export function sqlSaldoCorrente(p: { tenant: string; cliente: string; agora: string; filtroSaldo?: string; filtroLote?: string }): string {
  const fs = p.filtroSaldo ? `AND ${p.filtroSaldo}` : '';
  const fl = p.filtroLote ? `AND ${p.filtroLote}` : '';
  return `
    SELECT s.tenant_id, s.loja_id, s.tipo_beneficio, s.disponivel AS d, s.pendente AS p
      FROM saldo_participacao s WHERE s.tenant_id = ${p.tenant} AND s.cliente_id = ${p.cliente} ${fs}
    UNION ALL
    SELECT l.tenant_id, l.loja_id, l.tipo_beneficio,
           CASE WHEN l.status = 'Disponivel' THEN -l.valor_disponivel ELSE 0 END,
           CASE WHEN l.status = 'Pendente' THEN -l.valor_disponivel ELSE 0 END
      FROM lote l
     WHERE l.tenant_id = ${p.tenant} AND l.cliente_id = ${p.cliente} ${fl}
       AND l.status IN ('Pendente','Disponivel') AND l.expira_em IS NOT NULL AND l.expira_em <= ${p.agora}
    UNION ALL
    SELECT l.tenant_id, l.loja_id, l.tipo_beneficio, l.valor_disponivel, -l.valor_disponivel
      FROM lote l
     WHERE l.tenant_id = ${p.tenant} AND l.cliente_id = ${p.cliente} ${fl}
       AND l.status = 'Pendente' AND l.libera_em <= ${p.agora} AND (l.expira_em IS NULL OR l.expira_em > ${p.agora})`;
}

/** The three balance sums (LinhaSaldo) of rows `x` of `sqlSaldoCorrente`. */
export const SOMAS_SALDO_CORRENTE = `
    coalesce(sum(x.d) FILTER (WHERE x.tipo_beneficio = 'Pontos'), 0)::text AS saldo_pontos,
    coalesce(sum(x.d) FILTER (WHERE x.tipo_beneficio = 'Cashback'), 0)::text AS saldo_cashback,
    coalesce(sum(x.p) FILTER (WHERE x.tipo_beneficio = 'Cashback'), 0)::text AS saldo_pendente`;

/** The customer's balance in a tenant, from the running balance: $1 tenant, $2 customer, $3 instant. */
export const Q_SALDO = consulta(`
  SELECT ${SOMAS_SALDO_CORRENTE}
    FROM (${sqlSaldoCorrente({ tenant: '$1', cliente: '$2', agora: '$3' })}) x`);

/**
 * Locks the customer's membership row: every write that moves this customer's balance in this
 * tenant takes it first, so such writes run one after the other and never deadlock on lots.
 * $1 tenant, $2 customer.
 */
export const Q_TRAVAR_VINCULO = consulta(`
  SELECT id, ativo FROM cliente_tenant WHERE tenant_id = $1 AND cliente_id = $2 FOR UPDATE`);

/** Which lots a debit may take: the usable ones (released, not expired) or, for the clawback of a
 * cancelled sale only, the pending ones (docs/regras-de-negocio.md, "Cancelling a sale"). */
export type FaseDebito = 'disponiveis' | 'pendentes';

function sqlDebitavel(fase: FaseDebito, excluir = true): string {
  const estado =
    fase === 'disponiveis'
      ? `l.status IN ('Pendente','Disponivel') AND (l.status = 'Disponivel' OR l.libera_em <= $4)`
      : `l.status = 'Pendente' AND l.libera_em > $4`;
  return `l.tenant_id = $1 AND l.cliente_id = $2 AND l.tipo_beneficio = $3::"TipoBeneficio"
     AND ${estado}
     AND (l.expira_em IS NULL OR l.expira_em > $4)
     AND l.valor_disponivel > 0${excluir ? ' AND NOT (l.id = ANY($5::uuid[]))' : ''}`;
}

/**
 * The debitable balance of one benefit type, from the running balance (O(1), no lot summed), less
 * the lots to leave out (looked up by id: an empty list costs nothing, whatever the plan). $1 tenant, $2 customer, $3 type, $4 instant, $5 lot ids to leave out.
 */
function qTotalDebitavel(fase: FaseDebito) {
  return consulta(`
  SELECT (coalesce((SELECT sum(${fase === 'disponiveis' ? 'x.d' : 'x.p'})
                      FROM (${sqlSaldoCorrente({ tenant: '$1', cliente: '$2', agora: '$4', filtroSaldo: `s.tipo_beneficio = $3::"TipoBeneficio"`, filtroLote: `l.tipo_beneficio = $3::"TipoBeneficio"` })}) x), 0)
        - coalesce((SELECT sum(l.valor_disponivel) FROM unnest($5::uuid[]) AS x(id) JOIN lote l ON l.id = x.id
                     WHERE ${sqlDebitavel(fase, false)}), 0))::text AS total`);
}

/**
 * The oldest debitable lots (FIFO by creation, on the partial index of active lots
 * `lote_ativo_fifo`) after the cursor ($6 criado_em, $7 id; null = from the start), only as many
 * as cover $9 (each lot taken while the lots before it sum less than $9), at most $8, locked. The
 * conditions are repeated outside so the lock re-checks them on the row's latest version.
 * $1 tenant, $2 customer, $3 type, $4 instant, $5 lot ids to leave out.
 */
function qLotesParaDebito(fase: FaseDebito) {
  // `id = ANY(ARRAY(...))`: the few ids are computed first (an InitPlan). Written as
  // `id IN (subquery)`, PostgreSQL turned it into a semi join re-running the window once per
  // active lot of the customer (10.9 ms at 282 lots, against 0.3 ms now; docs/saldo-corrente.md).
  return consulta(`
  SELECT l.id, l.valor_disponivel::text AS valor_disponivel, l.criado_em::text AS criado_em
    FROM lote l
   WHERE l.id = ANY (ARRAY(
           SELECT c.id FROM (
             SELECT c.id, sum(c.valor_disponivel) OVER (ORDER BY c.criado_em, c.id) - c.valor_disponivel AS antes
               FROM (SELECT l.id, l.valor_disponivel, l.criado_em FROM lote l
                      WHERE ${sqlDebitavel(fase)}
                        AND ($6::timestamptz IS NULL OR (l.criado_em, l.id) > ($6::timestamptz, $7::uuid))
                      ORDER BY l.criado_em, l.id
                      LIMIT $8) c) c
            WHERE c.antes < $9::numeric))
     AND ${sqlDebitavel(fase)}
   ORDER BY l.criado_em, l.id
   FOR UPDATE`);
}

/** The debitable balance of one benefit type (see qTotalDebitavel). */
export const Q_TOTAL_DEBITAVEL: Record<FaseDebito, Consulta> = {
  disponiveis: qTotalDebitavel('disponiveis'),
  pendentes: qTotalDebitavel('pendentes'),
};

/** The lots that cover an amount, oldest first, locked (see qLotesParaDebito). */
export const Q_LOTES_PARA_DEBITO: Record<FaseDebito, Consulta> = {
  disponiveis: qLotesParaDebito('disponiveis'),
  pendentes: qLotesParaDebito('pendentes'),
};

/**
 * CTEs that write the debits chosen by FIFO on the lots and in `consumo_lote`. Each argument is
 * a parameter reference of the enclosing statement; `guarda` is a FROM item that must yield a
 * row for anything to be written (e.g. the CTE that inserted the sale).
 */
export function sqlConsumir(p: { lotes: string; valores: string; movimentacao: string; agora: string; guarda: string }): string {
  return `
  c_upd AS (
    UPDATE lote SET valor_disponivel = lote.valor_disponivel - c.valor,
           status = CASE WHEN lote.valor_disponivel - c.valor = 0 THEN 'Resgatado'::"StatusLote" ELSE 'Disponivel'::"StatusLote" END,
           atualizado_em = ${p.agora}
      FROM ${p.guarda}, unnest(${p.lotes}::uuid[], ${p.valores}::numeric[]) AS c(lote_id, valor)
     WHERE lote.id = c.lote_id
    RETURNING lote.id),
  c_ins AS (
    INSERT INTO consumo_lote (lote_id, movimentacao_id, valor, criado_em)
    SELECT c.lote_id, ${p.movimentacao}, c.valor, ${p.agora}
      FROM ${p.guarda}, unnest(${p.lotes}::uuid[], ${p.valores}::numeric[]) AS c(lote_id, valor))`;
}
