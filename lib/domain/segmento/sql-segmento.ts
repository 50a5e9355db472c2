// The one SQL builder of segments (docs/segmentos.md, "Como é calculado"). Pure: it turns a
// filter into one statement with named parameters (lib/sql.ts `instrucao`), run by
// contar-segmento.ts and by the benchmark (scripts/bench/segmentos.ts).
//
// Every condition is a column test on a summary kept by triggers (issue 11 §1's live count over
// 1,000,000 customers). Without a store: the per-membership summary `resumo_participacao`
// (migration resumo_participacao), so a count is one scan of one narrow table. With a store and a
// purchase condition, purchases are that store's only: they are read from the per-(membership,
// store) summary `resumo_loja` (migration resumo_loja, the same columns for one store), one range
// of its primary key, joined to resumo_participacao for everything else. The period measures stay
// exact on both (see instrucaoPorResumo). Only the conditions present enter the text, so each
// shape of filter is its own prepared statement with its own plan.
import { consulta, instrucao, type Instrucao, type Marcadores } from '@/lib/sql';
import { RFM, PERIODO_PADRAO_DIAS, EXPIRACAO_PADRAO_DIAS, usaPeriodo, type ClasseRfm, type FiltroSegmento } from './filtro';

/**
 * Settings of a segment statement, local to its transaction: no JIT (compiling costs more than
 * these queries take), memory to hash a window of sales, and **no parallel workers**: each worker
 * builds its own copy of every hashed set (the plans measured in docs/benchmarks.md tripled the
 * CPU for the same answer), and on a shared 2-core machine the extra workers only wait for a core.
 */
export const AJUSTES_SEGMENTO = consulta(
  `SELECT set_config('jit', 'off', true), set_config('work_mem', '64MB', true), set_config('max_parallel_workers_per_gather', '0', true)`,
);

/** Every parameter a segment statement may name; only those the text reads are sent. */
export type ParametrosSegmento = {
  tenantId: string;
  agora: Date;
  lojaId: string | null;
  compraNosUltimosDias: number | null;
  semCompraHaDias: number | null;
  periodoDias: number;
  comprasMin: number | null;
  comprasMax: number | null;
  valorGastoMin: string | null;
  valorGastoMax: string | null;
  saldoMin: string | null;
  saldoExpirandoMin: string | null;
  expiraEmDias: number;
  meses: number[] | null;
  diasNovo: number;
  diasCampeao: number;
  diasAtivo: number;
  diasRisco: number;
  comprasCampeao: number;
  diasFrequencia: number;
  /** A page of members (`pagina`): its size and how many members come before it. */
  limite?: number;
  deslocamento?: number;
};

export type Saida = 'contagem' | 'membros' | 'pagina';

type P = Marcadores<ParametrosSegmento>;

/** `agora` minus N days (24-hour spans), as a timestamptz. */
const antes = (p: P, dias: string) => `(${p.agora}::timestamptz - make_interval(hours => ${dias}::int * 24))`;

/**
 * The statement of a filter: `contagem` answers one row `{ total }`; `membros` the customer ids
 * of the segment, ordered (for the campaigns and the tests); `pagina` one page of the members
 * list (`total`, `cliente_id`, `ultima_compra_em`: see ORDEM_MEMBROS). Without a store, every condition
 * reads the per-membership summary (`resumo_participacao`, one scan of one narrow table); with a
 * store and a purchase condition, the purchase conditions read that store's row of `resumo_loja`.
 */
export function instrucaoSegmento(f: FiltroSegmento, saida: Saida): Instrucao<ParametrosSegmento> {
  return instrucaoPorResumo(f, saida);
}

/**
 * The order of the members list: the latest buyers of the programme first (what a manager looks
 * for), those who never bought last; the customer id breaks ties, so pages never overlap.
 */
const ORDEM_MEMBROS = 'ultima_compra_em DESC NULLS LAST, cliente_id';

