// The campaign form's values and the request body they make: what is typed becomes the API's
// CriarCampanhaRequest / AtualizarCampanhaRequest, checked with the API's own zod schemas
// (app/api/v1/admin/campanhaadmin/schemas.ts), each message keyed by its field.
import type { CampanhaResponse } from '@/lib/domain/campanha/dados-campanha';
import { atualizarCampanhaSchema, criarCampanhaSchema } from '@/app/api/v1/admin/campanhaadmin/schemas';
import { ErroApi } from '@/lib/navegador/cliente-api';
import { errosDaResposta, errosDoPainel } from '@/lib/navegador/mensagens-formulario';
import { numeroParaApi } from '@/lib/navegador/numero-digitado';
import type { ValoresCampanha } from './simular';

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

const MILHAR = { milhar: true };

/** The request body (CriarCampanhaRequest / AtualizarCampanhaRequest) from the form. */
export function corpoDaCampanha(v: ValoresCampanha) {
  const cashback = v.tipo === 'Cashback';
  const imediato = !cashback || v.modoCashback === 'Imediato';
  return {
    nome: v.nome,
    tipo: v.tipo,
    percentualCashback: cashback ? numeroParaApi(v.percentualCashback) : null,
    pontosPorReal: cashback ? null : numeroParaApi(v.pontosPorReal),
    compraMinima: numeroParaApi(v.compraMinima, MILHAR),
    dataInicio: v.dataInicio || null,
    dataFim: v.dataFim || null,
    validadeDias: numeroParaApi(v.validadeDias, MILHAR),
    modoCashback: cashback ? v.modoCashback : 'Imediato',
    diasLiberacao: cashback && v.modoCashback === 'Diferido' ? numeroParaApi(v.diasLiberacao, MILHAR) : null,
    resgateMinimo: cashback ? numeroParaApi(v.resgateMinimo, MILHAR) : null,
    percentualMaximoResgate: cashback ? numeroParaApi(v.percentualMaximoResgate) : null,
    pontosMinimosParaResgate: cashback ? null : numeroParaApi(v.pontosMinimosParaResgate, MILHAR),
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

/** What the API answers when a store sent in lojaIds is not (or no longer) one of this programme's. */
const LOJA_INDISPONIVEL = 'Loja não encontrada ou inativa.';

export const MENSAGEM_LOJA_INDISPONIVEL =
  'Uma das lojas marcadas foi desativada ou não existe mais: recarregue a página e marque as lojas de novo.';

/**
 * The API's refusal after sending, split as the other forms do (components/painel/formulario-cadastro.tsx
 * `errosDoEnvio`): each message that names a field of the form goes next to it, in the panel's words;
 * the rest (the one-active-per-type conflict, a status transition, a failure that is not the API's)
 * stays in the box at the bottom, as the API wrote it (ExplicacaoConflito reads the conflict's).
 */
export function errosDoEnvioCampanha(
  erro: unknown,
  corpo: Record<string, unknown>,
  padrao = 'Não foi possível salvar a campanha. Tente novamente.',
): { campos: Erros; geral: string[] } {
  if (!erro) return { campos: {}, geral: [] };
  if (!(erro instanceof ErroApi)) return { campos: {}, geral: [padrao] };
  const campos: Record<string, string> = {};
  const geral: string[] = [];
  for (const m of erro.erros.length ? erro.erros : [erro.mensagem]) {
    const loja = m === LOJA_INDISPONIVEL;
    const r = errosDaResposta([m], ROTULOS_CAMPANHA, () => (loja ? 'lojaIds' : null), corpo);
    const [campo, texto] = Object.entries(r)[0]!;
    if (campo === '_') geral.push(texto);
    else campos[campo] ??= loja ? MENSAGEM_LOJA_INDISPONIVEL : texto;
  }
  return { campos: campos as Erros, geral };
}
