// npm run bench:segmentos — the live count of a segment over 1,000,000 customers (docs/segmentos.md,
// docs/benchmarks.md "Segments"). A throw-away database on the local server, migrated with the
// app's migrations, filled by generate_series (one tenant, 5 stores, 1M customers and
// memberships, ~2.5M sales over two years skewed towards recent ones and towards frequent buyers,
// a cashback lot for most sales of the last year, marketing consents), VACUUM ANALYZE, then each
// filter shape counted with the very statement the route runs (sql-segmento.ts, with the same
// settings as consultarRelatorio). Prints median and p95 per filter; drops the database at the end.
//
// Options (env): FID_BENCH_SEG_CLIENTES (default 1000000), FID_BENCH_SEG_VENDAS (2500000),
// FID_BENCH_SEG_REPETICOES (9), FID_MANTER_BANCO=1 keeps the database (its name is printed),
// FID_BENCH_SEG_BANCO=<name> measures again on a kept one (after applying any newer migration),
// FID_BENCH_SEG_SO=<words> only the filters whose name contains one of them.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { aplicarMigracoes } from '../lib/schema-engine';
import { urlDeUmServidor } from '../lib/url-banco';
import { criarBanco, removerBanco } from './banco';
import { AJUSTES_SEGMENTO, instrucaoSegmento, parametrosSegmento } from '../../lib/domain/segmento/sql-segmento';
import { filtroSegmentoSchema, type FiltroSegmento } from '../../lib/domain/segmento/filtro';

const CLIENTES = Number(process.env.FID_BENCH_SEG_CLIENTES ?? 1_000_000);
const VENDAS = Number(process.env.FID_BENCH_SEG_VENDAS ?? 2_500_000);
const REPETICOES = Number(process.env.FID_BENCH_SEG_REPETICOES ?? 9);
const MANTER = process.env.FID_MANTER_BANCO === '1';
/** An already populated database of an earlier run (kept with FID_MANTER_BANCO=1): measure only. */
const REUSAR = process.env.FID_BENCH_SEG_BANCO;

const TENANT = '00000000-0000-4000-8000-00000000000a';
const AGORA = new Date('2026-06-15T15:00:00Z');
const id = (expr: string) => `('00000000-0000-4000-8000-' || lpad(to_hex(${expr}), 12, '0'))::uuid`;
const loja = (expr: string) => `('00000000-0000-4000-9000-' || lpad(to_hex(${expr}), 12, '0'))::uuid`;