/** How many of the latest purchases `ultimas_compras_em` keeps, in resumo_participacao and resumo_loja (their migrations). */
export const ULTIMAS_COMPRAS = 10;
// Campeões reads the comprasCampeao-th latest purchase from the summary.
if (RFM.comprasCampeao > ULTIMAS_COMPRAS) throw new Error('RFM.comprasCampeao acima de ULTIMAS_COMPRAS');

/**
 * The summary path (docs/segmentos.md, "O resumo por participação"). Every instant bound is an
 * InitPlan (`(SELECT …)`), computed once per statement rather than once per row.
 *
 * Period measures stay exact: `ultimas_compras_em` holds the latest 10 purchases, newest first,
 * so "at least k purchases since t" is "the k-th latest purchase is at or after t" for k <= 10;
 * above 10, only the members whose 10th latest is in the window can qualify, and those few are
 * counted from the sales (index venda_segmento_cliente). The amount of a window is summed from the
 * arrays when they cover it (fewer than 10 purchases kept, or the 10th before the window), and
 * from the sales for the others. With a store the purchase columns are the same ones of the
 * store's `resumo_loja` row (alias `s`), and the few reads of the sales are that store's.
 */
function instrucaoPorResumo(f: FiltroSegmento, saida: Saida): Instrucao<ParametrosSegmento> {
  return instrucao<ParametrosSegmento>((p) => {
    const desde = (dias: string) => `(SELECT ${antes(p, dias)})`;
    const ctes: string[] = [];
    const depois = (coluna: string, limite: string) => `coalesce(${coluna} >= ${limite}, false)`;
    const cond: string[] = [`r.tenant_id = ${p.tenantId}::uuid`, 'r.ativo', 'NOT r.anonimizado'];
    // With a store, purchases are that store's only. A store alone is a column of the summary
    // (lojas_compra: one scan, no join). With a purchase condition, the purchase columns come from
    // the store's rows of resumo_loja (alias `s`), joined to the summary, which still gives the
    // population, profile, consents and balances (the balance is the programme's: docs/segmentos.md,
    // `lojaId`). The join drops the members who never bought there (they have no row), which is
    // what a store filter selects.
    const loja = f.lojaId !== undefined;
    const comprasNaLoja =
      loja && (f.compraNosUltimosDias !== undefined || f.semCompraHaDias !== undefined || usaPeriodo(f) || f.rfm !== undefined);
    /** The alias whose purchase columns the conditions read. */
    const x = comprasNaLoja ? 's' : 'r';
    const ultimaCompra = `${x}.ultima_compra_em`;
    const primeiraCompra = `${x}.primeira_compra_em`;

    if (f.compraNosUltimosDias !== undefined) cond.push(depois(ultimaCompra, desde(p.compraNosUltimosDias)));
    if (f.semCompraHaDias !== undefined) cond.push(`NOT ${depois(ultimaCompra, desde(p.semCompraHaDias))}`);

    if (usaPeriodo(f)) {
      const inicio = desde(p.periodoDias);
      // With a store, that store's sales only (venda_segmento_cliente includes loja_id).
      const vendasDoPeriodo = `FROM venda o WHERE o.tenant_id = ${p.tenantId}::uuid AND o.cliente_id = r.cliente_id${comprasNaLoja ? ` AND o.loja_id = ${p.lojaId}::uuid` : ''}
               AND o.status = 'Registrada' AND o.criado_em >= ${inicio}`;
      /** At least k purchases in the period; `k` the SQL of the number, `valor` its value (picks the shape). */
      const peloMenos = (k: string, valor: number) =>
        valor <= ULTIMAS_COMPRAS
          ? depois(`${x}.ultimas_compras_em[${k}]`, inicio)
          : `(${depois(`${x}.ultimas_compras_em[${ULTIMAS_COMPRAS}]`, inicio)}
              AND (SELECT count(*) FROM (SELECT 1 ${vendasDoPeriodo} LIMIT ${k}) k) >= ${k})`;
      // The amount of the kept purchases that fall in the period: a lower bound of the period's
      // amount, and the amount itself when the arrays cover the period. So a minimum is met as soon
      // as the kept ones reach it, and a maximum is broken as soon as they pass it; only the members
      // whose period holds more than the kept ones and whose kept ones do not decide it are summed
      // from the sales.
      // Inline, not a subquery over unnest() (~5 µs a row, for every buyer of the period): the kept
      // purchases are newest first, so those in the period are a prefix. The CASE walks up from the
      // newest and stops at the first one outside the period (or missing), summing those before it:
      // most members have one to three purchases in a period, so a few array reads each.
      const soma = (k: number) => (k === 0 ? '0' : Array.from({ length: k }, (_, j) => `${x}.ultimas_compras_valor[${j + 1}]`).join(' + '));
      const noResumo = `(CASE ${Array.from({ length: ULTIMAS_COMPRAS }, (_, k) => `WHEN coalesce(${x}.ultimas_compras_em[${k + 1}] < ${inicio}, true) THEN ${soma(k)}`).join('\n          ')}
          ELSE ${soma(ULTIMAS_COMPRAS)} END)`;
      const coberto = `(cardinality(${x}.ultimas_compras_em) < ${ULTIMAS_COMPRAS} OR ${x}.ultimas_compras_em[${ULTIMAS_COMPRAS}] < ${inicio})`;
      const nasVendas = `(SELECT coalesce(sum(o.valor_final), 0) ${vendasDoPeriodo})`;
      const comprouNoPeriodo = depois(ultimaCompra, inicio);
      if ((f.comprasMin ?? 0) > 0) cond.push(peloMenos(`${p.comprasMin}::int`, f.comprasMin!));
      if (f.comprasMax !== undefined) cond.push(`NOT ${peloMenos(`(${p.comprasMax}::int + 1)`, f.comprasMax + 1)}`);
      if ((f.valorGastoMin ?? 0) > 0)
        cond.push(`(${comprouNoPeriodo} AND (${noResumo} >= ${p.valorGastoMin}::numeric
          OR (NOT ${coberto} AND ${nasVendas} >= ${p.valorGastoMin}::numeric)))`);
      if (f.valorGastoMax !== undefined)
        cond.push(`(NOT ${comprouNoPeriodo} OR (${noResumo} <= ${p.valorGastoMax}::numeric
          AND (${coberto} OR ${nasVendas} <= ${p.valorGastoMax}::numeric)))`);
    }

    if ((f.saldoMin ?? 0) > 0) {
      // The running balance counts lots by written status; the lots the job has not caught up
      // with yet (released or expired by now, a handful: the partial indexes lote_pendente_liberacao
      // and lote_ativo_expiracao) correct it, as sqlSaldoCorrente does for one customer
      // (docs/saldo-corrente.md, "How it is read").
      const atrasados = `SELECT l.cliente_id,
               sum(CASE WHEN l.expira_em IS NOT NULL AND l.expira_em <= ${p.agora}::timestamptz
                        THEN CASE WHEN l.status = 'Disponivel' THEN -l.valor_disponivel ELSE 0 END
                        ELSE l.valor_disponivel END) AS delta
          FROM lote l
         WHERE l.tenant_id = ${p.tenantId}::uuid AND l.tipo_beneficio = 'Cashback' AND l.status IN ('Pendente', 'Disponivel')
           AND ((l.expira_em IS NOT NULL AND l.expira_em <= ${p.agora}::timestamptz)
                OR (l.status = 'Pendente' AND l.libera_em <= ${p.agora}::timestamptz))
         GROUP BY l.cliente_id`;
      ctes.push(`atrasados AS MATERIALIZED (${atrasados})`);
      cond.push(`((r.saldo_cashback >= ${p.saldoMin}::numeric AND r.cliente_id NOT IN (SELECT cliente_id FROM atrasados))
        OR r.cliente_id IN (SELECT a.cliente_id FROM atrasados a JOIN resumo_participacao o ON o.tenant_id = ${p.tenantId}::uuid
                             AND o.cliente_id = a.cliente_id WHERE o.saldo_cashback + a.delta >= ${p.saldoMin}::numeric))`);
    }
    if (f.saldoExpirandoMin !== undefined || f.expiraEmDias !== undefined) {
      ctes.push(`expirando AS MATERIALIZED (${expirando(p, f)})`);
      cond.push(`r.cliente_id IN (SELECT cliente_id FROM expirando)`);
    }
    if (f.mesesAniversario) cond.push(`r.mes_aniversario = ANY (${p.meses}::int[])`);
    if (f.canal) cond.push(f.canal === 'WhatsApp' ? 'r.whatsapp' : 'r.email');

    if (f.rfm) {
      // Functions, not strings: only the classes chosen may read their parameters (instrucao
      // numbers every name read, and refuses a name the text does not use).
      const novoPorCompra = () => depois(primeiraCompra, desde(p.diasNovo));
      // With a store every member bought there, so nobody is "new without a purchase" (at the store).
      const novoSemCompra = () => (loja ? 'false' : `(r.primeira_compra_em IS NULL AND r.vinculado_em >= ${desde(p.diasNovo)})`);
      const comprouEm = (dias: () => string) => depois(ultimaCompra, desde(dias()));
      const frequente = () => depois(`${x}.ultimas_compras_em[${p.comprasCampeao}::int]`, desde(p.diasFrequencia));
      const campeao = () => `(NOT ${novoPorCompra()} AND ${comprouEm(() => p.diasCampeao)} AND ${frequente()})`;
      const classes: Record<ClasseRfm, () => string> = {
        Novos: () => `(${novoPorCompra()} OR ${novoSemCompra()})`,
        Campeoes: campeao,
        Ativos: () => `(${comprouEm(() => p.diasAtivo)} AND NOT ${novoPorCompra()} AND NOT ${campeao()})`,
        EmRisco: () => `(${comprouEm(() => p.diasRisco)} AND NOT ${comprouEm(() => p.diasAtivo)})`,
        Inativos: () => `(NOT ${comprouEm(() => p.diasRisco)} AND NOT ${novoSemCompra()})`,
      };
      cond.push(`(${f.rfm.map((c) => classes[c]()).join('\n      OR ')})`);
    }

    let de = 'resumo_participacao r';
    // "Bought at this store" alone is a column of the summary (lojas_compra, migration
    // resumo_lojas_compra): the one scan of the summary. With purchase conditions, the store's
    // range of resumo_loja (its primary key: tenant, store, customer), whose conditions select
    // few rows, joined to their memberships' summary rows.
    if (comprasNaLoja) {
      cond.unshift(`s.tenant_id = ${p.tenantId}::uuid`, `s.loja_id = ${p.lojaId}::uuid`);
      de = 'resumo_loja s JOIN resumo_participacao r ON r.tenant_id = s.tenant_id AND r.cliente_id = s.cliente_id';
    } else if (loja) cond.push(`${p.lojaId}::uuid = ANY (r.lojas_compra)`);
    const onde = cond.join('\n   AND ');
    if (saida === 'pagina') {
      // The members once (MATERIALIZED, two narrow columns), read by the count and by the page: the
      // same single scan as the count, then a top-N sort that keeps only offset + limit rows. A
      // page past the end still answers one row (the total) with no member in it.
      ctes.push(`membros AS MATERIALIZED (SELECT r.cliente_id, r.ultima_compra_em FROM ${de} WHERE ${onde})`);
      return `WITH ${ctes.join(',\n')}
SELECT t.total, m.cliente_id, m.ultima_compra_em
  FROM (SELECT count(*)::int AS total FROM membros) t
  LEFT JOIN LATERAL (SELECT * FROM membros ORDER BY ${ORDEM_MEMBROS} LIMIT ${p.limite}::int OFFSET ${p.deslocamento}::int) m ON true
 ORDER BY m.ultima_compra_em DESC NULLS LAST, m.cliente_id`;
    }
    const com = ctes.length ? `WITH ${ctes.join(',\n')}\n` : '';
    return saida === 'contagem'
      ? `${com}SELECT count(*)::int AS total FROM ${de} WHERE ${onde}`
      : `${com}SELECT r.cliente_id FROM ${de} WHERE ${onde} ORDER BY r.cliente_id`;
  });
}

