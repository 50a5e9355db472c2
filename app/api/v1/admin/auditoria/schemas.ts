// Query of the audit log (docs/api-admin-plataforma.md, "Auditoria").
import { z } from 'zod';
import { campoUuid, camposPaginacao, dataDeQuery } from '@/lib/api/consulta';

const texto = (parametro: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `O parâmetro ${parametro} deve ter no máximo ${max} caracteres.` })
    .optional()
    .transform((v) => v || undefined);

export const listarAuditoriaQuerySchema = z
  .object({
    tenantId: campoUuid('TenantId').optional(),
    entidade: texto('entidade', 60),
    entidadeId: texto('entidadeId', 64).transform((v) => v?.toLowerCase()),
    usuarioId: campoUuid('UsuarioId').optional(),
    acao: texto('acao', 60),
    dataInicio: dataDeQuery('dataInicio').optional(),
    dataFim: dataDeQuery('dataFim').optional(),
    ...camposPaginacao,
  })
  .refine((v) => !v.dataInicio || !v.dataFim || v.dataFim >= v.dataInicio, {
    error: 'O parâmetro dataFim deve ser igual ou posterior a dataInicio.',
    path: ['dataFim'],
  });
