import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { validar } from '@/lib/api/binding';
import { campoUuid } from '@/lib/api/consulta';
import { MENSAGENS_WEBHOOK, atualizarWebhook, excluirWebhook, obterWebhook } from '@/lib/domain/webhooks/admin-webhooks';
import { atualizarWebhookSchema } from '../schemas';

export const dynamic = 'force-dynamic';

const id = (params: Record<string, string>) => validar(campoUuid('Id'), params.id);

export const GET = rotaAdmin('GET /api/v1/admin/webhooks/{id}', { perfis: ADMINISTRADORES }, async ({ principal, ctx }) =>
  respostaOk(await obterWebhook(principal, id(ctx.params))),
);

export const PUT = rotaAdmin(
  'PUT /api/v1/admin/webhooks/{id}',
  { perfis: ADMINISTRADORES, corpo: atualizarWebhookSchema },
  async ({ principal, ctx, corpo }) =>
    respostaOk(await atualizarWebhook(principal, id(ctx.params), corpo), { mensagem: MENSAGENS_WEBHOOK.atualizado }),
);

export const DELETE = rotaAdmin('DELETE /api/v1/admin/webhooks/{id}', { perfis: ADMINISTRADORES }, async ({ principal, ctx }) =>
  respostaOk(await excluirWebhook(principal, id(ctx.params)), { mensagem: MENSAGENS_WEBHOOK.excluido }),
);