/**
 * "Expiring within N days": usable now and expiring at most N days from now, per customer with
 * the amount over the minimum. Written as a range of expira_em (`> agora AND <= agora + N`), so
 * the scan of lote_analytics_expiracao (tenant, expira_em) reads the window only — the earlier
 * `expira_em IS NULL OR expira_em > agora` gave no lower bound and read every expired lot of the
 * tenant. Released lots (Disponivel) are an index-only scan of that index; pending lots whose
 * release time has passed (the job has not caught up yet: few) come through
 * lote_pendente_liberacao, since that index has no libera_em.
 */
function expirando(p: P, f: FiltroSegmento): string {
  // A minimum of zero (or none) still means "has some balance expiring".
  const minimo =
    (f.saldoExpirandoMin ?? 0) > 0 ? `sum(x.valor_disponivel) >= ${p.saldoExpirandoMin}::numeric` : 'sum(x.valor_disponivel) > 0';
  const janela = `l.tenant_id = ${p.tenantId}::uuid AND l.tipo_beneficio = 'Cashback'
             AND l.expira_em > ${p.agora}::timestamptz
             AND l.expira_em <= ${p.agora}::timestamptz + make_interval(hours => ${p.expiraEmDias}::int * 24)`;
  return `SELECT x.cliente_id FROM (
           SELECT l.cliente_id, l.valor_disponivel FROM lote l WHERE ${janela} AND l.status = 'Disponivel'
           UNION ALL
           SELECT l.cliente_id, l.valor_disponivel FROM lote l WHERE ${janela} AND l.status = 'Pendente' AND l.libera_em <= ${p.agora}::timestamptz
         ) x GROUP BY x.cliente_id HAVING ${minimo}`;
}

