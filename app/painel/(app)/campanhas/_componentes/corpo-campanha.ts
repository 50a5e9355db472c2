// The campaign form's values and the request body they make: what is typed becomes the API's
// CriarCampanhaRequest / AtualizarCampanhaRequest, checked with the API's own zod schemas
// (app/api/v1/admin/campanhaadmin/schemas.ts), each message keyed by its field.
import type { CampanhaResponse } from '@/lib/domain/campanha/dados-campanha';
import { atualizarCampanhaSchema, criarCampanhaSchema } from '@/app/api/v1/admin/campanhaadmin/schemas';
import { errosDoPainel } from '@/lib/navegador/mensagens-formulario';
import { numeroDoTexto, type ValoresCampanha } from './simular';

/**
 * The labels of the form's fields: the panel says "“Percentual de cashback (%)” deve ser maior que
 * zero.", where the API says `O campo PercentualCashback…` (docs/painel.md, "Mensagens de validação").
 */
export const ROTULOS_CAMPANHA: Record<string, string> = {
  nome: 'Nome',
  tipo: 'Tipo',
  percentualCashback: 'Percentual de cashback (%)',
  pontosPorReal: 'Pontos por real',
  compraMinima: 'Compra mínima (R$)',
  dataInicio: 'Início',
  dataFim: 'Fim',
  validadeDias: 'Validade dos créditos (dias)',
  modoCashback: 'Modo',
  diasLiberacao: 'Dias até liberar',
  resgateMinimo: 'Resgate mínimo (R$)',
  percentualMaximoResgate: 'Máximo da compra pago com saldo (%)',
  pontosMinimosParaResgate: 'Pontos mínimos para resgatar',
  permiteUsoParcialDePontos: 'Permitir resgate parcial de pontos',
  permiteCheckoutCashbackNaVenda: 'Permitir usar o saldo como desconto na compra (modelo 2)',
  permiteDescontoSobreCashbackGerado: 'Permitir desconto imediato com o cashback da compra (modelo 3)',
  permiteCashbackEmResgate: 'Creditar cashback também sobre o valor com desconto',
  lojaIds: 'Lojas',
};

const texto = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v).replace('.', ','));

export function valoresIniciais(c?: CampanhaResponse): ValoresCampanha {
  return {
    nome: c?.nome ?? '',
    tipo: c?.tipo ?? 'Cashback',
    percentualCashback: texto(c?.percentualCashback),
    pontosPorReal: texto(c?.pontosPorReal),
    compraMinima: c && c.compraMinima > 0 ? texto(c.compraMinima) : '',
    dataInicio: c?.dataInicio ?? '',
    dataFim: c?.dataFim ?? '',
    validadeDias: texto(c?.validadeDias),
    modoCashback: c?.modoCashback ?? 'Imediato',
    diasLiberacao: c && c.diasLiberacao > 0 ? String(c.diasLiberacao) : '',
    resgateMinimo: c && c.resgateMinimo > 0 ? texto(c.resgateMinimo) : '',
    percentualMaximoResgate: texto(c?.percentualMaximoResgate),
    pontosMinimosParaResgate: texto(c?.pontosMinimosParaResgate),
    permiteUsoParcialDePontos: c?.permiteUsoParcialDePontos ?? true,
    permiteCheckoutCashbackNaVenda: c?.permiteCheckoutCashbackNaVenda ?? false,
    permiteDescontoSobreCashbackGerado: c?.permiteDescontoSobreCashbackGerado ?? false,
    permiteCashbackEmResgate: c?.permiteCashbackEmResgate ?? false,
    lojaIds: c?.lojas.map((l) => l.id) ?? [],
  };
}

/** A typed number as JSON: a number when it is one, the text itself otherwise (so the schema says "formato inválido"), null when empty. */
function numero(t: string, o: { milhar?: boolean } = {}): number | string | null {
  const n = numeroDoTexto(t, o);
  return n === null ? null : n === undefined ? t : Number(n);
}

const MILHAR = { milhar: true };

/** The request body (CriarCampanhaRequest / AtualizarCampanhaRequest) from the form. */
export function corpoDaCampanha(v: ValoresCampanha) {
  const cashback = v.tipo === 'Cashback';
  const imediato = !cashback || v.modoCashback === 'Imediato';
  return {
    nome: v.nome,
    tipo: v.tipo,
    percentualCashback: cashback ? numero(v.percentualCashback) : null,
    pontosPorReal: cashback ? null : numero(v.pontosPorReal),
    compraMinima: numero(v.compraMinima, MILHAR),
    dataInicio: v.dataInicio || null,
    dataFim: v.dataFim || null,
    validadeDias: numero(v.validadeDias, MILHAR),
    modoCashback: cashback ? v.modoCashback : 'Imediato',
    diasLiberacao: cashback && v.modoCashback === 'Diferido' ? numero(v.diasLiberacao, MILHAR) : null,
    resgateMinimo: cashback ? numero(v.resgateMinimo, MILHAR) : null,
    percentualMaximoResgate: cashback ? numero(v.percentualMaximoResgate) : null,
    pontosMinimosParaResgate: cashback ? null : numero(v.pontosMinimosParaResgate, MILHAR),
    permiteUsoParcialDePontos: cashback ? true : v.permiteUsoParcialDePontos,
    permiteCheckoutCashbackNaVenda: cashback && imediato && v.permiteCheckoutCashbackNaVenda,
    permiteDescontoSobreCashbackGerado: cashback && imediato && v.permiteDescontoSobreCashbackGerado,
    permiteCashbackEmResgate: cashback && imediato && v.permiteDescontoSobreCashbackGerado && v.permiteCashbackEmResgate,
    lojaIds: v.lojaIds,
  };
}

export type Erros = Partial<Record<keyof ValoresCampanha | 'status' | 'tenantId', string>>;

export function validar(modo: 'criar' | 'editar', corpo: Record<string, unknown>): Erros {
  const r = (modo === 'criar' ? criarCampanhaSchema : atualizarCampanhaSchema).safeParse(corpo);
  if (r.success) return {};
  const erros: Erros = {};
  for (const i of r.error.issues) {
    const campo = String(i.path[0] ?? '') as keyof Erros;
    if (campo && !erros[campo]) erros[campo] = i.message;
  }
  return errosDoPainel(erros as Record<string, string>, ROTULOS_CAMPANHA, corpo) as Erros;
}
