// Results of a campaign against its holdout (issue 11 §5; docs/comunicacao.md, "Resultados"):
// for each group, customers, buyers, purchases and revenue (registered sales of the programme,
// cancelled ones excluded) in [start, start + N days). The send group is every customer drawn to
// receive (intention to treat: those later skipped by the cap or an opt-out stay in it), so the
// two groups differ only by the draw. Sums are exact numeric from SQL; the statistics are in
// estatistica.ts.
import 'server-only';
import { consulta, type Executor } from '@/lib/db';
import { isoUtc } from '@/lib/datas';
import { compararComHoldout, type ComparacaoHoldout, type SomasGrupo } from './estatistica';

export const JANELAS_RESULTADO = [7, 14, 30] as const;

/**
 * Each group's recipients, buyers, purchases and revenue in a window of sales `[inicio, fim)`, both
 * SQL over the recipient `d` and the parameters ($1 the campaign); `recorte` narrows the recipients.
 */
const somasPorGrupo = (inicio: string, fim: string, recorte = '') =>
  consulta(`
  SELECT d.grupo, count(*)::int AS n,
         count(*) FILTER (WHERE v.compras > 0)::int AS compradores,
         coalesce(sum(v.compras), 0)::int AS compras,
         coalesce(sum(v.receita), 0)::text AS receita,
         coalesce(sum(v.receita * v.receita), 0)::text AS receita_quadrados
    FROM destinatario_comunicacao d
    LEFT JOIN LATERAL (
      SELECT count(*) AS compras, sum(x.valor_final) AS receita FROM venda x
       WHERE x.tenant_id = d.tenant_id AND x.cliente_id = d.cliente_id AND x.status = 'Registrada'
         AND x.criado_em >= ${inicio} AND x.criado_em < ${fim}) v ON true
   WHERE d.campanha_id = $1 AND d.grupo IN ('Envio', 'Holdout')${recorte}
   GROUP BY d.grupo`);

const Q_SOMAS = somasPorGrupo('$2', '$3');

export type ResultadoJanela = ComparacaoHoldout & { dias: number; inicio: string; fim: string; completa: boolean };

type LinhaSomas = { grupo: string; n: number; compradores: number; compras: number; receita: string; receita_quadrados: string };

/** One group's sums from the rows of a results query (a group with nobody: zeros). */
function somas(linhas: LinhaSomas[], grupo: string): SomasGrupo {
  const l = linhas.find((x) => x.grupo === grupo);
  return l
    ? { n: l.n, compradores: l.compradores, compras: l.compras, receita: l.receita, receitaQuadrados: l.receita_quadrados }
    : { n: 0, compradores: 0, compras: 0, receita: '0', receitaQuadrados: '0' };
}

export async function resultadoDaJanela(
  ex: Executor,
  campanhaId: string,
  inicio: Date,
  dias: number,
  agora: Date,
): Promise<ResultadoJanela> {
  const fim = new Date(inicio.getTime() + dias * 86_400_000);
  const linhas = await ex.query<LinhaSomas>(Q_SOMAS, [campanhaId, inicio, fim]);
  return {
    dias,
    inicio: isoUtc(inicio),
    fim: isoUtc(fim),
    completa: agora >= fim,
    ...compararComHoldout(somas(linhas, 'Envio'), somas(linhas, 'Holdout')),
  };
}

// An automation reaches each customer at its own moment (a birthday, an absence): the window of a
// recipient starts when it was recorded, [criado_em, criado_em + N days). Only recipients whose
// window has ended count, so a result never mixes finished and running observations; the rest are
// reported as still running (docs/automacoes.md, "Resultados").
const FIM_AUTOMACAO = 'd.criado_em + make_interval(days => $2::int)';
const Q_SOMAS_AUTOMACAO = somasPorGrupo('d.criado_em', FIM_AUTOMACAO, ` AND ${FIM_AUTOMACAO} <= $3::timestamptz`);

const Q_EM_ANDAMENTO = consulta(`
  SELECT count(*)::int AS n FROM destinatario_comunicacao d
   WHERE d.campanha_id = $1 AND d.grupo IN ('Envio', 'Holdout') AND ${FIM_AUTOMACAO} > $3::timestamptz`);

export type ResultadoJanelaAutomacao = ComparacaoHoldout & { dias: number; emAndamento: number };

export async function resultadoDaAutomacao(ex: Executor, campanhaId: string, dias: number, agora: Date): Promise<ResultadoJanelaAutomacao> {
  const linhas = await ex.query<LinhaSomas>(Q_SOMAS_AUTOMACAO, [campanhaId, dias, agora]);
  const [andamento] = await ex.query<{ n: number }>(Q_EM_ANDAMENTO, [campanhaId, dias, agora]);
  return { dias, emAndamento: andamento?.n ?? 0, ...compararComHoldout(somas(linhas, 'Envio'), somas(linhas, 'Holdout')) };
}
