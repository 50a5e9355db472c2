import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { MENSAGENS_WEBHOOK, criarWebhook, listarWebhooks } from '@/lib/domain/webhooks/admin-webhooks';
import { criarWebhookSchema, listarWebhooksQuerySchema } from './schemas';

export const dynamic = 'force-dynamic';

export const GET = rotaAdmin(
  'GET /api/v1/admin/webhooks',
  { perfis: ADMINISTRADORES, query: listarWebhooksQuerySchema, tenant: 'escopo' },
  async ({ tenantId }) => respostaOk(await listarWebhooks(tenantId)),
);

// The answer carries the signing secret once.
export const POST = rotaAdmin(
  'POST /api/v1/admin/webhooks',
  { perfis: ADMINISTRADORES, corpo: criarWebhookSchema, tenant: 'obrigatorio' },
  async ({ principal, tenantId, corpo }) => {
    const r = await criarWebhook(principal, tenantId, corpo);
    return respostaOk(r, { status: 201, mensagem: MENSAGENS_WEBHOOK.criado, cabecalhos: { 'Cache-Control': 'no-store' } });
  },
);
