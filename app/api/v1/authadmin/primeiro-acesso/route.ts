import { respostaOk } from '@/lib/api/envelope';
import { lerCorpoJson, lerQuery, validar } from '@/lib/api/binding';
import { ipDoCliente } from '@/lib/api/ip';
import { exigirLimite } from '@/lib/api/limites';
import { rota } from '@/lib/api/rota';
import { comDuracaoMinima } from '@/lib/api/tempo-constante';
import { REGRAS } from '@/lib/limites/limitador';
import { MENSAGENS_SENHA, definirSenhaComToken, solicitarPrimeiroAcesso } from '@/lib/domain/acesso/tokens-senha';
import { primeiroAcessoQuerySchema, primeiroAcessoSchema } from '@/lib/api/schemas/authadmin';

export const dynamic = 'force-dynamic';

// GET: (re)sends the first-access link. Same answer, same timing, registered or not.
export const GET = rota('GET /api/v1/AuthAdmin/primeiro-acesso', async ({ req }) => {
  await exigirLimite(REGRAS.recuperacaoSenha, ipDoCliente(req));
  const { email } = validar(primeiroAcessoQuerySchema, lerQuery(req));
  await comDuracaoMinima(400, () => solicitarPrimeiroAcesso(email));
  return respostaOk(null, { mensagem: MENSAGENS_SENHA.primeiroAcessoEnviado });
});

// POST: defines the password with the token received by e-mail.
export const POST = rota('POST /api/v1/AuthAdmin/primeiro-acesso', async ({ req }) => {
  await exigirLimite(REGRAS.recuperacaoSenha, ipDoCliente(req));
  const c = validar(primeiroAcessoSchema, await lerCorpoJson(req));
  await definirSenhaComToken({ email: c.email, token: c.token, senha: c.senha, tipo: 'PrimeiroAcesso' });
  return respostaOk(null, { mensagem: MENSAGENS_SENHA.senhaDefinida });
});
