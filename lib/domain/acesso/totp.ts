// Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP) as authenticator apps compute
// them: HMAC-SHA1, 6 digits, 30-second steps, the secret in base32 (RFC 4648, no padding). Pure:
// no database, no clock of its own (the caller passes the time), so the e2e spec computes the
// same codes the server checks.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const TOTP_DIGITOS = 6;
export const TOTP_PASSO_S = 30;
/** Steps accepted on each side of the current one: a phone's clock a little off still works. */
export const TOTP_JANELA = 1;

const ALFABETO = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32(bytes: Uint8Array): string {
  let bits = 0;
  let valor = 0;
  let saida = '';
  for (const b of bytes) {
    valor = (valor << 8) | b;
    bits += 8;
    while (bits >= 5) {
      saida += ALFABETO[(valor >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) saida += ALFABETO[(valor << (5 - bits)) & 31];
  return saida;
}

/** Spaces, hyphens and lower case are accepted (people type the grouped form); null if not base32. */
export function deBase32(texto: string): Buffer | null {
  const limpo = texto.replace(/[\s-]/g, '').replace(/=+$/, '').toUpperCase();
  let bits = 0;
  let valor = 0;
  const saida: number[] = [];
  for (const c of limpo) {
    const i = ALFABETO.indexOf(c);
    if (i < 0) return null;
    valor = (valor << 5) | i;
    bits += 5;
    if (bits >= 8) {
      saida.push((valor >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(saida);
}

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), in base32. */
export function novoSegredoTotp(): string {
  return base32(randomBytes(20));
}

/** The time step of an instant (milliseconds since the epoch). */
export function passoDe(ms: number): number {
  return Math.floor(ms / 1000 / TOTP_PASSO_S);
}

/** HOTP (RFC 4226 §5.3) of one counter: dynamic truncation, then the last `digitos` decimal digits. */
export function hotp(
  chave: Uint8Array,
  contador: number,
  digitos = TOTP_DIGITOS,
  algoritmo: 'sha1' | 'sha256' | 'sha512' = 'sha1',
): string {
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(contador));
  const h = createHmac(algoritmo, chave).update(msg).digest();
  const o = h[h.length - 1]! & 0x0f;
  const n = ((h[o]! & 0x7f) << 24) | (h[o + 1]! << 16) | (h[o + 2]! << 8) | h[o + 3]!;
  return String(n % 10 ** digitos).padStart(digitos, '0');
}

/** The code an authenticator app shows at `ms` for a base32 secret. */
export function codigoTotp(segredo: string, ms: number): string {
  return hotp(deBase32(segredo) ?? Buffer.alloc(0), passoDe(ms));
}

/**
 * The step whose code `codigo` is, within ±TOTP_JANELA of `ms` and after `ultimoPasso` (a code of
 * an accepted step, or of an earlier one, is refused: it may have been seen over a shoulder or in a
 * phishing page); null when it matches none. Every candidate is compared, in constant time.
 */
export function conferirTotp(segredo: string, codigo: string, ms: number, ultimoPasso: number | null): number | null {
  const chave = deBase32(segredo);
  if (!chave || !/^\d{6}$/.test(codigo)) return null;
  const atual = passoDe(ms);
  let aceito: number | null = null;
  for (let passo = atual - TOTP_JANELA; passo <= atual + TOTP_JANELA; passo++) {
    const igual = timingSafeEqual(Buffer.from(hotp(chave, passo)), Buffer.from(codigo));
    if (igual && (ultimoPasso === null || passo > ultimoPasso) && aceito === null) aceito = passo;
  }
  return aceito;
}

/** The `otpauth://` address the QR code carries (Google Authenticator's key URI format). */
export function uriOtpauth(segredo: string, conta: string, emissor = 'Fidelidade'): string {
  const rotulo = encodeURIComponent(`${emissor}:${conta}`);
  const q = new URLSearchParams({
    secret: segredo,
    issuer: emissor,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITOS),
    period: String(TOTP_PASSO_S),
  });
  return `otpauth://totp/${rotulo}?${q.toString()}`;
}
