import { respostaOk } from '@/lib/api/envelope';
import { lerCorpoJson, validar } from '@/lib/api/binding';
import { ipDoCliente } from '@/lib/api/ip';
import { exigirLimite } from '@/lib/api/limites';
import { rota } from '@/lib/api/rota';
import { REGRAS } from '@/lib/limites/limitador';
import { loginAdmin } from '@/lib/domain/acesso/login-admin';
import { loginSchema } from '@/lib/api/schemas/authadmin';

// Spec Limits: 5 attempts per minute per IP, counted before the credentials are checked.
export const POST = rota('POST /api/v1/authadmin/login', async ({ req }) => {
  await exigirLimite(REGRAS.loginAdmin, ipDoCliente(req));
  const corpo = validar(loginSchema, await lerCorpoJson(req));
  return respostaOk(await loginAdmin(corpo.email, corpo.senha), { mensagem: 'Login realizado com sucesso.' });
});
