// GET /api/v1/admin/AnalyticsAdmin/expiracao/projecao: the balance that will expire soon if it
// is not used (docs/api-admin-analytics.md, "expiracao/projecao").
//
// From the lots still alive now (effective status, lib/domain/lote/status-efetivo-sql.ts: a lot past
// `expira_em` is expired even if the job has not written it yet), by their local expiry date
// (`data_expiracao`, the last day the credit can be used): what is left in each (`valor_disponivel`).
// Pending cashback is included: it is released before it expires, and expires if unused.
// Two views: cumulative windows (next 7, 30, 60, 90 days, today included) and the current
// month (from today) plus the next five calendar months.
import 'server-only';
import { paraNumero } from '@/lib/dinheiro';
import { dataLocal, inicioDoDia, isoUtc, somarDias } from '@/lib/datas';
import { agora as relogio } from '@/lib/relogio';
import { consultaPorEscopo, consultarRelatorio, daEscopo } from '@/lib/domain/analytics/escopo-sql';
import { fusoDoPrograma } from '@/lib/domain/tenant/fuso-do-programa';

export const JANELAS_DIAS = [7, 30, 60, 90] as const;
export const MESES_PROJECAO = 6;

export type ValoresExpiracao = { cashback: number; pontos: number; lotes: number };
/** `clientes`: customers with something expiring in the window (whom a reminder would reach). */
export type JanelaExpiracao = ValoresExpiracao & { dias: number; ate: string; clientes: number };
export type MesExpiracao = ValoresExpiracao & { mes: string; inicio: string; fim: string };

export type ProjecaoExpiracao = {
  tenantId: string | null;
  hoje: string;
  fusoHorario: string;
  proximosDias: JanelaExpiracao[];
  porMes: MesExpiracao[];
  calculadoEm: string;
};

type Linha = {
  grupo: 'faixa' | 'mes';
  ordem: number;
  inicio: string;
  fim: string;
  cashback: string;
  pontos: string;
  lotes: number;
  clientes: number | null;
};

/**
 * $1 tenant, $2 now, $3 today (local), $4 last date considered, $5 an instant safely after the
 * end of that date in any Brazilian time zone (bounds the index range on `expira_em`).
 */
const Q_PROJECAO = consultaPorEscopo(
  (t) => `
  WITH l AS MATERIALIZED (
    SELECT l.tipo_beneficio, l.valor_disponivel, l.data_expiracao, l.cliente_id
      FROM lote l
     WHERE ${t('l')} AND l.status IN ('Pendente', 'Disponivel') AND l.expira_em IS NOT NULL
       AND l.expira_em > $2 AND l.expira_em < $5
       AND l.data_expiracao >= $3::date AND l.data_expiracao <= $4::date AND l.valor_disponivel > 0),
  -- Sums per expiry date first (a few hundred rows), so each window adds dates, not lots.
  por_dia AS (
    SELECT l.data_expiracao AS dia,
           coalesce(sum(l.valor_disponivel) FILTER (WHERE l.tipo_beneficio = 'Cashback'), 0) AS cashback,
           coalesce(sum(l.valor_disponivel) FILTER (WHERE l.tipo_beneficio = 'Pontos'), 0) AS pontos,
           count(*) AS lotes
      FROM l GROUP BY l.data_expiracao),
  -- A customer is in every cumulative window from their earliest expiry on.
  primeira AS (
    SELECT min(l.data_expiracao) AS dia FROM l GROUP BY l.cliente_id),
  janelas AS (
    SELECT 'faixa'::text AS grupo, d AS ordem, $3::date AS inicio, $3::date + d - 1 AS fim
      FROM unnest(ARRAY[${JANELAS_DIAS.join(', ')}]) d
    UNION ALL
    SELECT 'mes', i, greatest((date_trunc('month', $3::date) + make_interval(months => i))::date, $3::date),
           (date_trunc('month', $3::date) + make_interval(months => i + 1))::date - 1
      FROM generate_series(0, ${MESES_PROJECAO - 1}) i)
  SELECT j.grupo, j.ordem, j.inicio, j.fim,
         coalesce(sum(p.cashback), 0)::text AS cashback, coalesce(sum(p.pontos), 0)::text AS pontos,
         coalesce(sum(p.lotes), 0)::int AS lotes,
         CASE WHEN j.grupo = 'faixa' THEN (SELECT count(*) FROM primeira WHERE primeira.dia <= j.fim)::int END AS clientes
    FROM janelas j
    LEFT JOIN por_dia p ON p.dia BETWEEN j.inicio AND j.fim
   GROUP BY j.grupo, j.ordem, j.inicio, j.fim
   ORDER BY j.grupo, j.ordem`,
);

/** Last day of the month `meses` after the month of `data`. */
function fimDoMes(data: string, meses: number): string {
  const d = new Date(`${data.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + meses + 1);
  d.setUTCDate(0);
  return d.toISOString().slice(0, 10);
}

/**
 * `fuso`: the calendar of "today" the caller already resolved (the panel's, one for the whole page,
 * the chosen store's when there is one); absent, the programme's (`fusoDoPrograma`).
 */
export async function projecaoExpiracao(tenantId: string | null, agora = relogio(), fuso?: string): Promise<ProjecaoExpiracao> {
  fuso ??= await fusoDoPrograma(tenantId);
  const hoje = dataLocal(agora, fuso);
  const ultimoMes = fimDoMes(hoje, MESES_PROJECAO - 1);
  const ultimaJanela = somarDias(hoje, JANELAS_DIAS[JANELAS_DIAS.length - 1]! - 1);
  const ultimo = ultimoMes > ultimaJanela ? ultimoMes : ultimaJanela;
  // A lot of date D expires at the start of D + 1 in its store's zone; two days of margin cover
  // every zone, and `data_expiracao` then selects exactly.
  const limite = inicioDoDia(somarDias(ultimo, 2), fuso);
  const linhas = await consultarRelatorio<Linha>(daEscopo(Q_PROJECAO, tenantId), [tenantId, agora, hoje, ultimo, limite]);
  const valores = (l: Linha): ValoresExpiracao => ({
    cashback: paraNumero(l.cashback),
    pontos: paraNumero(l.pontos),
    lotes: l.lotes,
  });
  return {
    tenantId,
    hoje,
    fusoHorario: fuso,
    proximosDias: linhas
      .filter((l) => l.grupo === 'faixa')
      .map((l) => ({ dias: l.ordem, ate: l.fim, ...valores(l), clientes: l.clientes ?? 0 })),
    porMes: linhas
      .filter((l) => l.grupo === 'mes')
      .map((l) => ({ mes: l.inicio.slice(0, 7), inicio: l.inicio, fim: l.fim, ...valores(l) })),
    calculadoEm: isoUtc(agora),
  };
}
