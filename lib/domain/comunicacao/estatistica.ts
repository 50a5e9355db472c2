// The statistics of a campaign's results against its holdout (issue 11 §5; docs/comunicacao.md,
// "Resultados", with a worked example). Pure and exact: the sums come from SQL as numeric text,
// means, variances and standard errors are computed with Decimal (lib/dinheiro.ts); only the
// final interval is rounded for display.
//
// Per-customer revenue: difference of means with Welch's standard error,
//   se = sqrt(s1²/n1 + s2²/n2), IC 95 % = diff ± 1.96·se (normal approximation: groups of
//   campaigns are large; with fewer than 2 customers in a group there is no interval).
// Conversion rate (share of customers with at least one purchase): difference of proportions,
//   se = sqrt(p1(1−p1)/n1 + p2(1−p2)/n2), the interval cut at ±100 %.
import { Decimal, dec } from '@/lib/dinheiro';

export const Z_95 = dec('1.959963984540054');

/** The sums of one group, as SQL gives them (numeric as text). */
export type SomasGrupo = { n: number; compradores: number; compras: number; receita: string; receitaQuadrados: string };

export type Intervalo = { diferenca: string; inferior: string; superior: string; erroPadrao: string } | null;

export type ResumoGrupo = {
  clientes: number;
  compradores: number;
  compras: number;
  receita: string;
  receitaPorCliente: string;
  comprasPorCliente: string;
  taxaConversao: string;
};

function resumo(g: SomasGrupo): ResumoGrupo {
  const n = dec(g.n);
  const div = (x: Decimal) => (g.n > 0 ? x.div(n) : dec(0));
  return {
    clientes: g.n,
    compradores: g.compradores,
    compras: g.compras,
    receita: dec(g.receita).toFixed(2),
    receitaPorCliente: div(dec(g.receita)).toFixed(2),
    comprasPorCliente: div(dec(g.compras)).toFixed(4),
    taxaConversao: div(dec(g.compradores)).toFixed(4),
  };
}

/** Sample variance from the sums: (Σx² − (Σx)²/n) / (n − 1). */
export function variancia(n: number, soma: Decimal, somaQuadrados: Decimal): Decimal {
  if (n < 2) return dec(0);
  return somaQuadrados.minus(soma.pow(2).div(n)).div(n - 1);
}

/** `limite`: the interval never leaves [−limite, limite] (a difference of two shares lies in [−1, 1]). */
function intervalo(diferenca: Decimal, erroPadrao: Decimal, casas: number, limite?: Decimal): Intervalo {
  const margem = erroPadrao.times(Z_95);
  let inferior = diferenca.minus(margem);
  let superior = diferenca.plus(margem);
  if (limite) {
    inferior = Decimal.max(inferior, limite.neg());
    superior = Decimal.min(superior, limite);
  }
  return {
    diferenca: diferenca.toFixed(casas),
    inferior: inferior.toFixed(casas),
    superior: superior.toFixed(casas),
    erroPadrao: erroPadrao.toFixed(casas + 2),
  };
}

/** Difference of mean revenue per customer (sent − holdout), Welch. */
export function diferencaReceita(a: SomasGrupo, b: SomasGrupo): Intervalo {
  if (a.n < 2 || b.n < 2) return null;
  const ma = dec(a.receita).div(a.n);
  const mb = dec(b.receita).div(b.n);
  const va = variancia(a.n, dec(a.receita), dec(a.receitaQuadrados));
  const vb = variancia(b.n, dec(b.receita), dec(b.receitaQuadrados));
  const se = va.div(a.n).plus(vb.div(b.n)).sqrt();
  return intervalo(ma.minus(mb), se, 2);
}

/** Difference of conversion rates (sent − holdout), normal approximation. */
export function diferencaConversao(a: SomasGrupo, b: SomasGrupo): Intervalo {
  if (a.n < 2 || b.n < 2) return null;
  const pa = dec(a.compradores).div(a.n);
  const pb = dec(b.compradores).div(b.n);
  const se = pa
    .times(dec(1).minus(pa))
    .div(a.n)
    .plus(pb.times(dec(1).minus(pb)).div(b.n))
    .sqrt();
  // With small groups the normal approximation reaches past ±100 % (2 of 3 against 1 of 3:
  // up to 108.8 %), which no difference of two shares can be: the interval is cut at ±1.
  return intervalo(pa.minus(pb), se, 4, dec(1));
}

export type ComparacaoHoldout = {
  enviados: ResumoGrupo;
  holdout: ResumoGrupo;
  receitaPorCliente: Intervalo;
  taxaConversao: Intervalo;
};

export function compararComHoldout(envio: SomasGrupo, holdout: SomasGrupo): ComparacaoHoldout {
  return {
    enviados: resumo(envio),
    holdout: resumo(holdout),
    receitaPorCliente: diferencaReceita(envio, holdout),
    taxaConversao: diferencaConversao(envio, holdout),
  };
}

/**
 * The smallest group a comparison should rest on (docs/comunicacao.md, "Grupo de controle pequeno").
 * Both intervals above use the normal quantile 1.96, not Student's t: with n customers in a group
 * the honest quantile is t(n − 1), 2.045 at 30 (4 % wider), 2.093 at 20, 2.262 at 10 (15 % wider),
 * and revenue per customer — mostly zeros and a few large purchases — needs a few dozen customers
 * before its mean is near normal. Under 30 the interval shown would look surer than it is.
 */
export const MINIMO_POR_GRUPO = 30;

/**
 * The half-width of the 95 % interval of the conversion difference at its widest (both shares at
 * 50 %): 1.96 × √(0.25/n_e + 0.25/n_h). An effect smaller than this cannot show, whatever the
 * campaign does; null when a group has fewer than 2 customers (there is no interval at all).
 */
export function margemConversaoNoPiorCaso(nEnvio: number, nControle: number): Decimal | null {
  if (nEnvio < 2 || nControle < 2) return null;
  const quarto = dec('0.25');
  return Z_95.times(quarto.div(nEnvio).plus(quarto.div(nControle)).sqrt());
}

export type TamanhoDosGrupos =
  /** Fewer than 2 customers in a group: the results will have no interval. */
  | { situacao: 'SemComparacao'; menorGrupo: number }
  /** Under MINIMO_POR_GRUPO in a group: an interval, but wide and surer-looking than it is. */
  | { situacao: 'Pequeno'; menorGrupo: number; margemConversao: string }
  | { situacao: 'Suficiente'; menorGrupo: number; margemConversao: string };

/** Whether the groups a send would make (sent, control) can measure anything. `margemConversao`: a share, 4 places. */
export function tamanhoDosGrupos(nEnvio: number, nControle: number): TamanhoDosGrupos {
  const menorGrupo = Math.min(nEnvio, nControle);
  const margem = margemConversaoNoPiorCaso(nEnvio, nControle);
  if (!margem) return { situacao: 'SemComparacao', menorGrupo };
  return { situacao: menorGrupo < MINIMO_POR_GRUPO ? 'Pequeno' : 'Suficiente', menorGrupo, margemConversao: margem.toFixed(4) };
}
