// A WhatsApp provider on a local HTTP port, speaking the contract of lib/notificacoes/canais.ts,
// for the outbox tests: it can fail the first N sends, and it deduplicates by Idempotency-Key as
// a real idempotent provider does (what reaches "the customer" is `entregues`).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ProvedorFalso = {
  url: string;
  tentativas: { chave: string; para: string; texto: string }[];
  entregues: Map<string, { para: string; texto: string }>;
  falharProximas(n: number): void;
  fechar(): Promise<void>;
};

export async function iniciarProvedorWhatsapp(o: { semWhatsapp?: string[] } = {}): Promise<ProvedorFalso> {
  let falhas = 0;
  const tentativas: ProvedorFalso['tentativas'] = [];
  const entregues: ProvedorFalso['entregues'] = new Map();
  const servidor = http.createServer((req, res) => {
    let corpo = '';
    req.on('data', (d) => (corpo += d));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/mensagens') {
        const { para, texto } = JSON.parse(corpo) as { para: string; texto: string };
        const chave = String(req.headers['idempotency-key'] ?? '');
        tentativas.push({ chave, para, texto });
        if (falhas > 0) {
          falhas--;
          res.writeHead(503).end('{"erro":"indisponível"}');
          return;
        }
        if (!entregues.has(chave)) entregues.set(chave, { para, texto });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
        return;
      }
      const m = /^\/contatos\/(.+)$/.exec(req.url ?? '');
      if (req.method === 'GET' && m) {
        const numero = decodeURIComponent(m[1]!);
        const noWhatsapp = !(o.semWhatsapp ?? []).includes(numero);
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ noWhatsapp, jid: noWhatsapp ? `${numero.slice(1)}@s.whatsapp.net` : null }));
        return;
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((r) => servidor.listen(0, '127.0.0.1', r));
  const { port } = servidor.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    tentativas,
    entregues,
    falharProximas: (n) => (falhas = n),
    fechar: () => new Promise((r) => servidor.close(() => r())),
  };
}
