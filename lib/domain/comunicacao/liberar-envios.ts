// Releasing recipients to the outbox under the marketing policy (issue 11 §2; docs/comunicacao.md,
// "Como um envio acontece", step 2). One batch = one short transaction:
//   1. claim due `Pendente` rows (FOR UPDATE SKIP LOCKED: two workers never take the same row);
//   2. cancelled campaign → `Cancelado`;
//   3. quiet hours in the zone of each customer's store (of origin; the tenant's default zone
//      without one) → that recipient's `liberar_em` moves to the window's end (deferred, kept);
//   4. consent re-read now (opt-out since preparation → `IgnoradoOptout`), contact present;
//   5. the frequency cap: a transaction-scoped advisory lock per customer, taken in customer
//      order (no deadlock between two campaigns), then the customer's admitted messages of the
//      last 7 days are counted; at the cap → `IgnoradoLimite`. The lock makes "count, then admit"
//      atomic per customer across concurrent campaigns and automations;
//   6. the message is rendered and written to the outbox with the key `marketing:<recipient>`
//      (unique: a re-run cannot queue it twice), the row becomes `Enfileirado`.
// The outbox dispatcher delivers it and checks consent and quiet hours once more right before it
// leaves (verificar-envio.ts). Nothing here calls the network.
import 'server-only';
import { consulta, transacao, type Executor } from '@/lib/db';
import { agora as relogio } from '@/lib/relogio';
import { env } from '@/lib/env';
import { lerConfiguracao } from './configuracao';
import { dadosDosClientes } from './dados-modelo';
import { linkDescadastro, linkDescadastroExemplo } from './descadastro';
import { proximoHorarioPermitido } from './horario';
import { renderizarModelo, usaBonus, type BonusModelo } from './modelo';

export const TIPO_EVENTO_MARKETING = 'Marketing';
export const JANELA_LIMITE_DIAS = 7;

const Q_LOTE = consulta(`
  SELECT d.id, d.tenant_id, d.cliente_id, d.campanha_id, k.canal, k.assunto, k.modelo, k.status AS status_campanha
    FROM destinatario_comunicacao d JOIN campanha_comunicacao k ON k.id = d.campanha_id
   WHERE d.status = 'Pendente' AND d.liberar_em <= $1 AND ($3::uuid IS NULL OR d.campanha_id = $3::uuid)
   ORDER BY d.liberar_em, d.id
   LIMIT $2
     FOR UPDATE OF d SKIP LOCKED`);

const Q_CONSENTIMENTO = consulta(`
  SELECT u.id AS cliente_id, coalesce(pc.whatsapp, false) AS whatsapp, coalesce(pc.email, false) AS email, pc.tenant_id IS NOT NULL AS escolheu
    FROM unnest($2::uuid[]) u(id)
    LEFT JOIN preferencia_comunicacao pc ON pc.tenant_id = $1 AND pc.cliente_id = u.id`);

const S_TRAVAR_CLIENTES = consulta(`
  SELECT count(pg_advisory_xact_lock(hashtextextended('comunicacao:' || $1::text || ':' || c::text, 0)))::int AS n
    FROM (SELECT c FROM unnest($2::uuid[]) c ORDER BY c) ordenados`);

const Q_CONTAGEM = consulta(`
  SELECT cliente_id, count(*)::int AS n FROM destinatario_comunicacao
   WHERE tenant_id = $1 AND cliente_id = ANY($2::uuid[]) AND enfileirado_em > $3::timestamptz - make_interval(days => $4::int)
     AND status IN ('Enfileirado', 'Enviado')
   GROUP BY cliente_id`);

const S_STATUS = consulta(`
  UPDATE destinatario_comunicacao d SET status = u.status FROM unnest($1::uuid[], $2::text[]) u(id, status) WHERE d.id = u.id`);

const S_ADIAR = consulta(`
  UPDATE destinatario_comunicacao d SET liberar_em = u.ate FROM unnest($1::uuid[], $2::timestamptz[]) u(id, ate) WHERE d.id = u.id`);

const S_EVENTOS = consulta(`
  INSERT INTO evento_outbox (tenant_id, tipo, chave, payload, proxima_tentativa_em, criado_em)
  SELECT $1::uuid, '${TIPO_EVENTO_MARKETING}', 'marketing:' || u.id, u.payload, $2::timestamptz, $2::timestamptz
    FROM unnest($3::uuid[], $4::jsonb[]) u(id, payload)
  ON CONFLICT (chave) DO NOTHING`);

