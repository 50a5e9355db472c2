import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { tenantDoEscopo, tenantObrigatorio } from '@/lib/domain/acesso/escopo-tenant';
import { MENSAGENS_WEBHOOK, criarWebhook, listarWebhooks } from '@/lib/domain/webhooks/admin-webhooks';
import { criarWebhookSchema, listarWebhooksQuerySchema } from './schemas';

export const dynamic = 'force-dynamic';

export const GET = rotaAdmin(
  'GET /api/v1/admin/webhooks',
  { perfis: ADMINISTRADORES, query: listarWebhooksQuerySchema },
  async ({ principal, query }) => respostaOk(await listarWebhooks(tenantDoEscopo(principal, query.tenantId))),
);

// The answer carries the signing secret once.
export const POST = rotaAdmin(
  'POST /api/v1/admin/webhooks',
  { perfis: ADMINISTRADORES, corpo: criarWebhookSchema },
  async ({ principal, corpo }) => {
    const { tenantId, ...dados } = corpo;
    const r = await criarWebhook(principal, tenantObrigatorio(principal, tenantId), dados);
    return respostaOk(r, { status: 201, mensagem: MENSAGENS_WEBHOOK.criado, cabecalhos: { 'Cache-Control': 'no-store' } });
  },
);
