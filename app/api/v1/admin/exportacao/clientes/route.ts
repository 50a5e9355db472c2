import { TODOS_OS_PERFIS, rotaAdmin } from '@/lib/api/admin';
import { agora } from '@/lib/relogio';
import { tenantObrigatorio } from '@/lib/domain/acesso/escopo-tenant';
import { exportarClientes } from '@/lib/domain/exportacao/clientes';
import { respostaCsv } from '@/lib/domain/exportacao/fluxo-csv';
import { exportarClientesQuerySchema } from '../schemas';

export const dynamic = 'force-dynamic';

// Streamed CSV of the customer list's filters; CPF by the profile's rule (docs/exportacoes.md).
export const GET = rotaAdmin(
  'GET /api/v1/admin/exportacao/clientes',
  { perfis: TODOS_OS_PERFIS, query: exportarClientesQuerySchema },
  async ({ principal, query }) => {
    const { tenantId, ...filtro } = query;
    const t = tenantObrigatorio(principal, tenantId);
    const instante = agora();
    return respostaCsv(exportarClientes(t, filtro, principal.perfil, instante), 'clientes', instante);
  },
);
