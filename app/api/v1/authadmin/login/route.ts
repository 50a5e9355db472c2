import { respostaOk } from '@/lib/api/envelope';
import { rotaPublica } from '@/lib/api/publica';
import { loginAdmin } from '@/lib/domain/acesso/login-admin';
import { entradaLoginAdmin } from '../schemas';

// Spec Limits: 5 attempts per minute per IP, counted before the credentials are checked.
export const POST = rotaPublica('POST /api/v1/authadmin/login', entradaLoginAdmin, async ({ corpo }) =>
  respostaOk(await loginAdmin(corpo.email, corpo.senha), { mensagem: 'Login realizado com sucesso.' }),
);
