import { TODOS_OS_PERFIS, rotaAdmin } from '@/lib/api/admin';
import { agora } from '@/lib/relogio';
import { tenantObrigatorio } from '@/lib/domain/acesso/escopo-tenant';
import { exportarVendas } from '@/lib/domain/exportacao/vendas';
import { respostaCsv } from '@/lib/domain/exportacao/fluxo-csv';
import { exportarVendasQuerySchema } from '../schemas';

export const dynamic = 'force-dynamic';

// Streamed CSV of the sales list's filters (docs/exportacoes.md). Errors of the query (400/403)
// are answered in the envelope before the first byte of the file.
export const GET = rotaAdmin(
  'GET /api/v1/admin/exportacao/vendas',
  { perfis: TODOS_OS_PERFIS, query: exportarVendasQuerySchema },
  async ({ principal, query }) => {
    const { tenantId, ...filtro } = query;
    const t = tenantObrigatorio(principal, tenantId);
    return respostaCsv(exportarVendas(t, filtro, principal.perfil), 'vendas', agora());
  },
);
