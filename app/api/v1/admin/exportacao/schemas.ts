// Queries of the CSV exports (docs/exportacoes.md): the filters of the lists they export, without
// paging (a file has every row).
import { z } from 'zod';
import { campoUuid, dataDeQuery } from '@/lib/api/consulta';
import { listarClientesAdminQuerySchema } from '@/app/api/v1/admin/clienteadmin/schemas';
import { MENSAGENS_VENDA_ADMIN, filtrosVendasSchema } from '@/app/api/v1/admin/vendaadmin/schemas';

const uuid = { type: 'string', format: 'uuid' } as const;

/** Sales: the filters of GET VendaAdmin. */
export const exportarVendasQuerySchema = filtrosVendasSchema;

/** Customers: the filters of GET ClienteAdmin (`busca`, `ativo`). */
export const exportarClientesQuerySchema = listarClientesAdminQuerySchema.omit({ pagina: true, tamanho: true });

/** Movements: of one customer or of the whole programme, optionally of one store and a period. */
export const exportarMovimentacoesQuerySchema = z
  .object({
    tenantId: campoUuid('TenantId').optional().meta(uuid),
    clienteId: campoUuid('ClienteId').optional().meta(uuid),
    lojaId: campoUuid('LojaId').optional().meta(uuid),
    dataInicio: dataDeQuery('dataInicio').optional().meta({ type: 'string', format: 'date' }),
    dataFim: dataDeQuery('dataFim').optional().meta({ type: 'string', format: 'date' }),
  })
  .refine((q) => !q.dataInicio || !q.dataFim || q.dataInicio <= q.dataFim, {
    error: MENSAGENS_VENDA_ADMIN.periodoInvertido,
    path: ['dataInicio'],
  });