const S_ENFILEIRADOS = consulta(`
  UPDATE destinatario_comunicacao d SET status = 'Enfileirado', enfileirado_em = $2, evento_id = e.id
    FROM evento_outbox e
   WHERE d.id = ANY($1::uuid[]) AND e.chave = 'marketing:' || d.id`);

/**
 * The bonus credited with each message (an automation's, key `auto:<recipient>`, written in the
 * same transaction as the recipient): `{bonus}` says what the customer was actually given.
 */
const Q_BONUS = consulta(`
  SELECT u.id, a.tipo_beneficio::text AS tipo_beneficio, a.valor::text AS valor
    FROM unnest($2::uuid[]) u(id)
    JOIN ajuste_saldo a ON a.tenant_id = $1 AND a.chave_idempotencia = 'auto:' || u.id::text`);

type Linha = {
  id: string;
  tenant_id: string;
  cliente_id: string;
  campanha_id: string;
  canal: 'WhatsApp' | 'Email';
  assunto: string | null;
  modelo: string;
  status_campanha: string;
};

export type ResultadoLiberacao = {
  enfileirados: number;
  adiados: number;
  ignoradosConsentimento: number;
  ignoradosOptout: number;
  ignoradosLimite: number;
  semContato: number;
  cancelados: number;
  lidos: number;
};

const vazio = (): ResultadoLiberacao => ({
  enfileirados: 0,
  adiados: 0,
  ignoradosConsentimento: 0,
  ignoradosOptout: 0,
  ignoradosLimite: 0,
  semContato: 0,
  cancelados: 0,
  lidos: 0,
});

const rodape = (canal: 'WhatsApp' | 'Email', link: () => string) =>
  canal === 'Email'
    ? `\n\nNão quer mais receber estas mensagens? Descadastre-se: ${link()}`
    : '\n\nPara não receber mais mensagens, responda SAIR.';

/**
 * The footer every marketing message carries: how to stop receiving them (LGPD, issue 11 §2). The
 * e-mail's link names its recipient row, so the opt-out is counted for this message's campaign.
 */
export function rodapeDescadastro(
  canal: 'WhatsApp' | 'Email',
  clienteId: string,
  tenantId: string,
  base?: string,
  destinatarioId?: string,
): string {
  return rodape(canal, () => linkDescadastro(clienteId, tenantId, 'Email', base, destinatarioId));
}

/** The preview's footer: the same words, with a link that opts no one out (docs/lgpd.md, "Preview"). */
export function rodapeDescadastroExemplo(canal: 'WhatsApp' | 'Email', base?: string): string {
  return rodape(canal, () => linkDescadastroExemplo(base));
}

