import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { MENSAGENS_WEBHOOK, rotacionarSegredo } from '@/lib/domain/webhooks/admin-webhooks';

export const dynamic = 'force-dynamic';

// A new signing secret, answered once; the old one stops signing at once.
export const POST = rotaAdmin(
  'POST /api/v1/admin/webhooks/{id}/segredo',
  { perfis: ADMINISTRADORES, id: true },
  async ({ principal, id }) =>
    respostaOk(await rotacionarSegredo(principal, id), {
      mensagem: MENSAGENS_WEBHOOK.segredoRotacionado,
      cabecalhos: { 'Cache-Control': 'no-store' },
    }),
);
