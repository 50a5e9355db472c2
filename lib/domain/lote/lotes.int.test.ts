// Lots over time. Instead of moving the clock (the database is shared with the other test files
// running in parallel, and the job sweeps the whole base), these tests move their own lots'
// dates into the past, which is what the passing of time does to them.
import { describe, expect, it } from 'vitest';
import { pool, prisma } from '@/lib/db';
import { chamar } from '@/lib/testing/api';
import { cenarioPadrao, cpfAleatorio } from '@/lib/testing/cenario';
import { processarLotes } from '@/lib/jobs/lotes';
import { esperarRecusa } from '@/lib/testing/esperar';

type Cenario = Awaited<ReturnType<typeof cenarioPadrao>>;

async function vender(c: Cenario, cpf: string, valorVenda: number) {
  const r = await chamar('POST', '/api/v1/venda', { chave: c.chave, corpo: { cnpjLoja: c.loja.cnpj, cpfCliente: cpf, valorVenda } });
  expect(r.status).toBe(200);
  return r.corpo.dados;
}

const saldo = async (c: Cenario, cpf: string) =>
  (await chamar('GET', '/api/v1/resgate/saldo', { chave: c.chave, query: { cnpjLoja: c.loja.cnpj, cpfCliente: cpf } })).corpo.dados;

const cron = (segredo?: string) => chamar('GET', '/api/cron/lotes', { headers: segredo ? { authorization: `Bearer ${segredo}` } : {} });

/**
 * Waits until no other transaction holds these lots. The job is global and other test files run
 * it on this shared database (saldo-corrente, webhooks): a lot such a run has claimed is skipped by
 * ours (SKIP LOCKED) and written by that run when it commits, so a check of the lots' final state
 * waits for it first. FOR SHARE conflicts with the job's FOR UPDATE (and any writer), so this
 * returns once every such run has committed; it changes nothing.
 */
async function esperarQuemTravaOsLotes(where: string, params: unknown[]) {
  await pool.query(`SELECT count(*) FROM (SELECT id FROM lote WHERE ${where} FOR SHARE) x`, params);
}

