import { respostaOk } from '@/lib/api/envelope';
import { rotaPublica } from '@/lib/api/publica';
import { comDuracaoMinima } from '@/lib/api/tempo-constante';
import { REGRAS } from '@/lib/limites/limitador';
import { solicitarPin } from '@/lib/domain/clube/pin-clube';
import { solicitarPinSchema } from '@/lib/api/schemas/clube-auth';

// Spec note 1: always 200, also for an unknown CPF (anti-enumeration), in at least the same time.
// Limits: 3 per minute per IP (spec), plus per-account limits in the domain.
export const POST = rotaPublica(
  'POST /api/v1/clube/auth/solicitar-pin',
  { limite: REGRAS.solicitarPin, corpo: solicitarPinSchema },
  async ({ corpo: { cpf, canal } }) => {
    const dados = await comDuracaoMinima(700, () => solicitarPin(cpf, canal));
    return respostaOk(dados, {
      mensagem: dados.whatsappIndisponivel
        ? 'Este número não está no WhatsApp. Escolha receber o código por e-mail.'
        : 'Se o CPF estiver cadastrado, enviaremos o código de acesso para o destino indicado.',
    });
  },
);
