// A `Teste` endpoint keeps receiving after the integrator moves the sandbox's clock
// (docs/integracao-pdv.md, sections 5 and 6): the facts of a sandbox ahead of the real clock are
// stamped with the sandbox's instant (`criadoEm`), but they are due now, on the real clock the
// dispatcher runs on. Before, their delivery waited for the real clock to reach the sandbox's
// instant: after `avancarDias: 6`, six days for the sale's and the reminder's webhooks.
// Real handlers, a real PostgreSQL database and a local receiver; nothing here moves a delivery's
// due time by hand (ambiente.int.test.ts does, to test where deliveries go).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '@/lib/db';
import { chamar } from '@/lib/testing/api';
import { cenarioPadrao, cpfAleatorio, criarUsuario } from '@/lib/testing/cenario';
import { gerarChave } from '@/lib/domain/acesso/chave-api';
import { despacharOutbox } from '@/lib/notificacoes/despachar-outbox';
import { esperarSucesso } from '@/lib/testing/esperar';
import { iniciarReceptor, type ReceptorDeWebhooks } from '@/lib/testing/receptor-webhook';

type Corpo = { id: string; evento: string; criadoEm: string; dados: Record<string, unknown> };

let receptor: ReceptorDeWebhooks;
const recebidos: Corpo[] = [];
let c: Awaited<ReturnType<typeof cenarioPadrao>>;
let chaveTeste = '';
let endpoint = '';

beforeAll(async () => {
  receptor = await iniciarReceptor(({ corpo }) => {
    recebidos.push(JSON.parse(corpo) as Corpo);
  });
  // Points that last 10 days: 6 days on, they are inside the 5-day reminder window.
  c = await cenarioPadrao({ pontos: { validadeDias: 10 } });
  const k = gerarChave('Teste');
  await prisma.chaveApi.create({ data: { tenantId: c.tenantId, nome: 'PDV teste', prefixo: k.prefixo, hash: k.hash, ambiente: 'Teste' } });
  chaveTeste = k.chave;
  const gestor = (await criarUsuario(c.tenantId, 'AdminTenant')).token;
  const w = await chamar('POST', '/api/v1/admin/webhooks', {
    token: gestor,
    corpo: {
      url: `${receptor.base}/`,
      eventos: ['venda.registrada', 'lote.expirando', 'lote.expirado'],
      ambiente: 'Teste',
    },
  });
  esperarSucesso(w, 201, 'Webhook criado. Copie o segredo agora: ele não será exibido novamente.');
  endpoint = w.corpo.dados.id;
});
afterAll(() => receptor.fechar());

/** What the dispatcher sends now, as its scheduled run would (only due deliveries are claimed). */
async function despacharAgora() {
  const pendentes = await prisma.eventoOutbox.findMany({
    where: { webhookEndpointId: endpoint, status: 'Pendente' },
    select: { id: true },
  });
  return despacharOutbox({ ids: pendentes.map((p) => p.id) });
}

describe('a Teste endpoint after the sandbox clock moved', () => {
  it("receives at once the reminder the move wrote and a sale made after it, each stamped at the sandbox's instant", async () => {
    const cpf = cpfAleatorio();
    const antes = await chamar('POST', '/api/v1/venda', {
      chave: chaveTeste,
      corpo: { cnpjLoja: c.loja.cnpj, cpfCliente: cpf, valorVenda: 80, documentoExterno: 'RELOGIO-1' },
    });
    esperarSucesso(antes, 200, 'Venda registrada com sucesso.');
    expect(await despacharAgora()).toMatchObject({ enviados: 1, falhas: 0 });

    const mover = await chamar('POST', '/api/v1/sandbox/relogio', { chave: chaveTeste, corpo: { avancarDias: 6 } });
    esperarSucesso(mover, 200, 'Relógio da sandbox avançado em 6 dias.');
    const depois = await chamar('POST', '/api/v1/venda', {
      chave: chaveTeste,
      corpo: { cnpjLoja: c.loja.cnpj, cpfCliente: cpf, valorVenda: 30, documentoExterno: 'RELOGIO-2' },
    });
    esperarSucesso(depois, 200, 'Venda registrada com sucesso.');

    // Due on the real clock: nothing waits for the real clock to reach the sandbox's instant.
    const linhas = await prisma.eventoOutbox.findMany({ where: { webhookEndpointId: endpoint, status: 'Pendente' } });
    expect(linhas.map((l) => l.tipo).sort()).toEqual(['lote.expirando', 'venda.registrada']);
    for (const l of linhas) expect(l.proximaTentativaEm.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await despacharAgora()).toMatchObject({ enviados: 2, falhas: 0 });

    // The last two left in one dispatch, side by side (WEBHOOKS_SIMULTANEOS): either may arrive first.
    const recebido = (r: Corpo) => [r.evento, r.dados.vendaId ?? r.dados.valorDisponivel];
    expect(recebidos.slice(0, 1).map(recebido)).toEqual([['venda.registrada', antes.corpo.dados.vendaId]]);
    expect(recebidos.slice(1).map(recebido).sort()).toEqual(
      [
        ['lote.expirando', 80],
        ['venda.registrada', depois.corpo.dados.vendaId],
      ].sort(),
    );
    // The body still tells the sandbox's instant, six days ahead of the real clock.
    const seisDias = Date.parse(mover.corpo.dados.agora);
    for (const r of recebidos.slice(1)) expect(Math.abs(Date.parse(r.criadoEm) - seisDias)).toBeLessThan(60_000);
  });

  it('receives at once the expiry a second move wrote', async () => {
    // Day 11: the 80 points of day 0 have expired.
    const mover = await chamar('POST', '/api/v1/sandbox/relogio', { chave: chaveTeste, corpo: { avancarDias: 5 } });
    esperarSucesso(mover, 200, 'Relógio da sandbox avançado em 5 dias.');
    expect(mover.corpo.dados.lotesExpirados).toBe(1);
    expect(await despacharAgora()).toMatchObject({ enviados: 1, falhas: 0 });
    const [expirado, ...resto] = recebidos.slice(3);
    expect(resto).toEqual([]);
    expect([expirado!.evento, expirado!.dados.tipoBeneficio, expirado!.dados.valorExpirado]).toEqual(['lote.expirado', 'Pontos', 80]);
    expect(Math.abs(Date.parse(expirado!.criadoEm) - Date.parse(mover.corpo.dados.agora))).toBeLessThan(60_000);
  });
});
