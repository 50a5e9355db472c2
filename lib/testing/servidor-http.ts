// The app's API over real HTTP, in the test process: a node:http server that hands each request
// to the real route handler (lib/testing/api.ts, as Next.js would) against the integration
// database. For tests whose subject is a client on the other side of a socket (the PDV SDK, the
// webhook receiver's counterpart): the production server (scripts/servidor.ts) needs a build,
// which the integration stage of `npm test` runs before. It can be stopped and started again on
// the same port, to play a service that goes away in the middle of a run.
import 'server-only';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tratarRequisicao } from '@/lib/testing/api';

export type ServidorHttp = {
  url: string;
  porta: number;
  /** Stops accepting and drops every open connection (the service went away). */
  parar(): Promise<void>;
  /** Listens again on the same port. */
  iniciar(): Promise<void>;
};

async function lerCorpo(req: http.IncomingMessage): Promise<Buffer> {
  const partes: Buffer[] = [];
  for await (const p of req) partes.push(p as Buffer);
  return Buffer.concat(partes);
}

export async function iniciarServidorHttp(porta = 0): Promise<ServidorHttp> {
  const servidor = http.createServer(async (req, res) => {
    try {
      const corpo = await lerCorpo(req);
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
      // As scripts/servidor.ts does: the client address, for the rate limits.
      headers.set('x-fid-ip-cliente', req.socket.remoteAddress ?? '127.0.0.1');
      const r = await tratarRequisicao(
        new Request(`http://127.0.0.1${req.url}`, { method: req.method, headers, body: corpo.length ? new Uint8Array(corpo) : undefined }),
      );
      res.writeHead(r.status, Object.fromEntries(r.headers.entries()));
      res.end(Buffer.from(await r.arrayBuffer()));
    } catch (erro) {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(erro));
    }
  });
  const escutar = (p: number) =>
    new Promise<void>((ok, falha) => {
      servidor.once('error', falha);
      servidor.listen(p, '127.0.0.1', () => {
        servidor.off('error', falha);
        ok();
      });
    });
  await escutar(porta);
  const real = (servidor.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${real}`,
    porta: real,
    async parar() {
      const fechado = new Promise<void>((ok) => servidor.close(() => ok()));
      servidor.closeAllConnections();
      await fechado;
    },
    iniciar: () => escutar(real),
  };
}
