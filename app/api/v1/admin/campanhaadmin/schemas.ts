// Campaign requests of the panel (CriarCampanhaRequest, AtualizarCampanhaRequest): the spec names
// them only; the fields are ours and cover every rule the PDV endpoints apply
// (docs/api-decisoes.md, "Campanhas"). The panel's forms validate with these same schemas.
import { z } from 'zod';
import { Decimal } from '@/lib/dinheiro';
import { booleanoOpcional, formatoInvalido, obrigatorio, textoObrigatorio, ouNulo } from '@/lib/api/campos';
import { dataValida } from '@/lib/datas';

/** Ids are validated the same way everywhere (lib/api/consulta.ts). */
import { campoUuid } from '@/lib/api/consulta';

/** A decimal sent as a JSON number, within [min, max], with at most `casas` decimals; kept as text. */
function decimal(campo: string, o: { min: number; max: number; casas: number; minExclusivo?: boolean }) {
  return z
    .number({ error: () => formatoInvalido(campo) })
    .refine((n) => Number.isFinite(n) && (o.minExclusivo ? n > o.min : n >= o.min) && n <= o.max, {
      error: `O campo ${campo} deve estar entre ${o.min} e ${o.max}.`,
    })
    .refine((n) => new Decimal(String(n)).decimalPlaces() <= o.casas, {
      error: `O campo ${campo} deve ter no máximo ${o.casas} casas decimais.`,
    })
    .transform((n) => new Decimal(String(n)).toFixed(o.casas));
}

const inteiro = (campo: string, min: number, max: number) =>
  z
    .number({ error: () => formatoInvalido(campo) })
    .refine((n) => Number.isInteger(n) && n >= min && n <= max, { error: `O campo ${campo} deve ser um inteiro entre ${min} e ${max}.` });

const data = (campo: string) =>
  z.string({ error: () => formatoInvalido(campo) }).refine(dataValida, { error: `O campo ${campo} deve estar no formato AAAA-MM-DD.` });

export const MENSAGENS_CAMPANHA = {
  percentualObrigatorio: 'O campo PercentualCashback é obrigatório para campanhas de Cashback.',
  pontosObrigatorio: 'O campo PontosPorReal é obrigatório para campanhas de Pontos.',
  diferidoSemDias: 'Campanhas com ModoCashback Diferido precisam de DiasLiberacao de 1 a 365.',
  imediatoComDias: 'DiasLiberacao só se aplica a campanhas com ModoCashback Diferido.',
  diferidoSoCashback: 'ModoCashback Diferido só se aplica a campanhas de Cashback.',
  modelo3Imediato: 'PermiteDescontoSobreCashbackGerado exige ModoCashback Imediato.',
  periodo: 'O campo DataFim deve ser igual ou posterior a DataInicio.',
  lojas: 'Informe ao menos uma loja no campo LojaIds.',
} as const;

const camposCampanha = {
  nome: textoObrigatorio({ campo: 'Nome', min: 2, max: 150 }),
  tipo: z.enum(['Cashback', 'Pontos'], {
    error: (i) => (i.input === undefined || i.input === null ? obrigatorio('Tipo') : 'O campo Tipo deve ser Cashback ou Pontos.'),
  }),
  percentualCashback: decimal('PercentualCashback', { min: 0, max: 100, casas: 2, minExclusivo: true }).nullish(),
  pontosPorReal: decimal('PontosPorReal', { min: 0, max: 1000, casas: 4, minExclusivo: true }).nullish(),
  compraMinima: decimal('CompraMinima', { min: 0, max: 99999999.99, casas: 2 })
    .nullish()
    .transform((v) => v ?? '0.00'),
  dataInicio: ouNulo(data('DataInicio')),
  dataFim: ouNulo(data('DataFim')),
  validadeDias: ouNulo(inteiro('ValidadeDias', 1, 3650)),
  modoCashback: z
    .enum(['Imediato', 'Diferido'], { error: () => 'O campo ModoCashback deve ser Imediato ou Diferido.' })
    .nullish()
    .transform((v) => v ?? 'Imediato'),
  diasLiberacao: inteiro('DiasLiberacao', 0, 365)
    .nullish()
    .transform((v) => v ?? 0),
  resgateMinimo: decimal('ResgateMinimo', { min: 0, max: 99999999.99, casas: 2 })
    .nullish()
    .transform((v) => v ?? '0.00'),
  percentualMaximoResgate: ouNulo(decimal('PercentualMaximoResgate', { min: 0, max: 100, casas: 2, minExclusivo: true })),
  pontosMinimosParaResgate: ouNulo(inteiro('PontosMinimosParaResgate', 0, 1_000_000_000)),
  permiteUsoParcialDePontos: booleanoOpcional('PermiteUsoParcialDePontos', true),
  permiteCheckoutCashbackNaVenda: booleanoOpcional('PermiteCheckoutCashbackNaVenda'),
  permiteDescontoSobreCashbackGerado: booleanoOpcional('PermiteDescontoSobreCashbackGerado'),
  permiteCashbackEmResgate: booleanoOpcional('PermiteCashbackEmResgate'),
  lojaIds: z
    .array(campoUuid('LojaIds'), {
      error: (i) => (i.input === undefined || i.input === null ? MENSAGENS_CAMPANHA.lojas : formatoInvalido('LojaIds')),
    })
    .min(1, { error: MENSAGENS_CAMPANHA.lojas })
    .max(500, { error: 'O campo LojaIds aceita no máximo 500 lojas.' })
    .transform((v) => [...new Set(v)]),
};

