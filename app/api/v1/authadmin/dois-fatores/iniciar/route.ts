import { respostaOk } from '@/lib/api/envelope';
import { SEM_CACHE, TODOS_OS_PERFIS, rotaAdmin } from '@/lib/api/admin';
import { iniciarDoisFatores } from '@/lib/domain/acesso/dois-fatores';
import { MENSAGENS_DOIS_FATORES } from '@/lib/domain/acesso/mensagens-dois-fatores';

// Step 1 of turning two-step verification on: a pending secret for the authenticator app.
export const POST = rotaAdmin('POST /api/v1/AuthAdmin/dois-fatores/iniciar', { perfis: TODOS_OS_PERFIS }, async ({ principal }) =>
  respostaOk(await iniciarDoisFatores(principal), { mensagem: MENSAGENS_DOIS_FATORES.iniciada, cabecalhos: SEM_CACHE }),
);