async function liberarDoTenant(tx: Executor, tenantId: string, linhas: Linha[], agora: Date, r: ResultadoLiberacao) {
  const status: [string, string][] = [];
  const ativas = linhas.filter((l) => {
    if (l.status_campanha === 'Cancelada') status.push([l.id, 'Cancelado']);
    return l.status_campanha !== 'Cancelada';
  });
  r.cancelados += linhas.length - ativas.length;

  const cfg = await lerConfiguracao(tx, tenantId);
  const dados = await dadosDosClientes(tx, tenantId, [...new Set(ativas.map((l) => l.cliente_id))], agora);
  // Quiet hours are the customer's store's (issue 11 §2): at 21:30 in São Paulo it is 20:30 in
  // Manaus, so one batch can hold both recipients that wait and recipients that leave.
  const adiados: [string, Date][] = [];
  const agoraPodem = ativas.filter((l) => {
    const ate = proximoHorarioPermitido(agora, {
      inicio: cfg.silencioInicio,
      fim: cfg.silencioFim,
      fuso: dados.get(l.cliente_id)?.fuso ?? cfg.fusoHorario,
    });
    if (ate > agora) adiados.push([l.id, ate]);
    return ate <= agora;
  });
  if (adiados.length) await tx.query(S_ADIAR, [adiados.map((a) => a[0]), adiados.map((a) => a[1])]);
  r.adiados += adiados.length;

  const clientes = [...new Set(agoraPodem.map((l) => l.cliente_id))];
  const consentimentos = new Map(
    (
      await tx.query<{ cliente_id: string; whatsapp: boolean; email: boolean; escolheu: boolean }>(Q_CONSENTIMENTO, [tenantId, clientes])
    ).map((c) => [c.cliente_id, c]),
  );
  const elegiveis: Linha[] = [];
  for (const l of agoraPodem) {
    const c = consentimentos.get(l.cliente_id);
    const d = dados.get(l.cliente_id);
    const aceita = l.canal === 'WhatsApp' ? c?.whatsapp : c?.email;
    const contato = l.canal === 'WhatsApp' ? d?.telefone : d?.email;
    if (!aceita) {
      status.push([l.id, c?.escolheu ? 'IgnoradoOptout' : 'IgnoradoConsentimento']);
      if (c?.escolheu) r.ignoradosOptout++;
      else r.ignoradosConsentimento++;
    } else if (!d || !contato) {
      status.push([l.id, 'SemContato']);
      r.semContato++;
    } else elegiveis.push(l);
  }

  const admitidos: Linha[] = [];
  if (elegiveis.length) {
    const ids = [...new Set(elegiveis.map((l) => l.cliente_id))];
    await tx.query(S_TRAVAR_CLIENTES, [tenantId, ids]);
    const contagem = new Map(
      (await tx.query<{ cliente_id: string; n: number }>(Q_CONTAGEM, [tenantId, ids, agora, JANELA_LIMITE_DIAS])).map((c) => [
        c.cliente_id,
        c.n,
      ]),
    );
    for (const l of elegiveis) {
      const n = contagem.get(l.cliente_id) ?? 0;
      if (n >= cfg.limiteSemanal) {
        status.push([l.id, 'IgnoradoLimite']);
        r.ignoradosLimite++;
      } else {
        contagem.set(l.cliente_id, n + 1);
        admitidos.push(l);
      }
    }
  }
  if (status.length) await tx.query(S_STATUS, [status.map((s) => s[0]), status.map((s) => s[1])]);
  if (admitidos.length === 0) return;

  const base = env().APP_URL;
  const comBonus = admitidos.filter((l) => usaBonus(l.modelo) || usaBonus(l.assunto)).map((l) => l.id);
  const bonus = new Map(
    comBonus.length
      ? (await tx.query<{ id: string; tipo_beneficio: BonusModelo['tipoBeneficio']; valor: string }>(Q_BONUS, [tenantId, comBonus])).map(
          (b) => [b.id, { tipoBeneficio: b.tipo_beneficio, valor: b.valor }],
        )
      : [],
  );
  const payloads = admitidos.map((l) => {
    const d = { ...dados.get(l.cliente_id)!, bonus: bonus.get(l.id) ?? null };
    const texto = renderizarModelo(l.modelo, d) + rodapeDescadastro(l.canal, l.cliente_id, tenantId, base, l.id);
    const assunto = l.canal === 'Email' ? renderizarModelo(l.assunto ?? d.loja, d) : d.loja;
    return JSON.stringify({
      clienteId: l.cliente_id,
      tenantId,
      campanhaId: l.campanha_id,
      destinatarioId: l.id,
      canal: l.canal === 'WhatsApp' ? 'whatsapp' : 'email',
      assunto,
      texto,
      // The dispatcher checks the quiet hours again right before sending, in the same zone.
      fuso: d.fuso ?? cfg.fusoHorario,
    });
  });
  const ids = admitidos.map((l) => l.id);
  await tx.query(S_EVENTOS, [tenantId, agora, ids, payloads]);
  await tx.query(S_ENFILEIRADOS, [ids, agora]);
  r.enfileirados += admitidos.length;
}

/** One batch; `campanhaId` restricts it to one campaign (a worker per campaign, the tests). */
export async function liberarLote(o: { agora?: Date; tamanho?: number; campanhaId?: string } = {}): Promise<ResultadoLiberacao> {
  const agora = o.agora ?? relogio();
  return transacao(async (tx) => {
    const r = vazio();
    const linhas = await tx.query<Linha>(Q_LOTE, [agora, o.tamanho ?? 1000, o.campanhaId ?? null]);
    r.lidos = linhas.length;
    const porTenant = new Map<string, Linha[]>();
    for (const l of linhas) porTenant.set(l.tenant_id, [...(porTenant.get(l.tenant_id) ?? []), l]);
    for (const [tenantId, doTenant] of porTenant) await liberarDoTenant(tx, tenantId, doTenant, agora, r);
    return r;
  });
}

/** Batches until nothing due is left (or the budget is spent). */
export async function liberarEnvios(o: { agora?: Date; tamanho?: number; campanhaId?: string; orcamentoMs?: number } = {}) {
  const fim = Date.now() + (o.orcamentoMs ?? 20_000);
  const total = vazio();
  for (;;) {
    const r = await liberarLote(o);
    for (const k of Object.keys(total) as (keyof ResultadoLiberacao)[]) total[k] += r[k];
    if (r.lidos < (o.tamanho ?? 1000) || r.lidos === r.adiados || Date.now() > fim) break;
  }
  return total;
}
