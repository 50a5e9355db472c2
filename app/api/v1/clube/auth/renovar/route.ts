import { respostaOk } from '@/lib/api/envelope';
import { rotaClube } from '@/lib/api/clube';
import { respostaDeLogin } from '@/lib/domain/clube/sessao-clube';

// Sliding 30-day window: a fresh token with a new expiry for a customer still logged in.
export const POST = rotaClube('POST /api/v1/clube/auth/renovar', {}, async ({ principal }) =>
  respostaOk(await respostaDeLogin(principal.clienteId), { mensagem: 'Sessão renovada.' }),
);
