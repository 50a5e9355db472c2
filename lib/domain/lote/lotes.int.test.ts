// Lots over time. Instead of moving the clock (the database is shared with the other test files
// running in parallel, and the job sweeps the whole base), these tests move their own lots'
// dates into the past, which is what the passing of time does to them.
import { describe, expect, it } from 'vitest';
import { pool, prisma } from '@/lib/db';
import { chamar } from '@/lib/testing/api';
import { cenarioPadrao, cpfAleatorio } from '@/lib/testing/cenario';
import { processarLotes } from '@/lib/jobs/lotes';

type Cenario = Awaited<ReturnType<typeof cenarioPadrao>>;

async function vender(c: Cenario, cpf: string, valorVenda: number) {
  const r = await chamar('POST', '/api/v1/venda', { chave: c.chave, corpo: { cnpjLoja: c.loja.cnpj, cpfCliente: cpf, valorVenda } });
  expect(r.status).toBe(200);
  return r.corpo.dados;
}

const saldo = async (c: Cenario, cpf: string) =>
  (await chamar('GET', '/api/v1/resgate/saldo', { chave: c.chave, query: { cnpjLoja: c.loja.cnpj, cpfCliente: cpf } })).corpo.dados;

const cron = (segredo?: string) =>
  chamar('GET', '/api/cron/lotes', { headers: segredo ? { authorization: `Bearer ${segredo}` } : {} });

describe('lot release', () => {
  it('shows a pending lot as available once its release date is reached, before any job runs', async () => {
    const c = await cenarioPadrao({ cashback: { modoCashback: 'Diferido', diasLiberacao: 7, validadeDias: 30 }, pontos: null });
    const cpf = cpfAleatorio();
    const v = await vender(c, cpf, 100);
    expect((await saldo(c, cpf)).saldoPendente).toBe(10);

    await pool.query(`UPDATE lote SET libera_em = now() - interval '1 minute' WHERE venda_id = $1`, [v.vendaId]);
    const s = await saldo(c, cpf);
    expect([s.saldoCashback, s.saldoPendente]).toEqual([10, 0]);
    expect(s.lotesAtivos[0].status).toBe('Disponivel');
    expect(s.lotesAtivos[0].dataLiberacao).toBeNull();
    expect((await prisma.lote.findFirstOrThrow({ where: { vendaId: v.vendaId } })).status).toBe('Pendente');

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
    const c = await cenarioPadrao({ cashback: { modoCashback: 'Diferido', diasLiberacao: 7, validadeDias: 30 }, pontos: { validadeDias: 10 } });
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
    const lotes = await prisma.lote.findMany({ where: { vendaId: v.vendaId }, orderBy: { tipoBeneficio: 'asc' } });
    expect(lotes.map((l) => l.status)).toEqual(['Disponivel', 'Expirado']);
    const movs = await prisma.movimentacao.findMany({ where: { vendaId: v.vendaId, tipo: { in: ['LiberacaoCashback', 'ExpiracaoPontos'] } } });
    expect(movs.map((m) => [m.tipo, m.valor.toFixed(2)]).sort()).toEqual([
      ['ExpiracaoPontos', '100.00'],
      ['LiberacaoCashback', '10.00'],
    ]);
    await cron('segredo-de-teste-do-cron-123');
    expect(await prisma.movimentacao.count({ where: { vendaId: v.vendaId, tipo: { in: ['LiberacaoCashback', 'ExpiracaoPontos'] } } })).toBe(2);
  });

  it('refuses calls without the cron secret', async () => {
    for (const r of [await cron(), await cron('errado')]) {
      expect(r.status).toBe(401);
      expect(r.corpo.erros).toEqual(['Não autorizado.']);
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
    const [a, b] = await Promise.all([processarLotes({ tamanhoLote: 500 }), processarLotes({ tamanhoLote: 500 })]);
    // Another test file may run the job at the same time on this shared database; whoever ran
    // it, each lot must have changed exactly once (checked in the ledger below).
    expect(a.liberados + b.liberados).toBeLessThanOrEqual(5000);
    expect(a.liberados + b.liberados).toBeGreaterThan(0);
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
  });
});
