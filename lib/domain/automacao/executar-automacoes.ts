// The scheduled step of the automations (job `automacoes`, lib/jobs/registro.ts; issue 11 §3,
// docs/automacoes.md). For each automation switched on, the customers it is due to reach now
// become recipients of its campaign row, with the occurrence that makes the run idempotent:
//   - BoasVindas: 'primeira-compra' — once ever, for a first purchase made since it was switched on;
//   - Aniversario: the year — on the customer's birthday in the programme's zone (29 February on
//     the 28th in other years);
//   - Reconquista: the id of the last purchase — once per absence of N days (a customer who comes
//     back and stays away again is reached again);
//   - LembreteExpiracao: the expiry date, written by the reminders job (lib/domain/lote/lembrar-expiracao.ts).
// The unique (campaign, customer, occurrence) makes a re-run, or two instances, insert nothing
// twice. The recipient is drawn into the holdout like a campaign's (holdout.ts); a bonus (a real
// credit lot, audited) is credited in the same transaction, and only to the `Envio` group: the
// holdout receives nothing, and a customer who cannot be told of a bonus is not the treatment.
// The campaigns' engine then releases the messages under consent, opt-out, the weekly cap and
// the quiet hours (liberar-envios.ts).
import 'server-only';
import { consulta, sql, transacao, type Executor } from '@/lib/db';
import { dataLocal } from '@/lib/datas';
import { dec, type Decimal } from '@/lib/dinheiro';
import { agora as relogio } from '@/lib/relogio';
import { avisarOutbox } from '@/lib/notificacoes/aviso-outbox';
import type { TipoBeneficio } from '@/lib/domain/campanha/campanhas-da-venda';
import { creditarBonusAutomacao } from '@/lib/domain/ajuste/ajustar-saldo';
import { Q_TRAVAR_VINCULO } from '@/lib/domain/lote/status-efetivo-sql';
import { CONFIGURACAO_PADRAO } from '@/lib/domain/comunicacao/configuracao';
import { AUTOMACOES, DIAS_SEM_COMPRA_PADRAO, JANELA_RECUPERACAO_DIAS, type TipoAutomacao } from './definicoes';
import { sqlDestinatarios } from '@/lib/domain/comunicacao/destinatarios-sql';

const Q_ATIVAS = consulta(`
  SELECT a.tenant_id, a.tipo, a.campanha_id, a.ativada_em, a.dias_sem_compra, a.bonus_tipo, a.bonus_valor::text, a.bonus_validade_dias,
         k.canal, k.holdout_percentual, coalesce(cc.fuso_horario, '${CONFIGURACAO_PADRAO.fusoHorario}') AS fuso
    FROM automacao a
    JOIN campanha_comunicacao k ON k.id = a.campanha_id
    LEFT JOIN configuracao_comunicacao cc ON cc.tenant_id = a.tenant_id
   WHERE a.ativa AND a.tipo <> 'LembreteExpiracao'
   ORDER BY a.tenant_id, a.tipo`);

const DIA = `make_interval(days => 1)`;

/** First purchases of the window (none of the customer's registered sales is older), not yet welcomed. */
const Q_BOAS_VINDAS = consulta(`
  SELECT v.cliente_id, 'primeira-compra' AS ocorrencia
    FROM venda v
    JOIN cliente_tenant ct ON ct.tenant_id = v.tenant_id AND ct.cliente_id = v.cliente_id AND ct.ativo
   WHERE v.tenant_id = $1 AND v.status = 'Registrada' AND v.criado_em > $2::timestamptz AND v.criado_em <= $3::timestamptz
     AND NOT EXISTS (SELECT 1 FROM venda a WHERE a.tenant_id = $1 AND a.cliente_id = v.cliente_id AND a.status = 'Registrada'
                        AND a.criado_em <= $2::timestamptz)
     AND NOT EXISTS (SELECT 1 FROM destinatario_comunicacao d WHERE d.campanha_id = $4 AND d.cliente_id = v.cliente_id
                        AND d.ocorrencia = 'primeira-compra')
   GROUP BY v.cliente_id`);

