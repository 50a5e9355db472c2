// A delivery's failure text (`evento_outbox.ultimo_erro`, the `ultimoErro` of the delivery log) never
// holds a CPF, an e-mail or a phone (docs/webhooks.md, "Delivering"): the dispatcher masks it before
// storing it, and the panel's API masks it again on the way out. Real handlers, a real PostgreSQL
// database and a local receiver.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '@/lib/db';
import { chamar } from '@/lib/testing/api';
import { cenarioPadrao, cpfAleatorio, criarUsuario } from '@/lib/testing/cenario';
import { despacharOutbox } from '@/lib/notificacoes/despachar-outbox';
import { esperarSucesso } from '@/lib/testing/esperar';
import { iniciarReceptor, type ReceptorDeWebhooks } from '@/lib/testing/receptor-webhook';

const CPF = '529.982.247-25';
const EMAIL = 'ana.souza@exemplo.com.br';
const TELEFONE = '+55-11-98765-4321';
const PESSOAIS = [CPF, '52998224725', EMAIL, TELEFONE, '98765-4321', 's3nh4'];

let receptor: ReceptorDeWebhooks;
let base = '';
let c: Awaited<ReturnType<typeof cenarioPadrao>>;
let gestor = '';

beforeAll(async () => {
  // A receiver that refuses with an error page quoting the customer it looked up.
  receptor = await iniciarReceptor(() => ({
    status: 500,
    headers: { 'content-type': 'text/plain' },
    texto: `Cliente ${CPF} (${EMAIL}) não encontrado`,
  }));
  base = `127.0.0.1:${receptor.porta}`;
  c = await cenarioPadrao();
  gestor = (await criarUsuario(c.tenantId, 'AdminTenant')).token;
});
afterAll(() => receptor.fechar());

async function criarEndpoint(url: string): Promise<string> {
  const r = await chamar('POST', '/api/v1/admin/webhooks', { token: gestor, corpo: { url, eventos: ['venda.registrada'] } });
  esperarSucesso(r, 201, 'Webhook criado. Copie o segredo agora: ele não será exibido novamente.');
  return r.corpo.dados.id;
}

/** One attempt of the endpoint's delivery of a new sale; the stored row and the panel's answer. */
async function umaTentativa(webhookId: string) {
  const venda = await chamar('POST', '/api/v1/venda', {
    chave: c.chave,
    corpo: { cnpjLoja: c.loja.cnpj, cpfCliente: cpfAleatorio(), valorVenda: 50 },
  });
  expect(venda.status).toBe(200);
  const { id } = await prisma.eventoOutbox.findFirstOrThrow({ where: { webhookEndpointId: webhookId, status: 'Pendente' } });
  expect(await despacharOutbox({ ids: [id] })).toMatchObject({ enviados: 0, falhas: 1 });
  const linha = await prisma.eventoOutbox.findUniqueOrThrow({ where: { id } });
  const log = await chamar('GET', `/api/v1/admin/webhooks/${webhookId}/entregas`, { token: gestor });
  expect(log.status).toBe(200);
  return { linha, log };
}

const semDadosPessoais = (texto: string) => {
  for (const dado of PESSOAIS) expect(texto).not.toContain(dado);
};

describe('the failure text of a webhook delivery', () => {
  it("keeps only the status of a 500 whose body names a customer, never the body's CPF or e-mail", async () => {
    const { linha, log } = await umaTentativa(await criarEndpoint(`http://${base}/webhooks`));
    expect([linha.status, linha.statusHttp, linha.ultimoErro]).toEqual(['Pendente', 500, 'O endpoint respondeu HTTP 500.']);
    expect(log.corpo.dados.itens[0]).toMatchObject({ statusHttp: 500, ultimoErro: 'O endpoint respondeu HTTP 500.' });
    semDadosPessoais(log.texto);
  });

  it('is masked when the failure quotes personal data and a password (fetch refuses a URL with credentials, quoting it)', async () => {
    // The API refuses such a URL now (webhooks.int.test.ts); an endpoint stored before that rule still has it.
    const webhookId = await criarEndpoint(`http://${base}/credenciais`);
    const url = `http://integrador:s3nh4@${base}/clientes/${CPF}/${EMAIL}/${TELEFONE}`;
    await prisma.webhookEndpoint.update({ where: { id: webhookId }, data: { url } });
    const { linha, log } = await umaTentativa(webhookId);
    const esperado = `Falha de conexão: Request cannot be constructed from a URL that includes credentials: http://***@${base}/clientes/***CPF***/***@***/***TELEFONE***`;
    expect([linha.status, linha.statusHttp, linha.ultimoErro]).toEqual(['Pendente', null, esperado]);
    expect(log.corpo.dados.itens[0]).toMatchObject({ statusHttp: null, ultimoErro: esperado });
    semDadosPessoais(linha.ultimoErro!);
    semDadosPessoais(log.texto);
  });

  it('is masked in the panel also for a row stored unmasked before the dispatcher masked it', async () => {
    const webhookId = await criarEndpoint(`http://${base}/antigo`);
    await prisma.eventoOutbox.create({
      data: {
        tenantId: c.tenantId,
        webhookEndpointId: webhookId,
        tipo: 'venda.registrada',
        chave: `teste-antigo:${webhookId}`,
        status: 'Falhou',
        payload: { dados: null },
        ultimoErro: `Recusado: cliente ${CPF}, ${EMAIL}, (11) 98765-4321`,
      },
    });
    const log = await chamar('GET', `/api/v1/admin/webhooks/${webhookId}/entregas`, { token: gestor });
    expect(log.status).toBe(200);
    expect(log.corpo.dados.itens[0]).toMatchObject({
      status: 'Falhou',
      ultimoErro: 'Recusado: cliente ***CPF***, ***@***, ***TELEFONE***',
    });
    semDadosPessoais(log.texto);
  });
});
