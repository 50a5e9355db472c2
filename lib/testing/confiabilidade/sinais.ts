// Sign of each ledger movement kind on the balance its lots hold (docs/regras-de-negocio.md §11
// and the code that writes them): credits and model-2 balance given back add; redemptions,
// model-2 use, expiries and cancellations take away; a release only moves pending to available
// and the model-3 discount is recorded for the history, so both are 0. A kind missing here fails
// the checks that use it: a new movement must be classified before it can be trusted.
// Pure (no imports): the model test, the crash test's script and its Playwright spec share it.
export const SINAL_MOVIMENTO: Record<string, 1 | -1 | 0> = {
  CreditoCashback: 1,
  CreditoCashbackPendente: 1,
  CreditoPontos: 1,
  DevolucaoCashbackVenda: 1,
  AjusteCredito: 1,
  ResgateCashback: -1,
  ResgatePontos: -1,
  UsoCashbackVenda: -1,
  ExpiracaoCashback: -1,
  ExpiracaoPontos: -1,
  CancelamentoCashback: -1,
  CancelamentoPontos: -1,
  AjusteDebito: -1,
  LiberacaoCashback: 0,
  DescontoCashbackGerado: 0,
};

/**
 * The ledger identity in SQL, per customer and benefit type of a tenant ($1): movements summed
 * with their sign, what the open lots hold (stored status Pendente or Disponivel), the balance
 * open now ($2, the instant), and whether anything is negative. Movement kinds without a sign
 * come back in `sem_sinal`.
 */
export function sqlLivroRazao(): string {
  const casos = Object.entries(SINAL_MOVIMENTO)
    .map(([k, s]) => `WHEN '${k}' THEN ${s}`)
    .join(' ');
  return `
  WITH mov AS (
    SELECT cliente_id, tipo_beneficio,
           sum(valor * (CASE tipo::text ${casos} END)) AS liquido,
           string_agg(DISTINCT tipo::text, ',') FILTER (WHERE (CASE tipo::text ${casos} END) IS NULL) AS sem_sinal
      FROM movimentacao WHERE tenant_id = $1 GROUP BY 1, 2),
  lot AS (
    SELECT cliente_id, tipo_beneficio,
           sum(valor_disponivel) FILTER (WHERE status IN ('Pendente','Disponivel')) AS abertos,
           sum(valor_disponivel) FILTER (WHERE status IN ('Pendente','Disponivel') AND (expira_em IS NULL OR expira_em > $2)) AS efetivo,
           bool_or(valor_disponivel < 0 OR valor_disponivel > valor_original) AS lote_fora_da_faixa
      FROM lote WHERE tenant_id = $1 GROUP BY 1, 2)
  SELECT coalesce(m.cliente_id, l.cliente_id) AS cliente_id, coalesce(m.tipo_beneficio, l.tipo_beneficio)::text AS tipo,
         coalesce(m.liquido, 0)::text AS liquido, coalesce(l.abertos, 0)::text AS abertos, coalesce(l.efetivo, 0)::text AS efetivo,
         coalesce(l.lote_fora_da_faixa, false) AS lote_fora_da_faixa, m.sem_sinal
    FROM mov m FULL JOIN lot l ON l.cliente_id = m.cliente_id AND l.tipo_beneficio = m.tipo_beneficio`;
}
