// The authenticator secret at rest: AES-256-GCM under a key derived from AUTH_SECRET (one purpose,
// `segredo-totp`, lib/segredos.ts), a random 12-byte nonce per encryption, the tag checked on
// reading. The secret never reaches a log, an audit row or an answer after activation.
//
// Key rotation (docs/operacao.md, "Trocar o AUTH_SECRET"): written always under the current key;
// read under the current key or a previous one listed in AUTH_SECRET_ANTERIOR. A secret read under
// a previous key is written again under the current one at the user's next sign-in with a code,
// or for everyone at once by `npm run segredos:recifrar`. A secret no key reads (AUTH_SECRET
// changed without listing the old one) leaves its user to a recovery code or an administrator's
// reset (docs/api-decisoes.md, "Two-step verification").
import 'server-only';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chaveDerivada, chavesDeLeitura } from '@/lib/segredos';
import { log } from '@/lib/log';

const VERSAO = 'v1';

export function cifrarSegredoTotp(segredo: string): string {
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', chaveDerivada('segredo-totp'), iv);
  const dados = Buffer.concat([c.update(segredo, 'utf8'), c.final()]);
  return `${VERSAO}:${Buffer.concat([iv, c.getAuthTag(), dados]).toString('base64url')}`;
}

function decifrarCom(chave: Uint8Array, b: Buffer): string | null {
  try {
    const d = createDecipheriv('aes-256-gcm', chave, b.subarray(0, 12));
    d.setAuthTag(b.subarray(12, 28));
    return Buffer.concat([d.update(b.subarray(28)), d.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** The secret, and whether it was read under a previous key (then the caller writes it again). */
export type SegredoLido = { segredo: string; chaveAnterior: boolean };

/** null when no key reads the value (AUTH_SECRET changed and the old one is not listed) or it was altered. */
export function lerSegredoTotp(cifrado: string): SegredoLido | null {
  const [versao, corpo] = cifrado.split(':');
  if (versao !== VERSAO || !corpo) return null;
  const b = Buffer.from(corpo, 'base64url');
  const chaves = chavesDeLeitura('segredo-totp');
  for (let i = 0; i < chaves.length; i++) {
    const segredo = decifrarCom(chaves[i]!, b);
    if (segredo !== null) return { segredo, chaveAnterior: i > 0 };
  }
  return null;
}

/** The secret for a sign-in or a confirmation; an unreadable one is logged (the user will need a reset). */
export function segredoTotpParaUso(cifrado: string): SegredoLido | null {
  const lido = lerSegredoTotp(cifrado);
  if (!lido) log.warn('Segredo da verificação em duas etapas ilegível com a chave atual e as anteriores (AUTH_SECRET trocado?).');
  return lido;
}
