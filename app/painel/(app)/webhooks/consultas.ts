// Reads of the webhooks pages: the same schemas, scope and domain functions as the routes of
// /api/v1/admin/webhooks (lib/domain/webhooks/admin-webhooks.ts). Never the secret.
import type { PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';
import { tenantDoEscopo } from '@/lib/domain/acesso/escopo-tenant';
import { listarEntregas, listarWebhooks, obterWebhook, saudeDoWebhook } from '@/lib/domain/webhooks/admin-webhooks';
import { listarEntregasQuerySchema, listarWebhooksQuerySchema } from '@/app/api/v1/admin/webhooks/schemas';
import { consultarPagina, nomesDosTenants } from '@/app/painel/(app)/consulta-pagina';

export async function consultarWebhooks(p: PrincipalAdmin, parametros: Record<string, string>) {
  return consultarPagina(listarWebhooksQuerySchema, parametros, async (q) => {
    const escopo = tenantDoEscopo(p, q.tenantId);
    const itens = await listarWebhooks(escopo);
    const tenants = escopo === null ? await nomesDosTenants(itens.map((i) => i.tenantId)) : null;
    return { pagina: { itens, paginacao: { pagina: 1, tamanho: Math.max(1, itens.length), totalRegistros: itens.length } }, tenants };
  });
}

export async function consultarEntregas(p: PrincipalAdmin, id: string, parametros: Record<string, string>) {
  return consultarPagina(listarEntregasQuerySchema, parametros, async (q) => ({
    webhook: await obterWebhook(p, id),
    saude: await saudeDoWebhook(p, id),
    pagina: await listarEntregas(p, id, q),
  }));
}
