// The integrator's side of a webhook test: a node:http server on a free port of 127.0.0.1 that
// hands each delivery it receives (path, headers and the whole body as text) to the test, and
// answers what the test says: by default 200 "ok", as a receiver that took the event.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type EntregaRecebida = { caminho: string; headers: http.IncomingHttpHeaders; corpo: string };
export type RespostaDoReceptor = { status: number; headers?: http.OutgoingHttpHeaders; texto?: string };

export type ReceptorDeWebhooks = {
  /** `http://127.0.0.1:<porta>`, without a trailing slash: the test adds the path. */
  base: string;
  porta: number;
  fechar(): Promise<void>;
};

const ACEITA: RespostaDoReceptor = { status: 200, texto: 'ok' };

export async function iniciarReceptor(receber: (e: EntregaRecebida) => RespostaDoReceptor | void): Promise<ReceptorDeWebhooks> {
  const servidor = http.createServer(async (req, res) => {
    const partes: Buffer[] = [];
    for await (const p of req) partes.push(p as Buffer);
    const r = receber({ caminho: req.url ?? '', headers: req.headers, corpo: Buffer.concat(partes).toString() }) ?? ACEITA;
    res.writeHead(r.status, r.headers).end(r.texto);
  });
  await new Promise<void>((ok) => servidor.listen(0, '127.0.0.1', ok));
  const porta = (servidor.address() as AddressInfo).port;
  return { base: `http://127.0.0.1:${porta}`, porta, fechar: () => new Promise<void>((ok) => servidor.close(() => ok())) };
}
