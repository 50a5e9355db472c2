import { ADMINISTRADORES, TODOS_OS_PERFIS, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { criarLoja, listarLojas } from '@/lib/domain/loja/admin-lojas';
import { criarLojaSchema, listarLojasQuerySchema } from './schemas';

export const dynamic = 'force-dynamic';

// Operators list too: the panel shows them the names of their tenant's stores.
export const GET = rotaAdmin(
  'GET /api/v1/admin/lojas',
  { perfis: TODOS_OS_PERFIS, query: listarLojasQuerySchema },
  async ({ principal, query }) => respostaOk(await listarLojas(principal, query)),
);

export const POST = rotaAdmin(
  'POST /api/v1/admin/lojas',
  { perfis: ADMINISTRADORES, corpo: criarLojaSchema, tenant: 'obrigatorio' },
  async ({ principal, tenantId, corpo }) => {
    const r = await criarLoja(principal, tenantId, corpo);
    return respostaOk(r, { status: 201, mensagem: 'Loja criada com sucesso.' });
  },
);
