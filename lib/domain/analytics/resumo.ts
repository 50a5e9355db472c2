// GET /api/v1/admin/AnalyticsAdmin/resumo: the programme's numbers in a period, computed in SQL
// from the ledger (venda, movimentacao, lote, cliente_tenant) in one statement. Every metric is
// defined in docs/api-admin-analytics.md ("resumo"); the short version:
// - sales are those registered in the period and NOT cancelled (a cancelled sale is no revenue,
//   and its credits were reversed); cancelled ones are counted apart;
// - credits come from those sales (they are the sale's own ledger rows); redemptions,
//   cancellation reversals and model-2 give-backs are ledger movements dated in the period;
// - expiries are dated by the lot's expiry instant and read from the lots, so a lot the job has
//   not processed yet (status still Disponivel, past `expira_em`) counts as expired already;
// - the open balance is "now", whatever the period, with the effective lot status.
// Money is summed as numeric in SQL and leaves it as text (lib/dinheiro.ts: never float sums).
import 'server-only';
import { paraNumero } from '@/lib/dinheiro';
import { isoUtc } from '@/lib/datas';
import { somasSaldo } from '@/lib/domain/lote/status-efetivo-sql';
import { consultaPorEscopo, consultarRelatorio, daEscopo } from '@/lib/domain/analytics/escopo-sql';
import { agora as relogio } from '@/lib/relogio';
import { resolverPeriodo, type DatasInformadas } from '@/lib/domain/analytics/periodo';
import { fusoDoPrograma } from '@/lib/domain/tenant/fuso-do-programa';

export type ResumoAnalytics = {
  tenantId: string | null;
  dataInicio: string;
  dataFim: string;
  fusoHorario: string;
  vendas: {
    quantidade: number;
    valorTotal: number;
    valorFinalPago: number;
    ticketMedio: number;
    canceladas: number;
    valorCancelado: number;
  };
  cashback: {
    creditado: number;
    resgatado: number;
    usadoEmVenda: number;
    descontoImediato: number;
    expirado: number;
    estornadoPorCancelamento: number;
    devolvidoPorCancelamento: number;
  };
  pontos: { creditados: number; resgatados: number; expirados: number; estornadosPorCancelamento: number };
  clientes: { ativos: number; novos: number };
  saldoEmAberto: { cashbackDisponivel: number; cashbackPendente: number; pontos: number };
  calculadoEm: string;
};

type Linha = Record<'quantidade' | 'canceladas' | 'clientes_ativos' | 'clientes_novos', number> &
  Record<
    | 'valor_total'
    | 'valor_final'
    | 'ticket_medio'
    | 'valor_cancelado'
    | 'cashback_creditado'
    | 'pontos_creditados'
    | 'cashback_usado'
    | 'desconto_gerado'
    | 'cashback_resgatado'
    | 'pontos_resgatados'
    | 'cashback_estornado'
    | 'pontos_estornados'
    | 'cashback_devolvido'
    | 'cashback_expirado'
    | 'pontos_expirados'
    | 'saldo_cashback'
    | 'saldo_pendente'
    | 'saldo_pontos',
    string
  >;

const soma = (expr: string, filtro: string) => `coalesce(sum(${expr}) FILTER (WHERE ${filtro}), 0)::text`;

/**
 * Optional store filter (the panel's dashboard): `$5` is the store. It narrows what happened AT a
 * store — its sales, the credits of those sales, and the ledger movements registered there
 * (redemptions, cancellation reversals, model-2 give-backs: `movimentacao.loja_id`). What belongs
 * to the customer's membership and not to a store stays the tenant's: new memberships, expiries
 * and the open balance (a balance is spent in any store of the tenant, regras-de-negocio.md
 * section 10). Without a store the SQL text is exactly the unfiltered one (its own prepared
 * statement and plans).
 */
const porLoja = (loja: boolean, alias: string) => (loja ? ` AND ${alias}.loja_id = $5::uuid` : '');

