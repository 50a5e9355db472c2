import { respostaOk } from '@/lib/api/envelope';
import { rotaClube } from '@/lib/api/clube';
import { agora } from '@/lib/relogio';
import { MENSAGENS_PREFERENCIAS, atualizarPreferencias, obterPreferencias } from '@/lib/domain/clube/preferencias';
import { atualizarPreferenciasSchema } from './schemas';

export const dynamic = 'force-dynamic';

export const GET = rotaClube('GET /api/v1/clube/preferencias', {}, async ({ principal }) =>
  respostaOk(await obterPreferencias(principal.clienteId)),
);

export const PUT = rotaClube('PUT /api/v1/clube/preferencias', { corpo: atualizarPreferenciasSchema }, async ({ principal, corpo }) =>
  respostaOk(await atualizarPreferencias(principal.clienteId, corpo, agora()), { mensagem: MENSAGENS_PREFERENCIAS.atualizadas }),
);
