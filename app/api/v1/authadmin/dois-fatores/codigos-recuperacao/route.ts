import { respostaOk } from '@/lib/api/envelope';
import { SEM_CACHE, TODOS_OS_PERFIS, rotaAdmin } from '@/lib/api/admin';
import { exigirLimite } from '@/lib/api/limites';
import { REGRAS } from '@/lib/limites/limitador';
import { regenerarCodigosRecuperacao } from '@/lib/domain/acesso/dois-fatores';
import { MENSAGENS_DOIS_FATORES } from '@/lib/domain/acesso/mensagens-dois-fatores';
import { confirmarDoisFatoresSchema } from '@/lib/api/schemas/authadmin';

// Ten new recovery codes (the old ones stop working), shown once.
export const POST = rotaAdmin(
  'POST /api/v1/AuthAdmin/dois-fatores/codigos-recuperacao',
  { perfis: TODOS_OS_PERFIS, corpo: confirmarDoisFatoresSchema },
  async ({ principal, corpo }) => {
    await exigirLimite(REGRAS.codigoDoisFatores, principal.usuarioId);
    return respostaOk(await regenerarCodigosRecuperacao(principal, corpo), {
      mensagem: MENSAGENS_DOIS_FATORES.codigosGerados,
      cabecalhos: SEM_CACHE,
    });
  },
);
