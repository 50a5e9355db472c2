// The scheduled step of the referrals (run with the automations' job, lib/jobs/registro.ts;
// docs/indicacao.md, "Quando o bônus entra"). A pending referral completes when the friend has a
// purchase of at least the programme's minimum, made within PRAZO_INDICACAO_DIAS of joining, still
// registered (not cancelled) once the grace period has passed: then, in one transaction, each side
// gets its bonus as a real credit lot (the same rows as a manager's credit adjustment, audited,
// with a key per referral and side so that it is given once), and the referral records what was
// credited. The referrer's bonus is skipped (0) past the programme's limit of bonuses in 30 days,
// and a side whose membership is off, or whose person was erased, gets nothing. A referral
// nobody completed within the window plus the grace period expires. Each side credited is told
// (outbox event `BonusIndicacao`).
//
// While the programme is switched off nothing completes (pending referrals wait, and may still
// expire); the bonuses are those of the configuration at the completion.
//
// Lock order (docs/saldo-corrente.md): the referral row, then the two memberships in customer order,
// as every other writer of several balances takes them.
import 'server-only';
import { consulta, sql, transacao, type Executor } from '@/lib/db';
import { dataLocal, somarDias } from '@/lib/datas';
import { dec, type Decimal } from '@/lib/dinheiro';
import { avisarOutbox } from '@/lib/notificacoes/aviso-outbox';
import { agora as relogio } from '@/lib/relogio';
import { log } from '@/lib/log';
import type { TipoBeneficio } from '@/lib/domain/campanha/campanhas-da-venda';
import { creditarBonusAutomacao } from '@/lib/domain/ajuste/ajustar-saldo';
import { Q_TRAVAR_VINCULO } from '@/lib/domain/lote/status-efetivo-sql';
import { DESCRICAO_BONUS_INDICACAO, MOTIVO_BONUS_INDICACAO } from './mensagens';

/** Days after joining within which the friend's purchase counts. */
export const PRAZO_INDICACAO_DIAS = 90;
/** The window of the referrer's limit (`limite_mensal`), in days. */
export const JANELA_LIMITE_DIAS = 30;

const LOTE = 100;
const DIA = `make_interval(days => 1)`;

/**
 * The qualifying purchase of a referral: the friend's first one that counts (oldest first). The
 * minimum is on what the friend paid (`valor_final`: the gross value less the balance used and the
 * immediate discount), so a purchase paid with cashback does not earn a bonus for the cashback.
 */
const COMPRA_QUE_CONTA = `
  SELECT v.id, v.loja_id FROM venda v
   WHERE v.tenant_id = i.tenant_id AND v.cliente_id = i.indicado_id AND v.status = 'Registrada'
     AND v.criado_em >= i.criada_em AND v.criado_em < i.criada_em + ${PRAZO_INDICACAO_DIAS} * ${DIA}
     AND v.valor_final >= p.compra_minima
     AND v.criado_em <= $1::timestamptz - p.dias_carencia * ${DIA}
   ORDER BY v.criado_em, v.id LIMIT 1`;

/**
 * A referral that may complete: its programme on (referrals and the tenant), the friend still an
 * active member (a membership the store switched off, e.g. a suspected fake, completes nothing; the
 * referral waits and expires), and joined at least the grace period ago (no purchase can be past
 * its grace otherwise: the index on (status, criada_em) skips the recent ones).
 */
const DEVIDA = `
    FROM indicacao i
    JOIN programa_indicacao p ON p.tenant_id = i.tenant_id AND p.ativo
    JOIN tenant t ON t.id = i.tenant_id AND t.ativo
    JOIN cliente_tenant ci ON ci.tenant_id = i.tenant_id AND ci.cliente_id = i.indicado_id AND ci.ativo`;

// Paged by (criada_em, id) after the last one seen ($3, $4), so a run reads each pending referral once.
const Q_DEVIDAS = consulta(`
  SELECT i.id, i.criada_em
    ${DEVIDA}
   WHERE i.status = 'Pendente' AND i.criada_em <= $1::timestamptz - p.dias_carencia * ${DIA}
     AND (i.criada_em, i.id) > ($3::timestamptz, $4::uuid)
     AND EXISTS (${COMPRA_QUE_CONTA})
   ORDER BY i.criada_em, i.id
   LIMIT $2`);

