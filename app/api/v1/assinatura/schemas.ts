// Requests of the subscription endpoints. VerificarDisponibilidadeRequest and
// CriarCheckoutRequest are named by the spec only; their fields, and those of the endpoints we
// added (confirmation, SuperAdmin change), are ours (docs/api-admin-assinatura.md).
// `tenantId` is for SuperAdmin; anyone else may omit it or send their own (escopo.ts).
import { z } from 'zod';
import { formatoInvalido, obrigatorio, textoOpcional, ouNulo } from '@/lib/api/campos';
import { campoDataHora, textoRequerido } from './campos';
import { campoUuid } from '@/lib/api/consulta';
import { CODIGOS_PLANO } from '@/lib/domain/assinatura/planos';

export const MENSAGENS_CAMPOS_ASSINATURA = {
  plano: 'O campo Plano deve ser Essencial, Profissional ou Rede.',
  status: 'O campo Status deve ser Trial, Ativa, Inadimplente ou Cancelada.',
  trialSemData: 'O campo TrialAte é obrigatório quando o status é Trial.',
  ativaSemPeriodo: 'O campo PeriodoAtualAte é obrigatório quando o status é Ativa.',
  quantidadeLojas: 'O campo QuantidadeLojas deve ser um inteiro entre 0 e 100000.',
} as const;

export const campoPlano = z.enum(CODIGOS_PLANO, {
  error: (i) => (i.input === undefined || i.input === null ? obrigatorio('Plano') : MENSAGENS_CAMPOS_ASSINATURA.plano),
});

/** VerificarDisponibilidadeRequest. */
export const verificarDisponibilidadeSchema = z.object({
  tenantId: campoUuid('TenantId').nullish(),
  plano: campoPlano,
  /** Stores to check the plan against; absent: the tenant's active stores. */
  quantidadeLojas: z
    .number({ error: () => formatoInvalido('QuantidadeLojas') })
    .refine((n) => Number.isInteger(n) && n >= 0 && n <= 100_000, { error: MENSAGENS_CAMPOS_ASSINATURA.quantidadeLojas })
    .nullish(),
});

/** CriarCheckoutRequest. */
export const criarCheckoutSchema = z.object({
  tenantId: campoUuid('TenantId').nullish(),
  plano: campoPlano,
  /** Launch campaign coupon (GET /api/v1/campanha-lancamento), any case. */
  codigoCupom: textoOpcional({ campo: 'CodigoCupom', max: 40 }),
});

/** Query of GET /api/v1/assinatura and POST …/portal: the tenant, for SuperAdmin. */
export const tenantQuerySchema = z.object({
  tenantId: campoUuid('TenantId').optional(),
});

/** Path of …/checkout/{id}/confirmar. */
export const checkoutIdSchema = z.object({ id: campoUuid('Id') });

/** Path of PUT /api/v1/assinatura/{tenantId}. */
export const tenantIdCaminhoSchema = z.object({ tenantId: campoUuid('TenantId') });

/** AlterarAssinaturaRequest (SuperAdmin, support): the whole subscription state and the reason. */
export const alterarAssinaturaSchema = z
  .object({
    plano: campoPlano,
    status: z.enum(['Trial', 'Ativa', 'Inadimplente', 'Cancelada'], {
      error: (i) => (i.input === undefined || i.input === null ? obrigatorio('Status') : MENSAGENS_CAMPOS_ASSINATURA.status),
    }),
    trialAte: ouNulo(campoDataHora('TrialAte')),
    periodoAtualAte: ouNulo(campoDataHora('PeriodoAtualAte')),
    motivo: textoRequerido({ campo: 'Motivo', min: 3, max: 500 }),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'Trial' && !v.trialAte)
      ctx.addIssue({ code: 'custom', message: MENSAGENS_CAMPOS_ASSINATURA.trialSemData, path: ['trialAte'] });
    if (v.status === 'Ativa' && !v.periodoAtualAte) {
      ctx.addIssue({ code: 'custom', message: MENSAGENS_CAMPOS_ASSINATURA.ativaSemPeriodo, path: ['periodoAtualAte'] });
    }
  });

export type AlterarAssinatura = z.output<typeof alterarAssinaturaSchema>;