/** Active members whose birthday is today (month $2, day $3; $4 = also 29 February, on the 28th of a common year). */
const Q_ANIVERSARIO = consulta(`
  SELECT ct.cliente_id, $5::text AS ocorrencia
    FROM cliente c
    JOIN cliente_tenant ct ON ct.cliente_id = c.id AND ct.tenant_id = $1 AND ct.ativo
   WHERE c.data_nascimento IS NOT NULL AND extract(month FROM c.data_nascimento)::int = $2
     AND (extract(day FROM c.data_nascimento)::int = $3 OR ($4 AND extract(day FROM c.data_nascimento)::int = 29))
     AND NOT EXISTS (SELECT 1 FROM destinatario_comunicacao d WHERE d.campanha_id = $6 AND d.cliente_id = ct.cliente_id
                        AND d.ocorrencia = $5::text)`);

/** Customers whose last registered purchase is N days old or older (within the catch-up window): one occurrence per last purchase. */
const Q_RECONQUISTA = consulta(`
  SELECT v.cliente_id, (array_agg(v.id ORDER BY v.criado_em DESC, v.id DESC))[1]::text AS ocorrencia
    FROM venda v
    JOIN cliente_tenant ct ON ct.tenant_id = v.tenant_id AND ct.cliente_id = v.cliente_id AND ct.ativo
   WHERE v.tenant_id = $1 AND v.status = 'Registrada'
     AND v.criado_em > $2::timestamptz - $3::int * ${DIA} - ${JANELA_RECUPERACAO_DIAS} * ${DIA}
     AND v.criado_em <= $2::timestamptz - $3::int * ${DIA}
     AND NOT EXISTS (SELECT 1 FROM venda r WHERE r.tenant_id = $1 AND r.cliente_id = v.cliente_id AND r.status = 'Registrada'
                        AND r.criado_em > $2::timestamptz - $3::int * ${DIA})
   GROUP BY v.cliente_id`);

const S_DESTINATARIOS = consulta(`
  ${sqlDestinatarios(
    `SELECT $1::uuid AS campanha_id, $2::uuid AS tenant_id, u.cliente_id, u.ocorrencia, $3::text AS canal, $4::int AS holdout_percentual
       FROM unnest($6::uuid[], $7::text[]) u(cliente_id, ocorrencia)`,
    '$5',
  )}
  RETURNING id, cliente_id, grupo`);

/** The store a bonus is credited at: the customer's store of origin when active, else the programme's first active store. */
const Q_LOJAS_BONUS = consulta(`
  SELECT ct.cliente_id, l.id AS loja_id, l.fuso_horario
    FROM cliente_tenant ct
    JOIN LATERAL (SELECT id, fuso_horario FROM loja WHERE tenant_id = ct.tenant_id AND ativo
                   ORDER BY (id = ct.loja_origem_id) DESC, criado_em, id LIMIT 1) l ON true
   WHERE ct.tenant_id = $1 AND ct.cliente_id = ANY($2::uuid[])`);

type Ativa = {
  tenant_id: string;
  tipo: TipoAutomacao;
  campanha_id: string;
  ativada_em: Date | null;
  dias_sem_compra: number | null;
  bonus_tipo: TipoBeneficio | null;
  bonus_valor: string | null;
  bonus_validade_dias: number | null;
  canal: string;
  holdout_percentual: number;
  fuso: string;
};

type Candidato = { cliente_id: string; ocorrencia: string };

const LOTE = 200;
const DIA_MS = 24 * 60 * 60_000;

export const MOTIVO_BONUS: Partial<Record<TipoAutomacao, string>> = {
  Aniversario: 'Bônus de aniversário (automação)',
  Reconquista: 'Bônus de reconquista (automação)',
};

/** Whether a year is a leap year (Gregorian). */
const bissexto = (ano: number) => (ano % 4 === 0 && ano % 100 !== 0) || ano % 400 === 0;

