// GET /api/v1/admin/AnalyticsAdmin/creditos/historico: credits and redemptions over time
// (docs/api-admin-analytics.md, "creditos/historico").
//
// Buckets are local dates at the programme's clock (fusoDoPrograma: the store's zone with a store
// filter): days, ISO weeks (Monday to Sunday) or calendar
// months, generated in SQL (generate_series) so every bucket is present even when it is zero;
// the first and last are clipped to the period. Credits are those of the sales registered in
// the bucket and not cancelled (like the resumo); redemptions are the ledger's ResgateCashback /
// ResgatePontos movements.
import 'server-only';
import { ZERO, paraNumero, type Decimal } from '@/lib/dinheiro';
import { dataLocal } from '@/lib/datas';
import { agora as relogio } from '@/lib/relogio';
import { fusoDoPrograma } from '@/lib/domain/tenant/fuso-do-programa';
import { consultaPorEscopo, consultarRelatorio, daEscopo } from '@/lib/domain/analytics/escopo-sql';
import {
  inicioDoHistorico,
  periodoDeDatas,
  resolverPeriodo,
  type DatasInformadas,
  type GranularidadeHistorico,
  type Periodo,
  type PeriodoHistorico,
} from '@/lib/domain/analytics/periodo';

export type PontoHistorico = {
  inicio: string;
  fim: string;
  cashbackCreditado: number;
  pontosCreditados: number;
  cashbackResgatado: number;
  pontosResgatados: number;
};

export type HistoricoCreditos = {
  tenantId: string | null;
  periodo: PeriodoHistorico;
  granularidade: GranularidadeHistorico;
  dataInicio: string;
  dataFim: string;
  fusoHorario: string;
  serie: PontoHistorico[];
  totais: Omit<PontoHistorico, 'inicio' | 'fim'>;
};

const UNIDADE: Record<GranularidadeHistorico, string> = { Dia: 'day', Semana: 'week', Mes: 'month' };

type Linha = { inicio: string; fim: string; cashback: string; pontos: string; cashback_resgatado: string; pontos_resgatados: string };

/**
 * The bucket (start date) of instant column `col`: date_trunc of its local time in zone $7 (a
 * parameter, one per request: one statement text for every zone); weeks start on Monday.
 */
const balde = (col: string) => `date_trunc($4, ${col} AT TIME ZONE $7::text)::date`;

/**
 * $1 tenant, $2 start, $3 end (exclusive), $4 unit ('day' | 'week' | 'month'), $5 first date, $6 last date,
 * $7 time zone[, $8 store].
 * Optional store filter (the panel's dashboard): the credits of that store's sales and the
 * redemptions registered there (`movimentacao.loja_id`). Without a store the SQL text is exactly
 * the unfiltered one (its own prepared statement and plans).
 */
const montarHistorico = (loja: boolean) => (t: (alias: string) => string) => `
  WITH b AS (
    SELECT d::date AS balde
      FROM generate_series(date_trunc($4, $5::date::timestamp), $6::date::timestamp, ('1 ' || $4)::interval) d),
  v AS (
    SELECT ${balde('v.criado_em')} AS balde, sum(v.cashback_creditado) AS cashback, sum(v.pontos_creditados) AS pontos
      FROM venda v
     WHERE ${t('v')} AND v.status = 'Registrada' AND v.criado_em >= $2 AND v.criado_em < $3${loja ? ' AND v.loja_id = $8::uuid' : ''}
     GROUP BY 1),
  m AS (
    SELECT ${balde('m.criado_em')} AS balde,
           sum(m.valor) FILTER (WHERE m.tipo = 'ResgateCashback') AS cashback_resgatado,
           sum(m.valor) FILTER (WHERE m.tipo = 'ResgatePontos') AS pontos_resgatados
      FROM movimentacao m
     WHERE ${t('m')} AND m.tipo IN ('ResgateCashback', 'ResgatePontos') AND m.criado_em >= $2 AND m.criado_em < $3${
       loja ? ' AND m.loja_id = $8::uuid' : ''
     }
     GROUP BY 1)
  SELECT greatest(b.balde, $5::date) AS inicio,
         least((b.balde + ('1 ' || $4)::interval)::date - 1, $6::date) AS fim,
         coalesce(v.cashback, 0)::text AS cashback, coalesce(v.pontos, 0)::text AS pontos,
         coalesce(m.cashback_resgatado, 0)::text AS cashback_resgatado,
         coalesce(m.pontos_resgatados, 0)::text AS pontos_resgatados
    FROM b
    LEFT JOIN v ON v.balde = b.balde
    LEFT JOIN m ON m.balde = b.balde
   ORDER BY b.balde`;

