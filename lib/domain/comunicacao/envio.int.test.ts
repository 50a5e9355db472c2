// The sending engine of the communication campaigns (issue 11 §2; docs/comunicacao.md) against
// the real database: exactly once per customer per campaign, also across a dispatcher killed
// with SIGKILL halfway; the holdout receives nothing; an opt-out in the middle of a send is
// honoured; the frequency cap holds under two campaigns released concurrently; quiet hours defer.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pool } from '@/lib/db';
import { MAX_TENTATIVAS, despacharOutbox } from '@/lib/notificacoes/despachar-outbox';
import { canaisConfigurados, type Canal } from '@/lib/notificacoes/canais';
import { campanhaAgendada, mensagensPorCliente, programaComClientes } from '@/lib/testing/cenario-comunicacao';
import { criarLoja } from '@/lib/testing/cenario';
import { noHoldout } from './holdout';
import { minutoLocal } from './horario';
import { liberarEnvios } from './liberar-envios';
import { prepararCampanha } from './preparar-envio';
import { descadastrarPorWhatsapp, registrarDescadastro } from './descadastro';

const raiz = path.resolve(import.meta.dirname, '..', '..', '..');

async function despacharTudo(tenantId: string, o: { tamanho?: number; aposEnviar?: (id: string) => void | Promise<void> } = {}) {
  for (;;) {
    const r = await despacharOutbox({ tenantId, tamanho: 500, ...o });
    if (r.reivindicados === 0) return;
  }
}

