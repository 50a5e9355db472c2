import { respostaOk } from '@/lib/api/envelope';
import { lerCorpoJson, validar } from '@/lib/api/binding';
import { ipDoCliente } from '@/lib/api/ip';
import { exigirLimite } from '@/lib/api/limites';
import { rota } from '@/lib/api/rota';
import { comDuracaoMinima } from '@/lib/api/tempo-constante';
import { REGRAS } from '@/lib/limites/limitador';
import { MENSAGENS_SENHA, solicitarRedefinicao } from '@/lib/domain/acesso/tokens-senha';
import { recuperarSenhaSchema } from '@/lib/api/schemas/authadmin';

// Same answer, same timing, registered or not.
export const POST = rota('POST /api/v1/AuthAdmin/recuperar-senha', async ({ req }) => {
  await exigirLimite(REGRAS.recuperacaoSenha, ipDoCliente(req));
  const { email } = validar(recuperarSenhaSchema, await lerCorpoJson(req));
  await comDuracaoMinima(400, () => solicitarRedefinicao(email));
  return respostaOk(null, { mensagem: MENSAGENS_SENHA.recuperacaoEnviada });
});