const Q_HISTORICO = consultaPorEscopo(montarHistorico(false));
const Q_HISTORICO_LOJA = consultaPorEscopo(montarHistorico(true));

export async function historicoCreditos(
  tenantId: string | null,
  periodo: PeriodoHistorico,
  granularidade: GranularidadeHistorico,
  agora = relogio(),
): Promise<HistoricoCreditos> {
  const fuso = await fusoDoPrograma(tenantId);
  const hoje = dataLocal(agora, fuso);
  const p = periodoDeDatas(inicioDoHistorico(hoje, periodo), hoje, fuso);
  const { tenantId: t, ...resto } = await historicoDoPeriodo(tenantId, p, fuso, granularidade, null);
  // Same key order as before the date-range variant existed (tenantId, periodo, granularidade, …).
  return { tenantId: t, periodo, ...resto };
}

export type HistoricoCreditosPorDatas = Omit<HistoricoCreditos, 'periodo'>;

/**
 * The same series over any period of the common rules (`dataInicio`/`dataFim`, defaults and
 * limits of periodo.ts), optionally for one store: the panel's dashboard puts every chart on the
 * date range the manager picked. `fuso`: the calendar the caller already resolved (the panel's,
 * one for the whole page); absent, `fusoDoPrograma`'s.
 */
export async function historicoCreditosPorDatas(
  tenantId: string | null,
  filtro: DatasInformadas & { granularidade: GranularidadeHistorico; lojaId?: string | null; fuso?: string },
  agora = relogio(),
): Promise<HistoricoCreditosPorDatas> {
  const lojaId = filtro.lojaId ?? null;
  const fuso = filtro.fuso ?? (await fusoDoPrograma(tenantId, lojaId));
  return historicoDoPeriodo(tenantId, resolverPeriodo(agora, filtro, fuso), fuso, filtro.granularidade, lojaId);
}

async function historicoDoPeriodo(
  tenantId: string | null,
  p: Periodo,
  fuso: string,
  granularidade: GranularidadeHistorico,
  lojaId: string | null,
): Promise<HistoricoCreditosPorDatas> {
  const valores: unknown[] = [tenantId, p.inicio, p.fim, UNIDADE[granularidade], p.dataInicio, p.dataFim, fuso];
  const linhas = await consultarRelatorio<Linha>(
    daEscopo(lojaId ? Q_HISTORICO_LOJA : Q_HISTORICO, tenantId),
    lojaId ? [...valores, lojaId] : valores,
  );
  const serie = linhas.map((l) => ({
    inicio: l.inicio,
    fim: l.fim,
    cashbackCreditado: paraNumero(l.cashback),
    pontosCreditados: paraNumero(l.pontos),
    cashbackResgatado: paraNumero(l.cashback_resgatado),
    pontosResgatados: paraNumero(l.pontos_resgatados),
  }));
  return {
    tenantId,
    granularidade,
    dataInicio: p.dataInicio,
    dataFim: p.dataFim,
    fusoHorario: fuso,
    serie,
    totais: somar(linhas),
  };
}

function somar(linhas: Linha[]): HistoricoCreditos['totais'] {
  // The totals add the exact decimals the SQL returned, never the serialized numbers.
  const s: Record<'cashback' | 'pontos' | 'cashback_resgatado' | 'pontos_resgatados', Decimal> = {
    cashback: ZERO,
    pontos: ZERO,
    cashback_resgatado: ZERO,
    pontos_resgatados: ZERO,
  };
  for (const l of linhas) {
    s.cashback = s.cashback.add(l.cashback);
    s.pontos = s.pontos.add(l.pontos);
    s.cashback_resgatado = s.cashback_resgatado.add(l.cashback_resgatado);
    s.pontos_resgatados = s.pontos_resgatados.add(l.pontos_resgatados);
  }
  return {
    cashbackCreditado: paraNumero(s.cashback),
    pontosCreditados: paraNumero(s.pontos),
    cashbackResgatado: paraNumero(s.cashback_resgatado),
    pontosResgatados: paraNumero(s.pontos_resgatados),
  };
}
