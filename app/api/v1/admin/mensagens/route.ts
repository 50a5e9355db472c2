import { SO_SUPERADMIN, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { listarMensagensDev } from '@/lib/domain/notificacoes/listar-mensagens-dev';
import { listarMensagensQuerySchema } from './schemas';

export const dynamic = 'force-dynamic';

// The development sink (lib/notificacoes/canais.ts, `canalSink`). Its texts
// carry first-access links and club PINs: platform team only, and never cached.
export const GET = rotaAdmin(
  'GET /api/v1/admin/mensagens',
  { perfis: SO_SUPERADMIN, query: listarMensagensQuerySchema },
  async ({ query }) => respostaOk(await listarMensagensDev(query), { cabecalhos: { 'Cache-Control': 'no-store' } }),
);
