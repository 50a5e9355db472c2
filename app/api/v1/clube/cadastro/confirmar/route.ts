import { respostaOk } from '@/lib/api/envelope';
import { rotaPublica } from '@/lib/api/publica';
import { REGRAS } from '@/lib/limites/limitador';
import { confirmarCadastroSchema } from '@/lib/api/schemas/clube-cadastro';
import { confirmarCadastro } from '@/lib/domain/clube/confirmar-cadastro';
import { MENSAGENS_CADASTRO_CLUBE } from '@/lib/domain/clube/mensagens-cadastro';

// Step 2 (docs/clube.md): the code joins the person to the programme and signs them in. 5 per
// minute per IP; a code also dies after 5 wrong tries. The club's sign-in provider
// `clube-cadastro` (lib/auth/opcoes-clube.ts) takes the same limit, schema and domain function.
export const POST = rotaPublica(
  'POST /api/v1/clube/cadastro/confirmar',
  { limite: REGRAS.confirmarCadastroClube, corpo: confirmarCadastroSchema },
  async ({ corpo }) => {
    const dados = await confirmarCadastro(corpo.cadastroId, corpo.codigo);
    return respostaOk(dados, { mensagem: dados.jaExistia ? MENSAGENS_CADASTRO_CLUBE.jaParticipava : MENSAGENS_CADASTRO_CLUBE.concluido });
  },
);
