// The SDK against the real API over real sockets (lib/testing/servidor-http.ts), with the network
// broken the ways a PDV meets it: the service stopped in the middle of a run, a connection cut
// after the service committed, 503/429 with Retry-After (a short one waited, an hour's not), an
// HTML page of a proxy or firewall in the way, a refused sale, and the PDV process killed with
// SIGKILL while it writes the queue. After sincronizar(), every sale exists exactly once in the
// database.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '@/lib/db';
import { cenarioPadrao, cnpjAleatorio, cpfAleatorio } from '@/lib/testing/cenario';
import { iniciarServidorHttp, type ServidorHttp } from '@/lib/testing/servidor-http';
import { criarClientePdv, ErroFidelidade, MENSAGEM_RESGATE_OFFLINE } from '../src/index';
import { iniciarProxy, type ProxyTcp } from './proxy-tcp';

let servidor: ServidorHttp;
let cenario: Awaited<ReturnType<typeof cenarioPadrao>>;
let dir: string;
const rapido = { baseMs: 20, maxMs: 200, tentativas: 3 };

beforeAll(async () => {
  servidor = await iniciarServidorHttp();
  cenario = await cenarioPadrao();
  dir = mkdtempSync(path.join(tmpdir(), 'fid-sdk-'));
});
afterAll(async () => {
  await servidor.parar();
  rmSync(dir, { recursive: true, force: true });
});

async function vendasPorDocumento(docs: string[]) {
  const vendas = await prisma.venda.findMany({ where: { tenantId: cenario.tenantId, documentoExterno: { in: docs } } });
  const n = new Map<string, number>();
  for (const v of vendas) n.set(v.documentoExterno!, (n.get(v.documentoExterno!) ?? 0) + 1);
  return { vendas, n };
}

/**
 * A PDV client with its offline queue in `arquivo` of this run's folder, and quick retries; the
 * shared scenario's key unless `o.apiKey` names another store's.
 */
function pdvComFila(arquivo: string, baseUrl = servidor.url, o: { apiKey?: string; retentativa?: typeof rapido } = {}) {
  return criarClientePdv({
    baseUrl,
    apiKey: o.apiKey ?? cenario.chave,
    fila: { arquivo: path.join(dir, arquivo) },
    retentativa: o.retentativa ?? rapido,
  });
}

/** Runs `passos` with a TCP proxy in front of the service (./proxy-tcp.ts), closed at the end. */
async function comProxy(passos: (proxy: ProxyTcp) => Promise<void>) {
  const proxy = await iniciarProxy(servidor);
  try {
    await passos(proxy);
  } finally {
    await proxy.fechar();
  }
}

