// Benchmark of the AnalyticsAdmin queries (docs/api-admin-analytics.md, "Desempenho"):
//   npx tsx scripts/bench/analytics.ts
//
// Creates a throw-away database on the local PostgreSQL (TEST_DATABASE_URL or the default
// server), applies the migrations, generates ONE tenant with about a million ledger movements
// over 12 months straight in SQL (generate_series: ~50k customers, 5 stores, 2 campaigns,
// ~340k sales with the three discount models and 1 % cancelled, ~75k redemptions, lots in
// every status with the expiries they imply), then times each endpoint's domain function
// (lib/domain/analytics) and prints p50/p95 per endpoint. The database is dropped at the end,
// on failure and on Ctrl-C.
//
// Knobs: BENCH_ANALYTICS_REPS (timed runs per scenario, default 15), BENCH_ANALYTICS_SALES
// (default 340000), BENCH_ANALYTICS_CUSTOMERS (default 50000), BENCH_ANALYTICS_NO_INDEXES=1
// (drops the analytics indexes first: the "before" numbers), BENCH_KEEP_DB=1 (keeps the database,
// e.g. for EXPLAIN ANALYZE by hand), BENCH_ANALYTICS_DB=<url> (times an existing database made by
// an earlier run with BENCH_KEEP_DB=1, without creating or dropping anything).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { aplicarMigracoes } from '../lib/schema-engine';

const servidor = process.env.TEST_DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';

