import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { MENSAGENS_CHAVE, criarChave, listarChaves } from '@/lib/domain/acesso/admin-chaves';
import { criarChaveSchema, listarChavesQuerySchema } from './schemas';

export const dynamic = 'force-dynamic';

export const GET = rotaAdmin(
  'GET /api/v1/admin/chaves',
  { perfis: ADMINISTRADORES, query: listarChavesQuerySchema, tenant: 'escopo' },
  async ({ tenantId, query }) => respostaOk(await listarChaves(tenantId, query)),
);

// The answer carries the secret once; it is never stored nor shown again.
export const POST = rotaAdmin(
  'POST /api/v1/admin/chaves',
  { perfis: ADMINISTRADORES, corpo: criarChaveSchema, tenant: 'obrigatorio' },
  async ({ principal, tenantId, corpo }) => {
    const r = await criarChave(principal, tenantId, corpo);
    return respostaOk(r, { status: 201, mensagem: MENSAGENS_CHAVE.criada, cabecalhos: { 'Cache-Control': 'no-store' } });
  },
);
