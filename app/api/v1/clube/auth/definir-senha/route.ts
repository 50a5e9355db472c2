import { respostaOk } from '@/lib/api/envelope';
import { rotaClube } from '@/lib/api/clube';
import { MENSAGENS_DEFINIR_SENHA, definirSenhaClube } from '@/lib/domain/clube/definir-senha';
import { definirSenhaSchema } from '@/lib/api/schemas/clube-auth';

export const POST = rotaClube('POST /api/v1/clube/auth/definir-senha', { corpo: definirSenhaSchema }, async ({ principal, corpo }) => {
  await definirSenhaClube(principal.clienteId, corpo);
  return respostaOk(null, { mensagem: MENSAGENS_DEFINIR_SENHA.definida });
});
