// The filter of a segment (docs/segmentos.md): what the panel edits, the API receives and the
// `segmento.filtro` column stores. Pure (no database): the panel's editor, the routes' schemas and
// the SQL builder (sql-segmento.ts) share it. Every condition present must hold (AND); inside a
// list (months, RFM classes) any value may (OR). An empty filter is every active member.
import { z } from 'zod';
import { Decimal } from '@/lib/dinheiro';
import { formatoInvalido } from '@/lib/api/campos';

export const CLASSES_RFM = ['Novos', 'Ativos', 'EmRisco', 'Inativos', 'Campeoes'] as const;
export type ClasseRfm = (typeof CLASSES_RFM)[number];

export const ROTULOS_RFM: Record<ClasseRfm, string> = {
  Novos: 'Novos',
  Ativos: 'Ativos',
  EmRisco: 'Em risco',
  Inativos: 'Inativos',
  Campeoes: 'Campeões',
};

export const CANAIS_CONSENTIMENTO = ['WhatsApp', 'Email'] as const;
export type CanalMarketing = (typeof CANAIS_CONSENTIMENTO)[number];

/**
 * The RFM thresholds (docs/segmentos.md, "Classes RFM"). Days are 24-hour spans back from the
 * instant of the count; "purchase" is a sale in status Registrada (cancelled ones never count).
 */
export const RFM = {
  /** Novos: first purchase (or, with no purchase, joining the programme) at most this many days ago. */
  diasNovo: 30,
  /** Campeões and Ativos: last purchase at most this many days ago. */
  diasCampeao: 30,
  diasAtivo: 60,
  /** Em risco: last purchase more than `diasAtivo` and at most this many days ago; beyond it, Inativos. */
  diasRisco: 120,
  /** Campeões: at least this many purchases in the last `diasFrequencia` days. */
  comprasCampeao: 5,
  diasFrequencia: 365,
} as const;

export const PERIODO_PADRAO_DIAS = 90;
export const EXPIRACAO_PADRAO_DIAS = 30;
const DIAS_MAXIMO = 3650;

export const MENSAGENS_FILTRO = {
  intervaloCompras: 'O campo ComprasMin deve ser menor ou igual a ComprasMax.',
  intervaloValor: 'O campo ValorGastoMin deve ser menor ou igual a ValorGastoMax.',
  recenciaImpossivel: 'O campo CompraNosUltimosDias deve ser maior que SemCompraHaDias.',
} as const;

const dias = (campo: string) =>
  z
    .number({ error: () => formatoInvalido(campo) })
    .refine((n) => Number.isInteger(n) && n >= 1 && n <= DIAS_MAXIMO, {
      error: `O campo ${campo} deve ser um número inteiro entre 1 e ${DIAS_MAXIMO}.`,
    })
    .nullish()
    .transform((v) => v ?? undefined);

const contagem = (campo: string) =>
  z
    .number({ error: () => formatoInvalido(campo) })
    .refine((n) => Number.isInteger(n) && n >= 0 && n <= 1_000_000, {
      error: `O campo ${campo} deve ser um número inteiro entre 0 e 1000000.`,
    })
    .nullish()
    .transform((v) => v ?? undefined);

