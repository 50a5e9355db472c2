import { rotaPdv } from '@/lib/api/pdv';
import { respostaOk } from '@/lib/api/envelope';
import { esvaziarSandbox } from '@/lib/domain/sandbox/esvaziar-sandbox';
import { MENSAGENS_SANDBOX } from '@/lib/domain/sandbox/mensagens';
import { estadoDaSandbox } from '@/lib/domain/sandbox/relogio-da-sandbox';

export const dynamic = 'force-dynamic';

// The sandbox's clock, without moving it; a live key gets 403 (docs/sandbox.md).
export const GET = rotaPdv('GET /api/v1/sandbox', { somenteSandbox: true }, async ({ principal }) =>
  respostaOk(estadoDaSandbox(principal.sandbox!.deslocamentoDias)),
);

// Issue 12 §2: empties the test key's sandbox; a live key gets 403 (docs/sandbox.md).
export const DELETE = rotaPdv('DELETE /api/v1/sandbox', { somenteSandbox: true }, async ({ principal }) =>
  respostaOk(await esvaziarSandbox(principal.tenantId), { mensagem: MENSAGENS_SANDBOX.esvaziada }),
);
