// Expiry reminders of sandbox lots follow the sandbox clock only (docs/sandbox.md, "The clock"):
// the daily job on the real clock reminds live lots and leaves the shadow tenant's lots alone, so
// a `Teste` webhook endpoint receives `lote.expirando` when the integrator moves the sandbox clock,
// never on the real day. Real handlers and a real PostgreSQL database.
import { beforeAll, describe, expect, it } from 'vitest';
import { pool, prisma } from '@/lib/db';
import { chamar } from '@/lib/testing/api';
import { cenarioPadrao, cpfAleatorio, criarUsuario } from '@/lib/testing/cenario';
import { gerarChave } from '@/lib/domain/acesso/chave-api';
import { enviarLembretesDeExpiracao } from '@/lib/domain/lote/lembrar-expiracao';
import { esperarSucesso } from '@/lib/testing/esperar';

const DIA = 24 * 60 * 60_000;

let c: Awaited<ReturnType<typeof cenarioPadrao>>;
let chaveTeste = '';
const endpoints: Record<'Producao' | 'Teste', string> = { Producao: '', Teste: '' };
const vendas: Record<'viva' | 'teste', string> = { viva: '', teste: '' };

beforeAll(async () => {
  // Points only (one lot per sale), lasting 10 days.
  c = await cenarioPadrao({ cashback: null, pontos: { validadeDias: 10 } });
  const k = gerarChave('Teste');
  await prisma.chaveApi.create({ data: { tenantId: c.tenantId, nome: 'PDV teste', prefixo: k.prefixo, hash: k.hash, ambiente: 'Teste' } });
  chaveTeste = k.chave;
  const gestor = (await criarUsuario(c.tenantId, 'AdminTenant')).token;
  for (const ambiente of ['Producao', 'Teste'] as const) {
    const r = await chamar('POST', '/api/v1/admin/webhooks', {
      token: gestor,
      // Nothing is delivered here: the delivery rows are what each endpoint would receive.
      corpo: { url: `http://127.0.0.1:9/${ambiente}`, eventos: ['lote.expirando'], ambiente },
    });
    esperarSucesso(r, 201, 'Webhook criado. Copie o segredo agora: ele não será exibido novamente.');
    endpoints[ambiente] = r.corpo.dados.id;
  }
  for (const [qual, chave] of [
    ['viva', c.chave],
    ['teste', chaveTeste],
  ] as const) {
    const r = await chamar('POST', '/api/v1/venda', {
      chave,
      corpo: { cnpjLoja: c.loja.cnpj, cpfCliente: cpfAleatorio(), valorVenda: 80, documentoExterno: `LEMBRETE-${qual}` },
    });
    expect(r.status).toBe(200);
    vendas[qual] = r.corpo.dados.vendaId;
  }
});

const lote = (vendaId: string) => prisma.lote.findFirstOrThrow({ where: { vendaId } });
const lembretes = (ambiente: 'Producao' | 'Teste') =>
  prisma.eventoOutbox.findMany({ where: { webhookEndpointId: endpoints[ambiente], tipo: 'lote.expirando' } });

describe('expiry reminders of sandbox lots', () => {
  it('the real-clock job reminds the live lot and leaves the sandbox lot to the sandbox clock', async () => {
    // Both lots expire in 3 days on the real clock: inside the 5-day window of the real-clock job.
    await pool.query(
      `UPDATE lote SET expira_em = now() + interval '3 days', data_expiracao = current_date + 3 WHERE venda_id = ANY($1::uuid[])`,
      [[vendas.viva, vendas.teste]],
    );
    await enviarLembretesDeExpiracao();
    // Other test files run the global job on this shared database: wait for any run that holds
    // these lots (FOR SHARE waits for its FOR UPDATE) before reading them.
    await pool.query(`SELECT count(*) FROM (SELECT id FROM lote WHERE venda_id = ANY($1::uuid[]) FOR SHARE) x`, [
      [vendas.viva, vendas.teste],
    ]);

    expect((await lote(vendas.viva)).lembreteExpiracaoEm).not.toBeNull();
    expect((await lembretes('Producao')).map((e) => (e.payload as { dados: { valorDisponivel: number } }).dados.valorDisponivel)).toEqual([
      80,
    ]);
    expect((await lote(vendas.teste)).lembreteExpiracaoEm).toBeNull();
    expect(await lembretes('Teste')).toEqual([]);
  });

  it('moving the sandbox clock sends the sandbox lot its reminder, at the sandbox instant, to the Teste endpoint only', async () => {
    const r = await chamar('POST', '/api/v1/sandbox/relogio', { chave: chaveTeste, corpo: { avancarDias: 1 } });
    expect([r.status, r.corpo.dados.deslocamentoDias, r.corpo.dados.lotesExpirados]).toEqual([200, 1, 0]);

    const [lembrete, ...outros] = await lembretes('Teste');
    expect(outros).toEqual([]);
    expect((lembrete!.payload as { dados: { loteId: string; valorDisponivel: number } }).dados).toMatchObject({
      loteId: (await lote(vendas.teste)).id,
      valorDisponivel: 80,
    });
    // Written at the sandbox's instant, a day ahead of the real clock.
    expect(lembrete!.criadoEm.getTime()).toBeGreaterThan(Date.now() + DIA - 60_000);
    expect((await lote(vendas.teste)).lembreteExpiracaoEm).not.toBeNull();
    expect(await lembretes('Producao')).toHaveLength(1);
  });
});
