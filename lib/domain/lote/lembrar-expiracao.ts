// "Your credit is about to expire" reminders, a few days before, once per lot (run daily by the job
// `lembretes`, lib/jobs/registro.ts, and by the sandbox clock for its own lots). The lot is
// marked and its event queued in one statement, so a reminder can neither be lost nor repeated,
// also when two runs overlap (SKIP LOCKED + the marker re-checked by the UPDATE).
//
// A sandbox's lots follow its clock only (docs/sandbox.md): the job, on the real clock, leaves the
// shadow tenants' lots alone, so their `lote.expirando` reaches the `Teste` webhooks when the
// integrator moves the sandbox clock, never on the real day.
import 'server-only';
import { consulta, transacao } from '@/lib/db';
import { agora } from '@/lib/relogio';
import { cteEventoWebhook } from '@/lib/domain/webhooks/registrar-evento';
import { sqlDestinatarios } from '@/lib/domain/comunicacao/destinatarios-sql';

export const DIAS_ANTES_DO_VENCIMENTO = 5;

/** `base`: the job, live tenants' lots; `tenant`: one tenant's lots (the sandbox clock, `$4`). */
function sqlLembretes(escopo: 'base' | 'tenant') {
  const filtro = {
    base: 'AND NOT EXISTS (SELECT 1 FROM tenant t WHERE t.id = l.tenant_id AND t.sandbox_de IS NOT NULL)',
    tenant: 'AND l.tenant_id = $4',
  }[escopo];
  return `
  WITH alvo AS (
    SELECT l.id FROM lote l
     WHERE l.status IN ('Pendente','Disponivel') AND l.expira_em > $1 AND l.expira_em <= $2
       AND l.lembrete_expiracao_em IS NULL AND l.valor_disponivel > 0
       AND (l.status = 'Disponivel' OR l.libera_em <= $1)
       ${filtro}
     ORDER BY l.expira_em
     LIMIT $3
     FOR UPDATE SKIP LOCKED),
  upd AS (
    UPDATE lote l SET lembrete_expiracao_em = $1
      FROM alvo WHERE l.id = alvo.id AND l.lembrete_expiracao_em IS NULL
    RETURNING l.id, l.tenant_id, l.cliente_id, l.loja_id, l.tipo_beneficio, l.valor_disponivel, l.data_expiracao),
  -- A tenant that configured the LembreteExpiracao automation (docs/automacoes.md) has its own
  -- reminder: switched on, one marketing message per customer and expiry date through the
  -- campaigns' engine (template, consent, cap, quiet hours, holdout); switched off, none.
  auto AS (
    SELECT a.tenant_id, a.ativa, a.campanha_id, k.canal, k.holdout_percentual
      FROM automacao a JOIN campanha_comunicacao k ON k.id = a.campanha_id
     WHERE a.tipo = 'LembreteExpiracao' AND a.tenant_id IN (SELECT tenant_id FROM upd)),
  ev AS (
    INSERT INTO evento_outbox (tenant_id, tipo, chave, payload, criado_em, proxima_tentativa_em)
    SELECT u.tenant_id, 'CreditoExpirando', 'lembrete:' || u.id,
           jsonb_build_object('clienteId', u.cliente_id, 'loteId', u.id, 'tipoBeneficio', u.tipo_beneficio,
                              'valor', u.valor_disponivel, 'lojaNome', lj.nome, 'dataExpiracao', u.data_expiracao),
           $1, $1
      FROM upd u JOIN loja lj ON lj.id = u.loja_id JOIN cliente c ON c.id = u.cliente_id
     WHERE (coalesce(c.email, '') <> '' OR coalesce(c.telefone, '') <> '')
       AND NOT EXISTS (SELECT 1 FROM auto WHERE auto.tenant_id = u.tenant_id)
    ON CONFLICT (chave) DO NOTHING
    RETURNING 1),
  au AS (
    SELECT DISTINCT auto.campanha_id, auto.tenant_id, u.cliente_id, auto.canal, auto.holdout_percentual,
           'expira:' || u.data_expiracao::text AS ocorrencia
      FROM upd u JOIN auto ON auto.tenant_id = u.tenant_id AND auto.ativa),
  dest AS (${sqlDestinatarios('SELECT * FROM au', '$1')}
    RETURNING 1),
  -- Webhooks (docs/webhooks.md): lote.expirando for every lot, whatever the customer's contacts.
  ${cteEventoWebhook({
    nome: 'wh',
    rows: 'upd',
    evento: 'lote.expirando',
    fato: "'lote-expirando:' || u.id",
    dados: `jsonb_build_object('loteId', u.id, 'clienteId', u.cliente_id, 'tipoBeneficio', u.tipo_beneficio,
                               'valorDisponivel', u.valor_disponivel, 'dataExpiracao', u.data_expiracao)`,
    agora: '$1',
  })}
  SELECT (SELECT count(*) FROM upd)::int AS lotes, (SELECT count(*) FROM ev)::int + (SELECT count(*) FROM dest)::int AS eventos`;
}

const Q_BASE = consulta(sqlLembretes('base'));
const Q_TENANT = consulta(sqlLembretes('tenant'));

/**
 * Sends the reminders due at `agora()`. Without `tenantId`, the live tenants' lots (the job); with
 * it, only that tenant's lots (the sandbox clock, lib/domain/sandbox/relogio-da-sandbox.ts, runs
 * them for its shadow tenant at its own instant).
 */
export async function enviarLembretesDeExpiracao(o: { tamanhoLote?: number; orcamentoMs?: number; tenantId?: string } = {}) {
  const tamanho = o.tamanhoLote ?? 1000;
  const fim = Date.now() + (o.orcamentoMs ?? 20_000);
  const [q, escopo] = o.tenantId ? [Q_TENANT, [o.tenantId]] : [Q_BASE, []];
  let lotes = 0;
  let eventos = 0;
  for (;;) {
    const momento = agora();
    const limite = new Date(momento.getTime() + DIAS_ANTES_DO_VENCIMENTO * 24 * 60 * 60_000);
    const [r] = await transacao((tx) => tx.query<{ lotes: number; eventos: number }>(q, [momento, limite, tamanho, ...escopo]));
    lotes += r?.lotes ?? 0;
    eventos += r?.eventos ?? 0;
    if ((r?.lotes ?? 0) < tamanho || Date.now() > fim) break;
  }
  return { lotes, eventos };
}
