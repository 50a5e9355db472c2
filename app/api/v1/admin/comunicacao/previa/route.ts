import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { tenantObrigatorio } from '@/lib/domain/acesso/escopo-tenant';
import { agora } from '@/lib/relogio';
import { previaCampanha } from '@/lib/domain/comunicacao/admin-campanhas';
import { previaCampanhaComunicacaoSchema } from '../schemas';

export const dynamic = 'force-dynamic';

export const POST = rotaAdmin(
  'POST /api/v1/admin/comunicacao/previa',
  { perfis: ADMINISTRADORES, corpo: previaCampanhaComunicacaoSchema },
  async ({ principal, corpo }) => {
    const { tenantId, ...p } = corpo;
    return respostaOk(await previaCampanha(principal, tenantObrigatorio(principal, tenantId), p, agora()));
  },
);
