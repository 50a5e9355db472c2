// Requests of the panel's customer endpoints (spec "Admin endpoints": ClienteAdmin). The spec
// names CriarClienteAdminRequest and AtualizarClienteAdminRequest only; their fields are the
// PDV's CadastrarClientePdvRequest ones, validated by the same field schemas, so the panel and
// the PDV accept and refuse the same data with the same messages (docs/api-admin-clientes.md).
import { z } from 'zod';
import { formatoInvalido } from '@/lib/api/campos';
import { MENSAGENS_CLIENTE_ADMIN as M } from '@/lib/domain/cliente/admin-mensagens';
import { cadastrarClienteSchema } from '@/app/api/v1/cliente/schemas';
import { campoUuid, camposPaginacao } from '@/lib/api/consulta';

/**
 * CriarClienteAdminRequest: CadastrarClientePdvRequest plus `tenantId` (SuperAdmin names the
 * programme) and `lojaId`, ours: the store where the customer is registered (the counter's), kept
 * as the membership's store of origin (docs/api-admin-clientes.md).
 */
export const criarClienteAdminSchema = cadastrarClienteSchema.extend({
  tenantId: campoUuid('TenantId').nullish(),
  lojaId: campoUuid('LojaId').nullish(),
});

/**
 * AtualizarClienteAdminRequest: the person's editable data, replaced as a whole (PUT); an absent
 * `dataNascimento` clears it. CPF, `ativo`, balances, QR token and tenant are not fields here:
 * sent anyway, they are ignored.
 */
export const atualizarClienteAdminSchema = cadastrarClienteSchema.pick({ nome: true, email: true, telefone: true, dataNascimento: true });

// Query strings arrive as text; `.meta` gives the OpenAPI document the spec's types (uuid,
// boolean, int32) instead of "string".
const uuid = { type: 'string', format: 'uuid' } as const;
const tenantId = campoUuid('TenantId').optional().meta(uuid);

/** `tenantId` of the {id} operations: required for SuperAdmin, own tenant (or absent) for the others. */
export const tenantQuerySchema = z.object({ tenantId });

/** Path of the {id} operations: the customer's id (`clienteId` of the PDV API). */
export const idClienteSchema = z.object({ id: campoUuid('Id').meta(uuid) });

/** `true`/`false` in the query string (any case, as ASP.NET binds booleans). */
const booleano = (v: string) => v === 'true' || v === 'false';

/** Query of GET ClienteAdmin (spec: `tenantId`, `busca`, `ativo`, `pagina` default 1, `tamanho` default 20). */
export const listarClientesAdminQuerySchema = z.object({
  tenantId,
  busca: z
    .string({ error: () => formatoInvalido('Busca') })
    .trim()
    .max(150, { error: M.buscaLonga })
    .optional(),
  ativo: z
    .string({ error: () => M.ativoInvalido })
    .trim()
    .toLowerCase()
    .refine((v) => v === '' || booleano(v), { error: M.ativoInvalido })
    .optional()
    .transform((v) => (v ? v === 'true' : undefined))
    .meta({ type: 'boolean' }),
  ...camposPaginacao,
});

/** Query of PATCH ClienteAdmin/{id}/status (spec: `ativo`, `tenantId`). */
export const statusClienteAdminQuerySchema = z.object({
  ativo: z
    .string({ error: (i) => (i.input === undefined ? M.ativoObrigatorio : M.ativoInvalido) })
    .trim()
    .toLowerCase()
    .superRefine((v, ctx) => {
      if (v === '') ctx.addIssue({ code: 'custom', message: M.ativoObrigatorio });
      else if (!booleano(v)) ctx.addIssue({ code: 'custom', message: M.ativoInvalido });
    })
    .transform((v) => v === 'true')
    .meta({ type: 'boolean' }),
  tenantId,
});

export type CriarClienteAdmin = z.output<typeof criarClienteAdminSchema>;
export type AtualizarClienteAdmin = z.output<typeof atualizarClienteAdminSchema>;
