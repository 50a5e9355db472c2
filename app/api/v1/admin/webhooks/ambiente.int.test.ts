// Webhook environments (docs/webhooks.md, "Environments"): a `Producao` endpoint receives the facts
// of live keys, a `Teste` endpoint the facts of the tenant's sandbox (test keys, the sandbox clock),
// each body naming the live tenant; emptying the sandbox empties its deliveries. Real handlers, a
// real PostgreSQL database and a local receiver that checks the signatures.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '@/lib/db';
import { chamar } from '@/lib/testing/api';
import { cenarioPadrao, cpfAleatorio, criarUsuario } from '@/lib/testing/cenario';
import { gerarChave } from '@/lib/domain/acesso/chave-api';
import { despacharOutbox } from '@/lib/notificacoes/despachar-outbox';
import { esperarRecusa, esperarSucesso } from '@/lib/testing/esperar';
import { iniciarReceptor, type ReceptorDeWebhooks } from '@/lib/testing/receptor-webhook';

type Recebido = {
  caminho: string;
  corpo: { id: string; evento: string; tenantId: string; dados: Record<string, unknown> };
  valida: boolean;
};

let receptor: ReceptorDeWebhooks;
const segredos: Record<string, string> = {};
const recebidos: Recebido[] = [];
let c: Awaited<ReturnType<typeof cenarioPadrao>>;
let chaveTeste = '';
let gestor = '';
const ids: Record<'producao' | 'teste', string> = { producao: '', teste: '' };
let vendaTeste = '';

beforeAll(async () => {
  receptor = await iniciarReceptor(({ caminho, headers, corpo }) => {
    const esperada = `v1=${createHmac('sha256', segredos[caminho] ?? '')
      .update(`${String(headers['x-fidelidade-timestamp'])}.${corpo}`)
      .digest('hex')}`;
    recebidos.push({ caminho, corpo: JSON.parse(corpo), valida: headers['x-fidelidade-assinatura'] === esperada });
  });
  // Points that last 10 days, so that the sandbox clock can expire them.
  c = await cenarioPadrao({ pontos: { validadeDias: 10 } });
  const k = gerarChave('Teste');
  await prisma.chaveApi.create({ data: { tenantId: c.tenantId, nome: 'PDV teste', prefixo: k.prefixo, hash: k.hash, ambiente: 'Teste' } });
  chaveTeste = k.chave;
  gestor = (await criarUsuario(c.tenantId, 'AdminTenant')).token;
});
afterAll(() => receptor.fechar());

const venda = (chave: string, documentoExterno: string) =>
  chamar('POST', '/api/v1/venda', {
    chave,
    corpo: { cnpjLoja: c.loja.cnpj, cpfCliente: cpfAleatorio(), valorVenda: 80, documentoExterno },
  });

/** Sends every pending delivery of the two endpoints now; what each one received, by path. */
async function entregar() {
  const pendentes = await prisma.eventoOutbox.findMany({
    where: { webhookEndpointId: { in: [ids.producao, ids.teste] }, status: 'Pendente' },
    select: { id: true },
  });
  await prisma.eventoOutbox.updateMany({ where: { id: { in: pendentes.map((p) => p.id) } }, data: { proximaTentativaEm: new Date() } });
  await despacharOutbox({ ids: pendentes.map((p) => p.id) });
}
const de = (caminho: string) => recebidos.filter((r) => r.caminho === caminho);

