// Requests of the referral programme (docs/indicacao.md).
import { z } from 'zod';
import { booleanoObrigatorio, formatoInvalido, obrigatorio, VALOR_MAXIMO, vazio, inteiroEntre } from '@/lib/api/campos';
import { campoUuid, camposPaginacao } from '@/lib/api/consulta';
import { Decimal } from '@/lib/dinheiro';
import { MENSAGENS_INDICACAO as M } from '@/lib/domain/indicacao/mensagens';

/** A value in R$ or points that may be zero (a side without a bonus, a purchase of any value). */
const valorNaoNegativo = (campo: string) =>
  z
    .number({ error: (iss) => (vazio(iss.input) ? obrigatorio(campo) : formatoInvalido(campo)) })
    .refine((n) => Number.isFinite(n) && n >= 0, { error: M.bonusNegativo(campo) })
    .refine((n) => n <= Number(VALOR_MAXIMO), { error: `O campo ${campo} deve ser no máximo 99999999.99.` })
    .refine((n) => new Decimal(String(n)).decimalPlaces() <= 2, { error: `O campo ${campo} deve ter no máximo 2 casas decimais.` })
    .transform((n) => new Decimal(String(n)));

/** SalvarProgramaIndicacaoRequest: the whole configuration. */
export const salvarIndicacaoSchema = z
  .object({
    tenantId: campoUuid('TenantId').nullish(),
    ativo: booleanoObrigatorio('Ativo'),
    tipoBeneficio: z.enum(['Cashback', 'Pontos'], { error: (iss) => (vazio(iss.input) ? obrigatorio('TipoBeneficio') : M.tipoInvalido) }),
    bonusIndicador: valorNaoNegativo('BonusIndicador'),
    bonusIndicado: valorNaoNegativo('BonusIndicado'),
    validadeDias: inteiroEntre(1, 3650, M.validadeInvalida).nullish(),
    compraMinima: valorNaoNegativo('CompraMinima'),
    diasCarencia: inteiroEntre(0, 90, M.carenciaInvalida),
    limiteMensal: inteiroEntre(1, 100, M.limiteInvalido),
  })
  // Zod runs this even when a field failed: only parsed Decimals are checked.
  .superRefine((d, ctx) => {
    const valores = [d.bonusIndicador, d.bonusIndicado].filter((v) => v instanceof Decimal);
    if (d.tipoBeneficio === 'Pontos' && valores.some((v) => !v.isInteger())) {
      ctx.addIssue({ code: 'custom', path: ['bonusIndicador'], message: M.pontosInteiros });
    }
    if (valores.length === 2 && valores.every((v) => v.isZero()))
      ctx.addIssue({ code: 'custom', path: ['bonusIndicador'], message: M.semBonus });
  });

export const programaIndicacaoQuerySchema = z.object({ tenantId: campoUuid('TenantId').optional() });

export const listarIndicacoesQuerySchema = z.object({
  tenantId: campoUuid('TenantId').optional(),
  status: z.enum(['Pendente', 'Concluida', 'Expirada'], { error: M.statusInvalido }).optional(),
  clienteId: campoUuid('ClienteId').optional(),
  ...camposPaginacao,
});
