import { respostaOk } from '@/lib/api/envelope';
import { rotaPublica } from '@/lib/api/publica';
import { REGRAS } from '@/lib/limites/limitador';
import { entrarComPin } from '@/lib/domain/clube/pin-clube';
import { entrarComSenha } from '@/lib/domain/clube/login-clube';
import { respostaDeLogin } from '@/lib/domain/clube/sessao-clube';
import { loginClubeSchema } from '@/lib/api/schemas/clube-auth';

// Spec: 400 (cpf missing or malformed), 401 (PIN expired, PIN invalid or wrong password),
// 422 (password not set). Limits: 5 per minute per IP; PIN guesses are also limited per account.
// The club's sign-in (lib/auth/opcoes-clube.ts) takes the same limit and schema.
export const POST = rotaPublica(
  'POST /api/v1/clube/auth/login',
  { limite: REGRAS.loginClube, corpo: loginClubeSchema },
  async ({ corpo: c }) => {
    const clienteId = c.pin ? await entrarComPin(c.cpf, c.pin) : await entrarComSenha(c.cpf, c.senha!);
    return respostaOk(await respostaDeLogin(clienteId), { mensagem: 'Login realizado com sucesso.' });
  },
);