async function popular(c: pg.Client) {
  const passo = async (nome: string, sql: string, valores: unknown[] = []) => {
    const t = Date.now();
    await c.query(sql, valores);
    console.log(`  ${nome}: ${((Date.now() - t) / 1000).toFixed(1)} s`);
  };
  // Row triggers off while loading (session_replication_role = replica; the local server's user is
  // a superuser): the running balance and the segment summary are then built set-based, with the
  // very backfill of their migrations, instead of one trigger call per generated row.
  await c.query(`SET session_replication_role = replica; SET maintenance_work_mem = '256MB'`);
  await passo(
    'tenant e lojas',
    `
    INSERT INTO tenant (id, nome) VALUES ('${TENANT}', 'Bench Segmentos');
    INSERT INTO loja (id, tenant_id, cnpj, nome)
      SELECT ${loja('i')}, '${TENANT}', lpad(i::text, 14, '0'), 'Loja ' || i FROM generate_series(1, 5) i;`,
  );
  await passo(
    'clientes',
    `
    INSERT INTO cliente (id, cpf, nome, email, telefone, data_nascimento)
    SELECT ${id('i')}, lpad(i::text, 11, '0'), 'Cliente ' || i,
           CASE WHEN i % 3 <> 0 THEN 'c' || i || '@exemplo.com' END,
           CASE WHEN i % 5 <> 0 THEN '119' || lpad(i::text, 8, '0') END,
           CASE WHEN i % 10 <> 0 THEN date '1960-01-01' + (i::bigint * 7919 % 16000)::int END
      FROM generate_series(1, $1::int) i`,
    [CLIENTES],
  );
  await passo(
    'vínculos',
    `
    INSERT INTO cliente_tenant (tenant_id, cliente_id, ativo, loja_origem_id, criado_em)
    SELECT '${TENANT}', ${id('i')}, i % 50 <> 0, ${loja('1 + i % 5')}, $2::timestamptz - make_interval(hours => (i::bigint * 104729 % 26280)::int)
      FROM generate_series(1, $1::int) i`,
    [CLIENTES, AGORA],
  );
  // Customer index skewed towards the low numbers (frequent buyers); instants skewed towards now.
  await passo(
    'vendas',
    `
    INSERT INTO venda (tenant_id, loja_id, cliente_id, valor_venda, valor_final, modelo, hash_requisicao, resposta, status, criado_em)
    SELECT '${TENANT}', ${loja('1 + (s % 5)')}, ${id('1 + floor($1::int * power(random(), 1.6))::int')}, v, v, 1, repeat('0', 64), '{}'::jsonb,
           CASE WHEN s % 40 = 0 THEN 'Cancelada' ELSE 'Registrada' END::"StatusVenda",
           $3::timestamptz - make_interval(secs => 730 * 86400 * power(random(), 1.4))
      -- The amount in a subquery's select list, so random() runs once per row (an uncorrelated
      -- LATERAL ran it once: every sale of earlier runs was worth the same).
      FROM (SELECT s, round((10 + random() * 490)::numeric, 2) AS v FROM generate_series(1, $2::int) s) x`,
    [CLIENTES, VENDAS, AGORA],
  );
  await passo(
    'lotes',
    `
    INSERT INTO lote (tenant_id, cliente_id, loja_id, venda_id, movimentacao_id, tipo_beneficio, valor_original, valor_disponivel, status, libera_em, expira_em, criado_em)
    SELECT v.tenant_id, v.cliente_id, v.loja_id, v.id, gen_random_uuid(), 'Cashback', round(v.valor_final * 0.05, 2),
           CASE WHEN random() < 0.3 THEN 0 ELSE round(v.valor_final * 0.05, 2) END,
           CASE WHEN v.criado_em + interval '180 days' <= $1 THEN 'Expirado' WHEN random() < 0.3 THEN 'Resgatado' ELSE 'Disponivel' END::"StatusLote",
           v.criado_em, v.criado_em + interval '180 days', v.criado_em
      FROM venda v WHERE v.status = 'Registrada' AND v.criado_em >= $1::timestamptz - interval '365 days' AND random() < 0.8`,
    [AGORA],
  );
  await passo(
    'preferências',
    `
    INSERT INTO preferencia_comunicacao (tenant_id, cliente_id, whatsapp, email)
    SELECT '${TENANT}', ${id('i')}, i % 4 <> 0, i % 2 = 0 FROM generate_series(1, $1::int, 2) i`,
    [CLIENTES],
  );
  await passo(
    'saldo_participacao (backfill)',
    `INSERT INTO saldo_participacao (tenant_id, cliente_id, loja_id, tipo_beneficio, disponivel, pendente)
     SELECT l.tenant_id, l.cliente_id, l.loja_id, l.tipo_beneficio,
            coalesce(sum(l.valor_disponivel) FILTER (WHERE l.status = 'Disponivel'), 0),
            coalesce(sum(l.valor_disponivel) FILTER (WHERE l.status = 'Pendente'), 0)
       FROM lote l GROUP BY 1, 2, 3, 4`,
  );
  await passo('resumo_participacao (backfill)', 'INSERT INTO resumo_participacao SELECT * FROM resumo_participacao_calculado');
  await passo(
    'resumo_loja (backfill)',
    'INSERT INTO resumo_loja SELECT * FROM resumo_loja_calculado ORDER BY tenant_id, loja_id, cliente_id',
  );
  await c.query('SET session_replication_role = DEFAULT');
  await passo('VACUUM ANALYZE', 'VACUUM ANALYZE');
}

