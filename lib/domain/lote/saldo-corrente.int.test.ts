// The running balance (saldo_participacao, docs/saldo-corrente.md): moved by every write of a lot
// in the same statement, never negative, read in O(1), and checked against the lots by the daily
// job, which fails loudly on any difference.
import { describe, expect, it } from 'vitest';
import { pool, prisma } from '@/lib/db';
import { redirecionarLogs } from '@/lib/log';
import { chamar } from '@/lib/testing/api';
import { cenarioPadrao, cpfAleatorio } from '@/lib/testing/cenario';
import { processarLotes } from '@/lib/jobs/lotes';
import { conferirSaldos, verificarSaldos } from '@/lib/domain/lote/conferir-saldos';

type Cenario = Awaited<ReturnType<typeof cenarioPadrao>>;

async function post(c: Cenario, caminho: string, corpo: Record<string, unknown>) {
  const r = await chamar('POST', caminho, { chave: c.chave, corpo: { cnpjLoja: c.loja.cnpj, ...corpo } });
  expect(r.status, JSON.stringify(r.corpo)).toBe(200);
  return r.corpo.dados;
}

/** The rows of the tenant, as [tipo, disponivel, pendente]. */
async function linhas(tenantId: string) {
  const { rows } = await pool.query<{ tipo: string; d: string; p: string }>(
    `SELECT tipo_beneficio::text AS tipo, disponivel::text AS d, pendente::text AS p FROM saldo_participacao
      WHERE tenant_id = $1 ORDER BY tipo_beneficio`,
    [tenantId],
  );
  return rows.map((r) => [r.tipo, r.d, r.p]);
}

/**
 * The rows once the lots job has run. The job is global and other test files run it on this
 * database too: a lot another run has locked is skipped (SKIP LOCKED) and written by that run when
 * it commits, so the job runs until the rows are the expected ones.
 */
const linhasAposOJob = (tenantId: string) =>
  expect.poll(
    async () => {
      await processarLotes();
      return linhas(tenantId);
    },
    { timeout: 30_000 },
  );

