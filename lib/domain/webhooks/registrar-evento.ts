// Writes webhook events into the outbox, in the caller's transaction (transactional outbox): one
// row per (event, subscribed endpoint), keyed `webhook:<endpoint>:<fact>` so a fact is delivered
// once per endpoint however often the code that found it runs.
//
// The sale path pays nothing for tenants without webhooks: `temWebhook` answers from a per-process
// cache of the subscribed events of each tenant (one small query per tenant every CACHE_MS). The
// cost: an endpoint created or changed on another instance starts receiving within CACHE_MS;
// this instance forgets its cache at once (esquecerWebhooks).
//
// Which endpoints a fact goes to (docs/webhooks.md, "Environments"): a live tenant's facts to its
// `Producao` endpoints; the facts of its sandbox (a shadow tenant, `sandbox_de` = the live one,
// docs/sandbox.md) to the live tenant's `Teste` endpoints. The delivery row keeps the fact's
// tenant, so emptying the sandbox empties its deliveries too.
import 'server-only';
import { consulta, sql, type Executor } from '@/lib/db';
import type { EventoWebhook } from '@/lib/domain/webhooks/eventos';

const CACHE_MS = 5000;
type Entrada = { eventos: Set<string>; ate: number };
const g = globalThis as unknown as { __fidWebhooks?: Map<string, Entrada> };
const cache = (g.__fidWebhooks ??= new Map());

/** The active endpoints that receive the facts of tenant `t` (a live tenant or a sandbox). */
const ENDPOINTS_DO_TENANT = (t: string) => `webhook_endpoint w
     ON w.tenant_id = coalesce(${t}.sandbox_de, ${t}.id) AND w.ativo
    AND w.ambiente = (CASE WHEN ${t}.sandbox_de IS NULL THEN 'Producao' ELSE 'Teste' END)::"AmbienteChave"`;

const Q_EVENTOS_DO_TENANT = consulta(`
  SELECT coalesce(array_agg(DISTINCT e), '{}') AS eventos
    FROM tenant t JOIN ${ENDPOINTS_DO_TENANT('t')}, unnest(w.eventos) e
   WHERE t.id = $1`);

/** Whether some active endpoint of the tenant receives this event (cached). */
export async function temWebhook(tenantId: string, evento: EventoWebhook): Promise<boolean> {
  const agora = Date.now();
  let c = cache.get(tenantId);
  if (!c || c.ate < agora) {
    const [r] = await sql.query<{ eventos: string[] }>(Q_EVENTOS_DO_TENANT, [tenantId]);
    c = { eventos: new Set(r?.eventos ?? []), ate: agora + CACHE_MS };
    cache.set(tenantId, c);
  }
  return c.eventos.has(evento);
}

/**
 * Forgets the cache after an endpoint changed. All of it: a `Teste` endpoint answers for the
 * sandbox's entry, keyed by the shadow tenant, and the map holds one small entry per tenant seen.
 */
export function esquecerWebhooks() {
  cache.clear();
}

/**
 * When a delivery is due: at once. `agora` is the fact's instant, which in a sandbox runs ahead of
 * the real clock the dispatcher claims by (docs/sandbox.md); the row keeps it as `criado_em`, the
 * body's `criadoEm`, but is due at the real instant, or a Teste endpoint would wait for the real
 * clock to reach the sandbox's after every clock move. Never later than `agora`, so a test that
 * moves the application's clock (lib/relogio.ts) still finds it due.
 */
const devidaEm = (agora: string) => `LEAST(${agora}::timestamptz, now())`;

const S_EVENTO = consulta(`
  INSERT INTO evento_outbox (tenant_id, tipo, chave, payload, criado_em, proxima_tentativa_em, webhook_endpoint_id)
  SELECT t.id, $2::text, 'webhook:' || w.id || ':' || $3::text, jsonb_build_object('evento', $2::text, 'dados', $4::jsonb), $5, ${devidaEm('$5')}, w.id
    FROM tenant t JOIN ${ENDPOINTS_DO_TENANT('t')}
   WHERE t.id = $1 AND $2::text = ANY(w.eventos)
  ON CONFLICT (chave) DO NOTHING`);

/**
 * Queues `evento` for every active endpoint of the tenant that subscribed to it. Call inside the
 * transaction that wrote the fact, after checking temWebhook; returns whether anything was queued
 * (then nudge the dispatcher with avisarOutbox() after the commit).
 */
export async function registrarEventoWebhook(
  ex: Executor,
  tenantId: string,
  evento: EventoWebhook,
  fato: string,
  dados: Record<string, unknown>,
  agora: Date,
): Promise<boolean> {
  return (await ex.contar(S_EVENTO, [tenantId, evento, fato, JSON.stringify(dados), agora])) > 0;
}

/**
 * The same, as a CTE for statements that write many facts at once (lots expiring, expired):
 * `rows` is a CTE with tenant_id, and `fato`/`dados` SQL expressions over it.
 */
export function cteEventoWebhook(o: {
  nome: string;
  rows: string;
  evento: EventoWebhook;
  fato: string;
  dados: string;
  agora: string;
}): string {
  return `${o.nome} AS (
    INSERT INTO evento_outbox (tenant_id, tipo, chave, payload, criado_em, proxima_tentativa_em, webhook_endpoint_id)
    SELECT u.tenant_id, '${o.evento}', 'webhook:' || w.id || ':' || ${o.fato},
           jsonb_build_object('evento', '${o.evento}', 'dados', ${o.dados}), ${o.agora}, ${devidaEm(o.agora)}, w.id
      FROM ${o.rows} u JOIN tenant tw ON tw.id = u.tenant_id JOIN ${ENDPOINTS_DO_TENANT('tw')} AND '${o.evento}' = ANY(w.eventos)
    ON CONFLICT (chave) DO NOTHING)`;
}
