import { rotaQueRenovaSessao } from '@/lib/api/sessao-renovada';
import { REGRAS } from '@/lib/limites/limitador';
import { MENSAGENS_SENHA } from '@/lib/domain/acesso/politica-senha';
import { trocarSenhaAdmin } from '@/lib/domain/acesso/trocar-senha';
import { trocarSenhaSchema } from '@/lib/api/schemas/authadmin';

// Every profile changes its own password. The per-user limit is counted after the body is valid and
// before the current password is checked, right or wrong (as the login counts its attempts). A bearer
// caller gets its new token in the answer; the browser's session, inside its renewed cookie.
export const POST = rotaQueRenovaSessao(
  'POST /api/v1/AuthAdmin/trocar-senha',
  trocarSenhaSchema,
  REGRAS.trocaSenhaAdmin,
  trocarSenhaAdmin,
  MENSAGENS_SENHA.senhaAlterada,
);
