// The SQL the benchmark runs outside the app, taken from the app's own modules (SQL only, no
// pool: see lib/sql.ts), so it is always the text the app sends:
// - the common sale path (POST /api/v1/venda, existing customer, model 1): Q_CONTEXTO then
//   S_VENDA_SEM_CONSUMO (lib/domain/venda/sql-venda.ts: a sale that consumes no lots), which the pgbench floor runs;
// - the two statements of a debit (balance, then the lots that cover the amount, locked) (lib/domain/lote/status-efetivo-sql.ts), which the `quente`
//   scenario explains for the hot customer and for an ordinary one.
import { Q_CONTEXTO as CONTEXTO, S_VENDA_SEM_CONSUMO as VENDA } from '../../lib/domain/venda/sql-venda';
import { Q_LOTES_PARA_DEBITO, Q_TOTAL_DEBITAVEL } from '../../lib/domain/lote/status-efetivo-sql';
import { LOTES_POR_PAGINA } from '../../lib/domain/lote/debitar-lotes-fifo';

/** $1 tenant, $2 CNPJ, $3 CPF, $4 documentoExterno, $5 instant. */
export const Q_CONTEXTO = CONTEXTO.texto;

/** Named parameters (ParametrosVenda): pgbench.ts substitutes each by name. */
export const S_VENDA = VENDA;
export type { ParametrosVenda } from '../../lib/domain/venda/sql-venda';

/**
 * The debitable Cashback balance, from the running balance: what every model-2 sale and every
 * redemption runs after locking the customer. $1 tenant, $2 customer, $3 type, $4 instant, $5 ids left out.
 */
export const Q_TOTAL_DEBITAVEL_TEXTO = Q_TOTAL_DEBITAVEL.disponiveis.texto;
/** Then the oldest lots that cover the amount, locked: $6/$7 cursor (null), $8 page size, $9 amount. */
export const Q_LOTES_PARA_DEBITO_TEXTO = Q_LOTES_PARA_DEBITO.disponiveis.texto;
export { LOTES_POR_PAGINA };
