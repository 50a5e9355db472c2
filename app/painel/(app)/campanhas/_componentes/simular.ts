// The campaign form's live simulation: "what a sale of R$ X would credit" with the campaign as it
// is being typed. It runs the very functions the PDV runs (lib/domain/venda/calcular-beneficios.ts:
// campanhasElegiveis, calcularVenda; lib/domain/campanha/campanhas-da-venda.ts: which models the
// campaign allows), so the preview and a real sale agree to the centavo. Pure and safe in the
// browser: only decimal.js and date arithmetic, nothing that reaches the database.
import { Decimal, ZERO, dec } from '@/lib/dinheiro';
import { permiteCheckoutCashback, permiteDescontoSobreGerado, type RegraCampanha } from '@/lib/domain/campanha/campanhas-da-venda';
import { calcularVenda, campanhasElegiveis, datasDoCredito, type Modelo } from '@/lib/domain/venda/calcular-beneficios';
import { numeroDoTexto, valorDoTexto } from '@/lib/navegador/numero-digitado';

/** The form's values as typed (text inputs keep what the person wrote). */
export type ValoresCampanha = {
  nome: string;
  tipo: 'Cashback' | 'Pontos';
  percentualCashback: string;
  pontosPorReal: string;
  compraMinima: string;
  dataInicio: string;
  dataFim: string;
  validadeDias: string;
  modoCashback: 'Imediato' | 'Diferido';
  diasLiberacao: string;
  resgateMinimo: string;
  percentualMaximoResgate: string;
  pontosMinimosParaResgate: string;
  permiteUsoParcialDePontos: boolean;
  permiteCheckoutCashbackNaVenda: boolean;
  permiteDescontoSobreCashbackGerado: boolean;
  permiteCashbackEmResgate: boolean;
  lojaIds: string[];
};

export type RegraOuFalta = { regra: RegraCampanha; falta?: undefined } | { regra?: undefined; falta: string };

/** The campaign as the PDV rules see it (RegraCampanha), or what is missing to simulate. */
export function regraDoFormulario(v: ValoresCampanha): RegraOuFalta {
  const n = (t: string) => numeroDoTexto(t);
  const cashback = v.tipo === 'Cashback';
  const percentual = n(v.percentualCashback);
  const ppr = n(v.pontosPorReal);
  if (cashback && (!percentual || dec(percentual).lte(0) || dec(percentual).gt(100))) {
    return { falta: 'Informe um percentual de cashback entre 0 e 100 para simular.' };
  }
  if (!cashback && (!ppr || dec(ppr).lte(0))) return { falta: 'Informe quantos pontos por real a campanha dá para simular.' };
  const compraMinima = valorDoTexto(v.compraMinima);
  const resgateMinimo = valorDoTexto(v.resgateMinimo);
  const maximo = n(v.percentualMaximoResgate);
  const validade = valorDoTexto(v.validadeDias);
  const dias = valorDoTexto(v.diasLiberacao);
  if (compraMinima === undefined || resgateMinimo === undefined || maximo === undefined) {
    return { falta: 'Corrija os valores em reais ou percentuais para simular.' };
  }
  if (validade === undefined || (validade !== null && !/^\d+$/.test(validade)))
    return { falta: 'Informe a validade em dias inteiros para simular.' };
  const diferido = cashback && v.modoCashback === 'Diferido';
  if (diferido && (!dias || !/^\d+$/.test(dias) || Number(dias) < 1))
    return { falta: 'Informe em quantos dias o cashback é liberado para simular.' };
  return {
    regra: {
      id: 'simulacao',
      nome: v.nome || 'Campanha',
      tipo: v.tipo,
      percentualCashback: cashback ? dec(percentual!) : null,
      pontosPorReal: cashback ? null : dec(ppr!),
      compraMinima: dec(compraMinima ?? 0),
      validadeDias: validade === null ? null : Number(validade),
      modoCashback: cashback ? v.modoCashback : 'Imediato',
      diasLiberacao: diferido ? Number(dias) : 0,
      resgateMinimo: dec(resgateMinimo ?? 0),
      percentualMaximoResgate: maximo === null ? null : dec(maximo),
      pontosMinimosParaResgate: null,
      permiteUsoParcialDePontos: v.permiteUsoParcialDePontos,
      permiteCheckoutCashbackNaVenda: v.permiteCheckoutCashbackNaVenda,
      permiteDescontoSobreCashbackGerado: v.permiteDescontoSobreCashbackGerado,
      permiteCashbackEmResgate: v.permiteCashbackEmResgate,
      criadoEm: '',
    },
  };
}

