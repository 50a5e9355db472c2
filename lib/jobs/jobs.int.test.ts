import { afterAll, describe, expect, it } from 'vitest';
import { pool, prisma } from '@/lib/db';
import { recarregarEnv } from '@/lib/env';
import { chamar } from '@/lib/testing/api';
import { cenarioPadrao, cpfAleatorio } from '@/lib/testing/cenario';
import { enviarLembretesDeExpiracao } from '@/lib/domain/lote/lembrar-expiracao';
import { limparExpirados } from './limpeza';

async function vendaComContato(validadeDias = 30) {
  const c = await cenarioPadrao({ cashback: { validadeDias }, pontos: null });
  const r = await chamar('POST', '/api/v1/venda', {
    chave: c.chave,
    corpo: { cnpjLoja: c.loja.cnpj, cpfCliente: cpfAleatorio(), valorVenda: 100, cliente: { nome: 'Rita', email: 'rita@example.com' } },
  });
  expect(r.status).toBe(200);
  return { ...c, venda: r.corpo.dados };
}

describe('expiry reminders', () => {
  it('queue one reminder per lot a few days before expiry, never twice, even with two runs at once', async () => {
    const v = await vendaComContato();
    // Expiring in 3 days: due for a reminder.
    await pool.query(`UPDATE lote SET expira_em = now() + interval '3 days', data_expiracao = current_date + 2 WHERE venda_id = $1`, [
      v.venda.vendaId,
    ]);
    const [a, b] = await Promise.all([enviarLembretesDeExpiracao(), enviarLembretesDeExpiracao()]);
    expect([a, b]).toEqual([
      expect.objectContaining({ lotes: expect.any(Number) }),
      expect.objectContaining({ lotes: expect.any(Number) }),
    ]);
    // The job is global and other test files run it on this shared database (webhooks,
    // automacoes): one of their runs may have marked this lot first, or hold it uncommitted (ours
    // skip it: SKIP LOCKED), so how many ours report is not known here. Once such a run has
    // committed (FOR SHARE waits for its FOR UPDATE), the lot must be marked, with one reminder.
    await pool.query(`SELECT count(*) FROM (SELECT id FROM lote WHERE venda_id = $1 FOR SHARE) x`, [v.venda.vendaId]);
    expect((await prisma.lote.findFirstOrThrow({ where: { vendaId: v.venda.vendaId } })).lembreteExpiracaoEm).not.toBeNull();
    const eventos = await prisma.eventoOutbox.findMany({ where: { tenantId: v.tenantId, tipo: 'CreditoExpirando' } });
    expect(eventos).toHaveLength(1);
    expect(eventos[0]!.payload).toMatchObject({ tipoBeneficio: 'Cashback', valor: 10, lojaNome: 'Loja Centro' });
    await enviarLembretesDeExpiracao();
    expect(await prisma.eventoOutbox.count({ where: { tenantId: v.tenantId, tipo: 'CreditoExpirando' } })).toBe(1);
  });

  it('leave lots that expire later alone', async () => {
    const v = await vendaComContato(60);
    await enviarLembretesDeExpiracao();
    expect(await prisma.eventoOutbox.count({ where: { tenantId: v.tenantId, tipo: 'CreditoExpirando' } })).toBe(0);
    expect((await prisma.lote.findFirstOrThrow({ where: { vendaId: v.venda.vendaId } })).lembreteExpiracaoEm).toBeNull();
  });
});

describe('clean-up', () => {
  it('deletes expired PINs and admin tokens and old delivered events, and keeps the rest', async () => {
    const v = await vendaComContato();
    const cliente = await prisma.cliente.findUniqueOrThrow({ where: { id: v.venda.clienteId } });
    const velho = new Date(Date.now() - 2 * 86_400_000);
    await prisma.pinClube.create({ data: { clienteId: cliente.id, hash: 'a'.repeat(64), canal: 'email', expiraEm: velho } });
    const vivo = await prisma.pinClube.create({
      data: { clienteId: cliente.id, hash: 'b'.repeat(64), canal: 'email', expiraEm: new Date(Date.now() + 600_000) },
    });
    const evento = await prisma.eventoOutbox.findFirstOrThrow({ where: { tenantId: v.tenantId } });
    await prisma.eventoOutbox.update({
      where: { id: evento.id },
      data: { status: 'Enviado', criadoEm: new Date(Date.now() - 100 * 86_400_000) },
    });
    const r = await limparExpirados();
    expect(r.pins).toBeGreaterThanOrEqual(1);
    expect(r.eventosEntregues).toBeGreaterThanOrEqual(1);
    expect(await prisma.pinClube.findMany({ where: { clienteId: cliente.id } })).toEqual([expect.objectContaining({ id: vivo.id })]);
    expect(await prisma.eventoOutbox.count({ where: { id: evento.id } })).toBe(0);
    // The ledger is never touched.
    expect(await prisma.movimentacao.count({ where: { vendaId: v.venda.vendaId } })).toBe(1);
  });
});

describe('cron routes', () => {
  it('run every job behind the secret and say what they did', async () => {
    for (const job of ['lotes', 'outbox', 'lembretes', 'limpeza']) {
      const negado = await chamar('POST', `/api/cron/${job}`, {});
      expect(negado.status).toBe(401);
    }
    // Only the jobs that cannot disturb the other test files sharing this database run here
    // (the lots and outbox jobs have their own tests, on their own data).
    for (const job of ['lembretes', 'limpeza']) {
      const r = await chamar('GET', `/api/cron/${job}`, { headers: { authorization: 'Bearer segredo-de-teste-do-cron-123' } });
      expect(r.status).toBe(200);
      expect(r.corpo.sucesso).toBe(true);
      expect(Object.values(r.corpo.dados).every((n) => typeof n === 'number')).toBe(true);
    }
  });
});

describe('metrics endpoint', () => {
  afterAll(() => {
    delete process.env.METRICS_TOKEN;
    recarregarEnv();
  });

  it('does not exist without METRICS_TOKEN, refuses a wrong token, and exposes the spec histogram', async () => {
    delete process.env.METRICS_TOKEN;
    recarregarEnv();
    const { GET } = await import('@/app/api/metricas/route');
    expect((await GET(new Request('http://x/api/metricas'))).status).toBe(404);
    process.env.METRICS_TOKEN = 'token-das-metricas-de-teste';
    recarregarEnv();
    expect((await GET(new Request('http://x/api/metricas', { headers: { authorization: 'Bearer errado-errado-errado' } }))).status).toBe(
      401,
    );
    // A sale with two benefits and one with one.
    const c = await cenarioPadrao();
    await chamar('POST', '/api/v1/venda', {
      chave: c.chave,
      corpo: { cnpjLoja: c.loja.cnpj, cpfCliente: cpfAleatorio(), valorVenda: 100 },
    });
    const r = await GET(new Request('http://x/api/metricas', { headers: { authorization: 'Bearer token-das-metricas-de-teste' } }));
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('no-store');
    const texto = await r.text();
    expect(texto).toContain('# TYPE service_venda_movimentacoes_count histogram');
    expect(texto).toMatch(/service_venda_movimentacoes_count_bucket\{le="2"\} [1-9]/);
    expect(texto).toMatch(/http_requests_total\{rota="POST \/api\/v1\/venda",metodo="POST",status="200"\} [1-9]/);
    expect(texto).toContain('http_request_duration_seconds_bucket');
    expect(texto).toMatch(/notificacoes_outbox_pendentes \d+/);
  });
});
