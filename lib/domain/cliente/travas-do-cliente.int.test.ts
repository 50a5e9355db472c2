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
import { instrucaoDaVenda } from '@/lib/domain/venda/sql-venda';
import { conferirResumos } from '@/lib/domain/segmento/conferir-resumo';
import { conferirSaldos } from '@/lib/domain/lote/conferir-saldos';
import { atualizarPerfilClube } from '@/lib/domain/clube/perfil';
import { atualizarPreferencias } from '@/lib/domain/clube/preferencias';
import { atualizarClienteAdmin } from '@/lib/domain/cliente/admin-gravar-cliente';
import { criarUsuario } from '@/lib/testing/cenario';
import type { PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';
import { anonimizarCliente } from '@/lib/domain/lgpd/anonimizar-cliente';

const esperar = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Until another session waits for a lock that `c` holds (rather than guessing how long that takes). */
async function esperarQueEspere(c: pg.PoolClient) {
  const { rows } = await c.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  for (let i = 0; i < 250; i++) {
    const espera = await pool.query(`SELECT 1 FROM pg_stat_activity WHERE $1 = ANY (pg_blocking_pids(pid))`, [rows[0]!.pid]);
    if (espera.rows.length) return;
    await esperar(20);
  }
  throw new Error('ninguém esperou pela trava');
}

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

/** A member with e-mail and one available cashback lot of R$ 10,00: what a debit consumes. */
async function clienteComLote(nomeDoTenant: string) {
  const { tenantId } = await criarTenant(nomeDoTenant);
  const loja = await criarLoja(tenantId);
  const agora = new Date();
  const entrada = { tenantId, lojaId: loja.id, cpf: cpfAleatorio(), nome: 'Ana Lima', email: 'ana@exemplo.com', telefone: null, agora };
  const x = await garantirClienteNoTenant(sql, entrada);
  const {
    rows: [lote],
  } = await pool.query<{ id: string }>(
    `INSERT INTO lote (tenant_id, cliente_id, loja_id, movimentacao_id, tipo_beneficio, valor_original, valor_disponivel, status)
     VALUES ($1, $2, $3, gen_random_uuid(), 'Cashback', 10, 10, 'Disponivel') RETURNING id`,
    [tenantId, x.id, loja.id],
  );
  return { tenantId, lojaId: loja.id, clienteId: x.id, loteId: lote!.id, agora };
}

/** The first half of a redemption's debit, by hand: the membership, then the lot (its trigger takes the summary). */
async function debitarLote(r: pg.PoolClient, c: { tenantId: string; clienteId: string; loteId: string }) {
  await r.query(Q_TRAVAR_VINCULO.texto, [c.tenantId, c.clienteId]);
  await r.query(`UPDATE lote SET valor_disponivel = valor_disponivel - 1 WHERE id = $1`, [c.loteId]);
}

/** The second half: the movement, whose foreign key takes FOR KEY SHARE on the person. */
const inserirMovimento = (r: pg.PoolClient, c: { tenantId: string; lojaId: string; clienteId: string; agora: Date }) =>
  r.query(
    `INSERT INTO movimentacao (tenant_id, cliente_id, loja_id, tipo, tipo_beneficio, valor, descricao, criado_em)
     VALUES ($1, $2, $3, 'ResgateCashback', 'Cashback', 1, 'Resgate', $4)`,
    [c.tenantId, c.clienteId, c.lojaId, c.agora],
  );

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
      await esperarQueEspere(c);
      const venda = desfecho(
        (() => {
          const g = instrucaoDaVenda({
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
          });
          return c.query(g.instrucao.texto, g.valores);
        })(),
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

  type Pessoa = { id: string; tenantId: string; agora: Date; admin: PrincipalAdmin };
  const mudancasDaPessoa: [string, (x: Pessoa) => Promise<unknown>][] = [
    ['a contact change in the club profile', (x) => atualizarPerfilClube(x.id, { telefone: '11987654321' }, x.agora)],
    ['a consent change in the club', (x) => atualizarPreferencias(x.id, { tenantId: x.tenantId, email: true }, x.agora)],
    [
      "an administrator's edit of the customer",
      (x) =>
        atualizarClienteAdmin(x.admin, x.tenantId, x.id, {
          nome: 'Ana Lima',
          email: 'ana@exemplo.com',
          telefone: '11987654321',
          dataNascimento: '1990-05-01',
        }),
    ],
  ];

  it.each(mudancasDaPessoa)(
    '%s and a ledger write of the same customer: the person is locked FOR NO KEY UPDATE, no deadlock',
    async (_, mudar) => {
      // These lock the person and then write what the segment summary reads (the contacts, the
      // birthday, the consents): their trigger waits for the summary row. A ledger write (here a
      // redemption's debit, replayed by hand as the summary's lock-order test does) holds the
      // summary (the lot's trigger) and then inserts its movement, whose foreign key takes FOR KEY
      // SHARE on the person. With the person locked FOR UPDATE, each waited for the other.
      const c = await clienteComLote('Travas do cliente');
      const { tenantId, agora } = c;
      const u = await criarUsuario(tenantId, 'AdminTenant');
      const admin = { usuarioId: u.id, perfil: u.perfil, tenantId, nome: u.nome, email: u.email };
      const r = await pool.connect();
      let mudanca: Promise<string> | undefined;
      try {
        await r.query('BEGIN');
        // Before the fix the ledger write waits for the person: it gives up with an error well
        // before the deadlock check (1 s), which would otherwise abort and retry the other side.
        await r.query(`SET LOCAL lock_timeout = '300ms'`);
        await debitarLote(r, c);
        mudanca = desfecho(mudar({ id: c.clienteId, tenantId, agora, admin }));
        // The change now holds the person and waits for the summary row.
        await esperarQueEspere(r);
        const movimento = desfecho(inserirMovimento(r, c));
        expect(await emAte(movimento)).toBe('ok');
        await r.query('COMMIT');
        expect(await mudanca).toBe('ok');
      } finally {
        r.release(true);
        await mudanca;
      }
      expect(await conferirResumos({ tenantId })).toMatchObject({ divergencias: 0 });
      expect(await conferirSaldos({ tenantId })).toMatchObject({ divergencias: 0 });
    },
  );
});

