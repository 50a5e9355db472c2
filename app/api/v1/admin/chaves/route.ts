import { ADMINISTRADORES, SEM_CACHE, rotaAdmin, rotasDaColecaoAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { MENSAGENS_CHAVE, criarChave, listarChaves } from '@/lib/domain/acesso/admin-chaves';
import { criarChaveSchema, listarChavesQuerySchema } from './schemas';

export const dynamic = 'force-dynamic';

const chaves = rotasDaColecaoAdmin('/api/v1/admin/chaves');

export const GET = rotaAdmin(
  'GET /api/v1/admin/chaves',
  { perfis: ADMINISTRADORES, query: listarChavesQuerySchema, tenant: 'escopo' },
  async ({ tenantId, query }) => respostaOk(await listarChaves(tenantId, query)),
);

// The answer carries the secret once; it is never stored nor shown again.
export const POST = chaves.criarNoTenant(ADMINISTRADORES, criarChaveSchema, criarChave, MENSAGENS_CHAVE.criada, SEM_CACHE);
