import { rotaPdv } from '@/lib/api/pdv';
import { respostaOk } from '@/lib/api/envelope';
import { MENSAGENS_SANDBOX } from '@/lib/domain/sandbox/mensagens';
import { avancarRelogioDaSandbox } from '@/lib/domain/sandbox/relogio-da-sandbox';
import { relogioSandboxSchema } from '../schemas';

// Issue 12 §2: moves the test key's sandbox clock forward; a live key gets 403 (docs/sandbox.md).
export const POST = rotaPdv(
  'POST /api/v1/sandbox/relogio',
  { corpo: relogioSandboxSchema, somenteSandbox: true },
  async ({ principal, corpo }) =>
    respostaOk(await avancarRelogioDaSandbox(principal.tenantId, corpo.avancarDias), {
      mensagem: MENSAGENS_SANDBOX.relogioAvancado(corpo.avancarDias),
    }),
);
