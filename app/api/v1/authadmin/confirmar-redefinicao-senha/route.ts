import { rotaDeSenha } from '@/lib/api/publica';
import { MENSAGENS_SENHA, definirSenhaComToken } from '@/lib/domain/acesso/tokens-senha';
import { confirmarRedefinicaoSchema } from '@/lib/api/schemas/authadmin';

export const POST = rotaDeSenha(
  'POST /api/v1/AuthAdmin/confirmar-redefinicao-senha',
  { corpo: confirmarRedefinicaoSchema },
  ({ corpo: c }) => definirSenhaComToken({ email: c.email, token: c.token, senha: c.novaSenha, tipo: 'RedefinicaoSenha' }),
  MENSAGENS_SENHA.senhaRedefinida,
);
