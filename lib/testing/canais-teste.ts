// Channels of the delivery tests: the development sink for both channels (every phone on
// WhatsApp), and an SMTP server that refuses every message quoting the address and the whole text
// it was given (some do), so a test sees what masking leaves of a PIN, a link or an address.
import 'server-only';
import { canalSink, type Canais } from '@/lib/notificacoes/canais';

export const canaisSink = (): Canais => ({
  email: canalSink('email'),
  whatsapp: canalSink('whatsapp'),
  consultaWhatsapp: { verificar: async (e164) => ({ disponivel: true, jid: `${e164.slice(1)}@s.whatsapp.net` }) },
});

/** Every e-mail refused with `resposta`, followed by the address and the text. */
export const canaisSmtpRecusando = (resposta = '535 5.7.8 Authentication failed'): Canais => ({
  ...canaisSink(),
  email: {
    nome: 'email',
    tipo: 'smtp',
    idempotente: false,
    async enviar(e) {
      throw new Error(`${resposta} sending to ${e.destino}: ${e.texto}`);
    },
  },
});
