import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { MENSAGENS_WEBHOOK, atualizarWebhook, excluirWebhook, obterWebhook } from '@/lib/domain/webhooks/admin-webhooks';
import { atualizarWebhookSchema } from '../schemas';

export const dynamic = 'force-dynamic';

export const GET = rotaAdmin('GET /api/v1/admin/webhooks/{id}', { perfis: ADMINISTRADORES, id: true }, async ({ principal, id }) =>
  respostaOk(await obterWebhook(principal, id)),
);

export const PUT = rotaAdmin(
  'PUT /api/v1/admin/webhooks/{id}',
  { perfis: ADMINISTRADORES, corpo: atualizarWebhookSchema, id: true },
  async ({ principal, corpo, id }) => respostaOk(await atualizarWebhook(principal, id, corpo), { mensagem: MENSAGENS_WEBHOOK.atualizado }),
);

export const DELETE = rotaAdmin('DELETE /api/v1/admin/webhooks/{id}', { perfis: ADMINISTRADORES, id: true }, async ({ principal, id }) =>
  respostaOk(await excluirWebhook(principal, id), { mensagem: MENSAGENS_WEBHOOK.excluido }),
);
