import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { validar } from '@/lib/api/binding';
import { campoUuid } from '@/lib/api/consulta';
import { MENSAGENS_CHAVE, obterChave, revogarChave } from '@/lib/domain/acesso/admin-chaves';

export const dynamic = 'force-dynamic';

const id = (params: Record<string, string>) => validar(campoUuid('Id'), params.id);

export const GET = rotaAdmin('GET /api/v1/admin/chaves/{id}', { perfis: ADMINISTRADORES }, async ({ principal, ctx }) =>
  respostaOk(await obterChave(principal, id(ctx.params))),
);

// Revocation; idempotent (a revoked key answers 200 with its revocation instant).
export const DELETE = rotaAdmin('DELETE /api/v1/admin/chaves/{id}', { perfis: ADMINISTRADORES }, async ({ principal, ctx }) =>
  respostaOk(await revogarChave(principal, id(ctx.params)), { mensagem: MENSAGENS_CHAVE.revogadaComSucesso }),
);