/** R$ amount >= 0 with at most 2 decimals; kept as the JSON number (exact below 10^15, see campos.ts). */
const valor = (campo: string) =>
  z
    .number({ error: () => formatoInvalido(campo) })
    .refine((n) => Number.isFinite(n) && n >= 0 && n <= 99999999.99, { error: `O campo ${campo} deve estar entre 0 e 99999999.99.` })
    .refine((n) => new Decimal(String(n)).decimalPlaces() <= 2, { error: `O campo ${campo} deve ter no máximo 2 casas decimais.` })
    .nullish()
    .transform((v) => v ?? undefined);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const filtroSegmentoSchema = z
  .object({
    lojaId: z
      .string({ error: () => formatoInvalido('LojaId') })
      .trim()
      .refine((v) => UUID.test(v), { error: 'O campo LojaId deve ser um UUID.' })
      .transform((v) => v.toLowerCase())
      .nullish()
      .transform((v) => v ?? undefined),
    compraNosUltimosDias: dias('CompraNosUltimosDias'),
    semCompraHaDias: dias('SemCompraHaDias'),
    periodoDias: dias('PeriodoDias'),
    comprasMin: contagem('ComprasMin'),
    comprasMax: contagem('ComprasMax'),
    valorGastoMin: valor('ValorGastoMin'),
    valorGastoMax: valor('ValorGastoMax'),
    saldoMin: valor('SaldoMin'),
    saldoExpirandoMin: valor('SaldoExpirandoMin'),
    expiraEmDias: dias('ExpiraEmDias'),
    mesesAniversario: z
      .array(
        z.number({ error: () => formatoInvalido('MesesAniversario') }).refine((n) => Number.isInteger(n) && n >= 1 && n <= 12, {
          error: 'O campo MesesAniversario deve conter meses de 1 a 12.',
        }),
        { error: () => formatoInvalido('MesesAniversario') },
      )
      .max(12, { error: 'O campo MesesAniversario deve conter meses de 1 a 12.' })
      .nullish()
      .transform((v) => (v && v.length ? [...new Set(v)].sort((a, b) => a - b) : undefined)),
    canal: z
      .enum(CANAIS_CONSENTIMENTO, { error: () => 'O campo Canal deve ser WhatsApp ou Email.' })
      .nullish()
      .transform((v) => v ?? undefined),
    rfm: z
      .array(z.enum(CLASSES_RFM, { error: () => 'O campo Rfm deve conter Novos, Ativos, EmRisco, Inativos ou Campeoes.' }), {
        error: () => formatoInvalido('Rfm'),
      })
      .max(5, { error: formatoInvalido('Rfm') })
      .nullish()
      .transform((v) => (v && v.length ? CLASSES_RFM.filter((c) => v.includes(c)) : undefined)),
  })
  .superRefine((f, ctx) => {
    if (f.comprasMin !== undefined && f.comprasMax !== undefined && f.comprasMin > f.comprasMax) {
      ctx.addIssue({ code: 'custom', message: MENSAGENS_FILTRO.intervaloCompras, path: ['comprasMin'] });
    }
    if (f.valorGastoMin !== undefined && f.valorGastoMax !== undefined && f.valorGastoMin > f.valorGastoMax) {
      ctx.addIssue({ code: 'custom', message: MENSAGENS_FILTRO.intervaloValor, path: ['valorGastoMin'] });
    }
    // "Bought in the last 10 days" and "nothing in the last 30" can never both hold: an empty
    // segment by construction is a mistake worth telling at once.
    if (f.compraNosUltimosDias !== undefined && f.semCompraHaDias !== undefined && f.compraNosUltimosDias <= f.semCompraHaDias) {
      ctx.addIssue({ code: 'custom', message: MENSAGENS_FILTRO.recenciaImpossivel, path: ['compraNosUltimosDias'] });
    }
  });

/** A validated filter: absent conditions are `undefined`; lists sorted and without repeats. */
type Saida = z.output<typeof filtroSegmentoSchema>;
export type FiltroSegmento = { [K in keyof Saida]?: Exclude<Saida[K], undefined> };

/** The filter as stored and answered: only the conditions present (no nulls, no defaults filled in). */
export function normalizarFiltro(f: FiltroSegmento): FiltroSegmento {
  return Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined)) as FiltroSegmento;
}

/** Whether the period measures (purchases, amount spent) take part. */
export const usaPeriodo = (f: FiltroSegmento) =>
  (f.comprasMin ?? 0) > 0 || f.comprasMax !== undefined || (f.valorGastoMin ?? 0) > 0 || f.valorGastoMax !== undefined;
