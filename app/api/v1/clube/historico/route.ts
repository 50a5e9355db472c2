import { respostaOk } from '@/lib/api/envelope';
import { rotaClube } from '@/lib/api/clube';
import { historicoDoClube } from '@/lib/domain/clube/historico';
import { historicoQuerySchema } from './schemas';

export const dynamic = 'force-dynamic';

export const GET = rotaClube('GET /api/v1/clube/historico', { query: historicoQuerySchema }, async ({ principal, query }) =>
  respostaOk(await historicoDoClube(principal.clienteId, query)),
);
