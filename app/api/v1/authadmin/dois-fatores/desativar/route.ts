import { TODOS_OS_PERFIS, rotaAdmin } from '@/lib/api/admin';
import { exigirLimite } from '@/lib/api/limites';
import { respostaComSessaoRenovada } from '@/lib/api/sessao-renovada';
import { REGRAS } from '@/lib/limites/limitador';
import { desativarDoisFatores } from '@/lib/domain/acesso/dois-fatores';
import { MENSAGENS_DOIS_FATORES } from '@/lib/domain/acesso/mensagens-dois-fatores';
import { confirmarDoisFatoresSchema } from '@/lib/api/schemas/authadmin';

// Off with the password and a code (of the app or a recovery code); the other sessions end.
export const POST = rotaAdmin(
  'POST /api/v1/AuthAdmin/dois-fatores/desativar',
  { perfis: TODOS_OS_PERFIS, corpo: confirmarDoisFatoresSchema },
  async ({ principal, corpo, ctx }) => {
    await exigirLimite(REGRAS.codigoDoisFatores, principal.usuarioId);
    return respostaComSessaoRenovada(ctx.req, await desativarDoisFatores(principal, corpo), MENSAGENS_DOIS_FATORES.desativada);
  },
);
