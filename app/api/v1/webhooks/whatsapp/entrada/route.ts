import { respostaOk } from '@/lib/api/envelope';
import { rotaPublica } from '@/lib/api/publica';
import { REGRAS } from '@/lib/limites/limitador';
import { agora } from '@/lib/relogio';
import { autenticarProvedor, receberMensagemWhatsapp } from '@/lib/domain/comunicacao/entrada-whatsapp';
import { MENSAGENS_COMUNICACAO } from '@/lib/domain/comunicacao/mensagens';
import { entradaWhatsappSchema } from '@/app/api/v1/admin/comunicacao/schemas';

export const dynamic = 'force-dynamic';

// The provider's inbound replies (docs/comunicacao.md): "SAIR" opts the number out of WhatsApp marketing.
export const POST = rotaPublica(
  'POST /api/v1/webhooks/whatsapp/entrada',
  { limite: REGRAS.entradaWhatsapp, corpo: entradaWhatsappSchema },
  async ({ corpo, ctx }) => {
    autenticarProvedor(ctx.req.headers.get('authorization'));
    return respostaOk(await receberMensagemWhatsapp(corpo, agora()), { mensagem: MENSAGENS_COMUNICACAO.entradaRecebida });
  },
);
