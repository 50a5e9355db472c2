// Webhook endpoints of a tenant and their delivery log (docs/webhooks.md), managed in the panel.
//
// - The secret (`whsec_…`) is generated here and shown in the creation's answer only; the
//   tenant can rotate it (the old one stops signing at once).
// - A delivery is an outbox row (lib/notificacoes/despachar-outbox.ts): its log is those rows;
//   resending one puts it back to `Pendente` with its attempts reset, under the same id, so a
//   receiver that deduplicates on X-Fidelidade-Entrega sees the same delivery again.
import 'server-only';
import { randomBytes } from 'node:crypto';
import { prisma } from '@/lib/db';
import { env } from '@/lib/env';
import { mascararTexto } from '@/lib/log';
import { isoUtc } from '@/lib/datas';
import { ErroDeNegocio, regraDeNegocio } from '@/lib/erros';
import { agora } from '@/lib/relogio';
import type { PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';
import { escopoDeLista, podeVerRegistro } from '@/lib/domain/sandbox/tenant-sombra';
import { auditar, auditarMudanca } from '@/lib/domain/auditoria/auditar';
import { paginaDe, type Pagina, type Paginacao } from '@/lib/api/consulta';
import { esquecerWebhooks } from '@/lib/domain/webhooks/registrar-evento';
import type { EventoWebhook } from '@/lib/domain/webhooks/eventos';
import { urlDeWebhookPublica } from '@/lib/domain/webhooks/url-publica';
import { avisarOutbox } from '@/lib/notificacoes/aviso-outbox';
import type { EventoOutbox, WebhookEndpoint } from '@/lib/generated/prisma/client';

export const LIMITE_WEBHOOKS = 10;

export const MENSAGENS_WEBHOOK = {
  naoEncontrado: 'Webhook não encontrado.',
  entregaNaoEncontrada: 'Entrega não encontrada.',
  tenantNaoEncontrado: 'Tenant não encontrado.',
  limite: `Este tenant já tem ${LIMITE_WEBHOOKS} webhooks. Exclua um antes de criar outro.`,
  urlInsegura: 'A URL do webhook deve usar https e apontar para um endereço público.',
  criado: 'Webhook criado. Copie o segredo agora: ele não será exibido novamente.',
  atualizado: 'Webhook atualizado.',
  excluido: 'Webhook excluído.',
  segredoRotacionado: 'Segredo rotacionado: o anterior deixou de assinar. Copie o novo agora.',
  reenviada: 'Entrega colocada na fila para reenvio.',
} as const;

export type WebhookResponse = {
  id: string;
  tenantId: string;
  /** `Teste`: receives the facts of the tenant's sandbox (test keys) instead of the live ones. */
  ambiente: 'Producao' | 'Teste';
  url: string;
  descricao: string | null;
  eventos: EventoWebhook[];
  ativo: boolean;
  criadoEm: string;
  atualizadoEm: string;
};
export type WebhookCriadoResponse = WebhookResponse & { segredo: string };

export type EntregaWebhookResponse = {
  id: string;
  webhookId: string;
  evento: string;
  status: 'Pendente' | 'Enviado' | 'Falhou' | 'Descartado';
  tentativas: number;
  statusHttp: number | null;
  ultimoErro: string | null;
  criadoEm: string;
  enviadoEm: string | null;
  proximaTentativaEm: string | null;
  /** The `dados` of the body that is (re)sent. */
  dados: unknown;
};

export function serializarWebhook(w: WebhookEndpoint): WebhookResponse {
  return {
    id: w.id,
    tenantId: w.tenantId,
    ambiente: w.ambiente,
    url: w.url,
    descricao: w.descricao,
    eventos: w.eventos as EventoWebhook[],
    ativo: w.ativo,
    criadoEm: isoUtc(w.criadoEm),
    atualizadoEm: isoUtc(w.atualizadoEm),
  };
}

export function serializarEntrega(e: EventoOutbox): EntregaWebhookResponse {
  return {
    id: e.id,
    webhookId: e.webhookEndpointId!,
    evento: e.tipo,
    status: e.status,
    tentativas: e.tentativas,
    statusHttp: e.statusHttp,
    // Masked again on the way out: a row written before the dispatcher masked it keeps its text.
    ultimoErro: e.ultimoErro === null ? null : mascararTexto(e.ultimoErro),
    criadoEm: isoUtc(e.criadoEm),
    enviadoEm: e.enviadoEm ? isoUtc(e.enviadoEm) : null,
    proximaTentativaEm: e.status === 'Pendente' ? isoUtc(e.proximaTentativaEm) : null,
    dados: (e.payload as { dados?: unknown } | null)?.dados ?? null,
  };
}

const gerarSegredo = () => `whsec_${randomBytes(24).toString('base64url')}`;

/**
 * In production, https to a public host only: the dispatcher must not be a way into our own
 * network (SSRF). Literal addresses, in every spelling, are checked (url-publica.ts); a public
 * name resolving to a private address is refused when the dispatcher connects (webhook.ts).
 * Development and tests accept http and localhost.
 */
function validarUrl(url: string) {
  if (env().NODE_ENV !== 'production') return;
  if (!urlDeWebhookPublica(url)) throw regraDeNegocio(MENSAGENS_WEBHOOK.urlInsegura);
}

async function carregar(principal: PrincipalAdmin, id: string): Promise<WebhookEndpoint> {
  const w = await prisma.webhookEndpoint.findUnique({ where: { id } });
  if (!w || !(await podeVerRegistro(principal, w.tenantId))) throw new ErroDeNegocio(404, MENSAGENS_WEBHOOK.naoEncontrado);
  return w;
}

/** `tenantId` null: every tenant (SuperAdmin without a tenantId). */
export async function listarWebhooks(tenantId: string | null): Promise<WebhookResponse[]> {
  const linhas = await prisma.webhookEndpoint.findMany({
    where: escopoDeLista(tenantId),
    orderBy: [{ criadoEm: 'desc' }, { id: 'asc' }],
    take: 200,
  });
  return linhas.map(serializarWebhook);
}

export async function obterWebhook(principal: PrincipalAdmin, id: string): Promise<WebhookResponse> {
  return serializarWebhook(await carregar(principal, id));
}

export type DadosWebhook = { url: string; descricao?: string | null; eventos: EventoWebhook[]; ativo?: boolean };

/** What a creation also says: the environment, fixed for the endpoint's life (a new one for the other). */
export type DadosNovoWebhook = DadosWebhook & { ambiente?: 'Producao' | 'Teste' };

export async function criarWebhook(principal: PrincipalAdmin, tenantId: string, d: DadosNovoWebhook): Promise<WebhookCriadoResponse> {
  validarUrl(d.url);
  const r = await prisma.$transaction(async (tx) => {
    const [t] = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM tenant WHERE id = ${tenantId}::uuid FOR UPDATE`;
    if (!t) throw new ErroDeNegocio(404, MENSAGENS_WEBHOOK.tenantNaoEncontrado);
    if ((await tx.webhookEndpoint.count({ where: { tenantId } })) >= LIMITE_WEBHOOKS) throw regraDeNegocio(MENSAGENS_WEBHOOK.limite);
    const segredo = gerarSegredo();
    const w = await tx.webhookEndpoint.create({
      data: {
        tenantId,
        ambiente: d.ambiente ?? 'Producao',
        url: d.url,
        descricao: d.descricao ?? null,
        eventos: [...new Set(d.eventos)],
        ativo: d.ativo ?? true,
        segredo,
      },
    });
    const s = serializarWebhook(w);
    await auditar(tx, { principal, tenantId, acao: 'CriarWebhook', entidade: 'WebhookEndpoint', entidadeId: w.id, depois: s });
    return { ...s, segredo };
  });
  esquecerWebhooks();
  return r;
}

export async function atualizarWebhook(principal: PrincipalAdmin, id: string, d: DadosWebhook): Promise<WebhookResponse> {
  validarUrl(d.url);
  const antes = await carregar(principal, id);
  const r = await prisma.$transaction(async (tx) => {
    const w = await tx.webhookEndpoint.update({
      where: { id },
      data: {
        url: d.url,
        descricao: d.descricao ?? null,
        eventos: [...new Set(d.eventos)],
        ativo: d.ativo ?? antes.ativo,
        atualizadoEm: agora(),
      },
    });
    const s = serializarWebhook(w);
    await auditarMudanca(tx, principal, 'AtualizarWebhook', 'WebhookEndpoint', { id, tenantId: w.tenantId }, serializarWebhook(antes), s);
    return s;
  });
  esquecerWebhooks();
  return r;
}

export async function rotacionarSegredo(principal: PrincipalAdmin, id: string): Promise<WebhookCriadoResponse> {
  const antes = await carregar(principal, id);
  return prisma.$transaction(async (tx) => {
    const segredo = gerarSegredo();
    const w = await tx.webhookEndpoint.update({ where: { id }, data: { segredo, atualizadoEm: agora() } });
    await auditarMudanca(tx, principal, 'RotacionarSegredoWebhook', 'WebhookEndpoint', { id, tenantId: antes.tenantId });
    return { ...serializarWebhook(w), segredo };
  });
}

/** Deletes the endpoint and its delivery log (pending deliveries are not sent). */
export async function excluirWebhook(principal: PrincipalAdmin, id: string): Promise<WebhookResponse> {
  const antes = await carregar(principal, id);
  await prisma.$transaction(async (tx) => {
    await tx.webhookEndpoint.delete({ where: { id } });
    await auditarMudanca(tx, principal, 'ExcluirWebhook', 'WebhookEndpoint', { id, tenantId: antes.tenantId }, serializarWebhook(antes));
  });
  esquecerWebhooks();
  return serializarWebhook(antes);
}

export type FiltroEntregas = Paginacao & { status?: EntregaWebhookResponse['status'] };

export async function listarEntregas(
  principal: PrincipalAdmin,
  webhookId: string,
  f: FiltroEntregas,
): Promise<Pagina<EntregaWebhookResponse>> {
  await carregar(principal, webhookId);
  const where = { webhookEndpointId: webhookId, ...(f.status ? { status: f.status } : {}) };
  return paginaDe(f, serializarEntrega, prisma.eventoOutbox, { where, orderBy: [{ criadoEm: 'desc' }, { id: 'asc' }] });
}

/** Puts a delivery back in the outbox, now, with its attempts reset; same id, same body. */
export async function reenviarEntrega(principal: PrincipalAdmin, webhookId: string, entregaId: string): Promise<EntregaWebhookResponse> {
  await carregar(principal, webhookId);
  const e = await prisma.eventoOutbox.findUnique({ where: { id: entregaId } });
  if (!e || e.webhookEndpointId !== webhookId) throw new ErroDeNegocio(404, MENSAGENS_WEBHOOK.entregaNaoEncontrada);
  const r = await prisma.eventoOutbox.update({
    where: { id: entregaId },
    data: { status: 'Pendente', tentativas: 0, proximaTentativaEm: agora(), ultimoErro: null },
  });
  await prisma.$transaction((tx) =>
    auditar(tx, { principal, tenantId: e.tenantId, acao: 'ReenviarEntregaWebhook', entidade: 'EventoOutbox', entidadeId: entregaId }),
  );
  avisarOutbox();
  return serializarEntrega(r);
}
