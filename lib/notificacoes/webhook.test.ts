// Production deliveries connect only to public addresses (docs/webhooks.md, "Security"): the URL
// is checked again at each attempt, and the addresses a name resolves to are checked as the socket
// connects. A local receiver counts what reaches it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iniciarReceptor, type ReceptorDeWebhooks } from '@/lib/testing/receptor-webhook';
import { agenteSoPublico, enviarWebhook, MENSAGEM_ENDERECO_PRIVADO } from './webhook';

let recebidas = 0;
let receptor: ReceptorDeWebhooks;
beforeAll(async () => {
  receptor = await iniciarReceptor(() => {
    recebidas++;
  });
});
afterAll(() => receptor.fechar());

const entrega = { id: 'e1', tipo: 'venda.registrada', tenantId: 't1', criadoEm: new Date('2026-11-28T10:00:00Z'), dados: null };
// A name whose DNS answer points into our network (the rebinding an attacker controls).
const dnsPrivado = ((_h: string, _o: object, responder: (e: null, a: { address: string; family: number }[]) => void) =>
  responder(null, [{ address: '127.0.0.1', family: 4 }])) as never;

describe('enviarWebhook with the production guard', () => {
  it('without the guard (development and tests), the local receiver gets the delivery', async () => {
    const antes = recebidas;
    expect(await enviarWebhook(`${receptor.base}/hook`, 'whsec_x', entrega, new Date(), null)).toBe(200);
    expect(recebidas).toBe(antes + 1);
  });

  it('a stored URL that the production rule refuses is not called', async () => {
    const antes = recebidas;
    await expect(enviarWebhook(`${receptor.base}/hook`, 'whsec_x', entrega, new Date(), agenteSoPublico())).rejects.toMatchObject({
      message: MENSAGEM_ENDERECO_PRIVADO,
      statusHttp: null,
    });
    expect(recebidas).toBe(antes);
  });

  it('a public-looking name that resolves to a private address is refused before connecting', async () => {
    const antes = recebidas;
    await expect(
      enviarWebhook(`https://receptor.exemplo.com.br:${receptor.porta}/hook`, 'whsec_x', entrega, new Date(), agenteSoPublico(dnsPrivado)),
    ).rejects.toMatchObject({
      message: 'Falha de conexão: fetch failed (receptor.exemplo.com.br aponta para um endereço privado (127.0.0.1).)',
      statusHttp: null,
    });
    expect(recebidas).toBe(antes);
  });
});
