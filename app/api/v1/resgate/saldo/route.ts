import { rotaPdv } from '@/lib/api/pdv';
import { respostaOk } from '@/lib/api/envelope';
import { consultarSaldo } from '@/lib/domain/resgate/consultar-saldo';
import { saldoQuerySchema } from '../schemas';

export const dynamic = 'force-dynamic';

export const GET = rotaPdv('GET /api/v1/resgate/saldo', { query: saldoQuerySchema }, async ({ principal, query }) =>
  respostaOk(await consultarSaldo(principal.tenantId, query.cnpjLoja, query.cpfCliente)),
);
