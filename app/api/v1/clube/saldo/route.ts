import { respostaOk } from '@/lib/api/envelope';
import { rotaClube } from '@/lib/api/clube';
import { agora } from '@/lib/relogio';
import { saldoDoClube } from '@/lib/domain/clube/saldo-clube';

export const dynamic = 'force-dynamic';

// Spec: an array, one item per store with balance, highest available balance first.
export const GET = rotaClube('GET /api/v1/clube/saldo', {}, async ({ principal }) =>
  respostaOk(await saldoDoClube(principal.clienteId, agora())),
);
