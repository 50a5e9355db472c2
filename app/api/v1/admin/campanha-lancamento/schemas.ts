// Request of PUT /api/v1/admin/campanha-lancamento (SuperAdmin): the whole launch campaign, the
// columns of `campanha_lancamento` a person may set. `vagasUsadas` is counted by the checkouts
// and can only be zeroed (`zerarVagasUsadas`), never written (docs/api-admin-assinatura.md).
import { z } from 'zod';
import { booleanoObrigatorio, booleanoOpcional, formatoInvalido, ouNulo } from '@/lib/api/campos';
import { campoDataHora, textoRequerido } from '@/app/api/v1/assinatura/campos';

export const MENSAGENS_CAMPOS_LANCAMENTO = {
  codigoCupom: 'O campo CodigoCupom deve ter de 3 a 40 letras sem acento, números, - ou _.',
  vagasTotais: 'O campo VagasTotais deve ser um inteiro entre 1 e 1000000.',
  periodo: 'O campo FimEm deve ser igual ou posterior a InicioEm.',
} as const;

export const salvarCampanhaLancamentoSchema = z
  .object({
    titulo: textoRequerido({ campo: 'Titulo', min: 3, max: 150 }),
    descricao: textoRequerido({ campo: 'Descricao', max: 1000 }),
    beneficio: textoRequerido({ campo: 'Beneficio', max: 200 }),
    codigoCupom: z
      .string({ error: () => formatoInvalido('CodigoCupom') })
      .trim()
      .refine((v) => v === '' || /^[A-Za-z0-9_-]{3,40}$/.test(v), { error: MENSAGENS_CAMPOS_LANCAMENTO.codigoCupom })
      .nullish()
      .transform((v) => (v ? v.toUpperCase() : null)),
    ativa: booleanoObrigatorio('Ativa'),
    inicioEm: ouNulo(campoDataHora('InicioEm')),
    fimEm: ouNulo(campoDataHora('FimEm')),
    /** null or absent = unlimited slots. */
    vagasTotais: ouNulo(
      z
        .number({ error: () => formatoInvalido('VagasTotais') })
        .refine((n) => Number.isInteger(n) && n >= 1 && n <= 1_000_000, { error: MENSAGENS_CAMPOS_LANCAMENTO.vagasTotais }),
    ),
    zerarVagasUsadas: booleanoOpcional('ZerarVagasUsadas'),
  })
  .superRefine((v, ctx) => {
    if (v.inicioEm && v.fimEm && v.fimEm < v.inicioEm)
      ctx.addIssue({ code: 'custom', message: MENSAGENS_CAMPOS_LANCAMENTO.periodo, path: ['fimEm'] });
  });

export type SalvarCampanhaLancamento = z.output<typeof salvarCampanhaLancamentoSchema>;
