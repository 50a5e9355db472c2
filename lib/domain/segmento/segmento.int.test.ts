// The segment SQL against a reference computation in TypeScript (docs/segmentos.md): seeded
// random programmes (customers, sales in and out of every window, cancelled sales, lots in every
// state, consents, birthdays, erased people, inactive memberships, another tenant) and random
// filters from fast-check; the members the SQL returns must be exactly those the reference
// computes from the same rows. The reference is written from the docs' definitions, not from the
// SQL: it walks each customer's whole history.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pool } from '@/lib/db';
import type { PoolClient } from 'pg';
import { Decimal } from '@/lib/dinheiro';
import { criarLoja, criarTenant, cnpjAleatorio } from '@/lib/testing/cenario';
import {
  CLASSES_RFM,
  EXPIRACAO_PADRAO_DIAS,
  PERIODO_PADRAO_DIAS,
  RFM,
  filtroSegmentoSchema,
  type ClasseRfm,
  type FiltroSegmento,
} from './filtro';
import { contarSegmento, membrosSegmento } from './contar-segmento';
import { conferirResumos, verificarResumos } from './conferir-resumo';
import { ULTIMAS_COMPRAS, instrucaoSegmento } from './sql-segmento';
import { redirecionarLogs } from '@/lib/log';
import { chamar } from '@/lib/testing/api';

const DIA = 86_400_000;
// The real present, not a fixed date: the lot job (run by concurrent tests) releases and expires
// stored lots against the real clock, so a fixed past "now" would see lots it had not yet expired
// marked Expirado. No generated date falls within hours of now, so the job and AGORA agree.
const AGORA = new Date(Math.floor(Date.now() / 60_000) * 60_000);
const dias = (n: number) => new Date(AGORA.getTime() - n * DIA);
const pausa = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The check of the summaries found a difference: it logged an error, the job threw and its cron route answers 500. */
async function esperarDivergenciaRelatada(logs: string[]) {
  await expect(verificarResumos()).rejects.toThrow(/resumo de participação diverge/);
  const erro = logs.map((l) => JSON.parse(l)).find((l) => l.msg === 'resumo de participação diverge das vendas e cadastros');
  expect(erro).toMatchObject({ level: 'error' });
  const falha = await chamar('GET', '/api/cron/resumos', { headers: { authorization: 'Bearer segredo-de-teste-do-cron-123' } });
  expect(falha.status).toBe(500);
}

/**
 * Two transactions on two connections: `primeira` runs on t1 and holds its locks; `segunda` starts
 * on t2 and waits for them; `enquantoEspera` runs on t1 meanwhile (by default, 100 ms pass); then
 * t1 commits, and t2 once its statement is through.
 */
async function emParalelo(
  primeira: (t1: PoolClient) => Promise<unknown>,
  segunda: (t2: PoolClient) => Promise<unknown>,
  enquantoEspera: (t1: PoolClient) => Promise<unknown> = () => pausa(100),
) {
  const [t1, t2] = [await pool.connect(), await pool.connect()];
  try {
    await t1.query('BEGIN');
    await t2.query('BEGIN');
    await primeira(t1);
    const p2 = segunda(t2);
    p2.catch(() => {}); // a failure of t2 is thrown below, once t1 has committed
    await enquantoEspera(t1);
    await t1.query('COMMIT');
    await p2;
    await t2.query('COMMIT');
  } finally {
    t1.release();
    t2.release();
  }
}

type VendaRef = { cliente: string; loja: string; em: Date; valor: Decimal; registrada: boolean };
type LoteRef = {
  cliente: string;
  tipo: 'Cashback' | 'Pontos';
  status: 'Pendente' | 'Disponivel' | 'Resgatado' | 'Expirado' | 'Cancelado';
  valor: Decimal;
  liberaEm: Date | null;
  expiraEm: Date | null;
};
type ClienteRef = {
  id: string;
  ativo: boolean;
  anonimizado: boolean;
  desde: Date;
  nascimento: Date | null;
  telefone: string | null;
  email: string | null;
  whatsapp: boolean;
  emailOk: boolean;
};
type Dados = { tenantId: string; lojas: string[]; clientes: ClienteRef[]; vendas: VendaRef[]; lotes: LoteRef[] };

/** A small deterministic generator (mulberry32), so a failing dataset can be rebuilt from its seed. */
function gerador(semente: number) {
  let a = semente >>> 0;
  const r = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(r() * (max - min + 1));
  return { r, int, chance: (p: number) => r() < p, um: <T>(xs: readonly T[]) => xs[int(0, xs.length - 1)]! };
}

/** Day offsets that straddle every threshold of the definitions (windows of 30/60/90/120/365 days). */
const OFFSETS = [0.1, 1, 5, 14, 29.9, 30.1, 45, 59.9, 60.1, 89.9, 90.1, 100, 119.9, 120.1, 200, 364.9, 365.1, 500];