type Campos = z.output<z.ZodObject<typeof camposCampanha>>;

/** Rules across fields; the same for create and update. */
function regrasCruzadas(v: Campos, ctx: z.RefinementCtx) {
  const erro = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
  if (v.tipo === 'Cashback' && !v.percentualCashback) erro(MENSAGENS_CAMPANHA.percentualObrigatorio, 'percentualCashback');
  if (v.tipo === 'Pontos' && !v.pontosPorReal) erro(MENSAGENS_CAMPANHA.pontosObrigatorio, 'pontosPorReal');
  if (v.modoCashback === 'Diferido' && v.tipo === 'Pontos') erro(MENSAGENS_CAMPANHA.diferidoSoCashback, 'modoCashback');
  else if (v.modoCashback === 'Diferido' && v.diasLiberacao < 1) erro(MENSAGENS_CAMPANHA.diferidoSemDias, 'diasLiberacao');
  if (v.modoCashback === 'Imediato' && v.diasLiberacao !== 0) erro(MENSAGENS_CAMPANHA.imediatoComDias, 'diasLiberacao');
  if (v.permiteDescontoSobreCashbackGerado && v.modoCashback !== 'Imediato')
    erro(MENSAGENS_CAMPANHA.modelo3Imediato, 'permiteDescontoSobreCashbackGerado');
  if (v.dataInicio && v.dataFim && v.dataFim < v.dataInicio) erro(MENSAGENS_CAMPANHA.periodo, 'dataFim');
}

/** CriarCampanhaRequest. `tenantId` only for SuperAdmin; `status` Rascunho (default) or Ativa. */
export const criarCampanhaSchema = z
  .object({
    tenantId: campoUuid('TenantId').nullish(),
    status: z
      .enum(['Rascunho', 'Ativa'], { error: () => 'O campo Status deve ser Rascunho ou Ativa.' })
      .nullish()
      .transform((v) => v ?? 'Rascunho'),
    ...camposCampanha,
  })
  .superRefine(regrasCruzadas);

/** AtualizarCampanhaRequest: the whole campaign (status changes go through PATCH …/status). */
export const atualizarCampanhaSchema = z.object(camposCampanha).superRefine(regrasCruzadas);

export const STATUS_CAMPANHA = ['Rascunho', 'Ativa', 'Inativa', 'Encerrada'] as const;

/** Query of the list (spec: `status`, `tipo`) plus `tenantId` for SuperAdmin. */
export const listarCampanhasQuerySchema = z.object({
  status: z.enum(STATUS_CAMPANHA, { error: () => 'O parâmetro status deve ser Rascunho, Ativa, Inativa ou Encerrada.' }).optional(),
  tipo: z.enum(['Cashback', 'Pontos'], { error: () => 'O parâmetro tipo deve ser Cashback ou Pontos.' }).optional(),
  tenantId: campoUuid('TenantId').optional(),
});

/** Query of PATCH …/{id}/status (spec: `status`). */
export const statusCampanhaQuerySchema = z.object({
  status: z.enum(STATUS_CAMPANHA, {
    error: (i) => (i.input === undefined ? obrigatorio('Status') : 'O parâmetro status deve ser Rascunho, Ativa, Inativa ou Encerrada.'),
  }),
});

export type CriarCampanha = z.output<typeof criarCampanhaSchema>;
export type AtualizarCampanha = z.output<typeof atualizarCampanhaSchema>;