describe('lot release', () => {
  it('shows a pending lot as available once its release date is reached, before any job runs', async () => {
    const c = await cenarioPadrao({ cashback: { modoCashback: 'Diferido', diasLiberacao: 7, validadeDias: 30 }, pontos: null });
    const cpf = cpfAleatorio();
    const v = await vender(c, cpf, 100);
    expect((await saldo(c, cpf)).saldoPendente).toBe(10);

    // Until the stored status is checked, a share lock on the lot keeps every run of the (global)
    // job away from it, ours and those of the other test files (FOR UPDATE SKIP LOCKED skips it):
    // "no job has run" holds for this lot whatever else runs on the database.
    const guarda = await pool.connect();
    try {
      await guarda.query('BEGIN');
      await guarda.query('SELECT id FROM lote WHERE venda_id = $1 FOR KEY SHARE', [v.vendaId]);
      await pool.query(`UPDATE lote SET libera_em = now() - interval '1 minute' WHERE venda_id = $1`, [v.vendaId]);
      const s = await saldo(c, cpf);
      expect([s.saldoCashback, s.saldoPendente]).toEqual([10, 0]);
      expect(s.lotesAtivos[0].status).toBe('Disponivel');
      expect(s.lotesAtivos[0].dataLiberacao).toBeNull();
      expect((await prisma.lote.findFirstOrThrow({ where: { vendaId: v.vendaId } })).status).toBe('Pendente');
    } finally {
      await guarda.query('ROLLBACK');
      guarda.release();
    }

    // And it can be redeemed at once.
    const r = await chamar('POST', '/api/v1/resgate', {
      chave: c.chave,
      corpo: { cnpjLoja: c.loja.cnpj, cpfCliente: cpf, tipoBeneficio: 'Cashback', valorResgate: 4 },
    });
    expect(r.status).toBe(200);
    expect(r.corpo.dados.saldoAtual.saldoCashback).toBe(6);
    // The redemption wrote the release it relied on, with its ledger movement.
    const lib = await prisma.movimentacao.findMany({ where: { vendaId: v.vendaId, tipo: 'LiberacaoCashback' } });
    expect(lib.map((m) => m.valor.toFixed(2))).toEqual(['10.00']);
  });

  it('the job writes releases and expiries once, with their movements', async () => {
    const c = await cenarioPadrao({
      cashback: { modoCashback: 'Diferido', diasLiberacao: 7, validadeDias: 30 },
      pontos: { validadeDias: 10 },
    });
    const cpf = cpfAleatorio();
    const v = await vender(c, cpf, 100);
    await pool.query(
      `UPDATE lote SET libera_em = CASE WHEN tipo_beneficio = 'Cashback' THEN now() - interval '1 minute' END,
                       expira_em = CASE WHEN tipo_beneficio = 'Pontos' THEN now() - interval '1 minute' ELSE expira_em END
        WHERE venda_id = $1`,
      [v.vendaId],
    );
    const s = await saldo(c, cpf);
    expect([s.saldoCashback, s.saldoPendente, s.saldoPontos]).toEqual([10, 0, 0]);
    expect(s.lotesAtivos.map((l: { tipoBeneficio: string }) => l.tipoBeneficio)).toEqual(['Cashback']);

    const r = await cron('segredo-de-teste-do-cron-123');
    expect(r.status).toBe(200);
    expect(r.corpo.dados).toEqual({ liberados: expect.any(Number), expirados: expect.any(Number), lotes: expect.any(Number) });
    await esperarQuemTravaOsLotes('venda_id = $1', [v.vendaId]);
    const lotes = await prisma.lote.findMany({ where: { vendaId: v.vendaId }, orderBy: { tipoBeneficio: 'asc' } });
    expect(lotes.map((l) => l.status)).toEqual(['Disponivel', 'Expirado']);
    const movs = await prisma.movimentacao.findMany({
      where: { vendaId: v.vendaId, tipo: { in: ['LiberacaoCashback', 'ExpiracaoPontos'] } },
    });
    expect(movs.map((m) => [m.tipo, m.valor.toFixed(2)]).sort()).toEqual([
      ['ExpiracaoPontos', '100.00'],
      ['LiberacaoCashback', '10.00'],
    ]);
    await cron('segredo-de-teste-do-cron-123');
    expect(await prisma.movimentacao.count({ where: { vendaId: v.vendaId, tipo: { in: ['LiberacaoCashback', 'ExpiracaoPontos'] } } })).toBe(
      2,
    );
  });

  it('refuses calls without the cron secret', async () => {
    for (const r of [await cron(), await cron('errado')]) {
      esperarRecusa(r, 401, 'Não autorizado.');
    }
  });

  it('two concurrent runs over 10,000 due lots change each lot exactly once', async () => {
    const c = await cenarioPadrao({ pontos: null });
    const v = await vender(c, cpfAleatorio(), 100);
    const lote = await prisma.lote.findFirstOrThrow({ where: { vendaId: v.vendaId } });
    // 5,000 pending lots due for release and 5,000 available lots past their expiry.
    await pool.query(
      `INSERT INTO lote (tenant_id, cliente_id, loja_id, campanha_id, movimentacao_id, tipo_beneficio, valor_original, valor_disponivel,
                         status, data_liberacao, libera_em, data_expiracao, expira_em)
       SELECT tenant_id, cliente_id, loja_id, campanha_id, gen_random_uuid(), 'Cashback', 1, 1,
              CASE WHEN g % 2 = 0 THEN 'Pendente'::"StatusLote" ELSE 'Disponivel'::"StatusLote" END,
              current_date, CASE WHEN g % 2 = 0 THEN now() - interval '1 hour' END,
              current_date, CASE WHEN g % 2 = 1 THEN now() - interval '1 hour' END
         FROM lote, generate_series(1, 10000) g WHERE lote.id = $1`,
      [lote.id],
    );
    // A budget well above the work (the default 20 s is the production tick's): on a loaded CI
    // machine the two runs must still finish every due lot for the counts below to hold.
    const inicio = new Date();
    const [a, b] = await Promise.all([
      processarLotes({ tamanhoLote: 500, orcamentoMs: 90_000 }),
      processarLotes({ tamanhoLote: 500, orcamentoMs: 90_000 }),
    ]);
    const fim = new Date();
    // The job is global and other test files run it on this shared database, at any moment: such
    // a run may take some or all of these lots before ours do (so how many ours report is not
    // known here, and may be 0), or hold some still uncommitted when ours end (SKIP LOCKED passed
    // them). Once those runs have committed, each of these lots must have changed exactly once,
    // whoever ran it: nothing twice, nothing left due (checked in the lots and the ledger below).
    await esperarQuemTravaOsLotes('tenant_id = $1 AND valor_original = 1', [c.tenantId]);
    // What the runs report they released, they wrote: every release writes one ledger movement
    // stamped with its batch's instant, so both runs together report at most the releases written
    // over the whole base in that interval (by them and by anyone else).
    const { rows: liberacoes } = await pool.query(
      `SELECT count(*)::int AS n FROM movimentacao WHERE tipo = 'LiberacaoCashback' AND criado_em BETWEEN $1 AND $2`,
      [inicio, fim],
    );
    expect(a.liberados + b.liberados).toBeLessThanOrEqual(liberacoes[0].n);
    const { rows: estados } = await pool.query(
      `SELECT status::text, count(*)::int AS n FROM lote WHERE tenant_id = $1 AND valor_original = 1 GROUP BY status ORDER BY status::text`,
      [c.tenantId],
    );
    expect(estados).toEqual([
      { status: 'Disponivel', n: 5000 },
      { status: 'Expirado', n: 5000 },
    ]);
    const { rows } = await pool.query(
      `SELECT tipo, count(*)::int AS n, count(DISTINCT lote_id)::int AS lotes FROM movimentacao
        WHERE tenant_id = $1 AND tipo IN ('LiberacaoCashback','ExpiracaoCashback') GROUP BY tipo ORDER BY tipo::text`,
      [c.tenantId],
    );
    expect(rows).toEqual([
      { tipo: 'ExpiracaoCashback', n: 5000, lotes: 5000 },
      { tipo: 'LiberacaoCashback', n: 5000, lotes: 5000 },
    ]);
  }, 180_000);
});