describe('running balance per membership, store and benefit', () => {
  it('moves with every sale, redemption, model-2 discount, cancellation, release and expiry, and always equals the lots', async () => {
    const c = await cenarioPadrao({
      cashback: { modoCashback: 'Imediato', permiteCheckoutCashbackNaVenda: true, percentualMaximoResgate: '50.00' },
      pontos: { validadeDias: 10 },
    });
    const cpf = cpfAleatorio();
    const conferir = async () => expect(await conferirSaldos({ tenantId: c.tenantId })).toMatchObject({ divergencias: 0 });

    const v1 = await post(c, '/api/v1/venda', { cpfCliente: cpf, valorVenda: 100 });
    expect(await linhas(c.tenantId)).toEqual([
      ['Cashback', '10.00', '0.00'],
      ['Pontos', '100.00', '0.00'],
    ]);
    await conferir();

    const r = await post(c, '/api/v1/resgate', { cpfCliente: cpf, tipoBeneficio: 'Cashback', valorResgate: 4 });
    expect(r.saldoAtual).toEqual({ saldoPontos: 100, saldoCashback: 6, saldoPendente: 0 });
    await conferir();

    // Model 2: R$ 20,00 of which at most 50 % can come from the balance: R$ 6,00 used, R$ 1,40 and 14 points credited on the R$ 14,00 paid.
    const v2 = await post(c, '/api/v1/venda', { cpfCliente: cpf, valorVenda: 20, usarCashbackDisponivel: true });
    expect([v2.cashbackUsado, v2.cashbackCreditado, v2.saldoAtual.saldoCashback]).toEqual([6, 1.4, 1.4]);
    expect(await linhas(c.tenantId)).toEqual([
      ['Cashback', '1.40', '0.00'],
      ['Pontos', '114.00', '0.00'],
    ]);
    await conferir();

    // Cancelling the model-2 sale gives R$ 6,00 back to the lot it came from and cancels its own lots.
    const can = await post(c, '/api/v1/venda/cancelar', { vendaId: v2.vendaId, motivo: 'teste do saldo corrente' });
    expect(can.saldoAtual).toEqual({ saldoPontos: 100, saldoCashback: 6, saldoPendente: 0 });
    expect(await linhas(c.tenantId)).toEqual([
      ['Cashback', '6.00', '0.00'],
      ['Pontos', '100.00', '0.00'],
    ]);
    await conferir();

    // Expiry: before the job the row still counts the lot and the read does not; the job's
    // statement then takes it out of the row.
    await pool.query(`UPDATE lote SET expira_em = now() - interval '1 minute' WHERE venda_id = $1 AND tipo_beneficio = 'Pontos'`, [
      v1.vendaId,
    ]);
    const antes = (await chamar('GET', '/api/v1/resgate/saldo', { chave: c.chave, query: { cnpjLoja: c.loja.cnpj, cpfCliente: cpf } }))
      .corpo.dados;
    expect([antes.saldoPontos, antes.saldoCashback]).toEqual([0, 6]);
    await linhasAposOJob(c.tenantId).toEqual([
      ['Cashback', '6.00', '0.00'],
      ['Pontos', '0.00', '0.00'],
    ]);
    await conferir();
  });

  it('counts deferred cashback as pending until released, and the release moves it in the row', async () => {
    const c = await cenarioPadrao({ cashback: { modoCashback: 'Diferido', diasLiberacao: 7, validadeDias: 30 }, pontos: null });
    const cpf = cpfAleatorio();
    const v = await post(c, '/api/v1/venda', { cpfCliente: cpf, valorVenda: 50 });
    expect(v.saldoAtual).toEqual({ saldoPontos: 0, saldoCashback: 0, saldoPendente: 5 });
    expect(await linhas(c.tenantId)).toEqual([['Cashback', '0.00', '5.00']]);
    await pool.query(`UPDATE lote SET libera_em = now() - interval '1 minute' WHERE venda_id = $1`, [v.vendaId]);
    // The club and the PDV see it available at once (the overdue lot corrects the row).
    const s = (await chamar('GET', '/api/v1/resgate/saldo', { chave: c.chave, query: { cnpjLoja: c.loja.cnpj, cpfCliente: cpf } })).corpo
      .dados;
    expect([s.saldoCashback, s.saldoPendente]).toEqual([5, 0]);
    await linhasAposOJob(c.tenantId).toEqual([['Cashback', '5.00', '0.00']]);
    await conferirSaldos({ tenantId: c.tenantId }).then((r) => expect(r.divergencias).toBe(0));
  });

  it('refuses a negative balance in the database itself', async () => {
    const c = await cenarioPadrao({ pontos: null });
    await post(c, '/api/v1/venda', { cpfCliente: cpfAleatorio(), valorVenda: 100 });
    await expect(pool.query(`UPDATE saldo_participacao SET disponivel = -0.01 WHERE tenant_id = $1`, [c.tenantId])).rejects.toMatchObject({
      code: '23514',
      constraint: 'saldo_participacao_nao_negativo',
    });
    // A lot taking more than its row holds is refused too, and nothing of the statement stays.
    const lote = await prisma.lote.findFirstOrThrow({ where: { tenantId: c.tenantId } });
    await pool.query(`UPDATE saldo_participacao SET disponivel = 0 WHERE tenant_id = $1`, [c.tenantId]).catch(() => null);
    await expect(pool.query(`UPDATE lote SET valor_disponivel = 0, status = 'Resgatado' WHERE id = $1`, [lote.id])).rejects.toMatchObject({
      code: '23514',
    });
    expect((await prisma.lote.findUniqueOrThrow({ where: { id: lote.id } })).status).toBe('Disponivel');
    await pool.query(`UPDATE saldo_participacao SET disponivel = 10 WHERE tenant_id = $1`, [c.tenantId]);
  });

  it('the check finds a difference, logs it as an error and fails the job', async () => {
    const c = await cenarioPadrao({ pontos: null });
    await post(c, '/api/v1/venda', { cpfCliente: cpfAleatorio(), valorVenda: 100 });
    expect(await conferirSaldos({ tenantId: c.tenantId })).toEqual({ participacoes: 1, divergencias: 0, exemplos: [] });

    const logs: string[] = [];
    redirecionarLogs((l) => logs.push(l));
    // A write that went around the triggers (here by hand): the row says R$ 10,01, the lot R$ 10,00.
    await pool.query(`UPDATE saldo_participacao SET disponivel = disponivel + 0.01 WHERE tenant_id = $1`, [c.tenantId]);
    try {
      const r = await conferirSaldos({ tenantId: c.tenantId });
      expect(r.divergencias).toBe(1);
      expect(r.exemplos[0]).toMatchObject({ tenant_id: c.tenantId, saldo_disponivel: '10.01', lotes_disponivel: '10.00' });
      await expect(verificarSaldos()).rejects.toThrow(/saldo corrente diverge dos lotes/);
      const erro = logs.map((l) => JSON.parse(l)).find((l) => l.msg === 'saldo corrente diverge dos lotes');
      expect(erro).toMatchObject({ level: 'error' });
    } finally {
      await pool.query(`UPDATE saldo_participacao SET disponivel = disponivel - 0.01 WHERE tenant_id = $1`, [c.tenantId]);
      redirecionarLogs(null);
    }
    expect((await conferirSaldos({ tenantId: c.tenantId })).divergencias).toBe(0);
    // The daily job behind its cron route, over the whole (shared) base: every lot written by any
    // test file went through the triggers, so nothing differs.
    const cron = await chamar('GET', '/api/cron/saldos', { headers: { authorization: 'Bearer segredo-de-teste-do-cron-123' } });
    expect(cron.status).toBe(200);
    expect(cron.corpo.dados).toEqual({ participacoes: expect.any(Number), divergencias: 0 });
  });

  it('reads the balance of a customer with 10,000 lots without reading them', async () => {
    const c = await cenarioPadrao({ pontos: null });
    const cpf = cpfAleatorio();
    const v = await post(c, '/api/v1/venda', { cpfCliente: cpf, valorVenda: 10 });
    const base = await prisma.lote.findFirstOrThrow({ where: { vendaId: v.vendaId } });
    await pool.query(
      `INSERT INTO lote (tenant_id, cliente_id, loja_id, campanha_id, movimentacao_id, tipo_beneficio, valor_original, valor_disponivel, status, criado_em)
       SELECT tenant_id, cliente_id, loja_id, campanha_id, gen_random_uuid(), 'Cashback', 0.5, 0.5, 'Disponivel', now() - make_interval(secs => 20000 - g)
         FROM lote, generate_series(1, 10000) g WHERE lote.id = $1`,
      [base.id],
    );
    await pool.query('ANALYZE lote');
    expect(await linhas(c.tenantId)).toEqual([['Cashback', '5001.00', '0.00']]);
    const { Q_SALDO } = await import('@/lib/domain/lote/status-efetivo-sql');
    const { rows } = await pool.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${Q_SALDO.texto}`, [c.tenantId, base.clienteId, new Date()]);
    const texto = JSON.stringify(rows[0]['QUERY PLAN']);
    // Every node read at most one row: the balance row, and no lot (none is overdue).
    const lidas = [...texto.matchAll(/"Actual Rows":(\d+)/g)].map((m) => Number(m[1]));
    expect(Math.max(...lidas)).toBeLessThanOrEqual(1);
    // A redemption of R$ 1,00 locks the two oldest lots, not 10,000.
    const r = await post(c, '/api/v1/resgate', { cpfCliente: cpf, tipoBeneficio: 'Cashback', valorResgate: 1 });
    expect(r.saldoAtual.saldoCashback).toBe(5000);
    expect(await prisma.consumoLote.count({ where: { movimentacaoId: r.movimentacaoId } })).toBe(2);
    expect((await conferirSaldos({ tenantId: c.tenantId })).divergencias).toBe(0);
  });
});
