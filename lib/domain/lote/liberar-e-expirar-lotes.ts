// Writes the date-driven transitions of lots (spec "Credit lot status"): Pendente -> Disponivel
// when `dataLiberacao` is reached, Pendente/Disponivel -> Expirado when `dataExpiracao` has
// passed, each with its ledger movement. Reads never depend on this having run (they derive the
// effective status); it exists so that the ledger, the history and the analytics record the
// transition. Used by the scheduled job in batches (the live tenants at the real instant, then each
// sandbox with lots due at its own instant), by the sandbox clock when it moves, and inside every
// balance-moving transaction for the one customer it touches.
//
// Safe to run twice or concurrently: rows are claimed with FOR UPDATE SKIP LOCKED and each
// UPDATE re-checks the status it moves from, so each lot changes exactly once. The two
// transitions pick disjoint lots (expired or not), so one statement can write both.
import 'server-only';
import { consulta, type Executor } from '@/lib/db';
import { cteEventoWebhook } from '@/lib/domain/webhooks/registrar-evento';
import { LOTE_DE_TENANT_VIVO } from '@/lib/domain/sandbox/em-cada-sandbox';

/** A lot `l` due to expire at `agora` (an SQL expression). */
const expiraAte = (agora: string) => `l.status IN ('Pendente','Disponivel') AND l.expira_em <= ${agora}`;
/** A lot `l` due to be released at `agora`, unless it expires first. */
const liberaAte = (agora: string) => `l.status = 'Pendente' AND l.libera_em <= ${agora}`;

/**
 * SQL condition on a tenant `t`: it has a lot whose release or expiry is due at `instante`, through
 * the per-customer indexes that lead with `tenant_id` (lote_cliente_expiracao, lote_cliente_liberacao).
 */
export const tenantComLotesDevidos = (instante: string) =>
  `EXISTS (SELECT 1 FROM lote l WHERE l.tenant_id = t.id AND ${expiraAte(instante)})
     OR EXISTS (SELECT 1 FROM lote l WHERE l.tenant_id = t.id AND ${liberaAte(instante)})`;

/**
 * `base`: the live tenants' lots (the job; each sandbox's lots follow its own clock,
 * lib/domain/sandbox/em-cada-sandbox.ts); `tenant`: one tenant's; `cliente`: one customer's.
 */