const FILTROS: [string, unknown][] = [
  ['todos (sem condição)', {}],
  ['comprou nos últimos 30 dias', { compraNosUltimosDias: 30 }],
  ['sem compra há 90 dias', { semCompraHaDias: 90 }],
  ['3+ compras em 90 dias', { comprasMin: 3 }],
  ['gastou R$ 500+ em 180 dias', { valorGastoMin: 500, periodoDias: 180 }],
  ['no máximo 1 compra em 365 dias', { comprasMax: 1, periodoDias: 365 }],
  ['saldo disponível ≥ R$ 20', { saldoMin: 20 }],
  ['R$ 5+ expirando em 30 dias', { saldoExpirandoMin: 5, expiraEmDias: 30 }],
  ['aniversariantes de junho', { mesesAniversario: [6] }],
  ['consentimento WhatsApp', { canal: 'WhatsApp' }],
  ['comprou na loja 1', { lojaId: '00000000-0000-4000-9000-000000000001' }],
  ['comprou na loja 1 nos últimos 30 dias', { lojaId: '00000000-0000-4000-9000-000000000001', compraNosUltimosDias: 30 }],
  ['loja 1: 3+ compras em 90 dias', { lojaId: '00000000-0000-4000-9000-000000000001', comprasMin: 3 }],
  ['loja 1: RFM campeões', { lojaId: '00000000-0000-4000-9000-000000000001', rfm: ['Campeoes'] }],
  ['RFM novos', { rfm: ['Novos'] }],
  ['RFM campeões', { rfm: ['Campeoes'] }],
  ['RFM ativos', { rfm: ['Ativos'] }],
  ['RFM em risco', { rfm: ['EmRisco'] }],
  ['RFM inativos', { rfm: ['Inativos'] }],
  ['RFM em risco + inativos, saldo ≥ R$ 10, WhatsApp', { rfm: ['EmRisco', 'Inativos'], saldoMin: 10, canal: 'WhatsApp' }],
  ['aniversariantes de junho com WhatsApp e saldo', { mesesAniversario: [6], canal: 'WhatsApp', saldoMin: 0.01 }],
];

/**
 * CPU time (user + system, ms) the database backend has used so far, from /proc (the server is
 * local). With the machine shared, wall time mostly measures the wait for a core; the backend's
 * own CPU time is what the statement costs, and what its wall time is on an idle core.
 */
function cpuDoBackend(pid: number): number | null {
  try {
    const campos = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(campos[11]) + Number(campos[12])) * 1000) / 100; // utime, stime in ticks of 1/100 s
  } catch {
    return null;
  }
}

type Medida = { total: number; ms: number[]; cpu: number[] };

/** One statement REPETICOES times (after one warm-up run), each in its own transaction with the route's settings. */
async function medirTexto(c: pg.Client, pid: number, nome: string, texto: string, valores: unknown[]): Promise<Medida> {
  const ms: number[] = [];
  const cpu: number[] = [];
  let total = 0;
  for (let i = 0; i < REPETICOES + 1; i++) {
    const c0 = cpuDoBackend(pid);
    const t = process.hrtime.bigint();
    await c.query('BEGIN');
    await c.query(AJUSTES_SEGMENTO.texto);
    const r = await c.query<{ total: number }>({ name: nome, text: texto, values: valores });
    await c.query('COMMIT');
    const dt = Number(process.hrtime.bigint() - t) / 1e6;
    const c1 = cpuDoBackend(pid);
    total = r.rows[0]!.total;
    if (i > 0) {
      // the first run plans and warms the cache
      ms.push(dt);
      if (c0 !== null && c1 !== null) cpu.push(c1 - c0);
    }
  }
  return { total, ms: ms.sort((a, b) => a - b), cpu: cpu.sort((a, b) => a - b) };
}

function medir(c: pg.Client, pid: number, f: FiltroSegmento): Promise<Medida> {
  const q = instrucaoSegmento(f, 'contagem');
  return medirTexto(c, pid, q.nome, q.texto, q.valores(parametrosSegmento(f, TENANT, AGORA)));
}

/** The yardstick of the same run: the cheapest count of the tenant's memberships there is. */
const TRIVIAL = 'SELECT count(*)::int AS total FROM cliente_tenant WHERE tenant_id = $1';

/**
 * What the segment summaries' triggers add to a sale (issue 13): VENDAS_CUSTO sales for random
 * customers inside the server (a DO block, so the client's round trips do not dilute it), each a
 * Registrada `venda` and its cashback `lote` (whose running-balance trigger moves
 * saldo_participacao), with the summaries' triggers (`venda_resumo_participacao_ins`, which keeps
 * resumo_participacao and resumo_loja, and `saldo_resumo_participacao_ins/_upd`) enabled and
 * disabled, alternated 5 times; rolled back, so the data measured above is unchanged. The movement
 * and the sale's other reads are left out: the figure is the triggers' share of the writes they
 * ride on. (Until migration resumo_loja a third kind of round also dropped the store index
 * venda_segmento_loja; that migration dropped the index.)
 */
