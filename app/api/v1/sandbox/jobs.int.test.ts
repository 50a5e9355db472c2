// The real-clock jobs run each sandbox at its own instant (docs/sandbox.md, "The jobs follow each
// sandbox's clock"): between two moves of the sandbox clock real time passes, and so does the
// sandbox's. A lot due on the sandbox clock is released, expired or reminded by the next run of
// `lotes` or `lembretes`, stamped with the sandbox's instant, while a live lot with the same dates
// waits for the real clock. Real job functions, real handlers and a real PostgreSQL database.
import { beforeAll, describe, expect, it } from 'vitest';
import { pool, prisma } from '@/lib/db';
import { chamar } from '@/lib/testing/api';
import { cenarioPadrao, cpfAleatorio, criarUsuario } from '@/lib/testing/cenario';
import { gerarChave } from '@/lib/domain/acesso/chave-api';
import { executarJob } from '@/lib/jobs/registro';
import { MENSAGENS_SANDBOX } from '@/lib/domain/sandbox/mensagens';
import { esperarSucesso } from '@/lib/testing/esperar';

const DIA = 24 * 60 * 60_000;
/** Days the sandbox clock runs ahead of the real one in these tests. */
const N = 10;

let c: Awaited<ReturnType<typeof cenarioPadrao>>;
let chaveTeste = '';
const endpoints: Record<'Producao' | 'Teste', string> = { Producao: '', Teste: '' };

beforeAll(async () => {
  // Cashback 10 % released 7 days after the sale; points 1 per real, lasting 10 days.
  c = await cenarioPadrao({ cashback: { modoCashback: 'Diferido', diasLiberacao: 7, validadeDias: 60 }, pontos: { validadeDias: 10 } });
  const k = gerarChave('Teste');
  await prisma.chaveApi.create({ data: { tenantId: c.tenantId, nome: 'PDV teste', prefixo: k.prefixo, hash: k.hash, ambiente: 'Teste' } });
  chaveTeste = k.chave;
  const gestor = (await criarUsuario(c.tenantId, 'AdminTenant')).token;
  for (const ambiente of ['Producao', 'Teste'] as const) {
    const r = await chamar('POST', '/api/v1/admin/webhooks', {
      token: gestor,
      // Nothing is delivered here: the delivery rows are what each endpoint would receive.
      corpo: { url: `http://127.0.0.1:9/${ambiente}`, eventos: ['lote.expirando', 'lote.expirado'], ambiente },
    });
    esperarSucesso(r, 201, 'Webhook criado. Copie o segredo agora: ele não será exibido novamente.');
    endpoints[ambiente] = r.corpo.dados.id;
  }
  // The sandbox clock runs N days ahead (nothing is due yet: the sandbox is empty).
  esperarSucesso(await relogio(N), 200, MENSAGENS_SANDBOX.relogioAvancado(N));
});

const relogio = (avancarDias: number) => chamar('POST', '/api/v1/sandbox/relogio', { chave: chaveTeste, corpo: { avancarDias } });

/** A sale of R$ 100 (cashback 10 pending, 100 points), to a new customer. */
async function vender(chave: string, documentoExterno: string): Promise<string> {
  const r = await chamar('POST', '/api/v1/venda', {
    chave,
    corpo: { cnpjLoja: c.loja.cnpj, cpfCliente: cpfAleatorio(), valorVenda: 100, documentoExterno },
  });
  esperarSucesso(r, 200, 'Venda registrada com sucesso.');
  return r.corpo.dados.vendaId;
}

const lote = (vendaId: string, tipoBeneficio: 'Cashback' | 'Pontos') => prisma.lote.findFirstOrThrow({ where: { vendaId, tipoBeneficio } });

/** Moves a lot's date (and the day shown with it) to `instante`. */
async function datar(vendaIds: string[], tipoBeneficio: 'Cashback' | 'Pontos', coluna: 'libera_em' | 'expira_em', instante: Date) {
  const dia = coluna === 'libera_em' ? 'data_liberacao' : 'data_expiracao';
  await pool.query(
    `UPDATE lote SET ${coluna} = $2, ${dia} = $2::timestamptz::date WHERE venda_id = ANY($1::uuid[]) AND tipo_beneficio = $3`,
    [vendaIds, instante, tipoBeneficio],
  );
}

/**
 * Other test files run the jobs on this shared database, and a run of theirs may hold these lots
 * (ours then skips them): wait until it commits (FOR SHARE waits for its FOR UPDATE).
 */
async function esperarOutrasRodadas(vendaIds: string[]) {
  await pool.query(`SELECT count(*) FROM (SELECT id FROM lote WHERE venda_id = ANY($1::uuid[]) FOR SHARE) x`, [vendaIds]);
}

const eventos = (ambiente: 'Producao' | 'Teste', tipo: 'lote.expirando' | 'lote.expirado') =>
  prisma.eventoOutbox.findMany({ where: { webhookEndpointId: endpoints[ambiente], tipo }, orderBy: { criadoEm: 'asc' } });
const doLote = (loteId: string) => (e: { payload: unknown }) => (e.payload as { dados: { loteId: string } }).dados.loteId === loteId;

/** `t` lies on the sandbox clock between the two real instants: `N` days after them. */
function noRelogioDaSandbox(t: Date | null, antes: number, depois: number) {
  expect(t).not.toBeNull();
  expect(t!.getTime()).toBeGreaterThanOrEqual(antes + N * DIA);
  expect(t!.getTime()).toBeLessThanOrEqual(depois + N * DIA);
}