function inteiro(nome: string, padrao: number): number {
  const v = process.env[nome];
  if (!v) return padrao;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${nome} inválido: ${v}`);
  return n;
}

const REPETICOES = inteiro('BENCH_ANALYTICS_REPS', 15);
const VENDAS = inteiro('BENCH_ANALYTICS_SALES', 340_000);
const CLIENTES = inteiro('BENCH_ANALYTICS_CUSTOMERS', 50_000);
const RESGATES = Math.round(VENDAS * 0.22);
const SEM_INDICES = process.env.BENCH_ANALYTICS_NO_INDEXES === '1';
const MANTER = process.env.BENCH_KEEP_DB === '1';
const EXISTENTE = process.env.BENCH_ANALYTICS_DB;

/** The indexes of migration `indices_analytics` (dropped with BENCH_ANALYTICS_NO_INDEXES=1). */
export const INDICES_ANALYTICS = [
  'venda_analytics_periodo',
  'movimentacao_analytics_tipo',
  'lote_analytics_saldo',
  'lote_analytics_expiracao',
  'cliente_tenant_tenant_id_criado_em_idx',
];

const TENANT = '00000000-0000-4000-8000-0000000000a1';
const CAMPANHA_CASHBACK = '00000000-0000-4000-8000-0000000000c1';
const CAMPANHA_PONTOS = '00000000-0000-4000-8000-0000000000c2';
const FUSO = 'America/Sao_Paulo';

function urlComBanco(base: string, banco: string): string {
  const u = new URL(base);
  u.pathname = `/${banco}`;
  return u.toString();
}

/**
 * The dataset, relative to `agora` ($1 in every statement). Sales are spread evenly over the
 * last 365 days; customers are drawn with a skew (a few buy a lot, most a little). Each sale
 * writes what registrar-venda.ts writes: the sale, one credit movement per campaign (model 3:
 * the DescontoCashbackGerado movement instead of the cashback credit), the model-2
 * UsoCashbackVenda, and one lot per credit. Lots then get a plausible life: 35 % fully used,
 * 30 % partly, the rest untouched; those past their expiry are Expirado with their movement
 * (85 %) or still Disponivel (15 %: the job has not run yet, reads must still see them expired).
 */
function scriptDados(): string[] {
  return [
    `SELECT setseed(0.42)`,
    `INSERT INTO tenant (id, nome) VALUES ('${TENANT}', 'Rede Bench')`,
    `INSERT INTO loja (id, tenant_id, cnpj, nome)
       SELECT ('00000000-0000-4000-8000-00000000010' || i)::uuid, '${TENANT}', lpad((90000000 + i)::text, 8, '0') || '000100', 'Loja ' || i
         FROM generate_series(1, 5) i`,
    `INSERT INTO campanha (id, tenant_id, nome, tipo, status, percentual_cashback, validade_dias, criado_em)
       VALUES ('${CAMPANHA_CASHBACK}', '${TENANT}', 'Cashback 5%', 'Cashback', 'Ativa', 5, 90, $1::timestamptz - interval '400 days')`,
    `INSERT INTO campanha (id, tenant_id, nome, tipo, status, pontos_por_real, validade_dias, criado_em)
       VALUES ('${CAMPANHA_PONTOS}', '${TENANT}', 'Pontos 1 por real', 'Pontos', 'Ativa', 1, 180, $1::timestamptz - interval '400 days')`,
    `INSERT INTO campanha_loja (campanha_id, loja_id, tipo, ativa)
       SELECT c.id, l.id, c.tipo, true FROM campanha c CROSS JOIN loja l WHERE c.tenant_id = '${TENANT}' AND l.tenant_id = '${TENANT}'`,
    `CREATE TEMP TABLE cli AS
       SELECT i, gen_random_uuid() AS id FROM generate_series(1, ${CLIENTES}) i`,
    `INSERT INTO cliente (id, cpf, nome, criado_em)
       SELECT id, lpad((10000000000 + i)::text, 11, '0'), 'Cliente ' || i, $1::timestamptz - interval '400 days' FROM cli`,
    `CREATE TEMP TABLE vs AS
       SELECT x.*, gen_random_uuid() AS id, gen_random_uuid() AS mov_cb, gen_random_uuid() AS lote_cb,
              gen_random_uuid() AS mov_pt, gen_random_uuid() AS lote_pt, gen_random_uuid() AS mov_uso
         FROM (
           SELECT i,
                  1 + least(${CLIENTES} - 1, floor(${CLIENTES} * power(random(), 2))::int) AS cli_i,
                  ('00000000-0000-4000-8000-00000000010' || (1 + i % 5))::uuid AS loja_id,
                  $1::timestamptz - interval '365 days' + (i - random()) * interval '365 days' / ${VENDAS} AS criado_em,
                  round((15 + random() * 285)::numeric, 2) AS valor_venda,
                  random() AS r_modelo, random() AS r_uso, random() AS r_cancel
             FROM generate_series(1, ${VENDAS}) i) x`,
    `ALTER TABLE vs ADD COLUMN modelo int, ADD COLUMN cashback_usado numeric(14,2), ADD COLUMN desconto_gerado numeric(14,2),
       ADD COLUMN valor_final numeric(14,2), ADD COLUMN cashback numeric(14,2), ADD COLUMN pontos numeric(14,2),
       ADD COLUMN cancelada boolean, ADD COLUMN cliente_id uuid`,
    `UPDATE vs SET modelo = CASE WHEN r_modelo < 0.05 THEN 2 WHEN r_modelo < 0.08 THEN 3 ELSE 1 END,
                   cancelada = r_cancel < 0.01,
                   cliente_id = cli.id
       FROM cli WHERE cli.i = vs.cli_i`,
    `UPDATE vs SET cashback_usado = CASE WHEN modelo = 2 THEN round(least(valor_venda * 0.3, (5 + r_uso * 20)::numeric), 2) ELSE 0 END,
                   desconto_gerado = CASE WHEN modelo = 3 THEN round(valor_venda * 0.05, 2) ELSE 0 END`,
    `UPDATE vs SET valor_final = valor_venda - cashback_usado - desconto_gerado`,
    `UPDATE vs SET cashback = CASE WHEN modelo = 3 THEN 0 ELSE round(valor_final * 0.05, 2) END, pontos = floor(valor_final)`,
    `INSERT INTO cliente_tenant (tenant_id, cliente_id, criado_em, loja_origem_id)
       SELECT '${TENANT}', cli.id,
              coalesce(pv.primeira, $1::timestamptz - random() * interval '365 days'),
              '00000000-0000-4000-8000-000000000101'
         FROM cli LEFT JOIN (SELECT cliente_id, min(criado_em) AS primeira FROM vs GROUP BY cliente_id) pv ON pv.cliente_id = cli.id`,
    `INSERT INTO venda (id, tenant_id, loja_id, cliente_id, valor_venda, cashback_usado, desconto_gerado, valor_final,
                        cashback_creditado, pontos_creditados, modelo, hash_requisicao, resposta, status, criado_em, cancelada_em)
       SELECT id, '${TENANT}', loja_id, cliente_id, valor_venda, cashback_usado, desconto_gerado, valor_final, cashback, pontos,
              modelo, md5(id::text) || md5(i::text), '{}'::jsonb,
              (CASE WHEN cancelada THEN 'Cancelada' ELSE 'Registrada' END)::"StatusVenda", criado_em,
              CASE WHEN cancelada THEN least(criado_em + interval '1 day', $1::timestamptz) END
         FROM vs ORDER BY criado_em`,
    // Movements of each sale, in the order of time (as the ledger grows).
    `INSERT INTO movimentacao (id, tenant_id, cliente_id, loja_id, campanha_id, venda_id, lote_id, tipo, tipo_beneficio, valor, criado_em)
       SELECT m.* FROM (
         SELECT mov_cb, '${TENANT}'::uuid, cliente_id, loja_id, '${CAMPANHA_CASHBACK}'::uuid, id, lote_cb,
                'CreditoCashback'::"TipoMovimentacao", 'Cashback'::"TipoBeneficio", cashback, criado_em FROM vs WHERE modelo <> 3
         UNION ALL
         SELECT mov_cb, '${TENANT}', cliente_id, loja_id, '${CAMPANHA_CASHBACK}', id, NULL,
                'DescontoCashbackGerado', 'Cashback', desconto_gerado, criado_em FROM vs WHERE modelo = 3
         UNION ALL
         SELECT mov_pt, '${TENANT}', cliente_id, loja_id, '${CAMPANHA_PONTOS}', id, CASE WHEN pontos > 0 THEN lote_pt END,
                'CreditoPontos', 'Pontos', pontos, criado_em FROM vs
         UNION ALL
         SELECT mov_uso, '${TENANT}', cliente_id, loja_id, '${CAMPANHA_CASHBACK}', id, NULL,
                'UsoCashbackVenda', 'Cashback', cashback_usado, criado_em FROM vs WHERE modelo = 2) m
        ORDER BY 11`,
    `CREATE TEMP TABLE lt AS
       SELECT lote_cb AS lote_id, mov_cb AS mov, 'Cashback' AS tipo, '${CAMPANHA_CASHBACK}'::uuid AS campanha_id, cashback AS valor,
              90 AS validade, id AS venda_id, cliente_id, loja_id, criado_em, cancelada
         FROM vs WHERE modelo <> 3 AND cashback > 0
       UNION ALL
       SELECT lote_pt, mov_pt, 'Pontos', '${CAMPANHA_PONTOS}', pontos, 180, id, cliente_id, loja_id, criado_em, cancelada
         FROM vs WHERE pontos > 0`,
    `ALTER TABLE lt ADD COLUMN data_expiracao date, ADD COLUMN expira_em timestamptz, ADD COLUMN disponivel numeric(14,2),
       ADD COLUMN status text, ADD COLUMN u float8`,
    `UPDATE lt SET data_expiracao = (criado_em AT TIME ZONE '${FUSO}')::date + validade, u = random()`,
    `UPDATE lt SET expira_em = (data_expiracao + 1)::timestamp AT TIME ZONE '${FUSO}',
                   disponivel = CASE WHEN cancelada OR u < 0.35 THEN 0 WHEN u < 0.65 THEN round(valor * random()::numeric, 2) ELSE valor END`,
    `UPDATE lt SET status = CASE
         WHEN cancelada THEN 'Cancelado'
         WHEN disponivel = 0 THEN 'Resgatado'
         WHEN expira_em <= $1::timestamptz AND random() < 0.85 THEN 'Expirado'
         ELSE 'Disponivel' END`,
    `INSERT INTO lote (id, tenant_id, cliente_id, loja_id, campanha_id, venda_id, movimentacao_id, tipo_beneficio,
                       valor_original, valor_disponivel, status, data_expiracao, expira_em, criado_em, atualizado_em)
       SELECT lote_id, '${TENANT}', cliente_id, loja_id, campanha_id, venda_id, mov, tipo::"TipoBeneficio", valor,
              disponivel, status::"StatusLote", data_expiracao, expira_em, criado_em, criado_em
         FROM lt
        ORDER BY lt.criado_em`,
    // The job's expiry movements (a couple of hours after the expiry instant).
    `INSERT INTO movimentacao (tenant_id, cliente_id, loja_id, campanha_id, venda_id, lote_id, tipo, tipo_beneficio, valor, criado_em)
       SELECT '${TENANT}', cliente_id, loja_id, campanha_id, venda_id, id,
              (CASE tipo_beneficio WHEN 'Cashback' THEN 'ExpiracaoCashback' ELSE 'ExpiracaoPontos' END)::"TipoMovimentacao",
              tipo_beneficio, valor_disponivel, expira_em + interval '2 hours'
         FROM lote WHERE tenant_id = '${TENANT}' AND status = 'Expirado' AND valor_disponivel > 0
        ORDER BY expira_em`,
    // Cancellations: the credits reversed, the model-2 discount given back.
    `INSERT INTO movimentacao (tenant_id, cliente_id, loja_id, venda_id, lote_id, tipo, tipo_beneficio, valor, criado_em)
       SELECT '${TENANT}', l.cliente_id, l.loja_id, l.venda_id, l.id,
              (CASE l.tipo_beneficio WHEN 'Cashback' THEN 'CancelamentoCashback' ELSE 'CancelamentoPontos' END)::"TipoMovimentacao",
              l.tipo_beneficio, l.valor_original, v.cancelada_em
         FROM lote l JOIN venda v ON v.id = l.venda_id WHERE l.tenant_id = '${TENANT}' AND l.status = 'Cancelado'`,
    `INSERT INTO movimentacao (tenant_id, cliente_id, loja_id, venda_id, tipo, tipo_beneficio, valor, criado_em)
       SELECT '${TENANT}', cliente_id, loja_id, id, 'DevolucaoCashbackVenda', 'Cashback', cashback_usado, cancelada_em
         FROM venda WHERE tenant_id = '${TENANT}' AND status = 'Cancelada' AND cashback_usado > 0`,
    // Redemptions at the cashier, by customers who bought.
    `CREATE TEMP TABLE rs AS
       SELECT gen_random_uuid() AS id, gen_random_uuid() AS mov, v.cliente_id, v.loja_id,
              v.criado_em + random() * interval '20 days' AS criado_em,
              CASE WHEN random() < 0.7 THEN 'Cashback' ELSE 'Pontos' END AS tipo, random() AS r
         FROM (SELECT * FROM vs ORDER BY random() LIMIT ${RESGATES}) v`,
    `DELETE FROM rs WHERE criado_em > $1::timestamptz`,
    `INSERT INTO resgate (id, tenant_id, loja_id, cliente_id, tipo_beneficio, valor, hash_requisicao, resposta, criado_em)
       SELECT id, '${TENANT}', loja_id, cliente_id, tipo::"TipoBeneficio",
              CASE tipo WHEN 'Cashback' THEN round((5 + r * 40)::numeric, 2) ELSE floor(100 + r * 400) END,
              md5(id::text) || md5(mov::text), '{}'::jsonb, criado_em
         FROM rs ORDER BY criado_em`,
    `INSERT INTO movimentacao (id, tenant_id, cliente_id, loja_id, resgate_id, tipo, tipo_beneficio, valor, criado_em)
       SELECT rs.mov, '${TENANT}', rs.cliente_id, rs.loja_id, rs.id,
              (CASE rs.tipo WHEN 'Cashback' THEN 'ResgateCashback' ELSE 'ResgatePontos' END)::"TipoMovimentacao",
              r.tipo_beneficio, r.valor, rs.criado_em
         FROM rs JOIN resgate r ON r.id = rs.id ORDER BY rs.criado_em`,
  ];
}

type Cenario = { nome: string; executar: () => Promise<unknown> };

function percentil(valores: number[], p: number): number {
  const ordenados = [...valores].sort((a, b) => a - b);
  const i = Math.min(ordenados.length - 1, Math.max(0, Math.ceil((p / 100) * ordenados.length) - 1));
  return ordenados[i]!;
}

/** Migrations and the dataset in the (new, empty) database. */
async function prepararBanco(agora: Date): Promise<string> {
  const t0 = Date.now();
  await aplicarMigracoes(urlAtual);
  console.log(`Banco ${bancoAtual}: migrações aplicadas; gerando os dados (${VENDAS} vendas, ${CLIENTES} clientes)...`);
  const c = new pg.Client({ connectionString: urlAtual });
  await c.connect();
  try {
    await c.query(`SET synchronous_commit = off`);
    for (const s of scriptDados()) await c.query(s.includes('$1') ? { text: s, values: [agora] } : s);
    await c.query('VACUUM ANALYZE');
    const [contagem] = (
      await c.query(`SELECT (SELECT count(*) FROM movimentacao)::int AS movimentacoes, (SELECT count(*) FROM venda)::int AS vendas,
                            (SELECT count(*) FROM lote)::int AS lotes, (SELECT count(*) FROM resgate)::int AS resgates,
                            (SELECT count(*) FROM cliente_tenant)::int AS clientes`)
    ).rows;
    console.log(`Dados em ${((Date.now() - t0) / 1000).toFixed(0)} s: ${JSON.stringify(contagem)}`);
  } finally {
    await c.end();
  }
  return urlAtual;
}

async function removerIndices(url: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    for (const i of INDICES_ANALYTICS) await c.query(`DROP INDEX IF EXISTS "${i}"`);
    await c.query('ANALYZE');
  } finally {
    await c.end();
  }
  console.log('Índices de analytics removidos (BENCH_ANALYTICS_NO_INDEXES=1): medição "antes".');
}

const bancoAtual = `fid_bench_analytics_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
const urlAtual = EXISTENTE ?? urlComBanco(servidor, bancoAtual);

async function principal() {
  const admin = new pg.Client({ connectionString: servidor });
  await admin.connect();
  let removido = false;
  const remover = async () => {
    if (removido || EXISTENTE) return;
    removido = true;
    if (MANTER) {
      console.log(`Banco mantido (BENCH_KEEP_DB=1): ${urlAtual}`);
      return;
    }
    await admin.query(`DROP DATABASE IF EXISTS ${bancoAtual} WITH (FORCE)`).catch((e) => console.error('Falha ao remover o banco:', e));
  };
  for (const sinal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(sinal, () => {
      console.error(`\n${sinal}: removendo o banco...`);
      void remover().then(() => process.exit(130));
    });
  }

  try {
    // The instant the dataset is built around, and the one the queries are asked at.
    const agora = new Date();
    if (!EXISTENTE) {
      await admin.query(`CREATE DATABASE ${bancoAtual}`);
      await prepararBanco(agora);
    } else console.log(`Banco existente: ${EXISTENTE}`);
    if (SEM_INDICES) await removerIndices(urlAtual);
    const url = urlAtual;

    // lib/db reads DATABASE_URL when first imported: set it before the dynamic imports.
    process.env.DATABASE_URL = url;
    process.env.DATABASE_POOL_SIZE = '1';
    process.env.LOG_LEVEL = 'warn';
    const { pool } = await import('../../lib/db');
    const { obterResumo } = await import('../../lib/domain/analytics/resumo');
    const { desempenhoCampanhas } = await import('../../lib/domain/analytics/campanhas');
    const { historicoCreditos } = await import('../../lib/domain/analytics/historico-creditos');
    const { rankingLojas } = await import('../../lib/domain/analytics/ranking-lojas');
    const { topClientes } = await import('../../lib/domain/analytics/top-clientes');
    const { projecaoExpiracao } = await import('../../lib/domain/analytics/projecao-expiracao');
    const { somarDias, dataLocal } = await import('../../lib/datas');

    const hoje = dataLocal(agora, FUSO);
    const ano = { dataInicio: somarDias(hoje, -365), dataFim: hoje };
    const pagina = { pagina: 1, tamanho: 20 };
    const cenarios: Cenario[] = [
      { nome: 'resumo (30 dias)', executar: () => obterResumo(TENANT, {}, agora) },
      { nome: 'resumo (366 dias)', executar: () => obterResumo(TENANT, ano, agora) },
      { nome: 'campanhas (30 dias)', executar: () => desempenhoCampanhas(TENANT, pagina, agora) },
      { nome: 'campanhas (366 dias)', executar: () => desempenhoCampanhas(TENANT, { ...ano, ...pagina }, agora) },
      { nome: 'creditos/historico (30 dias, Dia)', executar: () => historicoCreditos(TENANT, 'Ultimos30Dias', 'Dia', agora) },
      { nome: 'creditos/historico (12 meses, Semana)', executar: () => historicoCreditos(TENANT, 'Ultimos12Meses', 'Semana', agora) },
      { nome: 'creditos/historico (12 meses, Dia)', executar: () => historicoCreditos(TENANT, 'Ultimos12Meses', 'Dia', agora) },
      { nome: 'lojas/ranking (30 dias)', executar: () => rankingLojas(TENANT, pagina, agora) },
      { nome: 'lojas/ranking (366 dias)', executar: () => rankingLojas(TENANT, { ...ano, ...pagina }, agora) },
      { nome: 'clientes/top (ValorGasto, 10)', executar: () => topClientes(TENANT, { ordenarPor: 'ValorGasto', limite: 10 }, agora) },
      { nome: 'clientes/top (Compras, 100)', executar: () => topClientes(TENANT, { ordenarPor: 'Compras', limite: 100 }, agora) },
      { nome: 'clientes/top (Cashback, 10)', executar: () => topClientes(TENANT, { ordenarPor: 'Cashback', limite: 10 }, agora) },
      { nome: 'clientes/top (Pontos, 10)', executar: () => topClientes(TENANT, { ordenarPor: 'Pontos', limite: 10 }, agora) },
      { nome: 'expiracao/projecao', executar: () => projecaoExpiracao(TENANT, agora) },
      { nome: 'resumo (plataforma, 30 dias)', executar: () => obterResumo(null, {}, agora) },
    ];

    const linhas: { cenario: string; p50: number; p95: number; max: number }[] = [];
    for (const cen of cenarios) {
      // Two discarded runs (connection, plan cache), then the timed ones. More than five runs
      // on one connection also exposes a switch to PostgreSQL's generic plan, should it happen.
      for (let i = 0; i < 2; i++) await cen.executar();
      const tempos: number[] = [];
      for (let i = 0; i < REPETICOES; i++) {
        const inicio = process.hrtime.bigint();
        await cen.executar();
        tempos.push(Number(process.hrtime.bigint() - inicio) / 1e6);
      }
      const l = { cenario: cen.nome, p50: percentil(tempos, 50), p95: percentil(tempos, 95), max: Math.max(...tempos) };
      linhas.push(l);
      console.log(`  ${l.cenario.padEnd(40)} p50 ${l.p50.toFixed(1).padStart(7)} ms   p95 ${l.p95.toFixed(1).padStart(7)} ms`);
    }
    const exemplo = await obterResumo(TENANT, {}, agora);
    console.log(`\nResumo dos últimos 30 dias (conferência): ${JSON.stringify({ vendas: exemplo.vendas, cashback: exemplo.cashback })}`);
    const lentos = linhas.filter((l) => l.p95 > 300);
    console.log(
      lentos.length
        ? `\nAVISO: acima de 300 ms (p95): ${lentos.map((l) => l.cenario).join(', ')}`
        : `\nTodos os cenários abaixo de 300 ms (p95), ${REPETICOES} execuções cada${SEM_INDICES ? ', SEM os índices de analytics' : ''}.`,
    );
    await pool.end();
  } finally {
    await remover();
    await admin.end();
  }
}

principal().catch((e) => {
  console.error(e instanceof Error ? (e.stack ?? e.message) : e);
  process.exit(1);
});