async function statusDe(campanhaId: string): Promise<Record<string, number>> {
  const { rows } = await pool.query<{ status: string; n: number }>(
    `SELECT status, count(*)::int AS n FROM destinatario_comunicacao WHERE campanha_id = $1 GROUP BY status`,
    [campanhaId],
  );
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

async function contarSink(tenantId: string): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM mensagem_dev m JOIN evento_outbox e ON e.id = m.evento_id WHERE e.tenant_id = $1`,
    [tenantId],
  );
  return rows[0]!.n;
}

describe('communication campaigns: sending engine', () => {
  it('sends to 10,000 customers exactly once each, also when the dispatcher is killed halfway; the holdout gets nothing', async () => {
    const p = await programaComClientes(10_000);
    const k = await campanhaAgendada(p.tenantId, p.segmentoId, { holdout: 10 });
    expect(await prepararCampanha(k.id, new Date())).toBe(10_000);
    // A second preparation writes nothing (the campaign is no longer Agendada; rows are unique).
    expect(await prepararCampanha(k.id, new Date())).toBe(0);

    // The holdout is the deterministic draw, the same as the reference in TypeScript.
    const esperadoHoldout = new Set(p.clientes.filter((c) => noHoldout(k.id, c, 10)));
    const { rows: holdout } = await pool.query<{ cliente_id: string }>(
      `SELECT cliente_id FROM destinatario_comunicacao WHERE campanha_id = $1 AND grupo = 'Holdout'`,
      [k.id],
    );
    expect(new Set(holdout.map((h) => h.cliente_id))).toEqual(esperadoHoldout);
    expect(esperadoHoldout.size).toBeGreaterThan(850);
    expect(esperadoHoldout.size).toBeLessThan(1150);
    const envio = 10_000 - esperadoHoldout.size;

    const r = await liberarEnvios({ campanhaId: k.id });
    expect(r.enfileirados).toBe(envio);
    // Released twice: nothing more is queued (rows are no longer Pendente; outbox keys are unique).
    expect((await liberarEnvios({ campanhaId: k.id })).enfileirados).toBe(0);

    // A dispatcher in its own process, killed with SIGKILL once part of the messages left.
    const filho = spawn(process.execPath, ['--import', 'tsx', path.join(raiz, 'lib/testing/despachar-tenant.ts'), p.tenantId], {
      cwd: raiz,
      env: { ...process.env, LOG_LEVEL: 'warn', DATABASE_POOL_SIZE: '9' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const saiu = new Promise<number | null>((res) => filho.once('exit', (c) => res(c)));
    let noMomento = 0;
    for (;;) {
      // Acknowledged messages, counted by the recipients (cheap to poll).
      noMomento = (await statusDe(k.id)).Enviado ?? 0;
      if (noMomento >= 1000 || filho.exitCode !== null) break;
      await new Promise((res) => setTimeout(res, 100));
    }
    filho.kill('SIGKILL');
    await saiu;
    const aposMorte = await contarSink(p.tenantId);
    expect(aposMorte).toBeGreaterThan(0);
    expect(aposMorte).toBeLessThan(envio);
    // Its claimed batch is still leased: those events wait for the lease to end. Time passing is
    // simulated by ending the leases now.
    const { rowCount: arrendados } = await pool.query(
      `UPDATE evento_outbox SET proxima_tentativa_em = now() - interval '1 second'
        WHERE tenant_id = $1 AND status = 'Pendente' AND tentativas > 0`,
      [p.tenantId],
    );
    expect(arrendados).toBeGreaterThan(0);

    await despacharTudo(p.tenantId);
    const porCliente = await mensagensPorCliente(p.tenantId);
    expect(porCliente.size).toBe(envio);
    expect([...porCliente.values()].every((n) => n === 1)).toBe(true);
    expect([...esperadoHoldout].some((c) => porCliente.has(c))).toBe(false);
    expect(await statusDe(k.id)).toEqual({ Enviado: envio, Holdout: esperadoHoldout.size });
  }, 180_000);

  it('honours an opt-out made in the middle of a send (e-mail link and WhatsApp keyword)', async () => {
    const p = await programaComClientes(40);
    const k = await campanhaAgendada(p.tenantId, p.segmentoId, { holdout: 0, canal: 'WhatsApp' });
    await prepararCampanha(k.id, new Date());
    expect((await liberarEnvios({ campanhaId: k.id })).enfileirados).toBe(40);

    // After the first message leaves, two customers whose messages are queued but not yet claimed
    // opt out: one by the WhatsApp keyword, one by the e-mail link's route of the same rule.
    let alvos: { cliente_id: string; telefone: string }[] = [];
    let feito = false;
    await despacharTudo(p.tenantId, {
      tamanho: 10,
      aposEnviar: async () => {
        // Messages leave a few at a time: only the first acknowledgement opts the two out.
        if (feito) return;
        feito = true;
        const { rows } = await pool.query<{ cliente_id: string; telefone: string }>(
          `SELECT d.cliente_id, c.telefone FROM destinatario_comunicacao d JOIN cliente c ON c.id = d.cliente_id
            JOIN evento_outbox e ON e.id = d.evento_id
            WHERE d.campanha_id = $1 AND d.status = 'Enfileirado' AND e.tentativas = 0
            ORDER BY d.cliente_id LIMIT 2`,
          [k.id],
        );
        alvos = rows;
        expect(await descadastrarPorWhatsapp(`+55${rows[0]!.telefone}`, new Date())).toBe(1);
        expect(
          await registrarDescadastro(
            { clienteId: rows[1]!.cliente_id, tenantId: p.tenantId, canal: 'WhatsApp', fonte: 'Descadastro' },
            new Date(),
          ),
        ).toBe(true);
      },
    });
    expect(alvos).toHaveLength(2);
    const porCliente = await mensagensPorCliente(p.tenantId);
    expect(porCliente.size).toBe(38);
    for (const a of alvos) expect(porCliente.has(a.cliente_id)).toBe(false);
    expect(await statusDe(k.id)).toEqual({ Enviado: 38, IgnoradoOptout: 2 });
    // The proof of each withdrawal: time, source and purpose.
    const { rows: provas } = await pool.query<{ canal: string; finalidade: string; aceito: boolean }>(
      `SELECT canal, finalidade, aceito FROM consentimento_lgpd WHERE tenant_id = $1 ORDER BY canal`,
      [p.tenantId],
    );
    expect(provas).toEqual([
      { canal: 'Descadastro', finalidade: 'MarketingWhatsapp', aceito: false },
      { canal: 'WhatsApp', finalidade: 'MarketingWhatsapp', aceito: false },
    ]);
  });

  it('holds the frequency cap when two campaigns are released concurrently', async () => {
    const p = await programaComClientes(300, { limiteSemanal: 1 });
    const a = await campanhaAgendada(p.tenantId, p.segmentoId, { holdout: 0 });
    const b = await campanhaAgendada(p.tenantId, p.segmentoId, { holdout: 0 });
    await prepararCampanha(a.id, new Date());
    await prepararCampanha(b.id, new Date());
    const [ra, rb] = await Promise.all([
      liberarEnvios({ campanhaId: a.id, tamanho: 25 }),
      liberarEnvios({ campanhaId: b.id, tamanho: 25 }),
    ]);
    expect(ra.enfileirados + rb.enfileirados).toBe(300);
    expect(ra.ignoradosLimite + rb.ignoradosLimite).toBe(300);
    const { rows } = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM destinatario_comunicacao
        WHERE tenant_id = $1 AND status = 'Enfileirado' GROUP BY cliente_id HAVING count(*) > 1`,
      [p.tenantId],
    );
    expect(rows).toEqual([]);
    // A third campaign within the week finds everyone at the cap.
    const c = await campanhaAgendada(p.tenantId, p.segmentoId, { holdout: 0 });
    await prepararCampanha(c.id, new Date());
    expect(await liberarEnvios({ campanhaId: c.id })).toMatchObject({ enfileirados: 0, ignoradosLimite: 300 });
  });

  it('defers messages in the quiet hours to the end of the window, at release and at dispatch', async () => {
    const agora = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 30_000);
    const m = minutoLocal(agora, 'America/Sao_Paulo');
    const hhmm = (x: number) =>
      `${String(Math.floor(((x + 1440) % 1440) / 60)).padStart(2, '0')}:${String((x + 1440) % 60).padStart(2, '0')}`;
    const p = await programaComClientes(5, { silencio: [hhmm(m - 60), hhmm(m + 60)], consentimento: 'todos' });
    const k = await campanhaAgendada(p.tenantId, p.segmentoId, { holdout: 0 });
    await prepararCampanha(k.id, agora);
    expect(await liberarEnvios({ campanhaId: k.id, agora })).toMatchObject({ enfileirados: 0, adiados: 5 });
    const fimDaJanela = new Date(Math.floor(agora.getTime() / 60_000) * 60_000 + 60 * 60_000);
    const { rows } = await pool.query<{ liberar_em: Date; status: string }>(
      `SELECT DISTINCT liberar_em, status FROM destinatario_comunicacao WHERE campanha_id = $1`,
      [k.id],
    );
    expect(rows).toEqual([{ liberar_em: fimDaJanela, status: 'Pendente' }]);
    // At the end of the window they are released…
    expect(await liberarEnvios({ campanhaId: k.id, agora: fimDaJanela })).toMatchObject({ enfileirados: 5 });
    // …but the dispatcher, now (inside the window), holds them back again without spending an attempt.
    await despacharOutbox({ tenantId: p.tenantId, tamanho: 50 });
    expect(await contarSink(p.tenantId)).toBe(0);
    const { rows: eventos } = await pool.query<{ status: string; tentativas: number; proxima: Date }>(
      `SELECT DISTINCT status, tentativas, proxima_tentativa_em AS proxima FROM evento_outbox WHERE tenant_id = $1`,
      [p.tenantId],
    );
    expect(eventos).toHaveLength(1);
    expect(eventos[0]!.status).toBe('Pendente');
    expect(eventos[0]!.tentativas).toBe(0);
    expect(eventos[0]!.proxima.getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);
    // Out of the quiet window, they leave.
    await pool.query(`UPDATE configuracao_comunicacao SET silencio_inicio = '00:00', silencio_fim = '00:00' WHERE tenant_id = $1`, [
      p.tenantId,
    ]);
    await pool.query(`UPDATE evento_outbox SET proxima_tentativa_em = now() WHERE tenant_id = $1`, [p.tenantId]);
    await despacharTudo(p.tenantId);
    expect(await statusDe(k.id)).toEqual({ Enviado: 5 });
  });

  it("counts the quiet hours in the zone of each customer's store, at release and at dispatch", async () => {
    // The start of the current minute: never ahead of the dispatcher's clock, so what is released
    // at `agora` is already due for it.
    const agora = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    const m = minutoLocal(agora, 'America/Sao_Paulo');
    const hhmm = (x: number) =>
      `${String(Math.floor(((x + 1440) % 1440) / 60)).padStart(2, '0')}:${String((x + 1440) % 60).padStart(2, '0')}`;
    // Quiet from an hour ago to an hour from now in São Paulo; Tokyo is 12 hours ahead, outside it.
    const p = await programaComClientes(3, { silencio: [hhmm(m - 60), hhmm(m + 60)], consentimento: 'todos' });
    const sp = await criarLoja(p.tenantId, { nome: 'Loja Paulista', fusoHorario: 'America/Sao_Paulo' });
    const toquio = await criarLoja(p.tenantId, { nome: 'Loja Tóquio', fusoHorario: 'Asia/Tokyo' });
    const [paulista, japonesa, semLoja] = p.clientes as [string, string, string];
    const origem = (cliente: string, loja: string) =>
      pool.query(`UPDATE cliente_tenant SET loja_origem_id = $3 WHERE tenant_id = $1 AND cliente_id = $2`, [p.tenantId, cliente, loja]);
    await origem(paulista, sp.id);
    await origem(japonesa, toquio.id);
    const k = await campanhaAgendada(p.tenantId, p.segmentoId, { holdout: 0 });
    await prepararCampanha(k.id, agora);

    // Released now: only the Tokyo store's customer; the other two (São Paulo, and the tenant's
    // default zone for the customer without a store) wait for the window's end in São Paulo.
    expect(await liberarEnvios({ campanhaId: k.id, agora })).toMatchObject({ enfileirados: 1, adiados: 2 });
    const fimDaJanela = new Date(Math.floor(agora.getTime() / 60_000) * 60_000 + 60 * 60_000);
    const { rows } = await pool.query<{ cliente_id: string; status: string; liberar_em: Date }>(
      `SELECT cliente_id, status, liberar_em FROM destinatario_comunicacao WHERE campanha_id = $1 ORDER BY cliente_id`,
      [k.id],
    );
    const porCliente = new Map(rows.map((r) => [r.cliente_id, r]));
    expect(porCliente.get(japonesa)!.status).toBe('Enfileirado');
    for (const c of [paulista, semLoja]) expect(porCliente.get(c)).toMatchObject({ status: 'Pendente', liberar_em: fimDaJanela });

    // The dispatcher checks again in the same zone (written into the event): the message leaves.
    await despacharTudo(p.tenantId);
    expect(await statusDe(k.id)).toEqual({ Enviado: 1, Pendente: 2 });
    expect([...(await mensagensPorCliente(p.tenantId)).keys()]).toEqual([japonesa]);
    const { rows: eventos } = await pool.query<{ fuso: string }>(
      `SELECT payload->>'fuso' AS fuso FROM evento_outbox WHERE tenant_id = $1`,
      [p.tenantId],
    );
    expect(eventos).toEqual([{ fuso: 'Asia/Tokyo' }]);
  });

  it('a message the channel refuses every time ends Falhou and leaves the weekly cap; a contact gone at dispatch ends SemContato', async () => {
    const p = await programaComClientes(2, { consentimento: 'todos', limiteSemanal: 1 });
    const [recusado, semEmail] = p.clientes as [string, string];
    const k = await campanhaAgendada(p.tenantId, p.segmentoId, { holdout: 0 });
    await prepararCampanha(k.id, new Date());
    expect(await liberarEnvios({ campanhaId: k.id })).toMatchObject({ enfileirados: 2 });
    // The e-mail of one customer is erased between the release and the dispatch.
    await pool.query(`UPDATE cliente SET email = NULL WHERE id = $1`, [semEmail]);
    const recusa: Canal = {
      nome: 'email',
      tipo: 'smtp',
      idempotente: false,
      enviar: async () => {
        throw new Error('550 caixa postal inexistente');
      },
    };
    const canais = { ...canaisConfigurados(), email: recusa };
    for (let tentativa = 1; tentativa <= MAX_TENTATIVAS; tentativa++) {
      await despacharOutbox({ tenantId: p.tenantId, canais, tamanho: 50 });
      await pool.query(`UPDATE evento_outbox SET proxima_tentativa_em = now() WHERE tenant_id = $1 AND status = 'Pendente'`, [p.tenantId]);
      if (tentativa < MAX_TENTATIVAS) expect((await statusDe(k.id)).Enfileirado).toBe(1);
    }
    expect(await statusDe(k.id)).toEqual({ Falhou: 1, SemContato: 1 });
    const { rows } = await pool.query<{ status: string; tentativas: number }>(
      `SELECT status::text, tentativas FROM evento_outbox WHERE tenant_id = $1 ORDER BY status::text`,
      [p.tenantId],
    );
    expect(rows).toEqual([
      { status: 'Descartado', tentativas: 1 },
      { status: 'Falhou', tentativas: MAX_TENTATIVAS },
    ]);
    // With a cap of 1 a week, the failed message does not use the customer's one: the next campaign reaches them.
    const outra = await campanhaAgendada(p.tenantId, p.segmentoId, { holdout: 0 });
    await prepararCampanha(outra.id, new Date());
    await liberarEnvios({ campanhaId: outra.id });
    const { rows: segunda } = await pool.query<{ status: string }>(
      `SELECT status FROM destinatario_comunicacao WHERE campanha_id = $1 AND cliente_id = $2`,
      [outra.id, recusado],
    );
    expect(segunda).toEqual([{ status: 'Enfileirado' }]);
  });

  it('skips customers without consent and renders the template with their data', async () => {
    const p = await programaComClientes(3, { consentimento: 'nenhum' });
    await pool.query(
      `INSERT INTO preferencia_comunicacao (tenant_id, cliente_id, whatsapp, email, atualizado_em) VALUES ($1, $2, false, true, now()), ($1, $3, false, false, now())`,
      [p.tenantId, p.clientes[0], p.clientes[1]],
    );
    const k = await campanhaAgendada(p.tenantId, p.segmentoId, {
      holdout: 0,
      modelo: 'Oi {nome}, saldo {saldoCashback}, expira {proximaExpiracao}.',
    });
    await prepararCampanha(k.id, new Date());
    expect(await statusDe(k.id)).toEqual({ Pendente: 1, IgnoradoConsentimento: 2 });
    await liberarEnvios({ campanhaId: k.id });
    await despacharTudo(p.tenantId);
    const { rows } = await pool.query<{ texto: string; assunto: string }>(
      `SELECT m.texto, m.assunto FROM mensagem_dev m JOIN evento_outbox e ON e.id = m.evento_id WHERE e.tenant_id = $1`,
      [p.tenantId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.assunto).toBe('Novidades da Comunicação');
    expect(rows[0]!.texto).toMatch(
      /^Oi Cliente, saldo R\$ 0,00, expira sem data de expiração\.\n\nNão quer mais receber estas mensagens\? Descadastre-se: http.*\/clube\/descadastro\?t=[\w-]+\.[\w-]+$/,
    );
  });
});
