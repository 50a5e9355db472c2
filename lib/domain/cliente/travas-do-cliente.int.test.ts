// The person's row (`cliente`) and the ledger's locks (docs/saldo-corrente.md, "Lock order"):
// every insert that references a person (sale, movement, lot, redemption) takes FOR KEY SHARE on
// its row through the foreign key, late in its transaction, after the membership, the lots, the
// segment summary and the running balance. A path that holds the person FOR UPDATE and then waits
// for one of those closes a cycle with it; FOR NO KEY UPDATE does not conflict with FOR KEY SHARE.
// Replayed here step by step on two connections, as the lock-order test of the summary does
// (lib/domain/segmento/segmento.int.test.ts).
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { pool, sql, type Executor } from '@/lib/db';
import { Decimal } from '@/lib/dinheiro';
import { criarLoja, criarTenant, cpfAleatorio } from '@/lib/testing/cenario';
import { garantirClienteNoTenant } from '@/lib/domain/cliente/garantir-cliente';
import { Q_TRAVAR_VINCULO } from '@/lib/domain/lote/status-efetivo-sql';
import { S_VENDA, parametrosVenda } from '@/lib/domain/venda/sql-venda';
import { conferirResumos } from '@/lib/domain/segmento/conferir-resumo';
import { conferirSaldos } from '@/lib/domain/lote/conferir-saldos';

const esperar = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A domain Executor on one connection of the test (the app's own is private to lib/db.ts). */
function executorDe(c: pg.PoolClient): Executor {
  return {
    query: async <T extends pg.QueryResultRow>(q: { texto: string }, valores: unknown[] = []) =>
      (await c.query<T>({ text: q.texto, values: valores })).rows,
    contar: async (q, valores = []) => (await c.query({ text: q.texto, values: valores })).rowCount ?? 0,
  };
}

/** What a promise settled to, as a string: 'ok'/the value, or the error's message. */
const desfecho = <T>(p: Promise<T>, ok: (v: T) => string = () => 'ok') => p.then(ok, (e: Error) => e.message);

/** Waits for `p` up to `ms`; 'esperando' if it is still blocked. */
const emAte = (p: Promise<string>, ms = 3000) => Promise.race([p, new Promise<string>((r) => setTimeout(() => r('esperando'), ms))]);

describe('the person row and the ledger locks', () => {
  it('a first sale and a model-2 sale of a new customer: the person is not locked against the sale, no deadlock', async () => {
    // Seen in the log of the crash test (e2e/queda.spec.ts): sale A creates the customer and
    // commits; sale B, a first sale of the same CPF that read "no customer" before A committed,
    // runs garantirClienteNoTenant (the person, then the membership, both by ON CONFLICT DO
    // UPDATE); sale C, a model-2 sale that read the customer after A committed, holds the
    // membership (Q_TRAVAR_VINCULO) and writes its sale (S_VENDA), whose foreign keys take FOR KEY
    // SHARE on the person. B's no-op update set `cpf`, a column of a unique index, so it locked
    // the person FOR UPDATE: B held the person and waited for the membership, C held the
    // membership and waited for the person — "deadlock detected" after a second, B retried.
    const { tenantId } = await criarTenant('Travas do cliente');
    const loja = await criarLoja(tenantId);
    const agora = new Date();
    const entrada = { tenantId, lojaId: loja.id, cpf: cpfAleatorio(), nome: 'Ana Lima', email: null, telefone: null, agora };
    const x = await garantirClienteNoTenant(sql, entrada);
    const vendaId = randomUUID();
    const zero = new Decimal(0);
    const [c, b] = [await pool.connect(), await pool.connect()];
    try {
      await c.query('BEGIN');
      await b.query('BEGIN');
      await c.query(Q_TRAVAR_VINCULO.texto, [tenantId, x.id]);
      // B's registration data goes with it, and is ignored for an existing CPF (rule 1).
      const segunda = desfecho(
        garantirClienteNoTenant(executorDe(b), { ...entrada, nome: 'Outro Nome', email: 'outro@exemplo.com', telefone: '11987654321' }),
        (r) => r.id,
      );
      // B is now waiting for C's membership lock (before and after the fix).
      await esperar(200);
      const venda = desfecho(
        c.query(
          S_VENDA.texto,
          parametrosVenda({
            vendaId,
            tenantId,
            lojaId: loja.id,
            clienteId: x.id,
            valorVenda: new Decimal('50.00'),
            cashbackUsado: zero,
            descontoGerado: zero,
            valorFinal: new Decimal('50.00'),
            cashbackCreditado: zero,
            pontosCreditados: zero,
            modelo: 2,
            documentoExterno: null,
            hashRequisicao: 'a'.repeat(64),
            observacao: null,
            resposta: {},
            agora,
            movimentos: [],
            lotes: [],
            consumos: [],
            usoMovimentacaoId: null,
            evento: null,
          }),
        ),
      );
      expect(await emAte(venda)).toBe('ok');
      await c.query('COMMIT');
      // Before the fix: 'deadlock detected' (B waited first, so B was the one aborted).
      expect(await segunda).toBe(x.id);
      await b.query('COMMIT');
    } finally {
      // Destroyed, not returned: a failed step must not leave an open transaction in the pool.
      c.release(true);
      b.release(true);
    }
    const { rows } = await pool.query<{ nome: string; email: string | null; vendas: number }>(
      `SELECT nome, email, (SELECT count(*)::int FROM venda WHERE cliente_id = $1) AS vendas FROM cliente WHERE id = $1`,
      [x.id],
    );
    expect(rows[0]).toEqual({ nome: 'Ana Lima', email: null, vendas: 1 });
    expect(await conferirResumos({ tenantId })).toMatchObject({ divergencias: 0 });
    expect(await conferirSaldos({ tenantId })).toMatchObject({ divergencias: 0 });
  });
});