describe('the LGPD erasure and the ledger locks', () => {
  it('an erasure and a debit of the same customer at the same instant: the deadlock aborts the erasure, which runs again and lands', async () => {
    // The erasure is the one path that must lock the person FOR UPDATE (it clears `cpf` and
    // renews `qr_token`, columns of unique indexes), and its trigger then takes the segment
    // summary. A debit holds the summary (the lot's trigger) and then inserts its movement, whose
    // foreign key takes FOR KEY SHARE on the person: a real cycle, which PostgreSQL breaks by
    // aborting the side that waited first, the erasure. Nothing of it was written, so it runs
    // again, as `transacao` does for the ledger's own transactions (docs/saldo-corrente.md).
    const c = await clienteComLote('Travas da LGPD');
    const { tenantId, clienteId, agora } = c;
    const r = await pool.connect();
    let apagar: Promise<string> | undefined;
    try {
      await r.query('BEGIN');
      await debitarLote(r, c);
      apagar = desfecho(anonimizarCliente({ clienteId, tenantId: null, principal: null, origem: 'Clube', agora }), (v) =>
        JSON.stringify(v),
      );
      // The erasure now holds the person and waits for the summary row.
      await esperarQueEspere(r);
      await inserirMovimento(r, c);
      await r.query('COMMIT');
      // Before the retry: the deadlock's error reached the caller (answered 500).
      expect(await apagar).toBe(JSON.stringify({ jaAnonimizado: false }));
    } finally {
      r.release(true);
      await apagar;
    }
    const { rows } = await pool.query<{ cpf: string | null; anonimizado: boolean; movimentos: number; auditorias: number }>(
      `SELECT cpf, anonimizado_em IS NOT NULL AS anonimizado,
              (SELECT count(*)::int FROM movimentacao WHERE cliente_id = $1) AS movimentos,
              (SELECT count(*)::int FROM auditoria_admin WHERE entidade_id = $1::text AND acao = 'AnonimizacaoLgpd') AS auditorias
         FROM cliente WHERE id = $1`,
      [clienteId],
    );
    expect(rows[0]).toEqual({ cpf: null, anonimizado: true, movimentos: 1, auditorias: 1 });
    expect(await conferirResumos({ tenantId })).toMatchObject({ divergencias: 0 });
    expect(await conferirSaldos({ tenantId })).toMatchObject({ divergencias: 0 });
  });
});
