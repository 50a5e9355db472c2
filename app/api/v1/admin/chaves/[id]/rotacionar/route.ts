import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { MENSAGENS_CHAVE, rotacionarChave } from '@/lib/domain/acesso/admin-chaves';

export const dynamic = 'force-dynamic';

// A new key with the same name and environment; the old one is revoked at once (no grace period).
export const POST = rotaAdmin(
  'POST /api/v1/admin/chaves/{id}/rotacionar',
  { perfis: ADMINISTRADORES, id: true },
  async ({ principal, id }) =>
    respostaOk(await rotacionarChave(principal, id), {
      status: 201,
      mensagem: MENSAGENS_CHAVE.rotacionada,
      cabecalhos: { 'Cache-Control': 'no-store' },
    }),
);
