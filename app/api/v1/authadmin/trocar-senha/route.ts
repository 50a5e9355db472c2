import { TODOS_OS_PERFIS, rotaAdmin } from '@/lib/api/admin';
import { exigirLimite } from '@/lib/api/limites';
import { respostaComSessaoRenovada } from '@/lib/api/sessao-renovada';
import { REGRAS } from '@/lib/limites/limitador';
import { MENSAGENS_SENHA } from '@/lib/domain/acesso/politica-senha';
import { trocarSenhaAdmin } from '@/lib/domain/acesso/trocar-senha';
import { trocarSenhaSchema } from '@/lib/api/schemas/authadmin';

// Every profile changes its own password. The per-user limit is counted after the body is valid and
// before the current password is checked, right or wrong (as the login counts its attempts).
export const POST = rotaAdmin(
  'POST /api/v1/AuthAdmin/trocar-senha',
  { perfis: TODOS_OS_PERFIS, corpo: trocarSenhaSchema },
  async ({ principal, corpo, ctx }) => {
    await exigirLimite(REGRAS.trocaSenhaAdmin, principal.usuarioId);
    // A bearer caller gets its new token in the answer; the browser's session inside its renewed cookie.
    return respostaComSessaoRenovada(ctx.req, await trocarSenhaAdmin(principal, corpo), MENSAGENS_SENHA.senhaAlterada);
  },
);