function sqlMaterializar(escopo: 'base' | 'tenant' | 'cliente') {
  const filtro = {
    base: `AND ${LOTE_DE_TENANT_VIVO}`,
    tenant: 'AND l.tenant_id = $3',
    cliente: 'AND l.tenant_id = $3 AND l.cliente_id = $4',
  }[escopo];
  return `
  WITH alvo_e AS (
    SELECT l.id FROM lote l
     WHERE ${expiraAte('$1')} ${filtro}
     ORDER BY l.expira_em
     LIMIT $2
     FOR UPDATE SKIP LOCKED),
  upd_e AS (
    UPDATE lote l SET status = 'Expirado', atualizado_em = $1
      FROM alvo_e WHERE l.id = alvo_e.id AND l.status IN ('Pendente','Disponivel')
    RETURNING l.id, l.tenant_id, l.cliente_id, l.loja_id, l.campanha_id, l.venda_id, l.tipo_beneficio, l.valor_disponivel,
              l.data_expiracao),
  mov_e AS (
    INSERT INTO movimentacao (tenant_id, cliente_id, loja_id, campanha_id, venda_id, lote_id, tipo, tipo_beneficio, valor, descricao, criado_em)
    SELECT tenant_id, cliente_id, loja_id, campanha_id, venda_id, id,
           (CASE tipo_beneficio WHEN 'Cashback' THEN 'ExpiracaoCashback' ELSE 'ExpiracaoPontos' END)::"TipoMovimentacao",
           tipo_beneficio, valor_disponivel,
           CASE tipo_beneficio WHEN 'Cashback' THEN 'Cashback expirado' ELSE 'Pontos expirados' END, $1
      FROM upd_e WHERE valor_disponivel > 0),
  -- Webhooks (docs/webhooks.md): lote.expirado to the endpoints that subscribed, same statement.
  ${cteEventoWebhook({
    nome: 'wh_e',
    rows: 'upd_e',
    evento: 'lote.expirado',
    fato: "'lote-expirado:' || u.id",
    dados: `jsonb_build_object('loteId', u.id, 'clienteId', u.cliente_id, 'vendaId', u.venda_id, 'tipoBeneficio', u.tipo_beneficio,
                               'valorExpirado', u.valor_disponivel, 'dataExpiracao', u.data_expiracao, 'expiradoEm', $1::timestamptz)`,
    agora: '$1',
  })},
  alvo_l AS (
    SELECT l.id FROM lote l
     WHERE ${liberaAte('$1')} AND (l.expira_em IS NULL OR l.expira_em > $1) ${filtro}
     ORDER BY l.libera_em
     LIMIT $2
     FOR UPDATE SKIP LOCKED),
  upd_l AS (
    UPDATE lote l SET status = 'Disponivel', atualizado_em = $1
      FROM alvo_l WHERE l.id = alvo_l.id AND l.status = 'Pendente'
    RETURNING l.id, l.tenant_id, l.cliente_id, l.loja_id, l.campanha_id, l.venda_id, l.tipo_beneficio, l.valor_disponivel,
              l.data_expiracao),
  mov_l AS (
    INSERT INTO movimentacao (tenant_id, cliente_id, loja_id, campanha_id, venda_id, lote_id, tipo, tipo_beneficio, valor, descricao, criado_em)
    SELECT tenant_id, cliente_id, loja_id, campanha_id, venda_id, id, 'LiberacaoCashback', tipo_beneficio, valor_disponivel,
           'Cashback liberado para uso', $1
      FROM upd_l),
  ev_l AS (
    -- "Cashback released" notice, in the same statement as the release (transactional outbox);
    -- one per lot (the key), only to customers with an e-mail or phone.
    INSERT INTO evento_outbox (tenant_id, tipo, chave, payload, criado_em, proxima_tentativa_em)
    SELECT u.tenant_id, 'CashbackLiberado', 'liberacao:' || u.id,
           jsonb_build_object('clienteId', u.cliente_id, 'loteId', u.id, 'valor', u.valor_disponivel, 'lojaNome', lj.nome,
                              'dataExpiracao', u.data_expiracao),
           $1, $1
      FROM upd_l u JOIN loja lj ON lj.id = u.loja_id JOIN cliente c ON c.id = u.cliente_id
     WHERE u.valor_disponivel > 0 AND (coalesce(c.email, '') <> '' OR coalesce(c.telefone, '') <> '')
    ON CONFLICT (chave) DO NOTHING)
  SELECT (SELECT count(*) FROM upd_e)::int AS expirados, (SELECT count(*) FROM upd_l)::int AS liberados`;
}

const Q_BASE = consulta(sqlMaterializar('base'));
const Q_CLIENTE = consulta(sqlMaterializar('cliente'));
const Q_TENANT = consulta(sqlMaterializar('tenant'));

export type ResultadoMaterializacao = { expirados: number; liberados: number };

/** One batch over the live tenants' lots (at most `tamanho` lots of each transition). */
export async function materializarLotesEmLote(ex: Executor, agora: Date, tamanho: number): Promise<ResultadoMaterializacao> {
  const [r] = await ex.query<ResultadoMaterializacao>(Q_BASE, [agora, tamanho]);
  return r ?? { expirados: 0, liberados: 0 };
}

/**
 * One batch over one tenant's lots: a sandbox's, at its instant (docs/sandbox.md), when its clock
 * moves and when the job finds it with lots due (lib/jobs/lotes.ts).
 */
export async function materializarLotesDoTenant(
  ex: Executor,
  agora: Date,
  tenantId: string,
  tamanho: number,
): Promise<ResultadoMaterializacao> {
  const [r] = await ex.query<ResultadoMaterializacao>(Q_TENANT, [agora, tamanho, tenantId]);
  return r ?? { expirados: 0, liberados: 0 };
}

/** The transitions due for one customer, inside the caller's transaction (after its lock). */
export async function materializarLotesDoCliente(ex: Executor, agora: Date, tenantId: string, clienteId: string) {
  await ex.query(Q_CLIENTE, [agora, 100_000, tenantId, clienteId]);
}
