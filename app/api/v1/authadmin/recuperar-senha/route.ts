import { rotaDeSenha } from '@/lib/api/publica';
import { comDuracaoMinima } from '@/lib/api/tempo-constante';
import { MENSAGENS_SENHA, solicitarRedefinicao } from '@/lib/domain/acesso/tokens-senha';
import { recuperarSenhaSchema } from '@/lib/api/schemas/authadmin';

// Same answer, same timing, registered or not.
export const POST = rotaDeSenha(
  'POST /api/v1/AuthAdmin/recuperar-senha',
  { corpo: recuperarSenhaSchema },
  ({ corpo }) => comDuracaoMinima(400, () => solicitarRedefinicao(corpo.email)),
  MENSAGENS_SENHA.recuperacaoEnviada,
);
