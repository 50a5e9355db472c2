import { respostaOk } from '@/lib/api/envelope';
import { rotaPublica } from '@/lib/api/publica';
import { REGRAS } from '@/lib/limites/limitador';
import { loginAdmin } from '@/lib/domain/acesso/login-admin';
import { loginSchema } from '@/lib/api/schemas/authadmin';

// Spec Limits: 5 attempts per minute per IP, counted before the credentials are checked. The
// panel's sign-in (lib/auth/opcoes-painel.ts) takes the same limit and schema.
export const POST = rotaPublica('POST /api/v1/authadmin/login', { limite: REGRAS.loginAdmin, corpo: loginSchema }, async ({ corpo }) =>
  respostaOk(await loginAdmin(corpo.email, corpo.senha, corpo.codigo), { mensagem: 'Login realizado com sucesso.' }),
);