async function custoNaVenda(c: pg.Client) {
  // Also the backend's CPU time of each round: under a loaded machine the time inside the server
  // includes the wait for a core, the CPU time does not (the rounds of one kind spread far less).
  const pid = (await c.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
  const VENDAS_CUSTO = 2000;
  const bloco = `DO $$ DECLARE t0 timestamptz := clock_timestamp(); BEGIN
    FOR i IN 1..${VENDAS_CUSTO} LOOP
      WITH v AS (
        INSERT INTO venda (tenant_id, loja_id, cliente_id, valor_venda, valor_final, modelo, hash_requisicao, resposta, criado_em)
        VALUES ('${TENANT}', ${loja('1')}, ${id(`1 + floor(random() * ${CLIENTES})::int`)}, 50, 50, 1, repeat('0', 64), '{}'::jsonb, '${AGORA.toISOString()}')
        RETURNING id, tenant_id, cliente_id, loja_id)
      INSERT INTO lote (tenant_id, cliente_id, loja_id, venda_id, movimentacao_id, tipo_beneficio, valor_original, valor_disponivel, status, expira_em)
      SELECT tenant_id, cliente_id, loja_id, id, gen_random_uuid(), 'Cashback', 2.5, 2.5, 'Disponivel', '${AGORA.toISOString()}'::timestamptz + interval '180 days' FROM v;
    END LOOP;
    PERFORM set_config('fid.ms', (extract(epoch FROM clock_timestamp() - t0) * 1000)::text, true);
  END $$`;
  // Two kinds of round: the summaries' triggers off; on.
  type Modo = 'sem' | 'com';
  const rodada = async (modo: Modo) => {
    await c.query('BEGIN');
    if (modo === 'sem') {
      await c.query(`ALTER TABLE venda DISABLE TRIGGER venda_resumo_participacao_ins;
        ALTER TABLE saldo_participacao DISABLE TRIGGER saldo_resumo_participacao_ins;
        ALTER TABLE saldo_participacao DISABLE TRIGGER saldo_resumo_participacao_upd`);
    }
    const c0 = cpuDoBackend(pid);
    await c.query(bloco);
    const c1 = cpuDoBackend(pid);
    const ms = Number((await c.query<{ ms: string }>(`SELECT current_setting('fid.ms') AS ms`)).rows[0]!.ms);
    await c.query('ROLLBACK');
    if (c0 !== null && c1 !== null) cpus[modo].push(((c1 - c0) * 1000) / VENDAS_CUSTO);
    return (ms * 1000) / VENDAS_CUSTO; // µs per sale
  };
  const series: Record<Modo, number[]> = { sem: [], com: [] };
  const cpus: Record<Modo, number[]> = { sem: [], com: [] };
  for (let i = 0; i < 5; i++) for (const modo of ['sem', 'com'] as const) series[modo].push(await rodada(modo));
  for (const xs of [...Object.values(series), ...Object.values(cpus)]) xs.sort((a, b) => a - b);
  const m = (xs: number[]) => percentil(xs, 50);
  const { sem, com } = series;
  console.log(
    `\nvenda + lote (µs no servidor, mediana de 5 rodadas de ${VENDAS_CUSTO}): sem os gatilhos do resumo ${m(sem).toFixed(0)}, com ${m(com).toFixed(0)} (+${(m(com) - m(sem)).toFixed(0)} µs)`,
  );
  console.log(`  rodadas sem: ${sem.map((x) => x.toFixed(0)).join(', ')}; com: ${com.map((x) => x.toFixed(0)).join(', ')}`);
  if (cpus.sem.length && cpus.com.length) {
    console.log(
      `  CPU do backend (µs por venda, mediana): sem ${m(cpus.sem).toFixed(0)}, com ${m(cpus.com).toFixed(0)} (+${(m(cpus.com) - m(cpus.sem)).toFixed(0)} µs); rodadas sem: ${cpus.sem.map((x) => x.toFixed(0)).join(', ')}; com: ${cpus.com.map((x) => x.toFixed(0)).join(', ')}`,
    );
  }
}

const percentil = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)]!;