describe('debits lock only the lots they take (lib/domain/lote/debitar-lotes-fifo.ts)', () => {
  // A customer with 120 older lots (R$ 1,01 … R$ 2,20, oldest first) and the lot of one sale.
  async function clienteComMuitosLotes() {
    const c = await cenarioPadrao({ cashback: { permiteCheckoutCashbackNaVenda: true, percentualMaximoResgate: '50.00' }, pontos: null });
    const cpf = cpfAleatorio();
    const v = await vender(c, cpf, 10); // lot 1.00, the newest
    const base = await prisma.lote.findFirstOrThrow({ where: { vendaId: v.vendaId } });
    await pool.query(
      `INSERT INTO lote (tenant_id, cliente_id, loja_id, campanha_id, movimentacao_id, tipo_beneficio, valor_original, valor_disponivel,
                         status, criado_em)
       SELECT tenant_id, cliente_id, loja_id, campanha_id, gen_random_uuid(), 'Cashback', 1 + g / 100.0, 1 + g / 100.0,
              'Disponivel', now() - make_interval(mins => 200 - g)
         FROM lote, generate_series(1, 120) g WHERE lote.id = $1`,
      [base.id],
    );
    const lotes = await prisma.lote.findMany({ where: { tenantId: c.tenantId }, orderBy: [{ criadoEm: 'asc' }, { id: 'asc' }] });
    expect(lotes).toHaveLength(121);
    return { ...c, cpf, lotes };
  }

  /** Holds row locks on some lots from another connection, as a concurrent writer would. */
  async function travarEmOutraConexao(ids: string[]) {
    const cliente = await pool.connect();
    await cliente.query('BEGIN');
    await cliente.query('SELECT id FROM lote WHERE id = ANY($1::uuid[]) FOR UPDATE', [ids]);
    return cliente;
  }

  const semEsperar = <T>(p: Promise<T>) =>
    Promise.race([p, new Promise<never>((_, rej) => setTimeout(() => rej(new Error('esperou por um lote que não usa')), 10_000))]);

  it('takes the oldest lots across pages and never waits for a lot it does not take', async () => {
    const c = await clienteComMuitosLotes();
    const ultimoAntigo = c.lotes[119]!; // R$ 2,20
    const daVenda = c.lotes[120]!;
    const outra = await travarEmOutraConexao([ultimoAntigo.id, daVenda.id]);
    try {
      // 54 lots sum R$ 68,85 (54 + 54·55/200); the 55th (R$ 1,55) gives R$ 1,15 and keeps R$ 0,40.
      const r = await semEsperar(
        chamar('POST', '/api/v1/resgate', {
          chave: c.chave,
          corpo: { cnpjLoja: c.loja.cnpj, cpfCliente: c.cpf, tipoBeneficio: 'Cashback', valorResgate: 70 },
        }),
      );
      expect(r.status).toBe(200);
      expect(r.corpo.dados.saldoAtual.saldoCashback).toBe(123.6); // 192,60 + 1,00 − 70,00
      const consumos = await prisma.consumoLote.findMany({ where: { movimentacaoId: r.corpo.dados.movimentacaoId } });
      const porLote = new Map(consumos.map((x) => [x.loteId, x.valor.toFixed(2)]));
      expect(consumos).toHaveLength(55);
      expect(c.lotes.slice(0, 55).map((l) => porLote.get(l.id))).toEqual([
        ...c.lotes.slice(0, 54).map((l) => l.valorOriginal.toFixed(2)),
        '1.15',
      ]);

      // A model-2 sale of R$ 100,00 takes R$ 50,00 (the 50 % cap) from where the redemption stopped.
      const v = await semEsperar(
        chamar('POST', '/api/v1/venda', {
          chave: c.chave,
          corpo: { cnpjLoja: c.loja.cnpj, cpfCliente: c.cpf, valorVenda: 100, usarCashbackDisponivel: true },
        }),
      );
      expect(v.status).toBe(200);
      expect([v.corpo.dados.cashbackUsado, v.corpo.dados.cashbackCreditado]).toEqual([50, 5]);
      expect(v.corpo.dados.saldoAtual.saldoCashback).toBe(78.6); // 123,60 − 50,00 + 5,00
      const usos = await pool.query(
        `SELECT l.valor_original::text AS original, cl.valor::text AS valor FROM consumo_lote cl
           JOIN movimentacao m ON m.id = cl.movimentacao_id JOIN lote l ON l.id = cl.lote_id
          WHERE m.venda_id = $1 ORDER BY l.criado_em, l.id`,
        [v.corpo.dados.vendaId],
      );
      // R$ 0,40 left of the 55th lot, then the 56th (R$ 1,56) onwards, the last one in part.
      expect(usos.rows[0]).toEqual({ original: '1.55', valor: '0.40' });
      expect(usos.rows[1]).toEqual({ original: '1.56', valor: '1.56' });
      expect(usos.rows.reduce((s, x) => s + Math.round(Number(x.valor) * 100), 0)).toBe(5000);
    } finally {
      await outra.query('ROLLBACK');
      outra.release();
    }

    // Everything: every remaining lot, over several pages.
    const tudo = await chamar('POST', '/api/v1/resgate', {
      chave: c.chave,
      corpo: { cnpjLoja: c.loja.cnpj, cpfCliente: c.cpf, tipoBeneficio: 'Cashback', valorResgate: null },
    });
    expect(tudo.status).toBe(200);
    expect(tudo.corpo.dados.cashbackResgatado).toBe(78.6);
    expect(tudo.corpo.dados.saldoAtual.saldoCashback).toBe(0);
    const { rows } = await pool.query(
      `SELECT count(*)::int AS vivos FROM lote WHERE tenant_id = $1 AND status IN ('Pendente','Disponivel') AND valor_disponivel > 0`,
      [c.tenantId],
    );
    expect(rows[0].vivos).toBe(0);
  });

  it('a lot that expires while the debit waits for it is not spent: 422 and nothing changes', async () => {
    const c = await clienteComMuitosLotes();
    const primeiro = c.lotes[0]!;
    const outra = await travarEmOutraConexao([primeiro.id]);
    let resgate: ReturnType<typeof chamar> | undefined;
    try {
      resgate = chamar('POST', '/api/v1/resgate', {
        chave: c.chave,
        corpo: { cnpjLoja: c.loja.cnpj, cpfCliente: c.cpf, tipoBeneficio: 'Cashback', valorResgate: null },
      });
      // Wait until the redemption is blocked on that lot, then expire it, as the job would.
      for (let i = 0; i < 100; i++) {
        const { rows } = await pool.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%WITH total AS%'`,
        );
        if (rows[0].n > 0) break;
        await new Promise((ok) => setTimeout(ok, 50));
      }
      await outra.query(`UPDATE lote SET status = 'Expirado' WHERE id = $1`, [primeiro.id]);
      await outra.query('COMMIT');
    } finally {
      outra.release();
    }
    const r = await resgate!;
    expect(r.status).toBe(422);
    expect(r.corpo.mensagem).toBe('Saldo insuficiente para resgate.');
    expect(await prisma.consumoLote.count({ where: { lote: { tenantId: c.tenantId } } })).toBe(0);
    expect(await prisma.movimentacao.count({ where: { tenantId: c.tenantId, tipo: 'ResgateCashback' } })).toBe(0);
  });
});
