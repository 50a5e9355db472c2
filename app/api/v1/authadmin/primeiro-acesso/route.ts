import { rotaDeSenha } from '@/lib/api/publica';
import { comDuracaoMinima } from '@/lib/api/tempo-constante';
import { MENSAGENS_SENHA, definirSenhaComToken, solicitarPrimeiroAcesso } from '@/lib/domain/acesso/tokens-senha';
import { primeiroAcessoQuerySchema, primeiroAcessoSchema } from '@/lib/api/schemas/authadmin';

export const dynamic = 'force-dynamic';

// GET: (re)sends the first-access link. Same answer, same timing, registered or not.
export const GET = rotaDeSenha(
  'GET /api/v1/AuthAdmin/primeiro-acesso',
  { query: primeiroAcessoQuerySchema },
  ({ query }) => comDuracaoMinima(400, () => solicitarPrimeiroAcesso(query.email)),
  MENSAGENS_SENHA.primeiroAcessoEnviado,
);

// POST: defines the password with the token received by e-mail.
export const POST = rotaDeSenha(
  'POST /api/v1/AuthAdmin/primeiro-acesso',
  { corpo: primeiroAcessoSchema },
  ({ corpo: c }) => definirSenhaComToken({ email: c.email, token: c.token, senha: c.senha, tipo: 'PrimeiroAcesso' }),
  MENSAGENS_SENHA.senhaDefinida,
);
