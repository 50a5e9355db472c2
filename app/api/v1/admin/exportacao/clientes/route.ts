import { TODOS_OS_PERFIS, rotaAdmin } from '@/lib/api/admin';
import { agora } from '@/lib/relogio';
import { exportarClientes } from '@/lib/domain/exportacao/clientes';
import { respostaCsv } from '@/lib/domain/exportacao/fluxo-csv';
import { exportarClientesQuerySchema } from '../schemas';

export const dynamic = 'force-dynamic';

// Streamed CSV of the customer list's filters; CPF by the profile's rule (docs/exportacoes.md).
export const GET = rotaAdmin(
  'GET /api/v1/admin/exportacao/clientes',
  { perfis: TODOS_OS_PERFIS, query: exportarClientesQuerySchema, tenant: 'obrigatorio' },
  async ({ principal, tenantId, query }) => {
    const instante = agora();
    return respostaCsv(exportarClientes(tenantId, query, principal.perfil, instante), 'clientes', instante);
  },
);
