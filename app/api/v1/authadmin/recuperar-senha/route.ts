import { respostaOk } from '@/lib/api/envelope';
import { rotaPublica } from '@/lib/api/publica';
import { comDuracaoMinima } from '@/lib/api/tempo-constante';
import { REGRAS } from '@/lib/limites/limitador';
import { MENSAGENS_SENHA, solicitarRedefinicao } from '@/lib/domain/acesso/tokens-senha';
import { recuperarSenhaSchema } from '@/lib/api/schemas/authadmin';

// Same answer, same timing, registered or not.
export const POST = rotaPublica(
  'POST /api/v1/AuthAdmin/recuperar-senha',
  { limite: REGRAS.recuperacaoSenha, corpo: recuperarSenhaSchema },
  async ({ corpo }) => {
    await comDuracaoMinima(400, () => solicitarRedefinicao(corpo.email));
    return respostaOk(null, { mensagem: MENSAGENS_SENHA.recuperacaoEnviada });
  },
);
