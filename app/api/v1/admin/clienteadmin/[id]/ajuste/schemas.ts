// AjusteSaldoAdminRequest: a manager's manual credit or debit (issue 11, item 4). Amounts are
// exact (valorMonetario: at most 2 decimals, parsed from the literal); points must be whole.
import { z } from 'zod';
import { Decimal } from '@/lib/dinheiro';
import { obrigatorio, valorMonetario, vazio } from '@/lib/api/campos';
import { MENSAGENS_AJUSTE as M } from '@/lib/domain/ajuste/mensagens';
import { campoUuid } from '@/lib/api/consulta';

export const ajusteSaldoSchema = z
  .object({
    operacao: z.enum(['Credito', 'Debito'], { error: (iss) => (vazio(iss.input) ? obrigatorio('Operacao') : M.operacaoInvalida) }),
    tipoBeneficio: z.enum(['Cashback', 'Pontos'], {
      error: (iss) => (vazio(iss.input) ? obrigatorio('TipoBeneficio') : M.tipoBeneficioInvalido),
    }),
    lojaId: campoUuid('LojaId'),
    valor: valorMonetario('Valor'),
    motivo: z
      .string({ error: (iss) => (vazio(iss.input) ? obrigatorio('Motivo') : M.motivoTamanho) })
      .trim()
      .min(1, { error: obrigatorio('Motivo'), abort: true })
      .min(3, { error: M.motivoTamanho })
      .max(200, { error: M.motivoTamanho }),
    validadeDias: z
      .number({ error: () => M.validadeDias })
      .int({ error: M.validadeDias })
      .min(1, { error: M.validadeDias })
      .max(3650, { error: M.validadeDias })
      .nullish(),
    chaveIdempotencia: z
      .string({ error: (iss) => (vazio(iss.input) ? obrigatorio('ChaveIdempotencia') : M.chaveInvalida) })
      .trim()
      .min(1, { error: obrigatorio('ChaveIdempotencia'), abort: true })
      .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: M.chaveInvalida }),
  })
  // Zod runs an object's refinement even when a field already failed (its issue does not abort),
  // so `valor` may still be the raw input here: only a parsed Decimal is checked for whole points.
  .superRefine((v, ctx) => {
    if (v.tipoBeneficio === 'Pontos' && v.valor instanceof Decimal && !v.valor.isInteger())
      ctx.addIssue({ code: 'custom', path: ['valor'], message: M.pontosInteiros });
    if (v.operacao === 'Debito' && v.validadeDias != null) {
      ctx.addIssue({ code: 'custom', path: ['validadeDias'], message: M.validadeSoNoCredito });
    }
  });
