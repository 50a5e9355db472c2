import { z } from 'zod';
import { formatoInvalido } from '@/lib/api/campos';
import { MENSAGENS_CLIENTE_ADMIN as M } from '@/lib/domain/cliente/admin-mensagens';
import { campoUuid } from '@/lib/api/consulta';

/**
 * Query of GET /api/v1/admin/cliente/identificar: `qr` (spec: required, only the token UUID).
 * A `qr` that is not a UUID is a 422 answered by the route, as in cliente/buscar; `tenantId` is
 * for SuperAdmin, who has no tenant of its own.
 */
export const identificarQuerySchema = z.object({
  qr: z
    .string({ error: (i) => (i.input === undefined ? M.qrObrigatorio : formatoInvalido('Qr')) })
    .trim()
    .min(1, { error: M.qrObrigatorio })
    .meta({ type: 'string', format: 'uuid' }),
  tenantId: campoUuid('TenantId').optional().meta({ type: 'string', format: 'uuid' }),
});

export { UUID } from '@/lib/api/consulta';