async function gerarDados(semente: number): Promise<Dados> {
  const g = gerador(semente);
  const t = await criarTenant(`Segmentos ${semente}`);
  const lojas = [(await criarLoja(t.tenantId)).id, (await criarLoja(t.tenantId)).id];
  const clientes: ClienteRef[] = [];
  const vendas: VendaRef[] = [];
  const lotes: LoteRef[] = [];
  const n = g.int(30, 45);
  for (let i = 0; i < n; i++) {
    const c: ClienteRef = {
      id: randomUUID(),
      ativo: g.chance(0.92),
      anonimizado: g.chance(0.05),
      desde: dias(g.um(OFFSETS)),
      nascimento: g.chance(0.8) ? new Date(Date.UTC(g.int(1950, 2005), g.int(0, 11), g.int(1, 28))) : null,
      telefone: g.chance(0.8) ? `1199${g.int(1000000, 9999999)}` : g.chance(0.5) ? '' : null,
      email: g.chance(0.7) ? `c${i}@ex.com` : null,
      whatsapp: g.chance(0.5),
      emailOk: g.chance(0.5),
    };
    clientes.push(c);
    // 0: never buys; 3: a frequent buyer (champion material); 4 (one in ten): more purchases in a
    // window than the summary keeps (ULTIMAS_COMPRAS), so the exact path through the sales is taken.
    const perfil = g.chance(0.1) ? 4 : g.int(0, 3);
    const nVendas = perfil === 0 ? 0 : perfil === 4 ? g.int(11, 18) : perfil === 3 ? g.int(4, 9) : g.int(1, 4);
    for (let k = 0; k < nVendas; k++) {
      const em = perfil >= 3 && g.chance(0.7) ? dias(g.r() * (perfil === 4 ? 100 : 40)) : dias(g.um(OFFSETS) + g.r() * 0.05);
      vendas.push({ cliente: c.id, loja: g.um(lojas), em, valor: new Decimal(g.int(100, 40000)).div(100), registrada: g.chance(0.9) });
    }
    for (let k = g.int(0, 4); k > 0; k--) {
      const liberaEm = g.chance(0.5) ? dias(g.um([-5, -0.5, 0.5, 10])) : null;
      const expiraEm = g.chance(0.7) ? dias(g.um([-60, -31, -29.5, -15, -1, 0.5, 20])) : null;
      lotes.push({
        cliente: c.id,
        tipo: g.chance(0.8) ? 'Cashback' : 'Pontos',
        status: g.um(['Pendente', 'Disponivel', 'Disponivel', 'Resgatado', 'Expirado', 'Cancelado'] as const),
        valor: new Decimal(g.int(0, 8000)).div(100),
        liberaEm,
        expiraEm,
      });
    }
  }
  await gravar(t.tenantId, lojas, clientes, vendas, lotes);
  return { tenantId: t.tenantId, lojas, clientes, vendas, lotes };
}

async function gravar(tenantId: string, lojas: string[], clientes: ClienteRef[], vendas: VendaRef[], lotes: LoteRef[]) {
  const q = (texto: string, valores: unknown[]) => pool.query(texto, valores);
  await q(
    `INSERT INTO cliente (id, cpf, nome, email, telefone, data_nascimento, anonimizado_em)
     SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::date[], $7::timestamptz[])`,
    [
      clientes.map((c) => c.id),
      clientes.map(() => String(Math.floor(Math.random() * 1e11)).padStart(11, '0')),
      clientes.map((c, i) => `Cliente ${i}`),
      clientes.map((c) => c.email),
      clientes.map((c) => c.telefone),
      clientes.map((c) => c.nascimento?.toISOString().slice(0, 10) ?? null),
      clientes.map((c) => (c.anonimizado ? AGORA : null)),
    ],
  );
  await q(
    `INSERT INTO cliente_tenant (tenant_id, cliente_id, ativo, criado_em) SELECT $1, * FROM unnest($2::uuid[], $3::bool[], $4::timestamptz[])`,
    [tenantId, clientes.map((c) => c.id), clientes.map((c) => c.ativo), clientes.map((c) => c.desde)],
  );
  // Another tenant where the same people buy a lot: nothing of it may leak into this one.
  const outro = await criarTenant('Outro');
  const lojaOutro = await criarLoja(outro.tenantId, { cnpj: cnpjAleatorio() });
  await q(`INSERT INTO cliente_tenant (tenant_id, cliente_id, criado_em) SELECT $1, unnest($2::uuid[]), $3`, [
    outro.tenantId,
    clientes.map((c) => c.id),
    dias(400),
  ]);
  const todasVendas = [
    ...vendas.map((v) => ({ ...v, tenant: tenantId })),
    ...clientes.map((c) => ({
      cliente: c.id,
      loja: lojaOutro.id,
      em: dias(1),
      valor: new Decimal(999),
      registrada: true,
      tenant: outro.tenantId,
    })),
  ];
  await q(
    `INSERT INTO venda (tenant_id, loja_id, cliente_id, valor_venda, valor_final, modelo, hash_requisicao, resposta, status, criado_em)
     SELECT t, l, c, v, v, 1, repeat('0', 64), '{}'::jsonb, s::"StatusVenda", e
       FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::numeric[], $5::text[], $6::timestamptz[]) AS x(t, l, c, v, s, e)`,
    [
      todasVendas.map((v) => v.tenant),
      todasVendas.map((v) => v.loja),
      todasVendas.map((v) => v.cliente),
      todasVendas.map((v) => v.valor.toFixed(2)),
      todasVendas.map((v) => (v.registrada ? 'Registrada' : 'Cancelada')),
      todasVendas.map((v) => v.em),
    ],
  );
  await q(
    `INSERT INTO lote (tenant_id, cliente_id, loja_id, movimentacao_id, tipo_beneficio, valor_original, valor_disponivel, status, libera_em, expira_em)
     SELECT $1, c, $2, gen_random_uuid(), tb::"TipoBeneficio", v, v, s::"StatusLote", le, ee
       FROM unnest($3::uuid[], $4::text[], $5::numeric[], $6::text[], $7::timestamptz[], $8::timestamptz[]) AS x(c, tb, v, s, le, ee)`,
    [
      tenantId,
      lojas[0],
      lotes.map((l) => l.cliente),
      lotes.map((l) => l.tipo),
      lotes.map((l) => l.valor.toFixed(2)),
      lotes.map((l) => l.status),
      lotes.map((l) => l.liberaEm),
      lotes.map((l) => l.expiraEm),
    ],
  );
  await q(
    `INSERT INTO preferencia_comunicacao (tenant_id, cliente_id, whatsapp, email) SELECT $1, * FROM unnest($2::uuid[], $3::bool[], $4::bool[])`,
    [tenantId, clientes.map((c) => c.id), clientes.map((c) => c.whatsapp), clientes.map((c) => c.emailOk)],
  );
}

// ---- The reference: docs/segmentos.md's definitions, customer by customer. ----

const desde = (d: number) => new Date(AGORA.getTime() - d * DIA);

function classeRfm(c: ClienteRef, compras: VendaRef[]): ClasseRfm {
  if (compras.length === 0) return c.desde >= desde(RFM.diasNovo) ? 'Novos' : 'Inativos';
  const primeira = Math.min(...compras.map((v) => v.em.getTime()));
  const ultima = Math.max(...compras.map((v) => v.em.getTime()));
  if (primeira >= desde(RFM.diasNovo).getTime()) return 'Novos';
  const freq = compras.filter((v) => v.em >= desde(RFM.diasFrequencia)).length;
  if (ultima >= desde(RFM.diasCampeao).getTime() && freq >= RFM.comprasCampeao) return 'Campeoes';
  if (ultima >= desde(RFM.diasAtivo).getTime()) return 'Ativos';
  if (ultima >= desde(RFM.diasRisco).getTime()) return 'EmRisco';
  return 'Inativos';
}

