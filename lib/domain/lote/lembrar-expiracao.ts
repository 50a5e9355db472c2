// "Your credit is about to expire" reminders, a few days before, once per lot (run by the job
// `lembretes`, lib/jobs/registro.ts, and by the sandbox clock when it moves). The lot is marked and
// its event queued in one statement, so a reminder can neither be lost nor repeated, also when two
// runs overlap (SKIP LOCKED + the marker re-checked by the UPDATE).
//
// A sandbox's lots follow its clock (docs/sandbox.md): the job reminds the live tenants' lots at
// the real instant, then each sandbox's lots due at the sandbox's own instant
// (lib/domain/sandbox/em-cada-sandbox.ts), so their `lote.expirando` reaches the `Teste` webhooks
// when the sandbox's time reaches the window, stamped with that time, whether it got there by a
// clock move or by real time passing.
import 'server-only';
import { consulta, transacao } from '@/lib/db';
import { agora } from '@/lib/relogio';
import { cteEventoWebhook } from '@/lib/domain/webhooks/registrar-evento';
import { sqlDestinatarios } from '@/lib/domain/comunicacao/destinatarios-sql';
import { LOTE_DE_TENANT_VIVO, naBaseEEmCadaSandbox, sandboxesComAlgoDevido } from '@/lib/domain/sandbox/em-cada-sandbox';

export const DIAS_ANTES_DO_VENCIMENTO = 5;

/** A lot `l` to remind at `agora`, whose window ends at `limite` (SQL expressions). */
const aLembrar = (
  agora: string,
  limite: string,
) => `l.status IN ('Pendente','Disponivel') AND l.expira_em > ${agora} AND l.expira_em <= ${limite}
       AND l.lembrete_expiracao_em IS NULL AND l.valor_disponivel > 0
       AND (l.status = 'Disponivel' OR l.libera_em <= ${agora})`;

/** The sandboxes with a lot to remind at their own instant (lote_cliente_expiracao leads with `tenant_id`). */
const S_SANDBOXES_COM_LEMBRETES = sandboxesComAlgoDevido(
  (instante) =>
    `EXISTS (SELECT 1 FROM lote l WHERE l.tenant_id = t.id AND ${aLembrar(instante, `${instante} + interval '${DIAS_ANTES_DO_VENCIMENTO * 24} hours'`)})`,
);

/** `base`: the job's first part, live tenants' lots; `tenant`: one tenant's lots (a sandbox, `$4`). */
function sqlLembretes(escopo: 'base' | 'tenant') {
  const filtro = { base: `AND ${LOTE_DE_TENANT_VIVO}`, tenant: 'AND l.tenant_id = $4' }[escopo];
  return `
  WITH alvo AS (
    SELECT l.id FROM lote l
     WHERE ${aLembrar('$1', '$2')}
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
 * Sends the reminders due. Without `tenantId`, the job: the live tenants' lots at the real instant,
 * then each sandbox's at its own instant; with it, only that tenant's lots at `agora()` (the
 * sandbox clock, lib/domain/sandbox/relogio-da-sandbox.ts, runs them for its shadow tenant when it
 * moves). One time budget for the whole run.
 */
export async function enviarLembretesDeExpiracao(o: { tamanhoLote?: number; orcamentoMs?: number; tenantId?: string } = {}) {
  const tamanho = o.tamanhoLote ?? 1000;
  const fim = Date.now() + (o.orcamentoMs ?? 20_000);
  const total = { lotes: 0, eventos: 0 };
  const lembrar = async (tenantId?: string) => {
    const [q, escopo] = tenantId ? [Q_TENANT, [tenantId]] : [Q_BASE, []];
    for (;;) {
      const momento = agora();
      const limite = new Date(momento.getTime() + DIAS_ANTES_DO_VENCIMENTO * 24 * 60 * 60_000);
      const [r] = await transacao((tx) => tx.query<{ lotes: number; eventos: number }>(q, [momento, limite, tamanho, ...escopo]));
      total.lotes += r?.lotes ?? 0;
      total.eventos += r?.eventos ?? 0;
      if ((r?.lotes ?? 0) < tamanho || Date.now() > fim) break;
    }
  };
  await (o.tenantId ? lembrar(o.tenantId) : naBaseEEmCadaSandbox(S_SANDBOXES_COM_LEMBRETES, fim, lembrar));
  return total;
}
