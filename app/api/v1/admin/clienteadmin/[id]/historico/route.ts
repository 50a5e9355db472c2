import { TODOS_OS_PERFIS, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { validar } from '@/lib/api/binding';
import { tenantObrigatorio } from '@/lib/domain/acesso/escopo-tenant';
import { historicoClienteAdmin } from '@/lib/domain/cliente/admin-historico-cliente';
import { idClienteSchema } from '../../schemas';
import { historicoClienteAdminQuerySchema } from './schemas';

export const dynamic = 'force-dynamic';

// The customer's movements in the caller's programme only; Operador too (it sees the detail).
export const GET = rotaAdmin(
  'GET /api/v1/admin/ClienteAdmin/{id}/historico',
  { perfis: TODOS_OS_PERFIS, query: historicoClienteAdminQuerySchema },
  async ({ principal, query, ctx }) => {
    const { tenantId, ...pagina } = query;
    const t = tenantObrigatorio(principal, tenantId);
    return respostaOk(await historicoClienteAdmin(t, validar(idClienteSchema, ctx.params).id, pagina));
  },
);
