import { respostaOk } from '@/lib/api/envelope';
import { lerCorpoJson, validar } from '@/lib/api/binding';
import { ipDoCliente } from '@/lib/api/ip';
import { exigirLimite } from '@/lib/api/limites';
import { rota } from '@/lib/api/rota';
import { REGRAS } from '@/lib/limites/limitador';
import { MENSAGENS_SENHA, definirSenhaComToken } from '@/lib/domain/acesso/tokens-senha';
import { confirmarRedefinicaoSchema } from '@/lib/api/schemas/authadmin';

export const POST = rota('POST /api/v1/AuthAdmin/confirmar-redefinicao-senha', async ({ req }) => {
  await exigirLimite(REGRAS.recuperacaoSenha, ipDoCliente(req));
  const c = validar(confirmarRedefinicaoSchema, await lerCorpoJson(req));
  await definirSenhaComToken({ email: c.email, token: c.token, senha: c.novaSenha, tipo: 'RedefinicaoSenha' });
  return respostaOk(null, { mensagem: MENSAGENS_SENHA.senhaRedefinida });
});
