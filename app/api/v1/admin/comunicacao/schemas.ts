// Requests of the communication campaigns (docs/comunicacao.md).
import { z } from 'zod';
import { fusoValido } from '@/lib/datas';
import { formatoInvalido, textoObrigatorio, textoOpcional } from '@/lib/api/campos';
import { campoUuid, camposPaginacao } from '@/lib/api/consulta';
import { variaveisDesconhecidas } from '@/lib/domain/comunicacao/modelo';
import { MENSAGENS_COMUNICACAO } from '@/lib/domain/comunicacao/mensagens';

const canal = z.enum(['WhatsApp', 'Email'], { error: () => 'O campo Canal deve ser WhatsApp ou Email.' });

/** The template: the variables are checked here, so a typo never reaches a customer. */
const modelo = textoObrigatorio({ campo: 'Modelo', max: 2000 }).superRefine((v, ctx) => {
  const desconhecidas = variaveisDesconhecidas(v);
  if (desconhecidas.length) ctx.addIssue({ code: 'custom', message: MENSAGENS_COMUNICACAO.variaveisDesconhecidas(desconhecidas) });
});

/** The e-mail subject is rendered like the template: the same check, naming the unknown variables. */
const assunto = textoOpcional({ campo: 'Assunto', max: 150 }).superRefine((v, ctx) => {
  const desconhecidas = v === undefined ? [] : variaveisDesconhecidas(v);
  if (desconhecidas.length)
    ctx.addIssue({ code: 'custom', message: MENSAGENS_COMUNICACAO.variaveisDesconhecidas(desconhecidas, 'Assunto') });
});

const holdout = z
  .number({ error: () => formatoInvalido('HoldoutPercentual') })
  .refine((n) => Number.isInteger(n) && n >= 0 && n <= 50, { error: 'O campo HoldoutPercentual deve ser um número inteiro de 0 a 50.' })
  .nullish()
  .transform((n) => n ?? 10);

/** CriarCampanhaComunicacaoRequest / AtualizarCampanhaComunicacaoRequest. */
export const gravarCampanhaComunicacaoSchema = z.object({
  tenantId: campoUuid('TenantId').nullish(),
  nome: textoObrigatorio({ campo: 'Nome', min: 2, max: 100 }),
  segmentoId: campoUuid('SegmentoId'),
  canal,
  assunto,
  modelo,
  holdoutPercentual: holdout,
});

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** EnviarCampanhaComunicacaoRequest: without `agendadaPara`, now. */
export const enviarCampanhaComunicacaoSchema = z
  .object({
    agendadaPara: z
      .string({ error: () => formatoInvalido('AgendadaPara') })
      .refine((v) => ISO.test(v) && !Number.isNaN(Date.parse(v)), {
        error: 'O campo AgendadaPara deve ser uma data e hora ISO 8601 com fuso (ex.: 2026-12-01T10:00:00-03:00).',
      })
      .nullish()
      .transform((v) => (v ? new Date(v) : null)),
  })
  .nullish()
  .transform((v) => v ?? { agendadaPara: null });

/** PreviaCampanhaComunicacaoRequest. */
export const previaCampanhaComunicacaoSchema = z.object({
  tenantId: campoUuid('TenantId').nullish(),
  segmentoId: campoUuid('SegmentoId'),
  canal,
  assunto,
  modelo,
  clienteId: campoUuid('ClienteId').nullish(),
  /** For the reach estimate (`alcance`): the campaign's control group, as it will be saved (absent: 10). */
  holdoutPercentual: holdout,
});

export const listarCampanhasComunicacaoQuerySchema = z.object({
  tenantId: campoUuid('TenantId').optional(),
  ...camposPaginacao,
});

const MSG_DIAS = 'O parâmetro dias deve ser um número inteiro entre 1 e 365.';
export const resultadosQuerySchema = z.object({
  dias: z
    .string({ error: () => MSG_DIAS })
    .trim()
    .refine((v) => v === '' || (/^\d{1,3}$/.test(v) && Number(v) >= 1 && Number(v) <= 365), { error: MSG_DIAS })
    .optional()
    .transform((v) => (v ? Number(v) : undefined))
    .meta({ type: 'integer', format: 'int32', minimum: 1, maximum: 365 }),
});

export const configuracaoQuerySchema = z.object({ tenantId: campoUuid('TenantId').optional() });

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const hora = (campo: string) =>
  z
    .string({ error: () => `O campo ${campo} deve estar no formato HH:MM.` })
    .refine((v) => HHMM.test(v), { error: `O campo ${campo} deve estar no formato HH:MM.` });

/** ConfiguracaoComunicacaoRequest. Equal start and end = no quiet hours. */
export const configuracaoComunicacaoSchema = z.object({
  tenantId: campoUuid('TenantId').nullish(),
  limiteSemanal: z
    .number({ error: () => formatoInvalido('LimiteSemanal') })
    .refine((n) => Number.isInteger(n) && n >= 1 && n <= 14, { error: 'O campo LimiteSemanal deve ser um número inteiro de 1 a 14.' }),
  silencioInicio: hora('SilencioInicio'),
  silencioFim: hora('SilencioFim'),
  fusoHorario: z
    .string({ error: () => formatoInvalido('FusoHorario') })
    .refine((v) => v.length <= 64 && fusoValido(v), { error: 'O campo FusoHorario deve ser um fuso IANA (ex.: America/Sao_Paulo).' }),
});

/** The unsubscribe link's token (`?t=`). */
export const descadastroQuerySchema = z.object({
  t: z.string({ error: () => MENSAGENS_COMUNICACAO.descadastroInvalido }).max(500, { error: MENSAGENS_COMUNICACAO.descadastroInvalido }),
});

/** A reply received by the WhatsApp provider: the sender (E.164) and the text. */
export const entradaWhatsappSchema = z.object({
  de: textoObrigatorio({ campo: 'De', max: 20 }),
  texto: textoObrigatorio({ campo: 'Texto', max: 4000 }),
});
