// The production rule for webhook URLs (docs/webhooks.md, "Security"). The IPv6 spellings of a
// private IPv4 address used to pass: `https://[::ffff:127.0.0.1]/` and `[::ffff:169.254.169.254]`
// (a cloud's metadata service) were accepted in production.
import { describe, expect, it } from 'vitest';
import { consultaSoPublica, urlDeWebhookPublica } from './url-publica';

describe('urlDeWebhookPublica', () => {
  it.each([
    'https://erp.exemplo.com.br/webhook',
    'https://203.0.113.10/hook',
    'https://[2001:db8::1]/hook',
    'https://[::ffff:8.8.8.8]/hook',
    'https://172.32.0.1/',
    'https://100.128.0.1/',
  ])('accepts %s', (url) => {
    expect(urlDeWebhookPublica(url)).toBe(true);
  });

  it.each([
    'http://erp.exemplo.com.br/webhook',
    'https://localhost/',
    'https://api.localhost/',
    'https://127.0.0.1/',
    'https://127.1/',
    'https://2130706433/',
    'https://0x7f.1/',
    'https://10.1.2.3/',
    'https://172.16.0.1/',
    'https://172.31.255.255/',
    'https://192.168.0.10/',
    'https://169.254.169.254/latest/meta-data/',
    'https://100.64.0.1/',
    'https://0.0.0.0/',
    'https://[::1]/',
    'https://[::]/',
    'https://[::ffff:127.0.0.1]:3998/',
    'https://[0:0:0:0:0:ffff:7f00:1]/',
    'https://[::ffff:169.254.169.254]/',
    'https://[::ffff:10.0.0.1]/',
    'https://[::ffff:192.168.1.1]/',
    'https://[::127.0.0.1]/',
    'https://[fd00::1]/',
    'https://[fc00::1]/',
    'https://[FE80::1]/',
  ])('refuses %s', (url) => {
    expect(urlDeWebhookPublica(url)).toBe(false);
  });
});

describe('consultaSoPublica: the addresses a name resolves to', () => {
  type Endereco = { address: string; family: number };
  // A resolver that answers fixed addresses, as a DNS server under someone else's control could.
  const resolvendoPara =
    (enderecos: Endereco[]) => (_host: string, _opcoes: object, responder: (erro: Error | null, enderecos: Endereco[]) => void) =>
      responder(null, enderecos);
  const consultar = (enderecos: Endereco[], all: boolean) =>
    new Promise<{ erro: (Error & { code?: string }) | null; resposta: unknown }>((fim) =>
      consultaSoPublica(resolvendoPara(enderecos) as never)('receptor.exemplo.com.br', { all }, (erro, endereco, familia) =>
        fim({ erro, resposta: all ? endereco : [endereco, familia] }),
      ),
    );

  it('gives the public addresses, one or all as the socket asks', async () => {
    const publicos = [
      { address: '203.0.113.10', family: 4 },
      { address: '2001:db8::1', family: 6 },
    ];
    expect(await consultar(publicos, true)).toEqual({ erro: null, resposta: publicos });
    expect(await consultar(publicos, false)).toEqual({ erro: null, resposta: ['203.0.113.10', 4] });
  });

  it.each([
    [[{ address: '127.0.0.1', family: 4 }], '127.0.0.1'],
    [[{ address: '169.254.169.254', family: 4 }], '169.254.169.254'],
    [[{ address: '::ffff:10.0.0.5', family: 6 }], '::ffff:10.0.0.5'],
    // One private address among public ones is enough: the socket may pick any of them.
    [
      [
        { address: '203.0.113.10', family: 4 },
        { address: '192.168.1.20', family: 4 },
      ],
      '192.168.1.20',
    ],
  ])('refuses a name resolving to %j', async (enderecos, privado) => {
    const { erro } = await consultar(enderecos, true);
    expect([erro?.code, erro?.message]).toEqual(['EPRIVADO', `receptor.exemplo.com.br aponta para um endereço privado (${privado}).`]);
  });
});