function referencia(d: Dados, f: FiltroSegmento): string[] {
  const agoraMs = AGORA.getTime();
  return d.clientes
    .filter((c) => {
      if (!c.ativo || c.anonimizado) return false;
      const compras = d.vendas.filter((v) => v.cliente === c.id && v.registrada && (!f.lojaId || v.loja === f.lojaId));
      if (f.lojaId && compras.length === 0) return false;
      if (f.compraNosUltimosDias !== undefined && !compras.some((v) => v.em >= desde(f.compraNosUltimosDias!))) return false;
      if (f.semCompraHaDias !== undefined && compras.some((v) => v.em >= desde(f.semCompraHaDias!))) return false;
      const periodo = compras.filter((v) => v.em >= desde(f.periodoDias ?? PERIODO_PADRAO_DIAS));
      const gasto = periodo.reduce((s, v) => s.plus(v.valor), new Decimal(0));
      if (f.comprasMin !== undefined && periodo.length < f.comprasMin) return false;
      if (f.comprasMax !== undefined && periodo.length > f.comprasMax) return false;
      if (f.valorGastoMin !== undefined && gasto.lt(String(f.valorGastoMin))) return false;
      if (f.valorGastoMax !== undefined && gasto.gt(String(f.valorGastoMax))) return false;
      const usaveis = d.lotes.filter(
        (l) =>
          l.cliente === c.id &&
          l.tipo === 'Cashback' &&
          (l.status === 'Disponivel' || (l.status === 'Pendente' && l.liberaEm !== null && l.liberaEm.getTime() <= agoraMs)) &&
          (l.expiraEm === null || l.expiraEm.getTime() > agoraMs),
      );
      const saldo = usaveis.reduce((s, l) => s.plus(l.valor), new Decimal(0));
      if (f.saldoMin !== undefined && saldo.lt(String(f.saldoMin))) return false;
      if (f.saldoExpirandoMin !== undefined || f.expiraEmDias !== undefined) {
        const limite = agoraMs + (f.expiraEmDias ?? EXPIRACAO_PADRAO_DIAS) * DIA;
        const expirando = usaveis
          .filter((l) => l.expiraEm !== null && l.expiraEm.getTime() <= limite)
          .reduce((s, l) => s.plus(l.valor), new Decimal(0));
        if ((f.saldoExpirandoMin ?? 0) > 0 ? expirando.lt(String(f.saldoExpirandoMin)) : !expirando.gt(0)) return false;
      }
      if (f.mesesAniversario && !(c.nascimento && f.mesesAniversario.includes(c.nascimento.getUTCMonth() + 1))) return false;
      if (f.canal === 'WhatsApp' && !(c.whatsapp && c.telefone)) return false;
      if (f.canal === 'Email' && !(c.emailOk && c.email)) return false;
      if (f.rfm && !f.rfm.includes(classeRfm(c, compras))) return false;
      return true;
    })
    .map((c) => c.id)
    .sort();
}

/**
 * The per-(membership, store) summary as docs/segmentos.md defines it, from the sales: one row per
 * customer and store with a registered purchase there; first and last purchase; the latest 10
 * (newest first, ties by the larger amount).
 */
function resumoLojaReferencia(vendas: VendaRef[]) {
  const grupos = new Map<string, VendaRef[]>();
  for (const v of vendas.filter((x) => x.registrada)) {
    const k = `${v.loja} ${v.cliente}`;
    grupos.set(k, [...(grupos.get(k) ?? []), v]);
  }
  return [...grupos.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([, vs]) => {
      const ordem = [...vs].sort((a, b) => b.em.getTime() - a.em.getTime() || b.valor.comparedTo(a.valor)).slice(0, ULTIMAS_COMPRAS);
      return {
        loja: vs[0]!.loja,
        cliente: vs[0]!.cliente,
        primeira: new Date(Math.min(...vs.map((v) => v.em.getTime()))).toISOString(),
        ultima: ordem[0]!.em.toISOString(),
        em: ordem.map((v) => v.em.toISOString()),
        valor: ordem.map((v) => v.valor.toFixed(2)),
      };
    });
}

/** resumo_loja's rows of a tenant, in the reference's shape and order. */
async function resumoLojaGravado(tenantId: string) {
  const { rows } = await pool.query<{ loja: string; cliente: string; primeira: Date; ultima: Date; em: Date[]; valor: string[] }>(
    `SELECT loja_id AS loja, cliente_id AS cliente, primeira_compra_em AS primeira, ultima_compra_em AS ultima,
            ultimas_compras_em AS em, ultimas_compras_valor::text[] AS valor
       FROM resumo_loja WHERE tenant_id = $1 ORDER BY loja_id::text || ' ' || cliente_id::text`,
    [tenantId],
  );
  return rows.map((r) => ({
    loja: r.loja,
    cliente: r.cliente,
    primeira: r.primeira.toISOString(),
    ultima: r.ultima.toISOString(),
    em: r.em.map((x) => x.toISOString()),
    valor: r.valor,
  }));
}

// ---- Random filters ----

const diasArb = fc.constantFrom(1, 7, 30, 45, 60, 90, 120, 365, 400);

/** Each condition's values; a filter takes 1 to 3 of them (more would almost always be empty). */
function condicoes(d: Dados) {
  return {
    lojaId: fc.constantFrom(...d.lojas),
    compraNosUltimosDias: diasArb,
    semCompraHaDias: diasArb,
    periodoDias: diasArb,
    comprasMin: fc.oneof(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 9, max: 14 })),
    comprasMax: fc.oneof(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 9, max: 14 })),
    valorGastoMin: fc.constantFrom(0, 50, 150.5, 400, 2000),
    valorGastoMax: fc.constantFrom(0, 100, 400, 1000, 3000),
    saldoMin: fc.constantFrom(0, 0.01, 20, 60.25),
    saldoExpirandoMin: fc.constantFrom(0, 5, 30),
    expiraEmDias: fc.constantFrom(1, 30, 45),
    mesesAniversario: fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 6 }),
    canal: fc.constantFrom('WhatsApp' as const, 'Email' as const),
    rfm: fc.uniqueArray(fc.constantFrom(...CLASSES_RFM), { minLength: 1, maxLength: 3 }),
  };
}

