// The client's IP, for rate limits. It comes from ONE trusted place only:
// - TRUSTED_PROXY_HEADER set: that header, written by the reverse proxy in front of the app
//   (the deployment must make the app reachable only through that proxy);
// - otherwise the socket's address, which scripts/servidor.ts writes into `x-fid-ip-cliente`
//   (overwriting anything a client sent under that name).
// `X-Forwarded-For` sent by a client is never read: forging it changes nothing.
import 'server-only';
import { env } from '@/lib/env';
import { log } from '@/lib/log';

let avisou = false;

export function ipDoCliente(req: Request): string {
  return ipDosCabecalhos((nome) => req.headers.get(nome));
}

/** Same, from any header source (next-auth hands its callbacks a plain object). */
export function ipDosCabecalhos(ler: (nome: string) => string | null | undefined): string {
  const e = env();
  if (e.TRUSTED_PROXY_HEADER) {
    const v = ler(e.TRUSTED_PROXY_HEADER.toLowerCase());
    const primeiro = v?.split(',')[0]?.trim();
    if (primeiro) return primeiro;
  }
  if (e.FID_SERVIDOR === '1') {
    const v = ler('x-fid-ip-cliente');
    if (v) return v;
  }
  if (!avisou) {
    avisou = true;
    log.warn(
      'IP do cliente desconhecido: rode com `npm start` (scripts/servidor.ts) ou configure TRUSTED_PROXY_HEADER; os limites por IP ficam compartilhados.',
    );
  }
  return 'desconhecido';
}
