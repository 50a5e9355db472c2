// Keys derived from AUTH_SECRET, one per purpose (admin tokens, club tokens, browser sessions),
// so a token minted for one audience can never verify for another even if a check were missed.
// The previous secrets (AUTH_SECRET_ANTERIOR) only read data at rest (`chavesDeLeitura`).
import 'server-only';
import { createHmac, randomBytes } from 'node:crypto';
import { env } from '@/lib/env';
import { log } from '@/lib/log';

let efemero: string | undefined;

export function segredoAuth(): string {
  const e = env();
  if (e.AUTH_SECRET) return e.AUTH_SECRET;
  if (e.NODE_ENV === 'production') throw new Error('AUTH_SECRET não configurado (obrigatório em produção).');
  if (!efemero) {
    efemero = randomBytes(32).toString('hex');
    log.warn('AUTH_SECRET não configurado: usando um segredo aleatório deste processo (tokens não sobrevivem a um reinício).');
  }
  return efemero;
}

export type Finalidade =
  'token-admin' | 'token-clube' | 'sessao-navegador' | 'pin-clube' | 'cadastro-clube' | 'mascara-anonima' | 'descadastro' | 'segredo-totp';

function derivar(segredo: string, finalidade: Finalidade): Uint8Array {
  return new Uint8Array(createHmac('sha256', segredo).update(`fidelidade:${finalidade}`).digest());
}

export function chaveDerivada(finalidade: Finalidade): Uint8Array {
  return derivar(segredoAuth(), finalidade);
}

/**
 * The purposes whose data lives on after a rotation of AUTH_SECRET: an unsubscribe link in an
 * e-mail sent last year must still opt the customer out (LGPD), and a user's authenticator must
 * not stop working. Tokens, sessions and PINs are not among them, on purpose: rotating the secret
 * after a leak must end every one of them.
 */
export type FinalidadeEmRepouso = Extract<Finalidade, 'descadastro' | 'segredo-totp'>;

/**
 * The keys that may READ data of `finalidade`: the current one first, then those of
 * AUTH_SECRET_ANTERIOR, newest first. Data is always written under the current key only.
 */
export function chavesDeLeitura(finalidade: FinalidadeEmRepouso): Uint8Array[] {
  return [chaveDerivada(finalidade), ...env().AUTH_SECRET_ANTERIOR.map((s) => derivar(s, finalidade))];
}
