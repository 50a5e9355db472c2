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
  // A delivery put back for an inactive endpoint would only be discarded at once (`Descartado`),
  // losing its place among the failed ones.
  inativo: 'Este webhook está inativo: ative-o antes de reenviar as entregas com falha.',
} as const;

/** The bulk resend's answer message: how many deliveries went back to the queue. */
export function mensagemReenvioFalhas(n: number): string {
  if (n === 0) return 'Nenhuma entrega com falha para reenviar.';
  return n === 1 ? '1 entrega com falha colocada na fila para reenvio.' : `${n} entregas com falha colocadas na fila para reenvio.`;
}

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

/** How an endpoint is delivering (docs/webhooks.md, "Failing endpoints: health and the alert"). */
export type SaudeWebhook = {
  /** `Falhando`: an attempt failed and none was delivered since; `SemEntregas`: nothing delivered yet. */
  situacao: 'Entregando' | 'Falhando' | 'SemEntregas';
  falhandoDesde: string | null;
  /** Last accepted delivery, to the minute. */
  ultimaEntregaEm: string | null;
  /** Deliveries in `Falhou` (attempts exhausted), which the bulk resend puts back. */
  entregasFalhas: number;
};
/** An endpoint in the list, with its health. */
export type WebhookNaListaResponse = WebhookResponse & { saude: SaudeWebhook };

/** Answer of the bulk resend. */
export type ReenvioFalhasResponse = { reenviadas: number };

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

/** The number of `Falhou` deliveries of each endpoint: read on the partial index evento_outbox_webhook_falhou. */
async function falhasPorWebhook(ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  // The status is a literal of the text, not a parameter: a generic plan could not use the partial index.
  const grupos = await prisma.$queryRaw<{ id: string; n: number }[]>`
    SELECT webhook_endpoint_id AS id, count(*)::int AS n FROM evento_outbox
     WHERE webhook_endpoint_id = ANY(${ids}::uuid[]) AND status = 'Falhou'
     GROUP BY webhook_endpoint_id`;
  return new Map(grupos.map((g) => [g.id, g.n]));
}

export function serializarSaude(w: WebhookEndpoint, entregasFalhas: number): SaudeWebhook {
  return {
    situacao: w.falhandoDesde ? 'Falhando' : w.ultimaEntregaEm ? 'Entregando' : 'SemEntregas',
    falhandoDesde: w.falhandoDesde ? isoUtc(w.falhandoDesde) : null,
    ultimaEntregaEm: w.ultimaEntregaEm ? isoUtc(w.ultimaEntregaEm) : null,
    entregasFalhas,
  };
}

/** `tenantId` null: every tenant (SuperAdmin without a tenantId). */
export async function listarWebhooks(tenantId: string | null): Promise<WebhookNaListaResponse[]> {
  const linhas = await prisma.webhookEndpoint.findMany({
    where: escopoDeLista(tenantId),
    orderBy: [{ criadoEm: 'desc' }, { id: 'asc' }],
    take: 200,
  });
  const falhas = await falhasPorWebhook(linhas.map((w) => w.id));
  return linhas.map((w) => ({ ...serializarWebhook(w), saude: serializarSaude(w, falhas.get(w.id) ?? 0) }));
}

/** The health of one endpoint (its deliveries page). */
export async function saudeDoWebhook(principal: PrincipalAdmin, id: string): Promise<SaudeWebhook> {
  const w = await carregar(principal, id);
  return serializarSaude(w, (await falhasPorWebhook([id])).get(id) ?? 0);
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

/** A delivery back in the queue: due now, attempts reset, same id and body (single and bulk resend). */
const DE_VOLTA_A_FILA = () => ({ status: 'Pendente', tentativas: 0, proximaTentativaEm: agora(), ultimoErro: null }) as const;

/** Puts a delivery back in the outbox, now, with its attempts reset; same id, same body. */
export async function reenviarEntrega(principal: PrincipalAdmin, webhookId: string, entregaId: string): Promise<EntregaWebhookResponse> {
  await carregar(principal, webhookId);
  const e = await prisma.eventoOutbox.findUnique({ where: { id: entregaId } });
  if (!e || e.webhookEndpointId !== webhookId) throw new ErroDeNegocio(404, MENSAGENS_WEBHOOK.entregaNaoEncontrada);
  const r = await prisma.eventoOutbox.update({ where: { id: entregaId }, data: DE_VOLTA_A_FILA() });
  await prisma.$transaction((tx) =>
    auditar(tx, { principal, tenantId: e.tenantId, acao: 'ReenviarEntregaWebhook', entidade: 'EventoOutbox', entidadeId: entregaId }),
  );
  avisarOutbox();
  return serializarEntrega(r);
}

/** The window of a bulk resend: deliveries created from `desde` to `ate`, both inclusive; absent, unbounded. */
export type JanelaReenvio = { desde?: Date; ate?: Date };

/**
 * Puts every `Falhou` delivery of the endpoint (of the window, when given) back in the outbox, as
 * the single resend does, in one UPDATE with its audit row. Deliveries of other statuses are left
 * alone, so a second call re-queues nothing more (0) while the first ones are pending.
 */
export async function reenviarFalhas(principal: PrincipalAdmin, webhookId: string, j: JanelaReenvio): Promise<ReenvioFalhasResponse> {
  const w = await carregar(principal, webhookId);
  if (!w.ativo) throw regraDeNegocio(MENSAGENS_WEBHOOK.inativo);
  const criadoEm = j.desde || j.ate ? { ...(j.desde ? { gte: j.desde } : {}), ...(j.ate ? { lte: j.ate } : {}) } : undefined;
  const reenviadas = await prisma.$transaction(async (tx) => {
    const { count } = await tx.eventoOutbox.updateMany({
      where: { webhookEndpointId: webhookId, status: 'Falhou', ...(criadoEm ? { criadoEm } : {}) },
      data: DE_VOLTA_A_FILA(),
    });
    await auditar(tx, {
      principal,
      tenantId: w.tenantId,
      acao: 'ReenviarFalhasWebhook',
      entidade: 'WebhookEndpoint',
      entidadeId: webhookId,
      depois: { reenviadas: count, desde: j.desde ? isoUtc(j.desde) : null, ate: j.ate ? isoUtc(j.ate) : null },
    });
    return count;
  });
  if (reenviadas > 0) avisarOutbox();
  return { reenviadas };
}