/** $1 tenant (null = platform), $2 start, $3 end (exclusive), $4 now[, $5 store]. */
const montarResumo = (loja: boolean) => (t: (alias: string) => string) => `
  WITH v AS (
    SELECT count(*) FILTER (WHERE v.status = 'Registrada')::int AS quantidade,
           ${soma('v.valor_venda', `v.status = 'Registrada'`)} AS valor_total,
           ${soma('v.valor_final', `v.status = 'Registrada'`)} AS valor_final,
           coalesce(round(avg(v.valor_venda) FILTER (WHERE v.status = 'Registrada'), 2), 0)::text AS ticket_medio,
           ${soma('v.cashback_creditado', `v.status = 'Registrada'`)} AS cashback_creditado,
           ${soma('v.pontos_creditados', `v.status = 'Registrada'`)} AS pontos_creditados,
           ${soma('v.cashback_usado', `v.status = 'Registrada'`)} AS cashback_usado,
           ${soma('v.desconto_gerado', `v.status = 'Registrada'`)} AS desconto_gerado,
           count(*) FILTER (WHERE v.status = 'Cancelada')::int AS canceladas,
           ${soma('v.valor_venda', `v.status = 'Cancelada'`)} AS valor_cancelado
      FROM venda v
     WHERE ${t('v')} AND v.criado_em >= $2 AND v.criado_em < $3${porLoja(loja, 'v')}),
  ca AS (
    -- Distinct customers by hashing (count(DISTINCT) would sort every sale of the period).
    SELECT count(*)::int AS clientes_ativos
      FROM (SELECT v.cliente_id FROM venda v
             WHERE ${t('v')} AND v.status = 'Registrada' AND v.criado_em >= $2 AND v.criado_em < $3${porLoja(loja, 'v')}
             GROUP BY v.cliente_id) x),
  m AS (
    SELECT ${soma('m.valor', `m.tipo = 'ResgateCashback'`)} AS cashback_resgatado,
           ${soma('m.valor', `m.tipo = 'ResgatePontos'`)} AS pontos_resgatados,
           ${soma('m.valor', `m.tipo = 'CancelamentoCashback'`)} AS cashback_estornado,
           ${soma('m.valor', `m.tipo = 'CancelamentoPontos'`)} AS pontos_estornados,
           ${soma('m.valor', `m.tipo = 'DevolucaoCashbackVenda'`)} AS cashback_devolvido
      FROM movimentacao m
     WHERE ${t('m')}
       AND m.tipo IN ('ResgateCashback', 'ResgatePontos', 'CancelamentoCashback', 'CancelamentoPontos', 'DevolucaoCashbackVenda')
       AND m.criado_em >= $2 AND m.criado_em < $3${porLoja(loja, 'm')}),
  e AS (
    -- Value left in lots whose validity ended inside the period (and before now): stored as
    -- Expirado by the job, or still Pendente/Disponivel but effectively expired.
    SELECT ${soma('l.valor_disponivel', `l.tipo_beneficio = 'Cashback'`)} AS cashback_expirado,
           ${soma('l.valor_disponivel', `l.tipo_beneficio = 'Pontos'`)} AS pontos_expirados
      FROM lote l
     WHERE ${t('l')} AND l.status IN ('Pendente', 'Disponivel', 'Expirado') AND l.expira_em IS NOT NULL
       AND l.expira_em >= $2 AND l.expira_em < $3 AND l.expira_em <= $4),
  n AS (
    SELECT count(*)::int AS clientes_novos
      FROM cliente_tenant ct
     WHERE ${t('ct')} AND ct.criado_em >= $2 AND ct.criado_em < $3),
  s AS (
    SELECT ${somasSaldo('$4')}
      FROM lote l
     WHERE ${t('l')} AND l.status IN ('Pendente', 'Disponivel'))
  SELECT * FROM v, ca, m, e, n, s`;

const Q_RESUMO = consultaPorEscopo(montarResumo(false));
const Q_RESUMO_LOJA = consultaPorEscopo(montarResumo(true));

/** `datas.fuso`: the calendar the caller already resolved (the panel's); absent, `fusoDoPrograma`'s. */
export async function obterResumo(
  tenantId: string | null,
  datas: DatasInformadas & { lojaId?: string | null; fuso?: string },
  agora = relogio(),
): Promise<ResumoAnalytics> {
  const fuso = datas.fuso ?? (await fusoDoPrograma(tenantId, datas.lojaId));
  const periodo = resolverPeriodo(agora, datas, fuso);
  const valores: unknown[] = [tenantId, periodo.inicio, periodo.fim, agora];
  const [r] = await consultarRelatorio<Linha>(
    daEscopo(datas.lojaId ? Q_RESUMO_LOJA : Q_RESUMO, tenantId),
    datas.lojaId ? [...valores, datas.lojaId] : valores,
  );
  const x = r!;
  return {
    tenantId,
    dataInicio: periodo.dataInicio,
    dataFim: periodo.dataFim,
    fusoHorario: fuso,
    vendas: {
      quantidade: x.quantidade,
      valorTotal: paraNumero(x.valor_total),
      valorFinalPago: paraNumero(x.valor_final),
      ticketMedio: paraNumero(x.ticket_medio),
      canceladas: x.canceladas,
      valorCancelado: paraNumero(x.valor_cancelado),
    },
    cashback: {
      creditado: paraNumero(x.cashback_creditado),
      resgatado: paraNumero(x.cashback_resgatado),
      usadoEmVenda: paraNumero(x.cashback_usado),
      descontoImediato: paraNumero(x.desconto_gerado),
      expirado: paraNumero(x.cashback_expirado),
      estornadoPorCancelamento: paraNumero(x.cashback_estornado),
      devolvidoPorCancelamento: paraNumero(x.cashback_devolvido),
    },
    pontos: {
      creditados: paraNumero(x.pontos_creditados),
      resgatados: paraNumero(x.pontos_resgatados),
      expirados: paraNumero(x.pontos_expirados),
      estornadosPorCancelamento: paraNumero(x.pontos_estornados),
    },
    clientes: { ativos: x.clientes_ativos, novos: x.clientes_novos },
    saldoEmAberto: {
      cashbackDisponivel: paraNumero(x.saldo_cashback),
      cashbackPendente: paraNumero(x.saldo_pendente),
      pontos: paraNumero(x.saldo_pontos),
    },
    calculadoEm: isoUtc(agora),
  };
}
