import { TODOS_OS_PERFIS, rotaAdmin } from '@/lib/api/admin';
import { agora } from '@/lib/relogio';
import { exportarVendas } from '@/lib/domain/exportacao/vendas';
import { respostaCsv } from '@/lib/domain/exportacao/fluxo-csv';
import { exportarVendasQuerySchema } from '../schemas';

export const dynamic = 'force-dynamic';

// Streamed CSV of the sales list's filters (docs/exportacoes.md). Errors of the query (400/403)
// are answered in the envelope before the first byte of the file.
export const GET = rotaAdmin(
  'GET /api/v1/admin/exportacao/vendas',
  { perfis: TODOS_OS_PERFIS, query: exportarVendasQuerySchema, tenant: 'obrigatorio' },
  async ({ principal, tenantId, query }) => respostaCsv(exportarVendas(tenantId, query, principal.perfil), 'vendas', agora()),
);
