// Keys derived from AUTH_SECRET, one per purpose (admin tokens, club tokens, browser sessions),
// so a token minted for one audience can never verify for another even if a check were missed.
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

export function chaveDerivada(finalidade: Finalidade): Uint8Array {
  return new Uint8Array(createHmac('sha256', segredoAuth()).update(`fidelidade:${finalidade}`).digest());
}
