import { respostaOk } from '@/lib/api/envelope';
import { rotaPublica } from '@/lib/api/publica';
import { REGRAS } from '@/lib/limites/limitador';
import { MENSAGENS_SENHA, definirSenhaComToken } from '@/lib/domain/acesso/tokens-senha';
import { confirmarRedefinicaoSchema } from '@/lib/api/schemas/authadmin';

export const POST = rotaPublica(
  'POST /api/v1/AuthAdmin/confirmar-redefinicao-senha',
  { limite: REGRAS.recuperacaoSenha, corpo: confirmarRedefinicaoSchema },
  async ({ corpo: c }) => {
    await definirSenhaComToken({ email: c.email, token: c.token, senha: c.novaSenha, tipo: 'RedefinicaoSenha' });
    return respostaOk(null, { mensagem: MENSAGENS_SENHA.senhaRedefinida });
  },
);