describe('PDV SDK: offline queue', () => {
  it('service stopped midway: sales and the cancellation are queued, the redemption fails at once, sincronizar() registers each sale once', async () => {
    const pdv = pdvComFila('parado.jsonl');
    const cnpjLoja = cenario.loja.cnpj;
    const cpf = cpfAleatorio();
    const docs: string[] = [];

    const online = await pdv.venda({ cnpjLoja, cpfCliente: cpf, valorVenda: 100 });
    expect(online.enfileirada).toBe(false);
    if (online.enfileirada) throw new Error();
    expect(online.documentoExterno).toMatch(/^pdv-[0-9a-f-]{36}$/);
    expect(online.dados.cashbackCreditado).toBe(10);
    expect(online.mensagem).toBe('Venda registrada com sucesso.');
    docs.push(online.documentoExterno!);

    await servidor.parar();
    const offline1 = await pdv.venda({ cnpjLoja, cpfCliente: cpf, valorVenda: 50, documentoExterno: 'NFCE-PARADO-1' });
    const offline2 = await pdv.venda({ cnpjLoja, cpfCliente: cpf, valorVenda: 30 });
    expect(offline1).toMatchObject({ enfileirada: true, documentoExterno: 'NFCE-PARADO-1' });
    expect(offline2.enfileirada).toBe(true);
    expect(offline2.documentoExterno).toMatch(/^pdv-/);
    docs.push('NFCE-PARADO-1', offline2.documentoExterno!);
    // Cancelling a sale that is still queued goes behind it.
    expect(await pdv.cancelar({ cnpjLoja, documentoExterno: 'NFCE-PARADO-1', motivo: 'Devolução' })).toMatchObject({ enfileirada: true });

    const inicio = Date.now();
    const erro = await pdv.resgate({ cnpjLoja, cpfCliente: cpf, tipoBeneficio: 'Cashback', valorResgate: 5 }).catch((e: unknown) => e);
    expect(Date.now() - inicio).toBeLessThan(2000);
    expect(erro).toBeInstanceOf(ErroFidelidade);
    expect((erro as ErroFidelidade).tipo).toBe('offline');
    expect((erro as ErroFidelidade).message).toBe(MENSAGEM_RESGATE_OFFLINE);

    const fila = await pdv.pendentes();
    expect(fila.map((i) => [i.tipo, i.documentoExterno, i.situacao])).toEqual([
      ['venda', 'NFCE-PARADO-1', 'pendente'],
      ['venda', offline2.documentoExterno, 'pendente'],
      ['cancelamento', 'NFCE-PARADO-1', 'pendente'],
    ]);
    expect(fila[0]!.motivo).toMatch(/^Serviço de fidelidade inacessível/);

    // Still down: sincronizar() gives up after its attempts and keeps everything, in order.
    expect(await pdv.sincronizar()).toEqual({ enviadas: 0, rejeitadas: 0, divergentes: 0, restantes: 3 });
    expect((await pdv.pendentes()).map((i) => i.tentativas)).toEqual([3, 0, 0]);

    await servidor.iniciar();
    expect(await pdv.sincronizar()).toEqual({ enviadas: 3, rejeitadas: 0, divergentes: 0, restantes: 0 });
    expect(await pdv.pendentes()).toEqual([]);
    const { vendas, n } = await vendasPorDocumento(docs);
    expect(docs.map((d) => n.get(d))).toEqual([1, 1, 1]);
    expect(vendas.find((v) => v.documentoExterno === 'NFCE-PARADO-1')!.status).toBe('Cancelada');
    // The queue file was compacted to nothing.
    expect(readFileSync(path.join(dir, 'parado.jsonl'), 'utf8')).toBe('');
    await pdv.fechar();
  });

  it('service killed in the middle of a burst of concurrent sales: none is lost, none is doubled', async () => {
    const pdv = pdvComFila('rajada.jsonl');
    const docs = Array.from({ length: 40 }, (_, i) => `RAJADA-${i}`);
    let respondidas = 0;
    let parada: Promise<void> | null = null;
    const resultados = await Promise.all(
      docs.map(async (documentoExterno, i) => {
        // Four cashiers' worth of spacing, so the stop lands while requests are in flight.
        await new Promise((r) => setTimeout(r, i * 15));
        const r = await pdv.venda({ cnpjLoja: cenario.loja.cnpj, cpfCliente: cpfAleatorio(), valorVenda: 10 + i, documentoExterno });
        if (++respondidas === 10) parada = servidor.parar();
        return r;
      }),
    );
    await parada;
    const enfileiradas = resultados.filter((r) => r.enfileirada).length;
    expect(enfileiradas).toBeGreaterThan(0);
    expect((await pdv.pendentes()).length).toBe(enfileiradas);
    await servidor.iniciar();
    expect(await pdv.sincronizar()).toEqual({ enviadas: enfileiradas, rejeitadas: 0, divergentes: 0, restantes: 0 });
    const { n } = await vendasPorDocumento(docs);
    expect(docs.filter((d) => n.get(d) !== 1)).toEqual([]);
    await pdv.fechar();
  });

  it('connection cut after the service stored the sale: it is queued and the retransmission counts as done, no double credit', async () => {
    await comProxy(async (proxy) => {
      const pdv = pdvComFila('cortada.jsonl', proxy.url);
      const cpf = cpfAleatorio();
      proxy.proximos({ tipo: 'cortarResposta' });
      const r = await pdv.venda({ cnpjLoja: cenario.loja.cnpj, cpfCliente: cpf, valorVenda: 80, documentoExterno: 'NFCE-CORTADA' });
      expect(r.enfileirada).toBe(true);
      expect(proxy.repassadas).toBe(1);
      // The service did record it.
      expect((await vendasPorDocumento(['NFCE-CORTADA'])).n.get('NFCE-CORTADA')).toBe(1);

      expect(await pdv.sincronizar()).toEqual({ enviadas: 1, rejeitadas: 0, divergentes: 0, restantes: 0 });
      const { n, vendas } = await vendasPorDocumento(['NFCE-CORTADA']);
      expect(n.get('NFCE-CORTADA')).toBe(1);
      const lotes = await prisma.lote.findMany({ where: { vendaId: vendas[0]!.id } });
      expect(lotes.map((l) => [l.tipoBeneficio, l.valorOriginal.toFixed(2)]).sort()).toEqual([
        ['Cashback', '8.00'],
        ['Pontos', '80.00'],
      ]);
      expect((await pdv.saldo({ cnpjLoja: cenario.loja.cnpj, cpfCliente: cpf })).saldoCashback).toBe(8);
      await pdv.fechar();
    });
  });

  it('a redemption whose answer is lost after the service debited it: offline, with the documentoExterno that repeats it once', async () => {
    // Before: no documentoExterno was sent and the message said to finish the sale without the
    // discount, while the balance had been debited; a repeat would debit it again.
    await comProxy(async (proxy) => {
      const cnpjLoja = cenario.loja.cnpj;
      const cpf = cpfAleatorio();
      const pdv = criarClientePdv({ baseUrl: proxy.url, apiKey: cenario.chave, retentativa: rapido });
      await pdv.venda({ cnpjLoja, cpfCliente: cpf, valorVenda: 100 }); // R$ 10,00 of cashback
      proxy.proximos({ tipo: 'cortarResposta' });
      const erro = await pdv.resgate({ cnpjLoja, cpfCliente: cpf, tipoBeneficio: 'Cashback', valorResgate: 4 }).catch((e: unknown) => e);
      expect(erro).toBeInstanceOf(ErroFidelidade);
      const e = erro as ErroFidelidade;
      expect([e.tipo, e.message]).toEqual(['offline', MENSAGEM_RESGATE_OFFLINE]);
      expect(e.documentoExterno).toMatch(/^pdv-[0-9a-f-]{36}$/);
      // The service did debit it.
      expect((await pdv.saldo({ cnpjLoja, cpfCliente: cpf })).saldoCashback).toBe(6);

      // The same redemption again, with its documentoExterno: the one already registered, no new debit.
      const repetido = await pdv.resgate({
        cnpjLoja,
        cpfCliente: cpf,
        tipoBeneficio: 'Cashback',
        valorResgate: 4,
        documentoExterno: e.documentoExterno,
      });
      expect([repetido.cashbackResgatado, repetido.saldoAtual.saldoCashback]).toEqual([4, 6]);
      expect(await prisma.resgate.count({ where: { tenantId: cenario.tenantId, documentoExterno: e.documentoExterno! } })).toBe(1);
    });
  });

  it('503 and 429 with Retry-After: queued, and the sync waits the time asked before resending', async () => {
    await comProxy(async (proxy) => {
      // A Retry-After up to the longest backoff (maxMs) is waited; 1 s needs maxMs of at least that.
      const pdv = pdvComFila('retry.jsonl', proxy.url, { retentativa: { ...rapido, maxMs: 2000 } });
      proxy.proximos({ tipo: 'responder', status: 503 }, { tipo: 'responder', status: 429, retryAfter: 1 });
      const r = await pdv.venda({
        cnpjLoja: cenario.loja.cnpj,
        cpfCliente: cpfAleatorio(),
        valorVenda: 20,
        documentoExterno: 'NFCE-RETRY',
      });
      expect(r).toMatchObject({ enfileirada: true, motivo: 'Serviço indisponível.' });
      const inicio = Date.now();
      expect(await pdv.sincronizar()).toEqual({ enviadas: 1, rejeitadas: 0, divergentes: 0, restantes: 0 });
      expect(Date.now() - inicio).toBeGreaterThanOrEqual(1000);
      expect((await vendasPorDocumento(['NFCE-RETRY'])).n.get('NFCE-RETRY')).toBe(1);
      await pdv.fechar();
    });
  });

  it('a 429 with Retry-After: 3600 during the sync: it returns at once, the sales pending in order, with when to try again', async () => {
    // Before: sincronizar() waited max(backoff, Retry-After), a whole hour, holding the PDV's call.
    await comProxy(async (proxy) => {
      const arquivo = path.join(dir, 'retry-longo.jsonl');
      const cnpjLoja = cenario.loja.cnpj;
      const offline = criarClientePdv({ baseUrl: 'http://127.0.0.1:9', apiKey: cenario.chave, fila: { arquivo } });
      for (const [documentoExterno, valorVenda] of [
        ['NFCE-LONGO-1', 30],
        ['NFCE-LONGO-2', 20],
      ] as const)
        expect(await offline.venda({ cnpjLoja, cpfCliente: cpfAleatorio(), valorVenda, documentoExterno })).toMatchObject({
          enfileirada: true,
        });
      await offline.fechar();

      // The default backoff (up to 60 s): an hour is far beyond it.
      const pdv = criarClientePdv({ baseUrl: proxy.url, apiKey: cenario.chave, fila: { arquivo } });
      proxy.proximos({ tipo: 'responder', status: 429, retryAfter: 3600 });
      const inicio = Date.now();
      const r = await pdv.sincronizar();
      const fim = Date.now();
      expect(fim - inicio).toBeLessThan(3000);
      expect(r).toEqual({ enviadas: 0, rejeitadas: 0, divergentes: 0, restantes: 2, tentarDeNovoEm: expect.any(Date) });
      expect(r.tentarDeNovoEm!.getTime()).toBeGreaterThanOrEqual(inicio + 3_600_000);
      expect(r.tentarDeNovoEm!.getTime()).toBeLessThanOrEqual(fim + 3_600_000);
      // The failure is noted on the first item; the second was not tried (it keeps why it was queued).
      expect((await pdv.pendentes()).map((i) => [i.documentoExterno, i.situacao, i.status, i.motivo, i.tentativas])).toEqual([
        ['NFCE-LONGO-1', 'pendente', 429, 'Serviço indisponível.', 1],
        ['NFCE-LONGO-2', 'pendente', null, 'Serviço de fidelidade inacessível: falha de rede (bad port).', 0],
      ]);
      expect(proxy.repassadas).toBe(0);

      // Called again when the service takes requests: both registered once, in order.
      expect(await pdv.sincronizar()).toEqual({ enviadas: 2, rejeitadas: 0, divergentes: 0, restantes: 0 });
      const { vendas, n } = await vendasPorDocumento(['NFCE-LONGO-1', 'NFCE-LONGO-2']);
      expect([n.get('NFCE-LONGO-1'), n.get('NFCE-LONGO-2')]).toEqual([1, 1]);
      expect(
        vendas.sort((x, y) => x.criadoEm.getTime() - y.criadoEm.getTime()).map((v) => [v.documentoExterno, v.valorVenda.toFixed(2)]),
      ).toEqual([
        ['NFCE-LONGO-1', '30.00'],
        ['NFCE-LONGO-2', '20.00'],
      ]);
      await pdv.fechar();
    });
  });

  it("the last attempt's Retry-After, even a short one, is told in tentarDeNovoEm; no wait after it", async () => {
    await comProxy(async (proxy) => {
      const pdv = pdvComFila('retry-ultima.jsonl', proxy.url, { retentativa: { ...rapido, tentativas: 1, maxMs: 2000 } });
      proxy.proximos({ tipo: 'responder', status: 503, retryAfter: 1 }, { tipo: 'responder', status: 503, retryAfter: 1 });
      expect(await pdv.venda({ cnpjLoja: cenario.loja.cnpj, cpfCliente: cpfAleatorio(), valorVenda: 10 })).toMatchObject({
        enfileirada: true,
      });
      const inicio = Date.now();
      const r = await pdv.sincronizar();
      expect(Date.now() - inicio).toBeLessThan(900);
      expect(r).toEqual({ enviadas: 0, rejeitadas: 0, divergentes: 0, restantes: 1, tentarDeNovoEm: expect.any(Date) });
      expect(r.tentarDeNovoEm!.getTime() - inicio).toBeGreaterThanOrEqual(1000);
      expect(await pdv.sincronizar()).toEqual({ enviadas: 1, rejeitadas: 0, divergentes: 0, restantes: 0 });
      await pdv.fechar();
    });
  });

  describe('an answer without the service envelope (a proxy, firewall or portal in the way)', () => {
    const mensagem = (status: number) =>
      `Serviço de fidelidade inacessível: resposta HTTP ${status} sem o formato do serviço (proxy, firewall ou portal de rede no caminho?).`;

    /**
     * The sale registered once, at full price, by the usual campaigns (10 % cashback, 1 point per real):
     * its row and its lots as exact decimals (valorVenda, valorFinal, cashbackCreditado, lots), and the
     * cashback in the customer's balance.
     */
    async function esperarRegistrada(
      pdv: ReturnType<typeof pdvComFila>,
      documentoExterno: string,
      cpf: string,
      valor: string,
      cashback: string,
    ) {
      const { vendas } = await vendasPorDocumento([documentoExterno]);
      expect(vendas).toHaveLength(1);
      const v = vendas[0]!;
      const lotes = await prisma.lote.findMany({ where: { vendaId: v.id } });
      expect([
        v.valorVenda.toFixed(2),
        v.valorFinal.toFixed(2),
        v.cashbackCreditado.toFixed(2),
        lotes.map((l) => [l.tipoBeneficio, l.valorOriginal.toFixed(2)]).sort(),
      ]).toEqual([
        valor,
        valor,
        cashback,
        [
          ['Cashback', cashback],
          ['Pontos', valor],
        ],
      ]);
      expect((await pdv.saldo({ cnpjLoja: cenario.loja.cnpj, cpfCliente: cpf })).saldoCashback).toBe(Number(cashback));
    }

    it('HTML 403 and 407 during the sync: the sale stays pendente (not rejeitada), and a later sincronizar() registers it once', async () => {
      // Before: the first 403 was taken for the service's refusal and the sale was set aside as
      // `rejeitada` for good, although it never reached the service.
      await comProxy(async (proxy) => {
        const cnpjLoja = cenario.loja.cnpj;
        const cpf = cpfAleatorio();
        const offline = pdvComFila('proxy-html.jsonl', 'http://127.0.0.1:9');
        expect(await offline.venda({ cnpjLoja, cpfCliente: cpf, valorVenda: 60, documentoExterno: 'NFCE-PROXY-HTML' })).toMatchObject({
          enfileirada: true,
        });
        await offline.fechar();

        const pdv = pdvComFila('proxy-html.jsonl', proxy.url);
        proxy.proximos({ tipo: 'html', status: 403 }, { tipo: 'html', status: 407 }, { tipo: 'html', status: 407 });
        expect(await pdv.sincronizar()).toEqual({ enviadas: 0, rejeitadas: 0, divergentes: 0, restantes: 1 });
        expect(proxy.repassadas).toBe(0);
        expect((await pdv.pendentes()).map((i) => [i.documentoExterno, i.situacao, i.status, i.motivo, i.tentativas])).toEqual([
          // Node's fetch hands a 407 over as a network error without its status.
          [
            'NFCE-PROXY-HTML',
            'pendente',
            null,
            'Serviço de fidelidade inacessível: falha de rede sem detalhe (proxy pedindo autenticação, HTTP 407?).',
            3,
          ],
        ]);
        expect((await vendasPorDocumento(['NFCE-PROXY-HTML'])).vendas).toEqual([]);

        // The way is clear again.
        expect(await pdv.sincronizar()).toEqual({ enviadas: 1, rejeitadas: 0, divergentes: 0, restantes: 0 });
        expect(await pdv.pendentes()).toEqual([]);
        await esperarRegistrada(pdv, 'NFCE-PROXY-HTML', cpf, '60.00', '6.00');
        await pdv.fechar();
      });
    });

    it('a live sale answered by an HTML 403: queued like a network failure, with the status in the reason, then registered once', async () => {
      // Before: venda() threw a `negocio` error ("O serviço respondeu HTTP 403.") and the PDV had
      // no sale to register later.
      await comProxy(async (proxy) => {
        const cnpjLoja = cenario.loja.cnpj;
        const cpf = cpfAleatorio();
        const pdv = pdvComFila('proxy-html-ao-vivo.jsonl', proxy.url);
        proxy.proximos({ tipo: 'html', status: 403 });
        expect(await pdv.venda({ cnpjLoja, cpfCliente: cpf, valorVenda: 45, documentoExterno: 'NFCE-PROXY-AO-VIVO' })).toEqual({
          enfileirada: true,
          documentoExterno: 'NFCE-PROXY-AO-VIVO',
          motivo: mensagem(403),
        });
        expect(proxy.repassadas).toBe(0);
        expect((await pdv.pendentes()).map((i) => [i.documentoExterno, i.situacao])).toEqual([['NFCE-PROXY-AO-VIVO', 'pendente']]);

        expect(await pdv.sincronizar()).toEqual({ enviadas: 1, rejeitadas: 0, divergentes: 0, restantes: 0 });
        await esperarRegistrada(pdv, 'NFCE-PROXY-AO-VIVO', cpf, '45.00', '4.50');
        await pdv.fechar();
      });
    });
  });

  it('a business error during the sync: the sale is set aside for the operator with the reason, and the next ones go on', async () => {
    const pdv = pdvComFila('negocio.jsonl');
    await servidor.parar();
    try {
      await pdv.venda({ cnpjLoja: cnpjAleatorio(), cpfCliente: cpfAleatorio(), valorVenda: 10, documentoExterno: 'NFCE-LOJA-ERRADA' });
      await pdv.venda({ cnpjLoja: cenario.loja.cnpj, cpfCliente: cpfAleatorio(), valorVenda: 10, documentoExterno: 'NFCE-DEPOIS' });
    } finally {
      await servidor.iniciar();
    }
    expect(await pdv.sincronizar()).toEqual({ enviadas: 1, rejeitadas: 1, divergentes: 0, restantes: 0 });
    const [separada, ...resto] = await pdv.pendentes();
    expect(resto).toEqual([]);
    expect(separada).toMatchObject({
      documentoExterno: 'NFCE-LOJA-ERRADA',
      situacao: 'rejeitada',
      status: 422,
      motivo: 'Loja não encontrada ou inativa.',
    });
    // A second run leaves it alone; the operator discards it.
    expect(await pdv.sincronizar()).toEqual({ enviadas: 0, rejeitadas: 0, divergentes: 0, restantes: 0 });
    await pdv.descartar(separada!.id);
    expect(await pdv.pendentes()).toEqual([]);
    // Reopened from disk: the same state.
    await pdv.fechar();
    const reaberto = criarClientePdv({ baseUrl: servidor.url, apiKey: cenario.chave, fila: { arquivo: path.join(dir, 'negocio.jsonl') } });
    expect(await reaberto.pendentes()).toEqual([]);
    await reaberto.fechar();
  });

  it('kill -9 of the PDV process while it writes the queue: every sale confirmed as queued survives and is registered once', async () => {
    const arquivo = path.join(dir, 'kill.jsonl');
    const cpf = cpfAleatorio();
    // Nothing listens on port 9 of 127.0.0.1: connection refused at once.
    const filho = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(import.meta.dirname, 'filho-fila.ts'),
        arquivo,
        'http://127.0.0.1:9',
        cenario.chave,
        cenario.loja.cnpj,
        cpf,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const confirmadas: string[] = [];
    let erroFilho = '';
    filho.stderr.on('data', (d: Buffer) => (erroFilho += String(d)));
    let resto = '';
    await new Promise<void>((ok, falha) => {
      filho.stdout.on('data', (d: Buffer) => {
        resto += String(d);
        const linhas = resto.split('\n');
        resto = linhas.pop()!;
        for (const l of linhas) if (l.startsWith('ok ')) confirmadas.push(l.slice(3));
        if (confirmadas.length >= 40) {
          filho.kill('SIGKILL');
          ok();
        }
      });
      filho.on('exit', () => (confirmadas.length >= 40 ? ok() : falha(new Error(`filho saiu antes: ${erroFilho}`))));
    });
    await new Promise((r) => filho.once('exit', r).once('close', r));

    const pdv = pdvComFila('kill.jsonl');
    const fila = await pdv.pendentes();
    const naFila = fila.map((i) => i.documentoExterno!);
    // Every acknowledged sale is in the queue, in order; at most one more (written, not yet acknowledged).
    expect(naFila.slice(0, confirmadas.length)).toEqual(confirmadas);
    expect(naFila.length - confirmadas.length).toBeLessThanOrEqual(1);

    const r = await pdv.sincronizar();
    expect(r).toEqual({ enviadas: naFila.length, rejeitadas: 0, divergentes: 0, restantes: 0 });
    const { n } = await vendasPorDocumento(naFila);
    expect(naFila.filter((d) => n.get(d) !== 1)).toEqual([]);
    await pdv.fechar();
  });

  it('without a queue, a network failure is an "indisponivel" error and nothing is stored locally', async () => {
    const pdv = criarClientePdv({ baseUrl: 'http://127.0.0.1:9', apiKey: cenario.chave });
    const e = await pdv.venda({ cnpjLoja: cenario.loja.cnpj, cpfCliente: cpfAleatorio(), valorVenda: 10 }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ErroFidelidade);
    expect((e as ErroFidelidade).tipo).toBe('indisponivel');
    expect(await pdv.pendentes()).toEqual([]);
  });

  describe('a sale with a discount (model 2 or 3) that is queued', () => {
    // The store allows models 2 and 3; Cashback 10 % (Imediato) and Pontos 1/R$.
    let c: Awaited<ReturnType<typeof cenarioPadrao>>;
    beforeAll(async () => {
      c = await cenarioPadrao({ cashback: { permiteCheckoutCashbackNaVenda: true, permiteDescontoSobreCashbackGerado: true } });
    });
    const semDesconto =
      'O desconto de cashback precisa do serviço de fidelidade online: a venda foi enfileirada sem o desconto e será registrada pelo valor cheio. Cobre o valor cheio.';
    const venda = async (documentoExterno: string) => {
      const v = await prisma.venda.findFirstOrThrow({ where: { tenantId: c.tenantId, documentoExterno } });
      return [v.valorVenda, v.cashbackUsado, v.descontoGerado, v.valorFinal, v.cashbackCreditado].map((d) => d.toFixed(2));
    };

    it('offline, it is queued and registered without the discount: full price, the balance untouched, cashback on the full value', async () => {
      // Before: queued as asked, the sync spent the R$ 10,00 balance on a discount the cashier never gave.
      const arquivo = 'modelo2.jsonl';
      const cnpjLoja = c.loja.cnpj;
      const online = pdvComFila(arquivo, servidor.url, { apiKey: c.chave });
      const cpf2 = cpfAleatorio();
      const cpf3 = cpfAleatorio();
      await online.venda({ cnpjLoja, cpfCliente: cpf2, valorVenda: 100 }); // R$ 10,00 of cashback
      expect((await online.saldo({ cnpjLoja, cpfCliente: cpf2 })).saldoCashback).toBe(10);
      await online.fechar();

      // Port 9 of 127.0.0.1: fetch refuses it at once, the request certainly never left.
      const offline = pdvComFila(arquivo, 'http://127.0.0.1:9', { apiKey: c.chave });
      const m2 = await offline.venda({
        cnpjLoja,
        cpfCliente: cpf2,
        valorVenda: 50,
        usarCashbackDisponivel: true,
        documentoExterno: 'NFCE-M2-FILA',
      });
      const m3 = await offline.venda({
        cnpjLoja,
        cpfCliente: cpf3,
        valorVenda: 40,
        usarCashbackGerado: true,
        documentoExterno: 'NFCE-M3-FILA',
        cliente: { nome: 'Bia Lima' },
      });
      for (const [r, doc] of [
        [m2, 'NFCE-M2-FILA'],
        [m3, 'NFCE-M3-FILA'],
      ] as const) {
        expect(r).toMatchObject({ enfileirada: true, documentoExterno: doc });
        if (!r.enfileirada) throw new Error();
        expect(r.motivo.startsWith(`${semDesconto} Motivo: Serviço de fidelidade inacessível: `)).toBe(true);
      }
      const fila = await offline.pendentes();
      expect(
        fila.map((i) => [i.documentoExterno, i.situacao, i.descontoPedido, i.corpo.usarCashbackDisponivel, i.corpo.usarCashbackGerado]),
      ).toEqual([
        ['NFCE-M2-FILA', 'pendente', { usarCashbackDisponivel: true }, undefined, undefined],
        ['NFCE-M3-FILA', 'pendente', { usarCashbackGerado: true }, undefined, undefined],
      ]);
      expect(fila[0]!.motivo).toBe(m2.enfileirada ? m2.motivo : null);
      await offline.fechar();

      const pdv = pdvComFila(arquivo, servidor.url, { apiKey: c.chave });
      expect(await pdv.sincronizar()).toEqual({ enviadas: 2, rejeitadas: 0, divergentes: 0, restantes: 0 });
      expect(await pdv.pendentes()).toEqual([]);
      // valorVenda, cashbackUsado, descontoGerado, valorFinal, cashbackCreditado
      expect(await venda('NFCE-M2-FILA')).toEqual(['50.00', '0.00', '0.00', '50.00', '5.00']);
      expect(await venda('NFCE-M3-FILA')).toEqual(['40.00', '0.00', '0.00', '40.00', '4.00']);
      // 10 + 5: the balance is the cashier's (nothing spent), plus 10 % of the full price.
      expect((await pdv.saldo({ cnpjLoja, cpfCliente: cpf2 })).saldoCashback).toBe(15);
      expect((await pdv.saldo({ cnpjLoja, cpfCliente: cpf3 })).saldoCashback).toBe(4);
      await pdv.fechar();
    });

    it('connection cut after the service applied the discount: the sync sets it aside as "divergente" with the amount, never as done', async () => {
      // Before: the replay got the registered sale back and counted it as sent; the customer's
      // R$ 10,00 were spent on a discount the cashier never gave, and nobody was told.
      await comProxy(async (proxy) => {
        const cnpjLoja = c.loja.cnpj;
        const arquivo = 'modelo2-cortada.jsonl';
        const pdv = pdvComFila(arquivo, proxy.url, { apiKey: c.chave });
        const cpf2 = cpfAleatorio();
        const cpf3 = cpfAleatorio();
        // R$ 10,00 of cashback, straight to the service: the proxy's first connections are the cut ones.
        await criarClientePdv({ baseUrl: servidor.url, apiKey: c.chave }).venda({ cnpjLoja, cpfCliente: cpf2, valorVenda: 100 });
        proxy.proximos({ tipo: 'cortarResposta' }, { tipo: 'cortarResposta' });
        const m2 = await pdv.venda({
          cnpjLoja,
          cpfCliente: cpf2,
          valorVenda: 50,
          usarCashbackDisponivel: true,
          documentoExterno: 'NFCE-M2-CORTADA',
        });
        const m3 = await pdv.venda({
          cnpjLoja,
          cpfCliente: cpf3,
          valorVenda: 40,
          usarCashbackGerado: true,
          documentoExterno: 'NFCE-M3-CORTADA',
        });
        expect([m2.enfileirada, m3.enfileirada]).toEqual([true, true]);
        // The service did register both, with the discounts: 10 - 10 + 4 and 0 + 0.
        expect(await venda('NFCE-M2-CORTADA')).toEqual(['50.00', '10.00', '0.00', '40.00', '4.00']);
        expect(await venda('NFCE-M3-CORTADA')).toEqual(['40.00', '0.00', '4.00', '36.00', '0.00']);
        expect((await pdv.saldo({ cnpjLoja, cpfCliente: cpf2 })).saldoCashback).toBe(4);

        expect(await pdv.sincronizar()).toEqual({ enviadas: 0, rejeitadas: 0, divergentes: 2, restantes: 0 });
        const esperado = [
          {
            documentoExterno: 'NFCE-M2-CORTADA',
            situacao: 'divergente',
            status: 200,
            motivo:
              'Registrada com desconto de R$ 10,00 que o caixa não deu: cancele a venda e registre-a de novo sem desconto, com um novo documentoExterno.',
          },
          {
            documentoExterno: 'NFCE-M3-CORTADA',
            situacao: 'divergente',
            status: 200,
            motivo:
              'Registrada com desconto de R$ 4,00 que o caixa não deu: cancele a venda e registre-a de novo sem desconto, com um novo documentoExterno.',
          },
        ];
        expect(await pdv.pendentes()).toMatchObject(esperado);
        // Nothing was registered or credited again, and a second run leaves them alone.
        const docs = ['NFCE-M2-CORTADA', 'NFCE-M3-CORTADA'];
        expect(await prisma.venda.count({ where: { tenantId: c.tenantId, documentoExterno: { in: docs } } })).toBe(2);
        expect((await pdv.saldo({ cnpjLoja, cpfCliente: cpf2 })).saldoCashback).toBe(4);
        expect(await pdv.sincronizar()).toEqual({ enviadas: 0, rejeitadas: 0, divergentes: 0, restantes: 0 });
        await pdv.fechar();
        // Kept on disk until the operator discards them.
        const reaberto = pdvComFila(arquivo, servidor.url, { apiKey: c.chave });
        const itens = await reaberto.pendentes();
        expect(itens).toMatchObject(esperado);

        // What the message says, done: the balance ends as if the sale had been registered at full price.
        await reaberto.cancelar({ cnpjLoja, documentoExterno: 'NFCE-M2-CORTADA', motivo: 'Desconto não dado no caixa' });
        const denovo = await reaberto.venda({ cnpjLoja, cpfCliente: cpf2, valorVenda: 50, documentoExterno: 'NFCE-M2-CORTADA-2' });
        expect(denovo.enfileirada).toBe(false);
        expect((await reaberto.saldo({ cnpjLoja, cpfCliente: cpf2 })).saldoCashback).toBe(15);
        for (const i of itens) await reaberto.descartar(i.id);
        expect(await reaberto.pendentes()).toEqual([]);
        await reaberto.fechar();
      });
    });

    it('connection cut after the discount, then cancelled by the PDV: the cancellation undoes it and nothing is left for the operator', async () => {
      await comProxy(async (proxy) => {
        const cnpjLoja = c.loja.cnpj;
        const cpf = cpfAleatorio();
        await criarClientePdv({ baseUrl: servidor.url, apiKey: c.chave }).venda({ cnpjLoja, cpfCliente: cpf, valorVenda: 100 });
        const pdv = pdvComFila('modelo2-cancelada.jsonl', proxy.url, { apiKey: c.chave });
        proxy.proximos({ tipo: 'cortarResposta' });
        await pdv.venda({ cnpjLoja, cpfCliente: cpf, valorVenda: 50, usarCashbackDisponivel: true, documentoExterno: 'NFCE-M2-DESISTIU' });
        // The customer gave up: the cancellation waits behind the queued sale.
        expect(await pdv.cancelar({ cnpjLoja, documentoExterno: 'NFCE-M2-DESISTIU', motivo: 'Desistência' })).toMatchObject({
          enfileirada: true,
        });
        expect((await pdv.saldo({ cnpjLoja, cpfCliente: cpf })).saldoCashback).toBe(4);

        expect(await pdv.sincronizar()).toEqual({ enviadas: 2, rejeitadas: 0, divergentes: 0, restantes: 0 });
        expect(await pdv.pendentes()).toEqual([]);
        const v = await prisma.venda.findFirstOrThrow({ where: { tenantId: c.tenantId, documentoExterno: 'NFCE-M2-DESISTIU' } });
        expect(v.status).toBe('Cancelada');
        expect((await pdv.saldo({ cnpjLoja, cpfCliente: cpf })).saldoCashback).toBe(10);
        await pdv.fechar();
      });
    });

    it('connection cut, but the discount asked had no effect (no balance): the sync counts it as sent', async () => {
      await comProxy(async (proxy) => {
        const pdv = pdvComFila('modelo2-sem-saldo.jsonl', proxy.url, { apiKey: c.chave });
        proxy.proximos({ tipo: 'cortarResposta' });
        const r = await pdv.venda({
          cnpjLoja: c.loja.cnpj,
          cpfCliente: cpfAleatorio(),
          valorVenda: 30,
          usarCashbackDisponivel: true,
          documentoExterno: 'NFCE-M2-SEM-SALDO',
        });
        expect(r.enfileirada).toBe(true);
        expect(await pdv.sincronizar()).toEqual({ enviadas: 1, rejeitadas: 0, divergentes: 0, restantes: 0 });
        expect(await pdv.pendentes()).toEqual([]);
        expect(await venda('NFCE-M2-SEM-SALDO')).toEqual(['30.00', '0.00', '0.00', '30.00', '3.00']);
        await pdv.fechar();
      });
    });
  });

  it('the reads return the API data, and errors carry the contract status and message', async () => {
    const pdv = criarClientePdv({ baseUrl: servidor.url, apiKey: cenario.chave });
    const cfg = await pdv.configuracao({ cnpjLoja: cenario.loja.cnpj });
    expect(cfg).toMatchObject({ cnpjLoja: cenario.loja.cnpj, campanhaAtiva: true });
    const prev = await pdv.preview({ cnpjLoja: cenario.loja.cnpj, valorVenda: 100 });
    expect(prev.valorVenda).toBe(100);
    const cpf = cpfAleatorio();
    const c = await pdv.cliente({ cpf, nome: 'Ana Souza', email: '', telefone: '', aceiteLgpd: true });
    expect(c.jaExistia).toBe(false);
    expect((await pdv.buscarCliente({ cpf })).nome).toBe('Ana Souza');
    const e = await pdv.saldo({ cnpjLoja: cenario.loja.cnpj, cpfCliente: cpfAleatorio() }).catch((x: unknown) => x);
    expect(e).toMatchObject({ tipo: 'negocio', status: 404 });
    expect((await pdv.saldo({ cnpjLoja: cenario.loja.cnpj, cpfCliente: cpf })).clienteNome).toBe('Ana Souza');
    const sem = criarClientePdv({ baseUrl: servidor.url, apiKey: 'fid_live_invalida' });
    await expect(sem.configuracao({ cnpjLoja: cenario.loja.cnpj })).rejects.toMatchObject({
      tipo: 'autenticacao',
      status: 401,
      message: 'Não autorizado.',
    });
  });
});
