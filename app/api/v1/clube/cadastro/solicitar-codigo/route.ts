import { respostaOk } from '@/lib/api/envelope';
import { rotaPublica } from '@/lib/api/publica';
import { REGRAS } from '@/lib/limites/limitador';
import { solicitarCodigoCadastroSchema } from '@/lib/api/schemas/clube-cadastro';
import { solicitarCodigoCadastro } from '@/lib/domain/clube/solicitar-codigo-cadastro';
import { MENSAGENS_CADASTRO_CLUBE } from '@/lib/domain/clube/mensagens-cadastro';

// Step 1 of joining by a store's link (docs/clube.md): 3 per minute per IP, plus at most 5 codes an
// hour to one contact (the domain). The CPF is not looked up: same answer registered or not.
export const POST = rotaPublica(
  'POST /api/v1/clube/cadastro/solicitar-codigo',
  { limite: REGRAS.cadastroClube, corpo: solicitarCodigoCadastroSchema },
  async ({ corpo }) => {
    const dados = await solicitarCodigoCadastro(corpo);
    return respostaOk(dados, {
      mensagem: dados.whatsappIndisponivel ? MENSAGENS_CADASTRO_CLUBE.semWhatsapp : MENSAGENS_CADASTRO_CLUBE.codigoEnviado,
    });
  },
);
