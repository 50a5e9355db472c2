// A campaign as the PDV rules see it (spec concept 4), read from SQL as JSON with numerics as
// text so that no amount passes through a float.
import { Decimal, dec } from '@/lib/dinheiro';

export type TipoBeneficio = 'Cashback' | 'Pontos';

export type RegraCampanha = {
  id: string;
  nome: string;
  tipo: TipoBeneficio;
  percentualCashback: Decimal | null;
  pontosPorReal: Decimal | null;
  compraMinima: Decimal;
  validadeDias: number | null;
  modoCashback: 'Imediato' | 'Diferido';
  diasLiberacao: number;
  resgateMinimo: Decimal;
  percentualMaximoResgate: Decimal | null;
  pontosMinimosParaResgate: number | null;
  permiteUsoParcialDePontos: boolean;
  permiteCheckoutCashbackNaVenda: boolean;
  permiteDescontoSobreCashbackGerado: boolean;
  permiteCashbackEmResgate: boolean;
  criadoEm: string;
};

/** SQL expression building the JSON of one campaign row aliased `c`. */
export const JSON_CAMPANHA = `json_build_object(
  'id', c.id, 'nome', c.nome, 'tipo', c.tipo,
  'percentualCashback', c.percentual_cashback::text, 'pontosPorReal', c.pontos_por_real::text,
  'compraMinima', c.compra_minima::text, 'validadeDias', c.validade_dias,
  'modoCashback', c.modo_cashback, 'diasLiberacao', c.dias_liberacao,
  'resgateMinimo', c.resgate_minimo::text, 'percentualMaximoResgate', c.percentual_maximo_resgate::text,
  'pontosMinimosParaResgate', c.pontos_minimos_para_resgate,
  'permiteUsoParcialDePontos', c.permite_uso_parcial_de_pontos,
  'permiteCheckoutCashbackNaVenda', c.permite_checkout_cashback_na_venda,
  'permiteDescontoSobreCashbackGerado', c.permite_desconto_sobre_cashback_gerado,
  'permiteCashbackEmResgate', c.permite_cashback_em_resgate,
  'criadoEm', c.criado_em)`;

/**
 * Active campaigns of the store aliased `l` on the store's local date: status `Ativa`, the
 * store attached and active in `campanha_loja`, today inside the validity window. `$agora` is
 * the parameter number holding the current instant.
 */
export function sqlCampanhasAtivas(agora: string): string {
  return `(SELECT coalesce(json_agg(${JSON_CAMPANHA} ORDER BY c.tipo), '[]'::json)
     FROM campanha_loja cl JOIN campanha c ON c.id = cl.campanha_id
    WHERE cl.loja_id = l.id AND cl.ativa AND c.status = 'Ativa'
      AND (c.data_inicio IS NULL OR c.data_inicio <= (${agora}::timestamptz AT TIME ZONE l.fuso_horario)::date)
      AND (c.data_fim IS NULL OR c.data_fim >= (${agora}::timestamptz AT TIME ZONE l.fuso_horario)::date))`;
}

type Bruta = Omit<RegraCampanha, 'percentualCashback' | 'pontosPorReal' | 'compraMinima' | 'resgateMinimo' | 'percentualMaximoResgate'> & {
  percentualCashback: string | null;
  pontosPorReal: string | null;
  compraMinima: string;
  resgateMinimo: string;
  percentualMaximoResgate: string | null;
};

export function lerCampanhas(json: unknown): RegraCampanha[] {
  return ((json ?? []) as Bruta[]).map((c) => ({
    ...c,
    percentualCashback: c.percentualCashback === null ? null : dec(c.percentualCashback),
    pontosPorReal: c.pontosPorReal === null ? null : dec(c.pontosPorReal),
    compraMinima: dec(c.compraMinima),
    resgateMinimo: dec(c.resgateMinimo),
    percentualMaximoResgate: c.percentualMaximoResgate === null ? null : dec(c.percentualMaximoResgate),
  }));
}

/** Model 2 is offered when the Cashback campaign allows it and credits immediately (rule 4). */
export function permiteCheckoutCashback(c: RegraCampanha | undefined): boolean {
  return !!c && c.tipo === 'Cashback' && c.permiteCheckoutCashbackNaVenda && c.modoCashback === 'Imediato';
}

/** Model 3 needs `ModoCashback=Imediato` and the flag (spec concept 4, rule 5). */
export function permiteDescontoSobreGerado(c: RegraCampanha | undefined): boolean {
  return !!c && c.tipo === 'Cashback' && c.permiteDescontoSobreCashbackGerado && c.modoCashback === 'Imediato';
}
