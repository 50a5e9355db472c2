// Requests of the panel's sales endpoints (ours, not in the spec: docs/vendas-painel.md). Query
// values arrive as text; `.meta` gives the OpenAPI document their types. The export of sales
// (exportacao/vendas) takes the same filters without paging.
import { z } from 'zod';
import { textoOpcional } from '@/lib/api/campos';
import { campoUuid, camposPaginacao, dataDeQuery } from '@/lib/api/consulta';
import { cpfValido, normalizarCpf } from '@/lib/documentos/cpf';

const uuid = { type: 'string', format: 'uuid' } as const;

export const MENSAGENS_VENDA_ADMIN = {
  cpfInvalido: 'O parâmetro cpf deve ser um CPF válido (11 dígitos).',
  statusInvalido: 'O parâmetro status deve ser Registrada ou Cancelada.',
  periodoInvertido: 'O parâmetro dataInicio deve ser anterior ou igual a dataFim.',
  documentoLongo: 'O parâmetro documento deve ter no máximo 100 caracteres.',
  vendaCancelada: 'Venda cancelada com sucesso.',
  vendaJaCancelada: 'Venda já cancelada anteriormente.',
} as const;
const M = MENSAGENS_VENDA_ADMIN;

const STATUS = ['Registrada', 'Cancelada'] as const;

/** The optional period of the sales and movements lists and of their CSV exports: two days (AAAA-MM-DD), both included. */
export const camposPeriodo = {
  dataInicio: dataDeQuery('dataInicio').optional().meta({ type: 'string', format: 'date' }),
  dataFim: dataDeQuery('dataFim').optional().meta({ type: 'string', format: 'date' }),
};

/**
 * `schema` with its period in order: a start after the end is refused, on `dataInicio`. A
 * refinement is not part of the fields, so every object built from `camposPeriodo` needs it again.
 */
export const comPeriodoEmOrdem = <S extends z.ZodType<{ dataInicio?: string; dataFim?: string }>>(schema: S) =>
  schema.refine((q) => !q.dataInicio || !q.dataFim || q.dataInicio <= q.dataFim, { error: M.periodoInvertido, path: ['dataInicio'] });

/** The filters of the sales list and of its CSV export. */
export const filtrosVendasSchema = comPeriodoEmOrdem(
  z.object({
    tenantId: campoUuid('TenantId').optional().meta(uuid),
    lojaId: campoUuid('LojaId').optional().meta(uuid),
    // The counter lists the sales of the customer in front of it, whose CPF it never holds.
    clienteId: campoUuid('ClienteId').optional().meta(uuid),
    ...camposPeriodo,
    documento: z
      .string()
      .trim()
      .max(100, { error: M.documentoLongo })
      .optional()
      .transform((v) => v || undefined),
    cpf: z
      .string()
      .trim()
      .refine((v) => v === '' || cpfValido(v), { error: M.cpfInvalido })
      .optional()
      .transform((v) => (v ? normalizarCpf(v) : undefined)),
    status: z
      .string()
      .trim()
      .refine((v) => v === '' || STATUS.some((s) => s.toLowerCase() === v.toLowerCase()), { error: M.statusInvalido })
      .optional()
      .transform((v) => STATUS.find((s) => s.toLowerCase() === v?.toLowerCase()))
      .meta({ type: 'string', enum: [...STATUS] }),
  }),
);

/** GET VendaAdmin: the filters plus `pagina` (default 1) and `tamanho` (default 20, at most 100). */
export const listarVendasAdminQuerySchema = comPeriodoEmOrdem(z.object({ ...filtrosVendasSchema.shape, ...camposPaginacao }));

/** `tenantId` of the {id} operations. */
export const tenantVendaQuerySchema = z.object({ tenantId: campoUuid('TenantId').optional().meta(uuid) });

export const idVendaSchema = z.object({ id: campoUuid('Id').meta(uuid) });

/** POST VendaAdmin/{id}/cancelar: an optional reason, kept with the sale and in the audit. */
export const cancelarVendaAdminSchema = z.object({ motivo: textoOpcional({ campo: 'Motivo', max: 500 }) });
