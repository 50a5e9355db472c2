import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pool, prisma } from '@/lib/db';
import { chamar } from '@/lib/testing/api';
import { cenarioPadrao, cpfAleatorio } from '@/lib/testing/cenario';
import { iniciarProvedorWhatsapp, type ProvedorFalso } from '@/lib/testing/provedor-whatsapp';
import { canalSink, canalWhatsappHttp, type Canais } from './canais';
import { MAX_TENTATIVAS, atrasoDaTentativa, despacharOutbox } from './despachar-outbox';

let provedor: ProvedorFalso;
let canais: Canais;

beforeAll(async () => {
  provedor = await iniciarProvedorWhatsapp({ semWhatsapp: ['+5511900000000'] });
  const wa = canalWhatsappHttp(provedor.url, 'token-teste');
  canais = { email: canalSink('email'), whatsapp: wa, consultaWhatsapp: wa };
});
afterAll(() => provedor.fechar());

async function vendaCom(cliente: Record<string, string>) {
  const c = await cenarioPadrao({ cashback: { validadeDias: 30 } });
  const r = await chamar('POST', '/api/v1/venda', {
    chave: c.chave,
    corpo: { cnpjLoja: c.loja.cnpj, cpfCliente: cpfAleatorio(), valorVenda: 100, cliente: { nome: 'Ana Souza', ...cliente } },
  });
  expect(r.status).toBe(200);
  const eventos = await prisma.eventoOutbox.findMany({ where: { tenantId: c.tenantId } });
  return { ...c, venda: r.corpo.dados, eventos };
}

/** Lets the backoff pass for these events, as time would. */
const vencerBackoff = (ids: string[]) =>
  pool.query(`UPDATE evento_outbox SET proxima_tentativa_em = now() - interval '1 second' WHERE id = ANY($1::uuid[])`, [ids]);

