import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { tenantDoEscopo, tenantObrigatorio } from '@/lib/domain/acesso/escopo-tenant';
import { MENSAGENS_CHAVE, criarChave, listarChaves } from '@/lib/domain/acesso/admin-chaves';
import { criarChaveSchema, listarChavesQuerySchema } from './schemas';

export const dynamic = 'force-dynamic';

export const GET = rotaAdmin(
  'GET /api/v1/admin/chaves',
  { perfis: ADMINISTRADORES, query: listarChavesQuerySchema },
  async ({ principal, query }) => {
    const { tenantId, ...filtro } = query;
    return respostaOk(await listarChaves(tenantDoEscopo(principal, tenantId), filtro));
  },
);

// The answer carries the secret once; it is never stored nor shown again.
export const POST = rotaAdmin(
  'POST /api/v1/admin/chaves',
  { perfis: ADMINISTRADORES, corpo: criarChaveSchema },
  async ({ principal, corpo }) => {
    const { tenantId, ...dados } = corpo;
    const r = await criarChave(principal, tenantObrigatorio(principal, tenantId), dados);
    return respostaOk(r, { status: 201, mensagem: MENSAGENS_CHAVE.criada, cabecalhos: { 'Cache-Control': 'no-store' } });
  },
);