type Devida = {
  id: string;
  tenant_id: string;
  indicador_id: string;
  indicado_id: string;
  venda_id: string | null;
  venda_loja_id: string | null;
  tipo_beneficio: TipoBeneficio;
  bonus_indicador: string;
  bonus_indicado: string;
  validade_dias: number | null;
  limite_mensal: number;
};

/** The referral, locked, with its purchase and the programme as they are now (another run may have completed it). */
const Q_TRAVAR = consulta(`
  SELECT i.id, i.tenant_id, i.indicador_id, i.indicado_id, v.id AS venda_id, v.loja_id AS venda_loja_id,
         p.tipo_beneficio, p.bonus_indicador::text, p.bonus_indicado::text, p.validade_dias, p.limite_mensal
    ${DEVIDA}
    LEFT JOIN LATERAL (${COMPRA_QUE_CONTA}) v ON true
   WHERE i.id = $2 AND i.status = 'Pendente'
     FOR UPDATE OF i`);

/** Bonuses the referrer got in the last 30 days (the limit counts credits, not referrals). */
const Q_BONUS_RECENTES = consulta(`
  SELECT count(*)::int AS n FROM indicacao
   WHERE tenant_id = $1 AND indicador_id = $2 AND status = 'Concluida' AND bonus_indicador > 0
     AND concluida_em > $3::timestamptz - ${JANELA_LIMITE_DIAS} * ${DIA}`);

/** Where a side's bonus is credited: the store given (the friend's purchase) or the member's store of origin, when active, else the programme's first active store. */
const Q_LOJA_BONUS = consulta(`
  SELECT l.id AS loja_id, l.fuso_horario, (ct.ativo AND c.anonimizado_em IS NULL) AS pode
    FROM cliente_tenant ct
    JOIN cliente c ON c.id = ct.cliente_id
    JOIN LATERAL (SELECT id, fuso_horario FROM loja WHERE tenant_id = ct.tenant_id AND ativo
                   ORDER BY (id = $3::uuid) DESC, (id = ct.loja_origem_id) DESC, criado_em, id LIMIT 1) l ON true
   WHERE ct.tenant_id = $1 AND ct.cliente_id = $2`);

// The bonus notice (a service message about the customer's own balance, like the sale's and the
// release's): through the outbox, in the same transaction, once per referral and side (the key),
// only to a person with an e-mail or a phone. The friend is never named to the referrer.
const S_AVISO = consulta(`
  INSERT INTO evento_outbox (tenant_id, tipo, chave, payload, criado_em, proxima_tentativa_em)
  SELECT $1, 'BonusIndicacao', $2,
         jsonb_build_object('clienteId', c.id, 'lado', $3::text, 'tipoBeneficio', $4::text, 'valor', $5::numeric,
                            'lojaNome', l.nome, 'programa', t.nome, 'dataExpiracao', $6::text),
         $7, $7
    FROM cliente c JOIN loja l ON l.id = $8 JOIN tenant t ON t.id = $1
   WHERE c.id = $9 AND (coalesce(c.email, '') <> '' OR coalesce(c.telefone, '') <> '')
  ON CONFLICT (chave) DO NOTHING`);

const S_CONCLUIR = consulta(`
  UPDATE indicacao SET status = 'Concluida', venda_id = $2, concluida_em = $3, tipo_beneficio = $4,
         bonus_indicador = $5::numeric, bonus_indicado = $6::numeric
   WHERE id = $1`);

// Pending past the window and the grace period (of the programme as it is; 0 when it has none): no
// purchase can complete it any more. The plain bound first lets the index on (status, criada_em) find them.
const S_EXPIRAR = consulta(`
  UPDATE indicacao i SET status = 'Expirada', concluida_em = $1
    FROM (SELECT i2.id FROM indicacao i2 LEFT JOIN programa_indicacao p ON p.tenant_id = i2.tenant_id
           WHERE i2.status = 'Pendente' AND i2.criada_em <= $1::timestamptz - ${PRAZO_INDICACAO_DIAS} * ${DIA}
             AND i2.criada_em <= $1::timestamptz - (${PRAZO_INDICACAO_DIAS} + coalesce(p.dias_carencia, 0)) * ${DIA}) e
   WHERE i.id = e.id`);

type Lado = 'indicador' | 'indicado';

