// A TCP proxy the tests put between the SDK and the service, to break the network in the ways a
// PDV meets: pass through, cut the connection after the service answered (the service committed,
// the client sees a network error), answer an error itself (503/429 with Retry-After), or answer
// as a box in the way would: an HTML page of a corporate proxy, firewall or captive portal.
import net from 'node:net';
import type { AddressInfo } from 'node:net';

export type ModoProxy =
  | { tipo: 'repassar' }
  | { tipo: 'cortarResposta' }
  | { tipo: 'responder'; status: number; retryAfter?: number }
  /** An HTML page with this status, not the service's envelope; the request never reaches the service. */
  | { tipo: 'html'; status: number };

export type ProxyTcp = {
  url: string;
  /** Modes for the next connections, in order; when they run out, 'repassar'. */
  proximos(...modos: ModoProxy[]): void;
  /** Connections whose answer reached the service (cut or passed). */
  repassadas: number;
  fechar(): Promise<void>;
};

export async function iniciarProxy(destino: { porta: number }): Promise<ProxyTcp> {
  const fila: ModoProxy[] = [];
  const sockets = new Set<net.Socket>();
  const p: ProxyTcp = {
    url: '',
    repassadas: 0,
    proximos: (...m) => fila.push(...m),
    fechar: () =>
      new Promise((ok) => {
        for (const s of sockets) s.destroy();
        servidor.close(() => ok());
      }),
  };
  const servidor = net.createServer((cliente) => {
    sockets.add(cliente);
    cliente.on('close', () => sockets.delete(cliente));
    cliente.on('error', () => undefined);
    const modo = fila.shift() ?? { tipo: 'repassar' };
    if (modo.tipo === 'responder') {
      cliente.once('data', () => {
        const corpo = JSON.stringify({ sucesso: false, dados: null, mensagem: 'Indisponível', erros: ['Serviço indisponível.'] });
        cliente.end(
          `HTTP/1.1 ${modo.status} X\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(corpo)}\r\n` +
            (modo.retryAfter !== undefined ? `retry-after: ${modo.retryAfter}\r\n` : '') +
            `connection: close\r\n\r\n${corpo}`,
        );
      });
      return;
    }
    if (modo.tipo === 'html') {
      cliente.once('data', () => {
        const corpo = `<!DOCTYPE html><html><head><title>Acesso negado</title></head><body><h1>${modo.status}</h1><p>Política de navegação da empresa.</p></body></html>`;
        cliente.end(
          `HTTP/1.1 ${modo.status} X\r\ncontent-type: text/html; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(corpo)}\r\n` +
            (modo.status === 407 ? 'proxy-authenticate: Basic realm="proxy"\r\n' : '') +
            `connection: close\r\n\r\n${corpo}`,
        );
      });
      return;
    }
    const servico = net.connect(destino.porta, '127.0.0.1');
    sockets.add(servico);
    servico.on('close', () => sockets.delete(servico));
    servico.on('error', () => cliente.destroy());
    cliente.pipe(servico);
    if (modo.tipo === 'repassar') {
      servico.pipe(cliente);
      servico.once('data', () => p.repassadas++);
    } else {
      // The service answered, so it committed: the client gets a reset instead of the answer.
      servico.once('data', () => {
        p.repassadas++;
        cliente.resetAndDestroy();
        servico.destroy();
      });
    }
  });
  await new Promise<void>((ok) => servidor.listen(0, '127.0.0.1', ok));
  p.url = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`;
  return p;
}
