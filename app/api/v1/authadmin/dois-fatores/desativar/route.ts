import { rotaQueRenovaSessao } from '@/lib/api/sessao-renovada';
import { REGRAS } from '@/lib/limites/limitador';
import { desativarDoisFatores } from '@/lib/domain/acesso/dois-fatores';
import { MENSAGENS_DOIS_FATORES } from '@/lib/domain/acesso/mensagens-dois-fatores';
import { confirmarDoisFatoresSchema } from '@/lib/api/schemas/authadmin';

// Off with the password and a code (of the app or a recovery code); the other sessions end.
export const POST = rotaQueRenovaSessao(
  'POST /api/v1/AuthAdmin/dois-fatores/desativar',
  confirmarDoisFatoresSchema,
  REGRAS.codigoDoisFatores,
  desativarDoisFatores,
  MENSAGENS_DOIS_FATORES.desativada,
);
