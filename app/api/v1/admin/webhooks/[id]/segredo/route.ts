import { rotaNovoSegredoAdmin } from '@/lib/api/admin';
import { MENSAGENS_WEBHOOK, rotacionarSegredo } from '@/lib/domain/webhooks/admin-webhooks';

export const dynamic = 'force-dynamic';

// A new signing secret, answered once; the old one stops signing at once.
export const POST = rotaNovoSegredoAdmin('POST /api/v1/admin/webhooks/{id}/segredo', rotacionarSegredo, {
  mensagem: MENSAGENS_WEBHOOK.segredoRotacionado,
});
