// Periods of the analytics endpoints (AnalyticsAdmin). The spec gives only the parameter names
// (`dataInicio`, `dataFim`, `periodo`, `granularidade`); the rules are ours
// (docs/api-admin-analytics.md, "Períodos"):
// - dates are local calendar dates at the programme's clock (lib/domain/tenant/fuso-do-programa.ts:
//   the store's zone with a store filter, else the zone its active stores share, else
//   FUSO_HORARIO_PADRAO), both ends inclusive;
// - without dates: the last 30 days, today included; with only one end, the other is derived;
// - dataFim >= dataInicio and at most 366 days, else 400.
// A period becomes the half-open instant interval [start of dataInicio, start of dataFim + 1) in
// that zone, so the SQL compares `criado_em` with two parameters and uses the (tenant_id,
// criado_em) indexes: the zone is one constant per request, never a conversion per row.
import { dataLocal, inicioDoDia, somarDias } from '@/lib/datas';
import { ErroDeNegocio } from '@/lib/erros';

/**
 * brazil.md's default zone, for a caller that names none (the unit tests). The analytics always
 * pass the programme's zone (`fusoDoPrograma`).
 */
const SAO_PAULO = 'America/Sao_Paulo';

export const DIAS_PADRAO = 30;
export const DIAS_MAXIMOS = 366;

export const MENSAGENS_PERIODO = {
  ordem: 'O parâmetro dataFim deve ser igual ou posterior a dataInicio.',
  maximo: `O período entre dataInicio e dataFim deve ter no máximo ${DIAS_MAXIMOS} dias.`,
} as const;

export type Periodo = {
  /** Local dates, inclusive. */
  dataInicio: string;
  dataFim: string;
  /** Instants: [inicio, fim). */
  inicio: Date;
  fim: Date;
};

/** Days from `a` to `b` counting both (2026-11-01..2026-11-30 = 30). */
export function diasInclusivos(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000) + 1;
}

/** Local dates `dataInicio`..`dataFim` at `fuso`'s clock as their two instants. */
export function periodoDeDatas(dataInicio: string, dataFim: string, fuso: string): Periodo {
  return { dataInicio, dataFim, inicio: inicioDoDia(dataInicio, fuso), fim: inicioDoDia(somarDias(dataFim, 1), fuso) };
}

/**
 * The period asked for, with the defaults applied: no dates = the last 30 days up to today;
 * only dataFim = the 30 days ending there; only dataInicio = from there to today (the order and
 * the 366-day limit are then checked as if both had been sent).
 */
export type DatasInformadas = { dataInicio?: string; dataFim?: string };

export function resolverPeriodo(agora: Date, informado: DatasInformadas, fuso: string = SAO_PAULO): Periodo {
  const hoje = dataLocal(agora, fuso);
  let { dataInicio, dataFim } = informado;
  if (!dataInicio && !dataFim) {
    dataFim = hoje;
    dataInicio = somarDias(hoje, -(DIAS_PADRAO - 1));
  } else if (!dataInicio) {
    dataInicio = somarDias(dataFim!, -(DIAS_PADRAO - 1));
  } else if (!dataFim) {
    dataFim = hoje;
  }
  if (dataFim! < dataInicio!) throw new ErroDeNegocio(400, MENSAGENS_PERIODO.ordem);
  if (diasInclusivos(dataInicio!, dataFim!) > DIAS_MAXIMOS) throw new ErroDeNegocio(400, MENSAGENS_PERIODO.maximo);
  return periodoDeDatas(dataInicio!, dataFim!, fuso);
}

// --- Time series (creditos/historico); the buckets themselves are generated in SQL -----------

export const PERIODOS_HISTORICO = ['Ultimos7Dias', 'Ultimos30Dias', 'Ultimos90Dias', 'Ultimos12Meses'] as const;
export type PeriodoHistorico = (typeof PERIODOS_HISTORICO)[number];
export const GRANULARIDADES = ['Dia', 'Semana', 'Mes'] as const;
export type GranularidadeHistorico = (typeof GRANULARIDADES)[number];

function primeiroDoMes(data: string): string {
  return `${data.slice(0, 7)}-01`;
}

function somarMeses(data: string, meses: number): string {
  const d = new Date(`${primeiroDoMes(data)}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + meses);
  return d.toISOString().slice(0, 10);
}

/** First local date of a `periodo` ending today: N days back, or 12 calendar months (the current one included). */
export function inicioDoHistorico(hoje: string, periodo: PeriodoHistorico): string {
  switch (periodo) {
    case 'Ultimos7Dias':
      return somarDias(hoje, -6);
    case 'Ultimos30Dias':
      return somarDias(hoje, -29);
    case 'Ultimos90Dias':
      return somarDias(hoje, -89);
    case 'Ultimos12Meses':
      return somarMeses(hoje, -11);
  }
}
