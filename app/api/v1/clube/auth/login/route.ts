import { respostaOk } from '@/lib/api/envelope';
import { lerCorpoJson, validar } from '@/lib/api/binding';
import { ipDoCliente } from '@/lib/api/ip';
import { exigirLimite } from '@/lib/api/limites';
import { rota } from '@/lib/api/rota';
import { REGRAS } from '@/lib/limites/limitador';
import { entrarComPin } from '@/lib/domain/clube/pin-clube';
import { entrarComSenha } from '@/lib/domain/clube/login-clube';
import { respostaDeLogin } from '@/lib/domain/clube/sessao-clube';
import { loginClubeSchema } from '@/lib/api/schemas/clube-auth';

// Spec: 400 (cpf missing or malformed), 401 (PIN expired, PIN invalid or wrong password),
// 422 (password not set). Limits: 5 per minute per IP; PIN guesses are also limited per account.
export const POST = rota('POST /api/v1/clube/auth/login', async ({ req }) => {
  await exigirLimite(REGRAS.loginClube, ipDoCliente(req));
  const c = validar(loginClubeSchema, await lerCorpoJson(req));
  const clienteId = c.pin ? await entrarComPin(c.cpf, c.pin) : await entrarComSenha(c.cpf, c.senha!);
  return respostaOk(await respostaDeLogin(clienteId), { mensagem: 'Login realizado com sucesso.' });
});