describe('webhook environments', () => {
  it('creates a Producao endpoint by default and a Teste one when asked; an unknown environment is refused', async () => {
    for (const ambiente of ['Producao', 'Teste'] as const) {
      const caminho = `/${ambiente.toLowerCase()}`;
      const r = await chamar('POST', '/api/v1/admin/webhooks', {
        token: gestor,
        corpo: {
          url: receptor.base + caminho,
          eventos: ['venda.registrada', 'lote.expirando', 'lote.expirado'],
          ...(ambiente === 'Teste' ? { ambiente } : {}),
        },
      });
      esperarSucesso(r, 201, 'Webhook criado. Copie o segredo agora: ele não será exibido novamente.');
      expect(r.corpo.dados.ambiente).toBe(ambiente);
      segredos[caminho] = r.corpo.dados.segredo;
      ids[ambiente === 'Teste' ? 'teste' : 'producao'] = r.corpo.dados.id;
    }
    const ruim = await chamar('POST', '/api/v1/admin/webhooks', {
      token: gestor,
      corpo: { url: `${receptor.base}/x`, eventos: ['venda.registrada'], ambiente: 'Homologacao' },
    });
    esperarRecusa(ruim, 400, 'O campo Ambiente deve ser Producao ou Teste.');
    const lista = await chamar('GET', '/api/v1/admin/webhooks', { token: gestor });
    expect(lista.corpo.dados.map((w: { ambiente: string }) => w.ambiente).sort()).toEqual(['Producao', 'Teste']);
  });

  it("a live sale reaches only the Producao endpoint, a test key's sale only the Teste one, both naming the live tenant", async () => {
    const viva = await venda(c.chave, `VIVA-${Date.now()}`);
    const teste = await venda(chaveTeste, `TESTE-${Date.now()}`);
    expect([viva.status, teste.status]).toEqual([200, 200]);
    vendaTeste = teste.corpo.dados.vendaId;
    await entregar();

    expect(de('/producao').map((r) => [r.corpo.evento, r.corpo.dados.vendaId, r.corpo.tenantId, r.valida])).toEqual([
      ['venda.registrada', viva.corpo.dados.vendaId, c.tenantId, true],
    ]);
    expect(de('/teste').map((r) => [r.corpo.evento, r.corpo.dados.vendaId, r.corpo.tenantId, r.valida])).toEqual([
      ['venda.registrada', teste.corpo.dados.vendaId, c.tenantId, true],
    ]);
  });

  it('the sandbox clock reminds, then expires, the points: both reach the Teste endpoint only, at the sandbox instant', async () => {
    // 10-day points: 6 days on, they expire within the 5-day reminder window; 5 more, they expire.
    const lembrete = await chamar('POST', '/api/v1/sandbox/relogio', { chave: chaveTeste, corpo: { avancarDias: 6 } });
    expect([lembrete.status, lembrete.corpo.dados.lotesExpirados]).toEqual([200, 0]);
    await entregar();
    const r = await chamar('POST', '/api/v1/sandbox/relogio', { chave: chaveTeste, corpo: { avancarDias: 5 } });
    expect([r.status, r.corpo.dados.lotesExpirados]).toEqual([200, 1]);
    await entregar();
    expect(de('/teste').map((x) => x.corpo.evento)).toEqual(['venda.registrada', 'lote.expirando', 'lote.expirado']);
    const [, expirando, expirado] = de('/teste').map((x) => x.corpo);
    expect([expirando!.tenantId, expirando!.dados.tipoBeneficio, expirando!.dados.valorDisponivel]).toEqual([c.tenantId, 'Pontos', 80]);
    expect([expirado!.tenantId, expirado!.dados.vendaId, expirado!.dados.tipoBeneficio, expirado!.dados.valorExpirado]).toEqual([
      c.tenantId,
      vendaTeste,
      'Pontos',
      80,
    ]);
    // The reminder was sent at the sandbox's instant (6 days ahead), not on the real clock.
    const linha = await prisma.eventoOutbox.findFirstOrThrow({ where: { webhookEndpointId: ids.teste, tipo: 'lote.expirando' } });
    expect(linha.criadoEm.getTime()).toBeGreaterThan(Date.now() + 5 * 24 * 3600_000);
    expect(de('/producao').map((x) => x.corpo.evento)).toEqual(['venda.registrada']);
  });

  it("an update keeps the environment, and emptying the sandbox deletes the Teste endpoint's deliveries only", async () => {
    const put = await chamar('PUT', `/api/v1/admin/webhooks/${ids.teste}`, {
      token: gestor,
      corpo: { url: `${receptor.base}/teste`, eventos: ['venda.registrada'], ambiente: 'Producao' },
    });
    esperarSucesso(put, 200, 'Webhook atualizado.');
    expect(put.corpo.dados.ambiente).toBe('Teste');

    expect(await prisma.eventoOutbox.count({ where: { webhookEndpointId: ids.teste } })).toBe(3);
    const esvaziar = await chamar('DELETE', '/api/v1/sandbox', { chave: chaveTeste });
    expect(esvaziar.status).toBe(200);
    expect(await prisma.eventoOutbox.count({ where: { webhookEndpointId: ids.teste } })).toBe(0);
    expect(await prisma.eventoOutbox.count({ where: { webhookEndpointId: ids.producao } })).toBe(1);
  });
});
