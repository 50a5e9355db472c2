import { rotaQueRenovaSessao } from '@/lib/api/sessao-renovada';
import { REGRAS } from '@/lib/limites/limitador';
import { ativarDoisFatores } from '@/lib/domain/acesso/dois-fatores';
import { MENSAGENS_DOIS_FATORES } from '@/lib/domain/acesso/mensagens-dois-fatores';
import { confirmarDoisFatoresSchema } from '@/lib/api/schemas/authadmin';

// Step 2: a current code and the password turn it on; the other sessions end, this one goes on.
export const POST = rotaQueRenovaSessao(
  'POST /api/v1/AuthAdmin/dois-fatores/ativar',
  confirmarDoisFatoresSchema,
  REGRAS.codigoDoisFatores,
  ativarDoisFatores,
  MENSAGENS_DOIS_FATORES.ativada,
);
