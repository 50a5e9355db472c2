import { TODOS_OS_PERFIS, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { fechamentoDoCaixa } from '@/lib/domain/caixa/fechamento-caixa';
import { fechamentoCaixaQuerySchema } from '../schemas';

export const dynamic = 'force-dynamic';

// The counter's day per operator (docs/caixa.md §10): an Operador sees only their own.
export const GET = rotaAdmin(
  'GET /api/v1/admin/caixa/fechamento',
  { perfis: TODOS_OS_PERFIS, query: fechamentoCaixaQuerySchema, tenant: 'obrigatorio' },
  async ({ principal, tenantId, query }) => respostaOk(await fechamentoDoCaixa(principal, tenantId, query)),
);
