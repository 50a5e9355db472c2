import { respostaOk } from '@/lib/api/envelope';
import { rotaClube } from '@/lib/api/clube';
import { agora } from '@/lib/relogio';
import { MENSAGEM_QR_RENOVADO, renovarQr } from '@/lib/domain/clube/renovar-qr';

export const dynamic = 'force-dynamic';

// Spec: no body; a new `qrToken`, and the previous one stops working at once.
export const POST = rotaClube('POST /api/v1/clube/cliente/renovar-qr', {}, async ({ principal }) =>
  respostaOk(await renovarQr(principal.clienteId, agora()), { mensagem: MENSAGEM_QR_RENOVADO }),
);
