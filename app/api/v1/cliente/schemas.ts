import { z } from 'zod';

export { cadastrarClienteSchema } from '@/lib/api/schemas/cliente';

/** Query of GET /api/v1/cliente/buscar: exactly one of cpf or qr (checked in the route: 422). */
export const buscarQuerySchema = z.object({
  cpf: z.string().optional(),
  qr: z.string().optional(),
});

export { UUID } from '@/lib/api/consulta';
