import { SEM_CACHE, SO_SUPERADMIN, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { listarEntregas } from '@/lib/domain/notificacoes/listar-entregas';
import { listarEntregasQuerySchema } from '../schemas';

export const dynamic = 'force-dynamic';

// The outbox's notices to people (not webhooks), every tenant's: the platform team's view of
// whether PINs and e-mails go out. Never the payload (PINs, links, bodies): see the domain file.
export const GET = rotaAdmin(
  'GET /api/v1/admin/mensagens/entregas',
  { perfis: SO_SUPERADMIN, query: listarEntregasQuerySchema },
  async ({ query }) => respostaOk(await listarEntregas(query), { cabecalhos: SEM_CACHE }),
);
