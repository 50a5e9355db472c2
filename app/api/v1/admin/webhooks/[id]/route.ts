import { ADMINISTRADORES, rotasDoRegistroAdmin } from '@/lib/api/admin';
import { MENSAGENS_WEBHOOK, atualizarWebhook, excluirWebhook, obterWebhook } from '@/lib/domain/webhooks/admin-webhooks';
import { atualizarWebhookSchema } from '../schemas';

export const dynamic = 'force-dynamic';

const webhook = rotasDoRegistroAdmin('/api/v1/admin/webhooks/{id}');

export const GET = webhook.obter(ADMINISTRADORES, obterWebhook);

export const PUT = webhook.atualizar(ADMINISTRADORES, atualizarWebhookSchema, atualizarWebhook, MENSAGENS_WEBHOOK.atualizado);

export const DELETE = webhook.excluir(ADMINISTRADORES, excluirWebhook, MENSAGENS_WEBHOOK.excluido);
