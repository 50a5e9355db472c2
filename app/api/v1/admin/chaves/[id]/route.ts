import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { MENSAGENS_CHAVE, obterChave, revogarChave } from '@/lib/domain/acesso/admin-chaves';

export const dynamic = 'force-dynamic';

export const GET = rotaAdmin('GET /api/v1/admin/chaves/{id}', { perfis: ADMINISTRADORES, id: true }, async ({ principal, id }) =>
  respostaOk(await obterChave(principal, id)),
);

// Revocation; idempotent (a revoked key answers 200 with its revocation instant).
export const DELETE = rotaAdmin('DELETE /api/v1/admin/chaves/{id}', { perfis: ADMINISTRADORES, id: true }, async ({ principal, id }) =>
  respostaOk(await revogarChave(principal, id), { mensagem: MENSAGENS_CHAVE.revogadaComSucesso }),
);
