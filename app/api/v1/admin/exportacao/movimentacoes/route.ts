import { TODOS_OS_PERFIS, rotaAdmin } from '@/lib/api/admin';
import { agora } from '@/lib/relogio';
import { exigirMembro, exportarMovimentacoes } from '@/lib/domain/exportacao/movimentacoes';
import { respostaCsv } from '@/lib/domain/exportacao/fluxo-csv';
import { exportarMovimentacoesQuerySchema } from '../schemas';

export const dynamic = 'force-dynamic';

// Streamed CSV of the programme's movements, or one customer's (404 when the customer is not a
// member of the programme, as GET ClienteAdmin/{id}/historico).
export const GET = rotaAdmin(
  'GET /api/v1/admin/exportacao/movimentacoes',
  { perfis: TODOS_OS_PERFIS, query: exportarMovimentacoesQuerySchema, tenant: 'obrigatorio' },
  async ({ principal, tenantId, query }) => {
    if (query.clienteId) await exigirMembro(tenantId, query.clienteId);
    return respostaCsv(
      exportarMovimentacoes(tenantId, query, principal.perfil),
      query.clienteId ? 'movimentacoes-cliente' : 'movimentacoes',
      agora(),
    );
  },
);
