// A member's referral code (docs/indicacao.md, "O link"): 8 characters of an alphabet without the
// ones people confuse when they read a code aloud or copy it by hand (0/O, 1/I/L), so that
// 32^8 ≈ 10^12 codes make guessing one pointless under the sign-up's rate limits. It is only a
// pointer to the member: what it earns depends on a real purchase of a new member.
import { randomInt } from 'node:crypto';

export const ALFABETO_CODIGO = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const TAMANHO_CODIGO = 8;
const FORMATO = new RegExp(`^[${ALFABETO_CODIGO}]{${TAMANHO_CODIGO}}$`);

export function gerarCodigoIndicacao(): string {
  let c = '';
  for (let i = 0; i < TAMANHO_CODIGO; i++) c += ALFABETO_CODIGO[randomInt(ALFABETO_CODIGO.length)];
  return c;
}

/** The code as typed or carried by a link, in any case and with spaces or dashes; null when it cannot be one. */
export function normalizarCodigoIndicacao(texto: string | null | undefined): string | null {
  if (!texto) return null;
  const c = texto.replace(/[\s-]/g, '').toUpperCase();
  return FORMATO.test(c) ? c : null;
}