describe('the real-clock jobs and the sandbox clock', () => {
  it('the lots job releases and expires the sandbox lots due on the sandbox clock, at its instant, and leaves live lots with the same dates', async () => {
    const viva = await vender(c.chave, 'LOTES-viva');
    const teste = await vender(chaveTeste, 'LOTES-teste');
    // Due an hour ago on the sandbox clock; due in N days less an hour on the real one.
    const antes = Date.now();
    const vencimento = new Date(antes + N * DIA - 60 * 60_000);
    await datar([viva, teste], 'Cashback', 'libera_em', vencimento);
    await datar([viva, teste], 'Pontos', 'expira_em', vencimento);

    await executarJob('lotes');
    await esperarOutrasRodadas([viva, teste]);
    const depois = Date.now();

    const [cashback, pontos] = [await lote(teste, 'Cashback'), await lote(teste, 'Pontos')];
    expect([cashback.status, pontos.status]).toEqual(['Disponivel', 'Expirado']);
    noRelogioDaSandbox(cashback.atualizadoEm, antes, depois);
    noRelogioDaSandbox(pontos.atualizadoEm, antes, depois);
    const movimentos = await prisma.movimentacao.findMany({
      where: { vendaId: teste, tipo: { in: ['LiberacaoCashback', 'ExpiracaoPontos'] } },
      orderBy: { tipo: 'asc' },
    });
    expect(movimentos.map((m) => [m.tipo, m.valor.toString()])).toEqual([
      ['LiberacaoCashback', '10'],
      ['ExpiracaoPontos', '100'],
    ]);
    for (const m of movimentos) noRelogioDaSandbox(m.criadoEm, antes, depois);
    const expirados = (await eventos('Teste', 'lote.expirado')).filter(doLote(pontos.id));
    expect(expirados).toHaveLength(1);
    noRelogioDaSandbox(expirados[0]!.criadoEm, antes, depois);

    // The live lots wait for the real clock.
    expect([(await lote(viva, 'Cashback')).status, (await lote(viva, 'Pontos')).status]).toEqual(['Pendente', 'Disponivel']);
    expect(await prisma.movimentacao.count({ where: { vendaId: viva, tipo: { in: ['LiberacaoCashback', 'ExpiracaoPontos'] } } })).toBe(0);
    expect(await eventos('Producao', 'lote.expirado')).toEqual([]);
  });

  it('the reminders job reminds a sandbox lot inside its window on the sandbox clock, at its instant, once, and not a live lot with the same date', async () => {
    const viva = await vender(c.chave, 'LEMBRETE-viva');
    const teste = await vender(chaveTeste, 'LEMBRETE-teste');
    // Expiring in 3 days on the sandbox clock (inside its 5-day window), in N + 3 on the real one.
    const antes = Date.now();
    await datar([viva, teste], 'Pontos', 'expira_em', new Date(antes + (N + 3) * DIA));

    await executarJob('lembretes');
    await esperarOutrasRodadas([viva, teste]);
    const depois = Date.now();

    const pontos = await lote(teste, 'Pontos');
    noRelogioDaSandbox(pontos.lembreteExpiracaoEm, antes, depois);
    const lembretes = (await eventos('Teste', 'lote.expirando')).filter(doLote(pontos.id));
    expect(lembretes.map((e) => (e.payload as { dados: { valorDisponivel: number } }).dados.valorDisponivel)).toEqual([100]);
    noRelogioDaSandbox(lembretes[0]!.criadoEm, antes, depois);
    // The live lot is 13 days from its expiry on the real clock: outside its window.
    expect((await lote(viva, 'Pontos')).lembreteExpiracaoEm).toBeNull();
    expect(await eventos('Producao', 'lote.expirando')).toEqual([]);

    // Once per lot: the next run sends nothing again.
    await executarJob('lembretes');
    expect((await eventos('Teste', 'lote.expirando')).filter(doLote(pontos.id)).map((e) => e.id)).toEqual([lembretes[0]!.id]);
    expect((await lote(teste, 'Pontos')).lembreteExpiracaoEm).toEqual(pontos.lembreteExpiracaoEm);
  });

  it('moving the sandbox clock sends a reminder that becomes due, at the new instant, to the Teste endpoint only', async () => {
    const teste = await vender(chaveTeste, 'LEMBRETE-relogio');
    // Six days from its expiry on the sandbox clock: outside the window until the clock moves a day.
    await datar([teste], 'Pontos', 'expira_em', new Date(Date.now() + (N + 6) * DIA));
    const antes = Date.now();
    const r = await relogio(1);
    expect([r.status, r.corpo.dados.deslocamentoDias]).toEqual([200, N + 1]);
    await esperarOutrasRodadas([teste]);
    const depois = Date.now();

    const pontos = await lote(teste, 'Pontos');
    const [lembrete, ...outros] = (await eventos('Teste', 'lote.expirando')).filter(doLote(pontos.id));
    expect(outros).toEqual([]);
    expect((lembrete!.payload as { dados: { valorDisponivel: number } }).dados.valorDisponivel).toBe(100);
    // Written at the sandbox's new instant, N + 1 days ahead of the real clock.
    noRelogioDaSandbox(new Date(lembrete!.criadoEm.getTime() - DIA), antes, depois);
    expect(await eventos('Producao', 'lote.expirando')).toEqual([]);
  });
});
