import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { validar } from '@/lib/api/binding';
import { campoUuid } from '@/lib/api/consulta';
import { MENSAGENS_CHAVE, rotacionarChave } from '@/lib/domain/acesso/admin-chaves';

export const dynamic = 'force-dynamic';

// A new key with the same name and environment; the old one is revoked at once (no grace period).
export const POST = rotaAdmin('POST /api/v1/admin/chaves/{id}/rotacionar', { perfis: ADMINISTRADORES }, async ({ principal, ctx }) =>
  respostaOk(await rotacionarChave(principal, validar(campoUuid('Id'), ctx.params.id)), {
    status: 201,
    mensagem: MENSAGENS_CHAVE.rotacionada,
    cabecalhos: { 'Cache-Control': 'no-store' },
  }),
);
