// The production (and development) HTTP server: Next.js behind a thin Node server whose only job
// is to tell the app the client's IP in a way a client cannot forge. Next.js passes a
// client-sent `X-Forwarded-For` through untouched, so the app never reads it; this server writes
// the socket's address into `x-fid-ip-cliente`, overwriting anything a client sent under that
// name, or — when TRUSTED_PROXY_HEADER names the header of the reverse proxy in front — the app
// reads that header instead (lib/api/ip.ts).
//
// Usage: tsx scripts/servidor.ts [--dev] (port: PORT, default 3000; host: HOST, default 0.0.0.0 —
// not HOSTNAME, which Docker sets to the container's id)
import { createServer } from 'node:http';
import path from 'node:path';
import next from 'next';

const raiz = path.resolve(import.meta.dirname, '..');
const dev = process.argv.includes('--dev');
const porta = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';

process.env.FID_SERVIDOR = '1';
// next-auth builds its callback URLs from NEXTAUTH_URL; the app's public address is APP_URL.
if (process.env.APP_URL) process.env.NEXTAUTH_URL ??= process.env.APP_URL;
process.env.NEXT_TELEMETRY_DISABLED ??= '1';
if (!dev) (process.env as Record<string, string>).NODE_ENV = 'production';

async function main() {
  const app = next({ dev, dir: raiz, hostname: host, port: porta });
  const tratar = app.getRequestHandler();
  await app.prepare();
  const servidor = createServer((req, res) => {
    req.headers['x-fid-ip-cliente'] = req.socket.remoteAddress ?? 'desconhecido';
    void tratar(req, res);
  });
  servidor.keepAliveTimeout = 65_000;
  servidor.listen(porta, host, () => {
    console.log(`Fidelidade ouvindo em http://${host === '0.0.0.0' ? 'localhost' : host}:${porta} (${dev ? 'desenvolvimento' : 'produção'})`);
  });
  const encerrar = () => {
    servidor.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGTERM', encerrar);
  process.on('SIGINT', encerrar);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
