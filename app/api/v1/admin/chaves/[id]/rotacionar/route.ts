import { rotaNovoSegredoAdmin } from '@/lib/api/admin';
import { MENSAGENS_CHAVE, rotacionarChave } from '@/lib/domain/acesso/admin-chaves';

export const dynamic = 'force-dynamic';

// A new key with the same name and environment; the old one is revoked at once (no grace period).
export const POST = rotaNovoSegredoAdmin('POST /api/v1/admin/chaves/{id}/rotacionar', rotacionarChave, {
  status: 201,
  mensagem: MENSAGENS_CHAVE.rotacionada,
});