/** The values of a filter's parameters (money as decimal text; the statement only reads those it names). */
export function parametrosSegmento(f: FiltroSegmento, tenantId: string, agora: Date): ParametrosSegmento {
  const texto = (n: number | undefined) => (n === undefined ? null : String(n));
  return {
    tenantId,
    agora,
    lojaId: f.lojaId ?? null,
    compraNosUltimosDias: f.compraNosUltimosDias ?? null,
    semCompraHaDias: f.semCompraHaDias ?? null,
    periodoDias: f.periodoDias ?? PERIODO_PADRAO_DIAS,
    comprasMin: f.comprasMin ?? null,
    comprasMax: f.comprasMax ?? null,
    valorGastoMin: texto(f.valorGastoMin),
    valorGastoMax: texto(f.valorGastoMax),
    saldoMin: texto(f.saldoMin),
    saldoExpirandoMin: texto(f.saldoExpirandoMin),
    expiraEmDias: f.expiraEmDias ?? EXPIRACAO_PADRAO_DIAS,
    meses: f.mesesAniversario ?? null,
    diasNovo: RFM.diasNovo,
    diasCampeao: RFM.diasCampeao,
    diasAtivo: RFM.diasAtivo,
    diasRisco: RFM.diasRisco,
    comprasCampeao: RFM.comprasCampeao,
    diasFrequencia: RFM.diasFrequencia,
  };
}