async function main() {
  const servidor = urlDeUmServidor();
  const banco = REUSAR ? { nome: REUSAR, url: new URL(`/${REUSAR}`, servidor).toString() } : await criarBanco(servidor);
  console.log(`banco ${banco.nome}: ${CLIENTES} clientes, ${VENDAS} vendas`);
  try {
    // On a kept database, the migrations added since it was loaded (new indexes, summaries) are
    // applied first, so a change of the statements is measured on the same data.
    const novas = await aplicarMigracoes(banco.url);
    if (REUSAR && novas.length) console.log(`migrações aplicadas ao banco mantido: ${novas.join(', ')}`);
    const c = new pg.Client({ connectionString: banco.url });
    await c.connect();
    try {
      if (!REUSAR) await popular(c);
      else if (novas.length) await c.query('VACUUM ANALYZE');
      if (process.env.FID_BENCH_SEG_SO_CUSTO === '1') return await custoNaVenda(c);
      const pid = (await c.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
      const carga = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
      console.log(`\ncarga da máquina (loadavg 1/5/15 min) no início: ${carga()}`);
      // The yardstick before and after the filters (the load drifts during a run): both halves count.
      const trivial1 = await medirTexto(c, pid, 'trivial', TRIVIAL, [TENANT]);
      const linhas: [string, Medida][] = [];
      // FID_BENCH_SEG_SO='loja,expirando' measures only the filters whose name contains one of the words.
      const so = process.env.FID_BENCH_SEG_SO?.split(',').filter(Boolean);
      const escolhidos = so ? FILTROS.filter(([nome]) => so.some((x) => nome.includes(x))) : FILTROS;
      for (const [nome, bruto] of escolhidos) linhas.push([nome, await medir(c, pid, filtroSegmentoSchema.parse(bruto))]);
      const trivial2 = await medirTexto(c, pid, 'trivial', TRIVIAL, [TENANT]);
      const trivial: Medida = {
        total: trivial1.total,
        ms: [...trivial1.ms, ...trivial2.ms].sort((a, b) => a - b),
        cpu: [...trivial1.cpu, ...trivial2.cpu].sort((a, b) => a - b),
      };
      console.log(`carga da máquina (loadavg 1/5/15 min) no fim: ${carga()}`);
      const mt = percentil(trivial.ms, 50);
      const ct = trivial.cpu.length ? percentil(trivial.cpu, 50) : NaN;
      console.log(
        `\n| filtro | clientes | mediana (ms) | p95 (ms) | × trivial (mediana) | CPU do banco, mediana (ms) | × trivial (CPU) |\n|---|---:|---:|---:|---:|---:|---:|`,
      );
      for (const [nome, r] of [['trivial: count(*) de cliente_tenant do tenant', trivial] as [string, Medida], ...linhas]) {
        const m = percentil(r.ms, 50);
        const cpu = r.cpu.length ? percentil(r.cpu, 50) : NaN;
        console.log(
          `| ${nome} | ${r.total.toLocaleString('pt-BR')} | ${m.toFixed(0)} | ${percentil(r.ms, 95).toFixed(0)} | ${(m / mt).toFixed(2)} | ${cpu.toFixed(0)} | ${(cpu / ct).toFixed(2)} |`,
        );
      }
      if (process.env.FID_BENCH_SEG_CUSTO_VENDA !== '0') await custoNaVenda(c);
      if (process.env.FID_BENCH_SEG_EXPLAIN) {
        const f = filtroSegmentoSchema.parse(JSON.parse(process.env.FID_BENCH_SEG_EXPLAIN));
        const q = instrucaoSegmento(f, 'contagem');
        await c.query(`SET jit = off; SET work_mem = '64MB'; SET max_parallel_workers_per_gather = 0`);
        const r = await c.query(`EXPLAIN (ANALYZE, BUFFERS) ${q.texto}`, q.valores(parametrosSegmento(f, TENANT, AGORA)));
        console.log(r.rows.map((x) => x['QUERY PLAN']).join('\n'));
      }
    } finally {
      await c.end();
    }
  } finally {
    if (MANTER || REUSAR) console.log(`banco mantido: ${banco.nome}`);
    else await removerBanco(servidor, banco.nome);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