export async function candidatosAutomacao(ex: Executor, a: Ativa, agora: Date): Promise<Candidato[]> {
  if (a.tipo === 'BoasVindas') {
    // Only first purchases made since the automation was switched on (and within the catch-up window).
    const inicio = Math.max(a.ativada_em?.getTime() ?? agora.getTime(), agora.getTime() - JANELA_RECUPERACAO_DIAS * DIA_MS);
    return ex.query<Candidato>(Q_BOAS_VINDAS, [a.tenant_id, new Date(inicio), agora, a.campanha_id]);
  }
  if (a.tipo === 'Aniversario') {
    const hoje = dataLocal(agora, a.fuso);
    const [ano, mes, dia] = hoje.split('-').map(Number) as [number, number, number];
    const vinteENove = mes === 2 && dia === 28 && !bissexto(ano);
    return ex.query<Candidato>(Q_ANIVERSARIO, [a.tenant_id, mes, dia, vinteENove, String(ano), a.campanha_id]);
  }
  if (a.tipo === 'Reconquista') {
    return ex.query<Candidato>(Q_RECONQUISTA, [a.tenant_id, agora, a.dias_sem_compra ?? DIAS_SEM_COMPRA_PADRAO]);
  }
  return [];
}

/** Writes one batch of recipients and their bonuses, in one transaction; returns the rows written. */
async function registrarLote(a: Ativa, lote: Candidato[], agora: Date): Promise<{ destinatarios: number; bonus: number }> {
  return transacao(async (tx) => {
    const novos = await tx.query<{ id: string; cliente_id: string; grupo: string }>(S_DESTINATARIOS, [
      a.campanha_id,
      a.tenant_id,
      a.canal,
      a.holdout_percentual,
      agora,
      lote.map((c) => c.cliente_id),
      lote.map((c) => c.ocorrencia),
    ]);
    let bonus = 0;
    const valor: Decimal | null = a.bonus_valor ? dec(a.bonus_valor) : null;
    const premiados = novos.filter((n) => n.grupo === 'Envio').sort((x, y) => (x.cliente_id < y.cliente_id ? -1 : 1));
    if (valor && a.bonus_tipo && premiados.length) {
      const lojas = new Map(
        (
          await tx.query<{ cliente_id: string; loja_id: string; fuso_horario: string }>(Q_LOJAS_BONUS, [
            a.tenant_id,
            premiados.map((p) => p.cliente_id),
          ])
        ).map((l) => [l.cliente_id, l]),
      );
      for (const p of premiados) {
        const loja = lojas.get(p.cliente_id);
        if (!loja) continue; // no active store: nowhere to credit; the message still goes.
        // The membership lock every credit and debit of this customer takes, in customer order.
        await tx.query(Q_TRAVAR_VINCULO, [a.tenant_id, p.cliente_id]);
        const ok = await creditarBonusAutomacao(tx, {
          tenantId: a.tenant_id,
          clienteId: p.cliente_id,
          lojaId: loja.loja_id,
          fuso: loja.fuso_horario,
          tipoBeneficio: a.bonus_tipo,
          valor,
          validadeDias: a.bonus_validade_dias,
          motivo: MOTIVO_BONUS[a.tipo] ?? 'Bônus (automação)',
          chave: `auto:${p.id}`,
          agora,
        });
        if (ok) bonus++;
      }
    }
    return { destinatarios: novos.length, bonus };
  });
}

export type ResultadoAutomacoes = Record<TipoAutomacao | 'bonus', number>;

/** The job's step: every automation switched on, every tenant. */
export async function executarAutomacoes(agora = relogio()): Promise<ResultadoAutomacoes> {
  const r: ResultadoAutomacoes = { BoasVindas: 0, Aniversario: 0, Reconquista: 0, LembreteExpiracao: 0, bonus: 0 };
  const ativas = await sql.query<Ativa>(Q_ATIVAS, []);
  for (const a of ativas) {
    if (!AUTOMACOES[a.tipo]) continue;
    const candidatos = await candidatosAutomacao(sql, a, agora);
    for (let i = 0; i < candidatos.length; i += LOTE) {
      const x = await registrarLote(a, candidatos.slice(i, i + LOTE), agora);
      r[a.tipo] += x.destinatarios;
      r.bonus += x.bonus;
    }
  }
  if (r.BoasVindas + r.Aniversario + r.Reconquista > 0) avisarOutbox();
  return r;
}
