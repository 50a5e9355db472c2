// The authenticator secret at rest: AES-256-GCM under a key derived from AUTH_SECRET (one purpose,
// `segredo-totp`, lib/segredos.ts), a random 12-byte nonce per encryption, the tag checked on
// reading. The secret never reaches a log, an audit row or an answer after activation.
//
// Key rotation: a new AUTH_SECRET makes every stored secret unreadable (as it ends every session).
// The users who had two-step verification on then sign in with a recovery code (and turn it on
// again), or an administrator resets it (docs/api-decisoes.md, "Two-step verification").
import 'server-only';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chaveDerivada } from '@/lib/segredos';
import { log } from '@/lib/log';

const VERSAO = 'v1';

export function cifrarSegredoTotp(segredo: string): string {
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', chaveDerivada('segredo-totp'), iv);
  const dados = Buffer.concat([c.update(segredo, 'utf8'), c.final()]);
  return `${VERSAO}:${Buffer.concat([iv, c.getAuthTag(), dados]).toString('base64url')}`;
}

/** null when the value was not written under the current key (AUTH_SECRET changed) or was altered. */
export function decifrarSegredoTotp(cifrado: string): string | null {
  const [versao, corpo] = cifrado.split(':');
  if (versao !== VERSAO || !corpo) return null;
  const b = Buffer.from(corpo, 'base64url');
  try {
    const d = createDecipheriv('aes-256-gcm', chaveDerivada('segredo-totp'), b.subarray(0, 12));
    d.setAuthTag(b.subarray(12, 28));
    return Buffer.concat([d.update(b.subarray(28)), d.final()]).toString('utf8');
  } catch {
    log.warn('Segredo da verificação em duas etapas ilegível com a chave atual (AUTH_SECRET trocado?).');
    return null;
  }
}