async function creditarLado(tx: Executor, d: Devida, lado: Lado, valor: Decimal, agora: Date): Promise<Decimal> {
  if (valor.isZero()) return valor;
  const clienteId = lado === 'indicador' ? d.indicador_id : d.indicado_id;
  const [loja] = await tx.query<{ loja_id: string; fuso_horario: string; pode: boolean }>(Q_LOJA_BONUS, [
    d.tenant_id,
    clienteId,
    lado === 'indicado' ? d.venda_loja_id : null,
  ]);
  if (!loja?.pode) return dec(0);
  const chave = `indicacao:${d.id}:${lado}`;
  const creditado = await creditarBonusAutomacao(tx, {
    tenantId: d.tenant_id,
    clienteId,
    lojaId: loja.loja_id,
    fuso: loja.fuso_horario,
    tipoBeneficio: d.tipo_beneficio,
    valor,
    validadeDias: d.validade_dias,
    motivo: MOTIVO_BONUS_INDICACAO[lado],
    descricao: DESCRICAO_BONUS_INDICACAO[lado],
    chave,
    agora,
  });
  // The referral row is locked and was pending: a bonus already under this key is a broken invariant,
  // not a retransmission. Recording it as credited would lie; the transaction is undone instead.
  if (!creditado) throw new Error(`Bônus de indicação já creditado sob a chave ${chave}.`);
  // The lot's last day, as creditarBonusAutomacao sets it (the store's calendar).
  const expira = d.validade_dias === null ? null : somarDias(dataLocal(agora, loja.fuso_horario), d.validade_dias);
  await tx.query(S_AVISO, [d.tenant_id, chave, lado, d.tipo_beneficio, valor.toFixed(2), expira, agora, loja.loja_id, clienteId]);
  return valor;
}

/** Completes one referral if it is still due; false when another run got there first or the purchase went away. */
async function concluir(id: string, agora: Date): Promise<boolean> {
  return transacao(async (tx) => {
    const [d] = await tx.query<Devida>(Q_TRAVAR, [agora, id]);
    if (!d?.venda_id) return false;
    for (const clienteId of [d.indicador_id, d.indicado_id].sort()) await tx.query(Q_TRAVAR_VINCULO, [d.tenant_id, clienteId]);
    const [recentes] = await tx.query<{ n: number }>(Q_BONUS_RECENTES, [d.tenant_id, d.indicador_id, agora]);
    const noLimite = (recentes?.n ?? 0) >= d.limite_mensal;
    const paraIndicador = await creditarLado(tx, d, 'indicador', noLimite ? dec(0) : dec(d.bonus_indicador), agora);
    const paraIndicado = await creditarLado(tx, d, 'indicado', dec(d.bonus_indicado), agora);
    await tx.query(S_CONCLUIR, [d.id, d.venda_id, agora, d.tipo_beneficio, paraIndicador.toFixed(2), paraIndicado.toFixed(2)]);
    return true;
  });
}

export type ResultadoIndicacoes = { indicacoesConcluidas: number; indicacoesExpiradas: number; indicacoesComFalha: number };

const INICIO = [new Date(0), '00000000-0000-0000-0000-000000000000'] as const;

/**
 * The job's step: every programme with referrals on. One referral that fails (logged by its id
 * only) is counted and skipped, so it cannot hold back the others run after run.
 */
export async function concluirIndicacoes(agora = relogio()): Promise<ResultadoIndicacoes> {
  let concluidas = 0;
  let falhas = 0;
  let [depoisDe, depoisDoId]: readonly [Date, string] = INICIO;
  for (;;) {
    const devidas = await sql.query<{ id: string; criada_em: Date }>(Q_DEVIDAS, [agora, LOTE, depoisDe, depoisDoId]);
    for (const { id } of devidas) {
      try {
        if (await concluir(id, agora)) concluidas++;
      } catch (erro) {
        falhas++;
        log.error('Falha ao concluir uma indicação', { indicacaoId: id, erro });
      }
    }
    if (devidas.length < LOTE) break;
    [depoisDe, depoisDoId] = [devidas.at(-1)!.criada_em, devidas.at(-1)!.id];
  }
  if (concluidas > 0) avisarOutbox();
  const expiradas = await sql.contar(S_EXPIRAR, [agora]);
  return { indicacoesConcluidas: concluidas, indicacoesExpiradas: expiradas, indicacoesComFalha: falhas };
}
