// Queries of the CSV exports (docs/exportacoes.md): the filters of the lists they export, without
// paging (a file has every row).
import { z } from 'zod';
import { campoUuid } from '@/lib/api/consulta';
import { listarClientesAdminQuerySchema } from '@/app/api/v1/admin/clienteadmin/schemas';
import { camposPeriodo, comPeriodoEmOrdem, filtrosVendasSchema } from '@/app/api/v1/admin/vendaadmin/schemas';

const uuid = { type: 'string', format: 'uuid' } as const;

/** Sales: the filters of GET VendaAdmin. */
export const exportarVendasQuerySchema = filtrosVendasSchema;

/** Customers: the filters of GET ClienteAdmin (`busca`, `ativo`). */
export const exportarClientesQuerySchema = listarClientesAdminQuerySchema.omit({ pagina: true, tamanho: true });

/** Movements: of one customer or of the whole programme, optionally of one store and a period. */
export const exportarMovimentacoesQuerySchema = comPeriodoEmOrdem(
  z.object({
    tenantId: campoUuid('TenantId').optional().meta(uuid),
    clienteId: campoUuid('ClienteId').optional().meta(uuid),
    lojaId: campoUuid('LojaId').optional().meta(uuid),
    ...camposPeriodo,
  }),
);
