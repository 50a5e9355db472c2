import { respostaOk } from '@/lib/api/envelope';
import { rotaPublica } from '@/lib/api/publica';
import { comDuracaoMinima } from '@/lib/api/tempo-constante';
import { REGRAS } from '@/lib/limites/limitador';
import { MENSAGENS_SENHA, definirSenhaComToken, solicitarPrimeiroAcesso } from '@/lib/domain/acesso/tokens-senha';
import { primeiroAcessoQuerySchema, primeiroAcessoSchema } from '@/lib/api/schemas/authadmin';

export const dynamic = 'force-dynamic';

// GET: (re)sends the first-access link. Same answer, same timing, registered or not.
export const GET = rotaPublica(
  'GET /api/v1/AuthAdmin/primeiro-acesso',
  { limite: REGRAS.recuperacaoSenha, query: primeiroAcessoQuerySchema },
  async ({ query }) => {
    await comDuracaoMinima(400, () => solicitarPrimeiroAcesso(query.email));
    return respostaOk(null, { mensagem: MENSAGENS_SENHA.primeiroAcessoEnviado });
  },
);

// POST: defines the password with the token received by e-mail.
export const POST = rotaPublica(
  'POST /api/v1/AuthAdmin/primeiro-acesso',
  { limite: REGRAS.recuperacaoSenha, corpo: primeiroAcessoSchema },
  async ({ corpo: c }) => {
    await definirSenhaComToken({ email: c.email, token: c.token, senha: c.senha, tipo: 'PrimeiroAcesso' });
    return respostaOk(null, { mensagem: MENSAGENS_SENHA.senhaDefinida });
  },
);