function filtroArb(d: Dados): fc.Arbitrary<FiltroSegmento> {
  const c = condicoes(d);
  const chaves = Object.keys(c) as (keyof typeof c)[];
  return fc
    .tuple(fc.record(c), fc.uniqueArray(fc.constantFrom(...chaves), { minLength: 1, maxLength: 3 }), fc.boolean())
    .map(([todos, escolhidas, comPeriodo]) => {
      const f: Record<string, unknown> = Object.fromEntries(escolhidas.map((k) => [k, todos[k]]));
      // The period only matters with a purchase or amount condition: add it to those half the time.
      if (comPeriodo && escolhidas.some((k) => /^(compras|valorGasto)/.test(k))) f.periodoDias = todos.periodoDias;
      return filtroSegmentoSchema.safeParse(f);
    })
    .filter((r) => r.success)
    .map((r) => r.data!);
}

/** A dataset where every RFM class has members (checked below). */
const SEMENTE_RFM = 84;

describe('segment SQL = reference computation', () => {
  for (const semente of [11, 29, 47]) {
    it(`dataset ${semente}: random filters select exactly the reference's members`, async () => {
      const d = await gerarDados(semente);
      let naoVazios = 0;
      await fc.assert(
        fc.asyncProperty(filtroArb(d), async (f) => {
          const esperado = referencia(d, f);
          if (esperado.length) naoVazios++;
          expect(await membrosSegmento(d.tenantId, f, AGORA)).toEqual(esperado);
        }),
        { numRuns: 150, seed: semente },
      );
      // The filters must actually select people, or the comparison proves little.
      expect(naoVazios).toBeGreaterThan(60);
    });
  }

  it('the RFM classes partition the active, not erased members, and the counts match the lists', async () => {
    const d = await gerarDados(SEMENTE_RFM);
    const total = await contarSegmento(d.tenantId, {}, AGORA);
    expect(total).toBe(d.clientes.filter((c) => c.ativo && !c.anonimizado).length);
    let soma = 0;
    for (const classe of CLASSES_RFM) {
      const f = filtroSegmentoSchema.parse({ rfm: [classe] });
      const membros = await membrosSegmento(d.tenantId, f, AGORA);
      expect(membros).toEqual(referencia(d, f));
      expect(await contarSegmento(d.tenantId, f, AGORA)).toBe(membros.length);
      soma += membros.length;
    }
    expect(soma).toBe(total);
    // Every class is populated by this dataset, so the partition is not trivially met.
    for (const classe of CLASSES_RFM) expect(referencia(d, filtroSegmentoSchema.parse({ rfm: [classe] })).length).toBeGreaterThan(0);
  });

  it('more purchases in a window than the summary keeps are counted from the sales, exactly', async () => {
    const d = await gerarDados(SEMENTE_RFM + 1);
    const filtros = [
      { comprasMin: ULTIMAS_COMPRAS + 1, periodoDias: 120 },
      { comprasMin: ULTIMAS_COMPRAS, periodoDias: 120 },
      { comprasMax: ULTIMAS_COMPRAS, periodoDias: 120 },
      { comprasMin: 2, comprasMax: ULTIMAS_COMPRAS + 2, periodoDias: 365 },
      { valorGastoMin: 2000, periodoDias: 120 },
      { valorGastoMax: 3000, periodoDias: 120 },
    ].map((f) => filtroSegmentoSchema.parse(f));
    for (const f of filtros) {
      const esperado = referencia(d, f);
      // Each filter splits the programme: some members in, some out.
      expect(esperado.length, JSON.stringify(f)).toBeGreaterThan(0);
      expect(esperado.length, JSON.stringify(f)).toBeLessThan(d.clientes.filter((c) => c.ativo && !c.anonimizado).length);
      expect(await membrosSegmento(d.tenantId, f, AGORA), JSON.stringify(f)).toEqual(esperado);
      expect(await contarSegmento(d.tenantId, f, AGORA)).toBe(esperado.length);
    }
    // Without a store the statement reads the summary only; a store also reads its sales, once.
    expect(instrucaoSegmento(filtros[0]!, 'contagem').texto).toMatch(/FROM resumo_participacao r WHERE/);
    expect(instrucaoSegmento({ lojaId: d.lojas[0]! }, 'contagem').texto).toMatch(/FROM resumo_participacao r WHERE/);
    expect(instrucaoSegmento({ lojaId: d.lojas[0]!, comprasMin: 2 }, 'contagem').texto).toMatch(
      /FROM resumo_loja s JOIN resumo_participacao r ON/,
    );
  });

  it('a store with purchase conditions reads resumo_loja, exactly: recency, period, more purchases there than it keeps, RFM', async () => {
    const d = await gerarDados(SEMENTE_RFM + 5);
    const [loja] = d.lojas;
    // One member buys 12 times at the first store in the last 20 days (more than a row keeps) and
    // twice at the other: the store's exact path through the sales is that store's sales only.
    const x = d.clientes.find((c) => c.ativo && !c.anonimizado)!;
    const novas: VendaRef[] = [
      ...Array.from({ length: 12 }, (_, i) => ({
        cliente: x.id,
        loja: loja!,
        em: dias(1 + i * 1.5),
        valor: new Decimal(40 + i),
        registrada: true,
      })),
      ...[2, 3].map((n) => ({ cliente: x.id, loja: d.lojas[1]!, em: dias(n), valor: new Decimal(500), registrada: true })),
    ];
    await pool.query(
      `INSERT INTO venda (tenant_id, loja_id, cliente_id, valor_venda, valor_final, modelo, hash_requisicao, resposta, criado_em)
       SELECT $1, l, $2, v, v, 1, repeat('0', 64), '{}'::jsonb, e FROM unnest($3::uuid[], $4::numeric[], $5::timestamptz[]) AS y(l, v, e)`,
      [d.tenantId, x.id, novas.map((v) => v.loja), novas.map((v) => v.valor.toFixed(2)), novas.map((v) => v.em)],
    );
    d.vendas.push(...novas);
    expect(await resumoLojaGravado(d.tenantId)).toEqual(resumoLojaReferencia(d.vendas));
    let naoVazios = 0;
    for (const l of d.lojas) {
      for (const f of [
        { compraNosUltimosDias: 30 },
        { semCompraHaDias: 90 },
        { comprasMin: 3 },
        { comprasMin: 2, periodoDias: 30 },
        { comprasMax: 1, periodoDias: 365 },
        { comprasMin: ULTIMAS_COMPRAS + 1, periodoDias: 30 },
        { comprasMax: ULTIMAS_COMPRAS, periodoDias: 30 },
        { valorGastoMin: 400, periodoDias: 30 },
        { valorGastoMax: 300, periodoDias: 180 },
        { valorGastoMin: 100, valorGastoMax: 600, periodoDias: 365 },
        { rfm: ['Campeoes'] },
        ...CLASSES_RFM.map((c) => ({ rfm: [c] })),
        { rfm: ['EmRisco', 'Inativos'], saldoMin: 0.01 },
        { compraNosUltimosDias: 60, canal: 'WhatsApp' },
      ]) {
        const filtro = filtroSegmentoSchema.parse({ lojaId: l, ...f });
        const esperado = referencia(d, filtro);
        if (esperado.length) naoVazios++;
        expect(await membrosSegmento(d.tenantId, filtro, AGORA), JSON.stringify(f)).toEqual(esperado);
        expect(await contarSegmento(d.tenantId, filtro, AGORA), JSON.stringify(f)).toBe(esperado.length);
      }
    }
    expect(naoVazios).toBeGreaterThan(20);
    // x's 12 purchases at the first store in 30 days are found from the sales, and only at that store.
    expect(
      await membrosSegmento(d.tenantId, filtroSegmentoSchema.parse({ lojaId: loja, comprasMin: 12, periodoDias: 30 }), AGORA),
    ).toContain(x.id);
    expect(
      await membrosSegmento(d.tenantId, filtroSegmentoSchema.parse({ lojaId: d.lojas[1], comprasMin: 3, periodoDias: 5 }), AGORA),
    ).not.toContain(x.id);
  });

  it('the summary follows every write of its sources, and the segments with it', async () => {
    const d = await gerarDados(SEMENTE_RFM + 2);
    expect(await conferirResumos({ tenantId: d.tenantId })).toEqual({ participacoes: d.clientes.length, divergencias: 0, exemplos: [] });
    const q = (texto: string, valores: unknown[]) => pool.query(texto, valores);
    const [a, b, c, e] = d.clientes.filter((x) => x.ativo && !x.anonimizado);
    const comprasDe = (x: ClienteRef) => d.vendas.filter((v) => v.cliente === x.id && v.registrada);
    // Cancel a's latest purchase (and so move its last purchase back).
    const ultima = comprasDe(a!).sort((x, y) => y.em.getTime() - x.em.getTime())[0];
    if (ultima) {
      await q(`UPDATE venda SET status = 'Cancelada' WHERE tenant_id = $1 AND cliente_id = $2 AND criado_em = $3`, [
        d.tenantId,
        a!.id,
        ultima.em,
      ]);
      for (const v of d.vendas) if (v.cliente === a!.id && v.em.getTime() === ultima.em.getTime()) v.registrada = false;
    }
    // b buys 12 times today (beyond what the summary keeps); one purchase of b is deleted.
    const novas = Array.from({ length: 12 }, (_, i) => ({
      cliente: b!.id,
      loja: d.lojas[0]!,
      em: dias(i * 0.01 + 0.2),
      valor: new Decimal(10 + i),
      registrada: true,
    }));
    for (const v of novas) {
      await q(
        `INSERT INTO venda (tenant_id, loja_id, cliente_id, valor_venda, valor_final, modelo, hash_requisicao, resposta, criado_em)
         VALUES ($1, $2, $3, $4, $4, 1, repeat('0', 64), '{}'::jsonb, $5)`,
        [d.tenantId, v.loja, v.cliente, v.valor.toFixed(2), v.em],
      );
    }
    d.vendas.push(...novas);
    await q(`DELETE FROM venda WHERE tenant_id = $1 AND cliente_id = $2 AND criado_em = $3`, [d.tenantId, b!.id, novas[5]!.em]);
    d.vendas.splice(d.vendas.indexOf(novas[5]!), 1);
    // c: new birth date, no phone, WhatsApp consent withdrawn then given again, e-mail consent removed.
    await q(`UPDATE cliente SET data_nascimento = '1990-02-14', telefone = NULL WHERE id = $1`, [c!.id]);
    Object.assign(c!, { nascimento: new Date(Date.UTC(1990, 1, 14)), telefone: null });
    await q(`UPDATE preferencia_comunicacao SET whatsapp = true WHERE tenant_id = $1 AND cliente_id = $2`, [d.tenantId, c!.id]);
    await q(`DELETE FROM preferencia_comunicacao WHERE tenant_id = $1 AND cliente_id = $2`, [d.tenantId, e!.id]);
    Object.assign(c!, { whatsapp: true });
    Object.assign(e!, { whatsapp: false, emailOk: false });
    // Every lot of b halved and one of c's cancelled (the running balance, then the summary, move).
    await q(`UPDATE lote SET valor_disponivel = round(valor_disponivel / 2, 2) WHERE tenant_id = $1 AND cliente_id = $2`, [
      d.tenantId,
      b!.id,
    ]);
    for (const l of d.lotes) if (l.cliente === b!.id) l.valor = l.valor.div(2).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    await q(
      `INSERT INTO lote (tenant_id, cliente_id, loja_id, movimentacao_id, tipo_beneficio, valor_original, valor_disponivel, status)
             VALUES ($1, $2, $3, gen_random_uuid(), 'Cashback', 33.33, 33.33, 'Disponivel')`,
      [d.tenantId, c!.id, d.lojas[1]],
    );
    d.lotes.push({ cliente: c!.id, tipo: 'Cashback', status: 'Disponivel', valor: new Decimal('33.33'), liberaEm: null, expiraEm: null });
    // e leaves the programme; a is erased (LGPD).
    await q(`UPDATE cliente_tenant SET ativo = false WHERE tenant_id = $1 AND cliente_id = $2`, [d.tenantId, e!.id]);
    e!.ativo = false;
    await q(`UPDATE cliente SET anonimizado_em = now() WHERE id = $1`, [a!.id]);
    a!.anonimizado = true;

    expect(await conferirResumos({ tenantId: d.tenantId })).toMatchObject({ divergencias: 0 });
    expect(await resumoLojaGravado(d.tenantId)).toEqual(resumoLojaReferencia(d.vendas));
    for (const f of [
      { lojaId: d.lojas[0], compraNosUltimosDias: 1 },
      { lojaId: d.lojas[0], comprasMin: 11, periodoDias: 1 },
      { lojaId: d.lojas[1], rfm: ['Ativos', 'Campeoes'] },
      {},
      { compraNosUltimosDias: 1 },
      { comprasMin: 11, periodoDias: 1 },
      { valorGastoMin: 100, periodoDias: 1 },
      { mesesAniversario: [2] },
      { saldoMin: 0.01 },
      { saldoMin: 20 },
      { canal: 'WhatsApp' },
      { canal: 'Email' },
      { rfm: ['Novos', 'Campeoes'] },
      { rfm: ['Ativos', 'EmRisco', 'Inativos'] },
    ]) {
      const filtro = filtroSegmentoSchema.parse(f);
      expect(await membrosSegmento(d.tenantId, filtro, AGORA), JSON.stringify(f)).toEqual(referencia(d, filtro));
    }
  });

  it("the summary's stores follow each sale: a new store on the sale's fast path, an older sale, a cancellation", async () => {
    const t = await criarTenant('Lojas do resumo');
    const lojas = [(await criarLoja(t.tenantId)).id, (await criarLoja(t.tenantId)).id].sort();
    const x = randomUUID();
    await gravar(
      t.tenantId,
      lojas,
      [
        {
          id: x,
          ativo: true,
          anonimizado: false,
          desde: dias(400),
          nascimento: null,
          telefone: null,
          email: null,
          whatsapp: false,
          emailOk: false,
        },
      ],
      [],
      [],
    );
    // The sales as the reference sees them (resumo_loja is checked against it after every step).
    const vendas: VendaRef[] = [];
    const vender = async (loja: string, em: Date, valor = 10) => {
      vendas.push({ cliente: x, loja, em, valor: new Decimal(valor), registrada: true });
      await pool.query(
        `INSERT INTO venda (tenant_id, loja_id, cliente_id, valor_venda, valor_final, modelo, hash_requisicao, resposta, criado_em)
         VALUES ($1, $2, $3, $5, $5, 1, repeat('0', 64), '{}'::jsonb, $4)`,
        [t.tenantId, loja, x, em, valor],
      );
    };
    const confere = async () => expect(await resumoLojaGravado(t.tenantId)).toEqual(resumoLojaReferencia(vendas));
    const lojasDoResumo = async () =>
      (
        await pool.query<{ l: string[] }>(
          `SELECT lojas_compra::text[] AS l FROM resumo_participacao WHERE tenant_id = $1 AND cliente_id = $2`,
          [t.tenantId, x],
        )
      ).rows[0]!.l;
    const naLoja = async (loja: string) => [
      await contarSegmento(t.tenantId, { lojaId: loja }, AGORA),
      await contarSegmento(t.tenantId, { lojaId: loja, compraNosUltimosDias: 30 }, AGORA),
    ];
    expect(await lojasDoResumo()).toEqual([]);
    // Newest purchases (the fast path): the second store first, then the first, then the second again.
    await vender(lojas[1]!, dias(10));
    expect(await lojasDoResumo()).toEqual([lojas[1]]);
    await confere();
    await vender(lojas[0]!, dias(5));
    await vender(lojas[1]!, dias(1));
    expect(await lojasDoResumo()).toEqual(lojas);
    expect(await naLoja(lojas[0]!)).toEqual([1, 1]);
    await confere();
    // Cancelling the first store's only purchase (the recomputing path) takes the store out, and its row.
    await pool.query(`UPDATE venda SET status = 'Cancelada' WHERE tenant_id = $1 AND loja_id = $2`, [t.tenantId, lojas[0]]);
    for (const v of vendas) if (v.loja === lojas[0]) v.registrada = false;
    expect(await lojasDoResumo()).toEqual([lojas[1]]);
    expect(await naLoja(lojas[0]!)).toEqual([0, 0]);
    await confere();
    // An older purchase at the first store (not the newest: recomputed) brings it back, outside 30 days.
    await vender(lojas[0]!, dias(200));
    expect(await lojasDoResumo()).toEqual(lojas);
    expect(await naLoja(lojas[0]!)).toEqual([1, 0]);
    await confere();
    // A purchase tied with the second store's latest (same instant, larger amount: first in the
    // arrays) and one older than its latest: both recompute the store's row.
    await vender(lojas[1]!, dias(1), 25);
    await vender(lojas[1]!, dias(3), 7);
    await confere();
    // The cancelled sale registered again (an update of its status): back in its store's row.
    await pool.query(`UPDATE venda SET status = 'Registrada' WHERE tenant_id = $1 AND loja_id = $2 AND status = 'Cancelada'`, [
      t.tenantId,
      lojas[0],
    ]);
    for (const v of vendas) if (v.loja === lojas[0]) v.registrada = true;
    expect(await naLoja(lojas[0]!)).toEqual([1, 1]);
    await confere();
    // A sale's amount and instant corrected (an update): its store's arrays follow.
    await pool.query(
      `UPDATE venda SET valor_venda = 5, valor_final = 5, criado_em = $3 WHERE tenant_id = $1 AND loja_id = $2 AND criado_em = $4`,
      [t.tenantId, lojas[1], dias(0.5), dias(3)],
    );
    Object.assign(
      vendas.find((v) => v.loja === lojas[1] && v.em.getTime() === dias(3).getTime())!,
      { valor: new Decimal(5), em: dias(0.5) },
    );
    await confere();
    // The sales moved to another store (only their store changes): the second store keeps none.
    await pool.query(`UPDATE venda SET loja_id = $2 WHERE tenant_id = $1 AND loja_id = $3`, [t.tenantId, lojas[0], lojas[1]]);
    for (const v of vendas) v.loja = lojas[0]!;
    expect(await lojasDoResumo()).toEqual([lojas[0]]);
    expect(await naLoja(lojas[1]!)).toEqual([0, 0]);
    expect(await naLoja(lojas[0]!)).toEqual([1, 1]);
    await confere();
    // Eleven purchases there, each newer than the last (the sale's fast path every time): the row
    // keeps the latest 10, in order.
    for (let k = 0; k < 11; k++) await vender(lojas[0]!, dias(0.4 - k * 0.01), 20 + k);
    await confere();
    // Deleting the sales (the statement trigger's delete path) leaves no row.
    await pool.query(`DELETE FROM venda WHERE tenant_id = $1`, [t.tenantId]);
    vendas.length = 0;
    await confere();
    expect(await lojasDoResumo()).toEqual([]);
    expect(await conferirResumos({ tenantId: t.tenantId })).toMatchObject({ divergencias: 0 });
  });

  it('two sales of one customer in concurrent transactions both reach the summary', async () => {
    const d = await gerarDados(SEMENTE_RFM + 3);
    const x = d.clientes[0]!;
    const texto = `INSERT INTO venda (tenant_id, loja_id, cliente_id, valor_venda, valor_final, modelo, hash_requisicao, resposta, criado_em)
       VALUES ($1, $2, $3, 7, 7, 1, repeat('0', 64), '{}'::jsonb, $4)`;
    const venda = (t: PoolClient, em: Date) => t.query(texto, [d.tenantId, d.lojas[0], x.id, em]);
    // t2 waits for t1's lock on the summary row, then recomputes with t1's sale committed.
    await emParalelo(
      (t1) => venda(t1, dias(0.01)),
      (t2) => venda(t2, dias(0.02)),
    );
    const { rows } = await pool.query<{ n: number }>(
      `SELECT cardinality(ultimas_compras_em) - cardinality(array_remove(array_remove(ultimas_compras_em, $3::timestamptz), $4::timestamptz)) AS n
         FROM resumo_participacao WHERE tenant_id = $1 AND cliente_id = $2`,
      [d.tenantId, x.id, dias(0.01), dias(0.02)],
    );
    expect(rows[0]!.n).toBe(2);
    expect(await conferirResumos({ tenantId: d.tenantId })).toMatchObject({ divergencias: 0 });
  });

  it('a sale and a redemption of one customer lock the summary before the running balance: no deadlock', async () => {
    // Found by the bench's hot customer (migration 20261127233000_lote_trava_resumo): a sale locks
    // the summary (its `venda` trigger) and then the balance row of its new lot's store; a
    // redemption locked that balance row (its lot's trigger) and then the summary. Replayed here
    // step by step: t1 holds the summary as a sale does; t2 debits a lot of the store; t1 then
    // writes a lot of the same store and benefit. Before the fix t2 held the balance row and waited
    // for the summary, t1 waited for the balance row: "deadlock detected" after a second.
    const d = await gerarDados(SEMENTE_RFM + 7);
    const x = d.clientes[0]!;
    const loja = d.lojas[0]!;
    const lote = (valor: string) =>
      pool.query<{ id: string }>(
        `INSERT INTO lote (tenant_id, cliente_id, loja_id, movimentacao_id, tipo_beneficio, valor_original, valor_disponivel, status)
         VALUES ($1, $2, $3, gen_random_uuid(), 'Cashback', $4, $4, 'Disponivel') RETURNING id`,
        [d.tenantId, x.id, loja, valor],
      );
    const [l1] = (await lote('10.00')).rows;
    const [l2] = (await lote('20.00')).rows;
    const antes = (
      await pool.query<{ saldo: string }>(
        `SELECT saldo_cashback::text AS saldo FROM resumo_participacao WHERE tenant_id = $1 AND cliente_id = $2`,
        [d.tenantId, x.id],
      )
    ).rows[0]!.saldo;
    await emParalelo(
      (t1) =>
        t1.query(`UPDATE resumo_participacao SET ultima_compra_em = ultima_compra_em WHERE tenant_id = $1 AND cliente_id = $2`, [
          d.tenantId,
          x.id,
        ]),
      (t2) => t2.query(`UPDATE lote SET valor_disponivel = valor_disponivel - 1 WHERE id = $1`, [l1!.id]),
      async (t1) => {
        // t2 is now waiting for t1 (since the fix, for the summary row, before touching the balance).
        await pausa(200);
        const credito = t1.query(`UPDATE lote SET valor_disponivel = valor_disponivel - 2 WHERE id = $1`, [l2!.id]).then(
          () => 'ok',
          (e: Error) => e.message,
        );
        const resultado = await Promise.race([
          credito.then(() => 'ok'),
          new Promise<string>((r) => setTimeout(() => r('esperando'), 3000)),
        ]);
        expect(resultado).toBe('ok');
      },
    );
    const { rows } = await pool.query<{ saldo: string }>(
      `SELECT saldo_cashback::text AS saldo FROM resumo_participacao WHERE tenant_id = $1 AND cliente_id = $2`,
      [d.tenantId, x.id],
    );
    expect(new Decimal(rows[0]!.saldo).minus(antes).toFixed(2)).toBe('-3.00');
    expect(await conferirResumos({ tenantId: d.tenantId })).toMatchObject({ divergencias: 0 });
  });

  it("concurrent first purchases at a store, and a sale concurrent with the store's cancellation, all reach resumo_loja", async () => {
    const d = await gerarDados(SEMENTE_RFM + 6);
    const t = d.tenantId;
    const novaLoja = (await criarLoja(t)).id;
    const [x, y] = d.clientes;
    const texto = `INSERT INTO venda (tenant_id, loja_id, cliente_id, valor_venda, valor_final, modelo, hash_requisicao, resposta, criado_em)
       VALUES ($1, $2, $3, $4, $4, 1, repeat('0', 64), '{}'::jsonb, $5)`;
    // x's first two purchases at a new store, each the first in its own transaction (both the
    // "new row" path: the second waits for the first's row, conflicts and recomputes). The second
    // is older than the first, so the order in the arrays is checked too.
    const vx = [
      { cliente: x!.id, loja: novaLoja, em: dias(0.01), valor: new Decimal(11), registrada: true },
      { cliente: x!.id, loja: novaLoja, em: dias(0.02), valor: new Decimal(12), registrada: true },
    ];
    await emParalelo(
      (t1) => t1.query(texto, [t, novaLoja, x!.id, '11', vx[0]!.em]),
      (t2) => t2.query(texto, [t, novaLoja, x!.id, '12', vx[1]!.em]),
    );
    d.vendas.push(...vx);
    // y buys once at the new store; then that sale is cancelled while another sale of y there is made.
    const vy = { cliente: y!.id, loja: novaLoja, em: dias(2), valor: new Decimal(30), registrada: true };
    await pool.query(texto, [t, novaLoja, y!.id, '30', vy.em]);
    const vy2 = { cliente: y!.id, loja: novaLoja, em: dias(0.03), valor: new Decimal(31), registrada: true };
    await emParalelo(
      (t1) =>
        t1.query(`UPDATE venda SET status = 'Cancelada' WHERE tenant_id = $1 AND loja_id = $2 AND cliente_id = $3`, [t, novaLoja, y!.id]),
      (t2) => t2.query(texto, [t, novaLoja, y!.id, '31', vy2.em]),
    );
    vy.registrada = false;
    d.vendas.push(vy, vy2);
    expect(await resumoLojaGravado(t)).toEqual(resumoLojaReferencia(d.vendas));
    expect((await resumoLojaGravado(t)).filter((r) => r.loja === novaLoja)).toEqual([
      ...[
        { cliente: x!.id, primeira: vx[1]!.em, em: [vx[0]!.em, vx[1]!.em], valor: ['11.00', '12.00'] },
        { cliente: y!.id, primeira: vy2.em, em: [vy2.em], valor: ['31.00'] },
      ]
        .sort((a, b) => (a.cliente < b.cliente ? -1 : 1))
        .map((r) => ({
          loja: novaLoja,
          cliente: r.cliente,
          primeira: r.primeira.toISOString(),
          ultima: r.em[0]!.toISOString(),
          em: r.em.map((e) => e.toISOString()),
          valor: r.valor,
        })),
    ]);
    expect(await conferirResumos({ tenantId: t })).toMatchObject({ divergencias: 0 });
  });

  it('the check finds a corrupted or missing row of resumo_loja, logs it and fails the job', async () => {
    const d = await gerarDados(SEMENTE_RFM + 7);
    const linhas = await resumoLojaGravado(d.tenantId);
    const [a, b] = linhas;
    const logs: string[] = [];
    redirecionarLogs((l) => logs.push(l));
    // Writes that went around the triggers (here by hand): one row's last purchase and amounts
    // changed, another row gone.
    await pool.query(
      `UPDATE resumo_loja SET ultima_compra_em = ultima_compra_em + interval '1 day', ultimas_compras_valor[1] = ultimas_compras_valor[1] + 1
        WHERE tenant_id = $1 AND loja_id = $2 AND cliente_id = $3`,
      [d.tenantId, a!.loja, a!.cliente],
    );
    await pool.query(`DELETE FROM resumo_loja WHERE tenant_id = $1 AND loja_id = $2 AND cliente_id = $3`, [
      d.tenantId,
      b!.loja,
      b!.cliente,
    ]);
    try {
      const r = await conferirResumos({ tenantId: d.tenantId });
      expect(r.divergencias).toBe(2);
      expect(r.exemplos).toEqual(
        expect.arrayContaining([
          { tenant_id: d.tenantId, cliente_id: a!.cliente, loja_id: a!.loja, colunas: ['ultima_compra_em', 'ultimas_compras_valor'] },
          { tenant_id: d.tenantId, cliente_id: b!.cliente, loja_id: b!.loja, colunas: ['sem resumo da loja'] },
        ]),
      );
      await esperarDivergenciaRelatada(logs);
    } finally {
      // The recomputation of the triggers repairs the first row; the view puts the second back.
      await pool.query(`SELECT resumo_loja_recalcular($1, $2, $3)`, [d.tenantId, a!.cliente, a!.loja]);
      await pool.query(
        `INSERT INTO resumo_loja SELECT * FROM resumo_loja_calculado WHERE tenant_id = $1 AND loja_id = $2 AND cliente_id = $3`,
        [d.tenantId, b!.loja, b!.cliente],
      );
      redirecionarLogs(null);
    }
  });

  it('the check finds a difference, logs it as an error and fails the job', async () => {
    const d = await gerarDados(SEMENTE_RFM + 4);
    const x = d.clientes[0]!;
    const logs: string[] = [];
    redirecionarLogs((l) => logs.push(l));
    // A write that went around the triggers (here by hand).
    await pool.query(
      `UPDATE resumo_participacao SET mes_aniversario = 13, whatsapp = NOT whatsapp WHERE tenant_id = $1 AND cliente_id = $2`,
      [d.tenantId, x.id],
    );
    try {
      const r = await conferirResumos({ tenantId: d.tenantId });
      expect(r).toEqual({
        participacoes: d.clientes.length,
        divergencias: 1,
        exemplos: [{ tenant_id: d.tenantId, cliente_id: x.id, loja_id: null, colunas: ['whatsapp', 'mes_aniversario'] }],
      });
      await esperarDivergenciaRelatada(logs);
    } finally {
      // Any write of the sources recomputes the row: the trigger repairs it.
      await pool.query(`UPDATE preferencia_comunicacao SET atualizado_em = now() WHERE tenant_id = $1 AND cliente_id = $2`, [
        d.tenantId,
        x.id,
      ]);
      await pool.query(
        `UPDATE resumo_participacao r SET mes_aniversario = c.mes_aniversario, whatsapp = c.whatsapp
                          FROM resumo_participacao_calculado c WHERE c.tenant_id = r.tenant_id AND c.cliente_id = r.cliente_id AND r.tenant_id = $1`,
        [d.tenantId],
      );
      redirecionarLogs(null);
    }
    // The daily job behind its cron route, over the whole (shared) base.
    const cron = await chamar('GET', '/api/cron/resumos', { headers: { authorization: 'Bearer segredo-de-teste-do-cron-123' } });
    expect(cron.status).toBe(200);
    expect(cron.corpo.dados).toEqual({ participacoes: expect.any(Number), divergencias: 0 });
  });
});
