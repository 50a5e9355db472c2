// What a sale is worth: pure arithmetic shared by the sale (POST /venda) and its preview
// (POST /venda/preview), so the two agree to the centavo. Worked examples in
// docs/regras-de-negocio.md.
//
// - Cashback = valorFinal × percentual / 100, rounded half up to the centavo.
// - Points = valorFinal × pontosPorReal, truncated to whole points.
// - New credit is always computed on valorFinal, the amount actually paid.
// - Model 2 (usarCashbackDisponivel): the discount is the available balance, capped by the
//   campaign's share of the sale (cap truncated to the centavo, so it never exceeds the share);
//   a balance below the campaign's redemption minimum gives no discount and the sale goes on.
// - Model 3 (usarCashbackGerado): descontoGerado = cashback on valorVenda; valorFinal =
//   valorVenda − descontoGerado; new cashback on valorFinal only with permiteCashbackEmResgate.
import { Decimal, ZERO, arredondarCentavos, minimo, truncarPontos } from '@/lib/dinheiro';
import type { RegraCampanha } from '@/lib/domain/campanha/campanhas-da-venda';
import { somarDias } from '@/lib/datas';

export type Modelo = 1 | 2 | 3;

export function cashbackSobre(valor: Decimal, c: RegraCampanha): Decimal {
  return arredondarCentavos(valor.mul(c.percentualCashback ?? 0).div(100));
}

export function pontosSobre(valor: Decimal, c: RegraCampanha): Decimal {
  return truncarPontos(valor.mul(c.pontosPorReal ?? 0));
}

/** Spec rule: eligible = active (filtered by the query) and compraMinima <= valorVenda. */
export function campanhasElegiveis(campanhas: RegraCampanha[], valorVenda: Decimal): RegraCampanha[] {
  return campanhas.filter((c) => c.compraMinima.lte(valorVenda));
}

/** How much of the available balance a model-2 sale uses. */
export function cashbackUsavel(valorVenda: Decimal, saldoDisponivel: Decimal, c: RegraCampanha): Decimal {
  if (saldoDisponivel.lte(0) || saldoDisponivel.lt(c.resgateMinimo)) return ZERO;
  const teto =
    c.percentualMaximoResgate === null
      ? valorVenda
      : valorVenda.mul(c.percentualMaximoResgate).div(100).toDecimalPlaces(2, Decimal.ROUND_DOWN);
  return minimo(saldoDisponivel, teto);
}

export type BeneficioCalculado = {
  campanha: RegraCampanha;
  cashback: Decimal;
  pontos: Decimal;
};

export type VendaCalculada = {
  modelo: Modelo;
  cashbackUsado: Decimal;
  descontoGerado: Decimal;
  valorFinal: Decimal;
  beneficios: BeneficioCalculado[];
};

export function calcularVenda(a: {
  valorVenda: Decimal;
  elegiveis: RegraCampanha[];
  modelo: Modelo;
  /** Model 2 only: the customer's available cashback at the moment of the sale. */
  saldoDisponivel?: Decimal;
}): VendaCalculada {
  const cashbackCamp = a.elegiveis.find((c) => c.tipo === 'Cashback');
  let cashbackUsado = ZERO;
  let descontoGerado = ZERO;
  if (a.modelo === 2 && cashbackCamp) {
    cashbackUsado = cashbackUsavel(a.valorVenda, a.saldoDisponivel ?? ZERO, cashbackCamp);
  }
  if (a.modelo === 3 && cashbackCamp) {
    descontoGerado = cashbackSobre(a.valorVenda, cashbackCamp);
  }
  const valorFinal = a.valorVenda.sub(cashbackUsado).sub(descontoGerado);
  const beneficios = a.elegiveis.map((c) => {
    if (c.tipo === 'Pontos') return { campanha: c, cashback: ZERO, pontos: pontosSobre(valorFinal, c) };
    const credita = a.modelo !== 3 || c.permiteCashbackEmResgate;
    return { campanha: c, cashback: credita ? cashbackSobre(valorFinal, c) : ZERO, pontos: ZERO };
  });
  return { modelo: a.modelo, cashbackUsado, descontoGerado, valorFinal, beneficios };
}

/** Deferred cashback: the lot waits `diasLiberacao` days as Pendente (docs/regras-de-negocio.md §6). */
export function ehDiferida(c: RegraCampanha): boolean {
  return c.tipo === 'Cashback' && c.modoCashback === 'Diferido' && c.diasLiberacao > 0;
}

/**
 * The dates of the lot a campaign credits on the store's local date `hoje`: release after
 * `diasLiberacao` days when deferred; expiry `validadeDias` after it becomes available (the
 * credit can be used through that whole day).
 */
export function datasDoCredito(
  c: RegraCampanha,
  hoje: string,
): { diferido: boolean; dataLiberacao: string | null; dataExpiracao: string | null } {
  const diferido = ehDiferida(c);
  const dataLiberacao = diferido ? somarDias(hoje, c.diasLiberacao) : null;
  const dataExpiracao = c.validadeDias === null ? null : somarDias(dataLiberacao ?? hoje, c.validadeDias);
  return { diferido, dataLiberacao, dataExpiracao };
}