describe('transactional outbox', () => {
  it('a sale queues one consolidated notice, delivered by WhatsApp in pt-BR', async () => {
    const { eventos } = await vendaCom({ telefone: '(11) 98888-7777', email: 'ana@example.com' });
    expect(eventos.map((e) => e.tipo)).toEqual(['CashbackEPontosCreditados']);
    const r = await despacharOutbox({ canais, ids: eventos.map((e) => e.id) });
    expect(r).toEqual({ enviados: 1, falhas: 0, descartados: 0, reivindicados: 1 });
    const entrega = provedor.entregues.get(eventos[0]!.id)!;
    expect(entrega.para).toBe('+5511988887777');
    expect(entrega.texto).toContain('Obrigado pela compra na Loja Centro! Você ganhou:');
    expect(entrega.texto).toContain('• R$ 10,00 de cashback, disponível para usar. Válido até');
    expect(entrega.texto).toMatch(/• 100 pontos\./);
    expect(entrega.texto).toMatch(/\d{2}\/\d{2}\/\d{4}/);
    const ev = await prisma.eventoOutbox.findUniqueOrThrow({ where: { id: eventos[0]!.id } });
    expect([ev.status, ev.canal, ev.tentativas]).toEqual(['Enviado', 'whatsapp', 1]);
  });

  it('falls back to e-mail when the phone is not on WhatsApp', async () => {
    const { eventos } = await vendaCom({ telefone: '(11) 90000-0000', email: 'ana@example.com' });
    await despacharOutbox({ canais, ids: eventos.map((e) => e.id) });
    const msg = await prisma.mensagemDev.findUniqueOrThrow({ where: { chave: eventos[0]!.id } });
    expect([msg.canal, msg.destino, msg.assunto]).toEqual(['email', 'ana@example.com', 'Você ganhou benefícios na Loja Centro']);
  });

  it('the development sink stamps a message with the app clock, not the database clock', async () => {
    const instante = new Date('2031-03-04T05:06:07.089Z');
    vi.useFakeTimers({ toFake: ['Date'], now: instante });
    const chave = crypto.randomUUID();
    try {
      await canalSink('email').enviar({
        canal: 'email',
        destino: 'ana@example.com',
        assunto: 'Assunto',
        texto: 'Texto',
        chaveIdempotencia: chave,
        eventoId: chave,
      });
    } finally {
      vi.useRealTimers();
    }
    const msg = await prisma.mensagemDev.findUniqueOrThrow({ where: { chave } });
    expect(msg.criadoEm.toISOString()).toBe('2031-03-04T05:06:07.089Z');
  });

  it('queues nothing for a customer without e-mail and phone, and discards events with nobody to tell', async () => {
    const { eventos } = await vendaCom({});
    expect(eventos).toEqual([]);
  });

  it('a provider failing N times then succeeding delivers once, with backoff between tries', async () => {
    const { eventos } = await vendaCom({ telefone: '11977776666' });
    const ids = eventos.map((e) => e.id);
    provedor.falharProximas(3);
    for (let i = 1; i <= 3; i++) {
      const r = await despacharOutbox({ canais, ids });
      expect(r.falhas).toBe(1);
      const ev = await prisma.eventoOutbox.findUniqueOrThrow({ where: { id: ids[0] } });
      expect(ev.status).toBe('Pendente');
      expect(ev.tentativas).toBe(i);
      expect(ev.ultimoErro).toBe('provedor WhatsApp respondeu 503');
      expect(ev.proximaTentativaEm.getTime()).toBeGreaterThan(Date.now() + 10_000);
      // Not due yet: a run now claims nothing.
      expect((await despacharOutbox({ canais, ids })).reivindicados).toBe(0);
      await vencerBackoff(ids);
    }
    expect((await despacharOutbox({ canais, ids })).enviados).toBe(1);
    expect(provedor.tentativas.filter((t) => t.chave === ids[0])).toHaveLength(4);
    expect([...provedor.entregues.keys()].filter((k) => k === ids[0])).toHaveLength(1);
    expect((await prisma.eventoOutbox.findUniqueOrThrow({ where: { id: ids[0] } })).status).toBe('Enviado');
  });

  it('a crash between sending and acknowledging does not deliver twice (idempotency key)', async () => {
    const { eventos } = await vendaCom({ telefone: '11966665555' });
    const ids = eventos.map((e) => e.id);
    await expect(
      despacharOutbox({
        canais,
        ids,
        aposEnviar: () => {
          throw new Error('processo caiu antes de confirmar');
        },
      }),
    ).resolves.toMatchObject({ falhas: 1 });
    await vencerBackoff(ids);
    expect((await despacharOutbox({ canais, ids })).enviados).toBe(1);
    expect(provedor.tentativas.filter((t) => t.chave === ids[0])).toHaveLength(2);
    expect([...provedor.entregues.keys()].filter((k) => k === ids[0])).toHaveLength(1);
  });

  it('a dispatcher that dies mid-run leaves its events to be picked up after the lease', async () => {
    const { eventos } = await vendaCom({ email: 'lease@example.com' });
    const ids = eventos.map((e) => e.id);
    // Claimed by a dispatcher that never came back: the lease moved the next try forward.
    await pool.query(`UPDATE evento_outbox SET tentativas = 1, proxima_tentativa_em = now() + interval '5 minutes' WHERE id = ANY($1)`, [
      ids,
    ]);
    expect((await despacharOutbox({ canais, ids })).reivindicados).toBe(0);
    await vencerBackoff(ids);
    expect((await despacharOutbox({ canais, ids })).enviados).toBe(1);
    expect(await prisma.mensagemDev.count({ where: { chave: ids[0] } })).toBe(1);
  });

  it('gives up after MAX_TENTATIVAS as Falhou', async () => {
    const { eventos } = await vendaCom({ telefone: '11955554444' });
    const ids = eventos.map((e) => e.id);
    provedor.falharProximas(MAX_TENTATIVAS);
    for (let i = 0; i < MAX_TENTATIVAS; i++) {
      await despacharOutbox({ canais, ids });
      await vencerBackoff(ids);
    }
    const ev = await prisma.eventoOutbox.findUniqueOrThrow({ where: { id: ids[0] } });
    expect([ev.status, ev.tentativas]).toEqual(['Falhou', MAX_TENTATIVAS]);
    expect((await despacharOutbox({ canais, ids })).reivindicados).toBe(0);
  });

  it("stores a provider's refusal with the CPF, e-mail and phone it quotes masked, as a webhook's", async () => {
    const { eventos } = await vendaCom({ email: 'ana.souza@exemplo.com.br' });
    const ids = eventos.map((e) => e.id);
    const recusa = 'destino ana.souza@exemplo.com.br recusado (cliente 529.982.247-25, contato +55 11 98765-4321 / (11) 98765-4321)';
    const recusando: Canais = { ...canais, email: { ...canalSink('email'), enviar: () => Promise.reject(new Error(recusa)) } };
    expect(await despacharOutbox({ canais: recusando, ids })).toMatchObject({ falhas: 1 });
    const ev = await prisma.eventoOutbox.findUniqueOrThrow({ where: { id: ids[0] } });
    expect([ev.status, ev.ultimoErro]).toEqual([
      'Pendente',
      'destino ***@*** recusado (cliente ***CPF***, contato ***TELEFONE*** / ***TELEFONE***)',
    ]);
  });

  it('two dispatchers running together deliver each of 60 events exactly once', async () => {
    const c = await cenarioPadrao();
    for (let i = 0; i < 60; i++) {
      await chamar('POST', '/api/v1/venda', {
        chave: c.chave,
        corpo: {
          cnpjLoja: c.loja.cnpj,
          cpfCliente: cpfAleatorio(),
          valorVenda: 10,
          cliente: { nome: 'Cliente', email: `c${i}@example.com` },
        },
      });
    }
    const ids = (await prisma.eventoOutbox.findMany({ where: { tenantId: c.tenantId } })).map((e) => e.id);
    expect(ids).toHaveLength(60);
    const [a, b] = await Promise.all([despacharOutbox({ canais, ids, tamanho: 40 }), despacharOutbox({ canais, ids, tamanho: 40 })]);
    const c2 = await despacharOutbox({ canais, ids, tamanho: 40 });
    expect(a.enviados + b.enviados + c2.enviados).toBe(60);
    expect(await prisma.mensagemDev.count({ where: { chave: { in: ids } } })).toBe(60);
  });

  it('backs off exponentially with jitter, capped at 6 hours', () => {
    expect(atrasoDaTentativa(1, 0.5)).toBe(30_000);
    expect(atrasoDaTentativa(2, 0.5)).toBe(60_000);
    expect(atrasoDaTentativa(5, 0.5)).toBe(480_000);
    expect(atrasoDaTentativa(30, 0.5)).toBe(6 * 60 * 60_000);
    expect(atrasoDaTentativa(1, 0)).toBe(24_000);
    expect(atrasoDaTentativa(1, 1)).toBe(36_000);
  });
});
