import { TODOS_OS_PERFIS, rotaAdmin } from '@/lib/api/admin';
import { exigirLimite } from '@/lib/api/limites';
import { respostaComSessaoRenovada } from '@/lib/api/sessao-renovada';
import { REGRAS } from '@/lib/limites/limitador';
import { ativarDoisFatores } from '@/lib/domain/acesso/dois-fatores';
import { MENSAGENS_DOIS_FATORES } from '@/lib/domain/acesso/mensagens-dois-fatores';
import { confirmarDoisFatoresSchema } from '@/lib/api/schemas/authadmin';

// Step 2: a current code and the password turn it on; the other sessions end, this one goes on.
export const POST = rotaAdmin(
  'POST /api/v1/AuthAdmin/dois-fatores/ativar',
  { perfis: TODOS_OS_PERFIS, corpo: confirmarDoisFatoresSchema },
  async ({ principal, corpo, ctx }) => {
    await exigirLimite(REGRAS.codigoDoisFatores, principal.usuarioId);
    return respostaComSessaoRenovada(ctx.req, await ativarDoisFatores(principal, corpo), MENSAGENS_DOIS_FATORES.ativada);
  },
);
