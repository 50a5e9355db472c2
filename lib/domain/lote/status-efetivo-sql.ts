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

/** Balance sums of the lots `l` (already restricted to one customer), instant `$n`. */
export function somasSaldo(agora: string, l = 'l'): string {
  const vivo = `(${l}.expira_em IS NULL OR ${l}.expira_em > ${agora})`;
  const liberado = `(${l}.status = 'Disponivel' OR ${l}.libera_em <= ${agora})`;
  return `
    coalesce(sum(${l}.valor_disponivel) FILTER (WHERE ${l}.tipo_beneficio = 'Pontos' AND ${vivo} AND ${liberado}), 0)::text AS saldo_pontos,
    coalesce(sum(${l}.valor_disponivel) FILTER (WHERE ${l}.tipo_beneficio = 'Cashback' AND ${vivo} AND ${liberado}), 0)::text AS saldo_cashback,
    coalesce(sum(${l}.valor_disponivel) FILTER (WHERE ${l}.tipo_beneficio = 'Cashback' AND ${vivo} AND NOT ${liberado}), 0)::text AS saldo_pendente`;
}

/** The customer's balance in a tenant: $1 tenant, $2 customer, $3 instant. */
export const Q_SALDO = consulta(`
  SELECT ${somasSaldo('$3')}
    FROM lote l
   WHERE l.tenant_id = $1 AND l.cliente_id = $2 AND l.status IN ('Pendente','Disponivel')`);

/** Active lots (pending or available, effective) of a customer: $1 tenant, $2 customer, $3 instant. */
export const Q_LOTES_ATIVOS = consulta(`
  SELECT * FROM (
    SELECT ${colunasLote('$3')}, l.criado_em
      FROM lote l
     WHERE l.tenant_id = $1 AND l.cliente_id = $2 AND l.status IN ('Pendente','Disponivel')) x
   WHERE x.status IN ('Pendente','Disponivel')
   ORDER BY x.criado_em, x.tipo_beneficio, x.id`);

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

function sqlDebitavel(fase: FaseDebito): string {
  const estado =
    fase === 'disponiveis'
      ? `l.status IN ('Pendente','Disponivel') AND (l.status = 'Disponivel' OR l.libera_em <= $4)`
      : `l.status = 'Pendente' AND l.libera_em > $4`;
  return `l.tenant_id = $1 AND l.cliente_id = $2 AND l.tipo_beneficio = $3::"TipoBeneficio"
     AND ${estado}
     AND (l.expira_em IS NULL OR l.expira_em > $4)
     AND l.valor_disponivel > 0
     AND NOT (l.id = ANY($5::uuid[]))`;
}

function qLotesDebitaveis(fase: FaseDebito) {
  return consulta(`
  WITH total AS (
    SELECT coalesce(sum(l.valor_disponivel), 0)::text AS total FROM lote l WHERE ${sqlDebitavel(fase)}),
  pagina AS (
    SELECT l.id, l.valor_disponivel, l.criado_em FROM lote l
     WHERE ${sqlDebitavel(fase)}
     ORDER BY l.criado_em, l.id
     LIMIT $6
     FOR UPDATE)
  SELECT total.total, p.id, p.valor_disponivel::text AS valor_disponivel, p.criado_em::text AS criado_em
    FROM total LEFT JOIN pagina p ON true
   ORDER BY p.criado_em, p.id`);
}

function qMaisLotesDebitaveis(fase: FaseDebito) {
  return consulta(`
  SELECT l.id, l.valor_disponivel::text AS valor_disponivel, l.criado_em::text AS criado_em
    FROM lote l
   WHERE ${sqlDebitavel(fase)}
     AND (l.criado_em, l.id) > ($6::timestamptz, $7::uuid)
   ORDER BY l.criado_em, l.id
   LIMIT $8
   FOR UPDATE`);
}

/**
 * The debitable balance of one benefit type (every such lot, summed without locks) and the oldest
 * of those lots (FIFO), at most $6 of them, locked for the transaction.
 * $1 tenant, $2 customer, $3 type, $4 instant, $5 lot ids to leave out, $6 page size.
 * One row per locked lot, each with the total; a single row with null id when there is none.
 */
export const Q_LOTES_DEBITAVEIS: Record<FaseDebito, Consulta> = {
  disponiveis: qLotesDebitaveis('disponiveis'),
  pendentes: qLotesDebitaveis('pendentes'),
};

/** The next page of those lots, after ($6 criado_em, $7 id), at most $8 of them, locked. */
export const Q_MAIS_LOTES_DEBITAVEIS: Record<FaseDebito, Consulta> = {
  disponiveis: qMaisLotesDebitaveis('disponiveis'),
  pendentes: qMaisLotesDebitaveis('pendentes'),
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
