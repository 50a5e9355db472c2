// The read replica (DATABASE_REPLICA_URL, lib/db.ts, docs/escala.md) against a REAL streaming
// replica of the test server, made here with pg_basebackup and pg_ctl (lib/testing/replica.ts).
//
// The proof that a read reached the replica: its WAL replay is paused (pg_wal_replay_pause), a
// sale is registered on the primary, and the analytics still count the old number of sales,
// while the sale's own answer and the PDV balance (flows that must read their own writes) already
// show the new credit. The replica's pg_stat_activity shows the app's read pool
// (application_name fidelidade-leitura) connected to the test database. Then the replica is
// stopped: every read routed to it answers from the primary, with fresh numbers and one warning.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { destinoDasLeituras } from '@/lib/db';
import { redirecionarLogs } from '@/lib/log';
import { recarregarEnv } from '@/lib/env';
import { chamar } from '@/lib/testing/api';
import { cenarioPadrao, cpfAleatorio, criarUsuario } from '@/lib/testing/cenario';
import { criarReplica, type Replica } from '@/lib/testing/replica';

let replica: Replica;
let c: Awaited<ReturnType<typeof cenarioPadrao>>;
let admin: { token: string };
let superAdmin: { token: string };
const cpf = cpfAleatorio();
const linhasDeLog: string[] = [];

beforeAll(async () => {
  c = await cenarioPadrao({ cashback: { percentualCashback: '10' }, pontos: null });
  admin = await criarUsuario(c.tenantId, 'AdminTenant');
  superAdmin = await criarUsuario(null, 'SuperAdmin');
  expect((await venda(100)).saldoAtual.saldoCashback).toBe(10);
  // After the data above, so the copy has it; then the app's reads go to the replica.
  replica = await criarReplica(process.env.DATABASE_URL!);
  process.env.DATABASE_REPLICA_URL = replica.url;
  recarregarEnv();
  redirecionarLogs((l) => linhasDeLog.push(l));
}, 400_000);

afterAll(() => {
  redirecionarLogs(null);
  delete process.env.DATABASE_REPLICA_URL;
  recarregarEnv();
  replica?.remover();
});

async function venda(valorVenda: number) {
  const r = await chamar('POST', '/api/v1/venda', { chave: c.chave, corpo: { cnpjLoja: c.loja.cnpj, cpfCliente: cpf, valorVenda } });
  expect(r.status, JSON.stringify(r.corpo)).toBe(200);
  return r.corpo.dados as { saldoAtual: { saldoCashback: number } };
}

async function vendasNoResumo(): Promise<number> {
  const r = await chamar('GET', '/api/v1/admin/AnalyticsAdmin/resumo', { token: admin.token });
  expect(r.status, JSON.stringify(r.corpo)).toBe(200);
  return r.corpo.dados.vendas.quantidade as number;
}

async function saldoNoPdv(): Promise<number> {
  const r = await chamar('GET', '/api/v1/resgate/saldo', { chave: c.chave, query: { cnpjLoja: c.loja.cnpj, cpfCliente: cpf } });
  expect(r.status, JSON.stringify(r.corpo)).toBe(200);
  return r.corpo.dados.saldoCashback as number;
}

describe('read replica (DATABASE_REPLICA_URL)', () => {
  it('sends analytics to the replica, and keeps the balance after a sale on the primary', async () => {
    expect(destinoDasLeituras()).toBe('replica');
    await replica.alcancarPrimario();
    expect(await vendasNoResumo()).toBe(1);

    // The replica's read pool is connected to the test database, under its own name.
    const banco = new URL(replica.url).pathname.slice(1);
    const conexoes = await replica.consultar<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'fidelidade-leitura' AND datname = $1`,
      [banco],
    );
    expect(conexoes[0]!.n).toBeGreaterThan(0);

    // Frozen replica: it does not see the next sale until replay resumes.
    await replica.consultar('SELECT pg_wal_replay_pause()');
    try {
      const v = await venda(50);
      expect(v.saldoAtual.saldoCashback).toBe(15); // the sale's answer reads its own write
      expect(await saldoNoPdv()).toBe(15); // so does the PDV balance (primary)
      expect(await vendasNoResumo()).toBe(1); // analytics: the replica's snapshot
      // The panel's customer list (also on the replica) still shows the old balance.
      const lista = await chamar('GET', '/api/v1/admin/ClienteAdmin', { token: admin.token });
      expect(lista.status, JSON.stringify(lista.corpo)).toBe(200);
      expect(lista.corpo.dados.itens[0].saldoCashback).toBe(10);
    } finally {
      await replica.consultar('SELECT pg_wal_replay_resume()');
    }
    await replica.alcancarPrimario();
    expect(await vendasNoResumo()).toBe(2);
  });

  it('keeps answering from the primary when the replica is stopped, one warning per failure', async () => {
    replica.parar();
    await venda(30); // writes never depended on the replica
    // Each kind of replica read meets the dead replica once: SQL in a read-only transaction
    // (analytics), plain SQL (the customer list) and Prisma (the audit log). Between them the
    // replica's settings change, which builds a new pool with a closed circuit.
    const leituras: [string, () => Promise<void>][] = [
      ['analytics', async () => expect(await vendasNoResumo()).toBe(3)],
      [
        'lista de clientes',
        async () => {
          const r = await chamar('GET', '/api/v1/admin/ClienteAdmin', { token: admin.token });
          expect(r.status, JSON.stringify(r.corpo)).toBe(200);
          expect(r.corpo.dados.itens[0].saldoCashback).toBe(18); // fresh: 10 + 5 + 3, from the primary
        },
      ],
      [
        'auditoria',
        async () => {
          const r = await chamar('GET', '/api/v1/admin/auditoria', { token: superAdmin.token });
          expect(r.status, JSON.stringify(r.corpo)).toBe(200);
        },
      ],
    ];
    for (const [i, [nome, ler]] of leituras.entries()) {
      if (i > 0) process.env.DATABASE_REPLICA_URL = `${replica.url}?application_name=fidelidade-leitura-${i}`;
      expect(destinoDasLeituras(), nome).toBe('replica');
      const inicio = Date.now();
      await ler();
      expect(Date.now() - inicio, nome).toBeLessThan(5_000);
      expect(destinoDasLeituras(), nome).toBe('primario'); // the replica rests (circuit open)
    }

    // With the circuit open no request waits for the dead replica, and nothing more is logged.
    const inicio = Date.now();
    for (const [, ler] of leituras) await ler();
    expect(await saldoNoPdv()).toBe(18);
    expect(Date.now() - inicio).toBeLessThan(2_000);
    const avisos = linhasDeLog.filter((l) => l.includes('réplica de leitura indisponível'));
    expect(avisos).toHaveLength(leituras.length);
    expect(JSON.parse(avisos[0]!).level).toBe('warn');
  });
});
