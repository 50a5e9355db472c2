import { z } from 'zod';

export { cadastrarClienteSchema } from '@/lib/api/schemas/cliente';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Query of GET /api/v1/cliente/buscar: exactly one of cpf or qr (checked in the route: 422). */
export const buscarQuerySchema = z.object({
  cpf: z.string().optional(),
  qr: z.string().optional(),
});

export { UUID };
