import { ADMINISTRADORES, SEM_CACHE, rotaAdmin, rotasDaColecaoAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { MENSAGENS_WEBHOOK, criarWebhook, listarWebhooks } from '@/lib/domain/webhooks/admin-webhooks';
import { criarWebhookSchema, listarWebhooksQuerySchema } from './schemas';

export const dynamic = 'force-dynamic';

const webhooks = rotasDaColecaoAdmin('/api/v1/admin/webhooks');

export const GET = rotaAdmin(
  'GET /api/v1/admin/webhooks',
  { perfis: ADMINISTRADORES, query: listarWebhooksQuerySchema, tenant: 'escopo' },
  async ({ tenantId }) => respostaOk(await listarWebhooks(tenantId)),
);

// The answer carries the signing secret once.
export const POST = webhooks.criarNoTenant(ADMINISTRADORES, criarWebhookSchema, criarWebhook, MENSAGENS_WEBHOOK.criado, SEM_CACHE);