export type ResultadoModelo = {
  modelo: Modelo;
  /** Why the PDV would not apply this model with this campaign (null = it applies). */
  indisponivel: string | null;
  cashbackUsado: Decimal;
  descontoGerado: Decimal;
  valorFinal: Decimal;
  cashback: Decimal;
  pontos: Decimal;
};

export type Simulacao =
  | { elegivel: false; compraMinima: Decimal }
  | {
      elegivel: true;
      modelos: ResultadoModelo[];
      /** Deferred cashback: the local date it becomes usable; null = at once. */
      dataLiberacao: string | null;
      /** Last local date the credit can be used; null = never expires. */
      dataExpiracao: string | null;
      /** Whether today is inside the campaign's dates (outside them an active campaign is not applied). */
      vigenteHoje: boolean;
    };

/**
 * A sale of `valorVenda` today (`hoje`, the store's local date) under this campaign alone, in the
 * three models. Dates as registrar-venda.ts plans the lot: release `diasLiberacao` days after the
 * sale when deferred; expiry `validadeDias` after the credit becomes available.
 */
export function simular(
  regra: RegraCampanha,
  a: { valorVenda: Decimal; saldoDisponivel: Decimal; hoje: string; dataInicio?: string; dataFim?: string },
): Simulacao {
  // Rule 7: a sale below the minimum purchase has no eligible campaign.
  const elegiveis = campanhasElegiveis([regra], a.valorVenda);
  if (elegiveis.length === 0) return { elegivel: false, compraMinima: regra.compraMinima };
  const modelo = (m: Modelo, indisponivel: string | null): ResultadoModelo => {
    const c = calcularVenda({ valorVenda: a.valorVenda, elegiveis, modelo: m, saldoDisponivel: m === 2 ? a.saldoDisponivel : undefined });
    const b = c.beneficios[0];
    return {
      modelo: m,
      indisponivel,
      cashbackUsado: c.cashbackUsado,
      descontoGerado: c.descontoGerado,
      valorFinal: c.valorFinal,
      cashback: b?.cashback ?? ZERO,
      pontos: b?.pontos ?? ZERO,
    };
  };
  // Why a model does not apply: the campaign is not cashback, its cashback is deferred, or it just does not allow it.
  const motivo = (permitido: boolean, porque: { naoCashback: string; diferido: string; naoPermite: string }) =>
    permitido
      ? null
      : regra.tipo !== 'Cashback'
        ? porque.naoCashback
        : regra.modoCashback !== 'Imediato'
          ? porque.diferido
          : porque.naoPermite;
  const m2 = motivo(permiteCheckoutCashback(regra), {
    naoCashback: 'Usar saldo na compra é um recurso de campanhas de cashback.',
    diferido: 'Não se aplica ao cashback diferido: o PDV ignora o pedido e registra a venda normal.',
    naoPermite: 'A campanha não permite usar o saldo como desconto: o PDV ignora o pedido e registra a venda normal.',
  });
  const m3 = motivo(permiteDescontoSobreGerado(regra), {
    naoCashback: 'Desconto sobre o cashback gerado é um recurso de campanhas de cashback.',
    diferido: 'Exige cashback imediato: o PDV recusa o pedido.',
    naoPermite: 'A campanha não permite: o PDV recusa o pedido.',
  });
  // The very rule the sale uses to date its lots (lib/domain/venda/calcular-beneficios.ts).
  const { dataLiberacao, dataExpiracao } = datasDoCredito(regra, a.hoje);
  const vigenteHoje = (!a.dataInicio || a.dataInicio <= a.hoje) && (!a.dataFim || a.dataFim >= a.hoje);
  return { elegivel: true, modelos: [modelo(1, null), modelo(2, m2), modelo(3, m3)], dataLiberacao, dataExpiracao, vigenteHoje };
}
