import { respostaOk } from '@/lib/api/envelope';
import { rotaPublica } from '@/lib/api/publica';
import { entrarComPin } from '@/lib/domain/clube/pin-clube';
import { entrarComSenha } from '@/lib/domain/clube/login-clube';
import { respostaDeLogin } from '@/lib/domain/clube/sessao-clube';
import { entradaLoginClube } from '../schemas';

// Spec: 400 (cpf missing or malformed), 401 (PIN expired, PIN invalid or wrong password),
// 422 (password not set). Limits: 5 per minute per IP; PIN guesses are also limited per account.
export const POST = rotaPublica('POST /api/v1/clube/auth/login', entradaLoginClube, async ({ corpo: c }) => {
  const clienteId = c.pin ? await entrarComPin(c.cpf, c.pin) : await entrarComSenha(c.cpf, c.senha!);
  return respostaOk(await respostaDeLogin(clienteId), { mensagem: 'Login realizado com sucesso.' });
});
