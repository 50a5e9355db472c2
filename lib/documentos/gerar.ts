// Valid CPFs and CNPJs made up on the spot, for tests, the benchmark and demo data (never for
// real people). Pure: no database, usable from Playwright and scripts as well.
import { randomInt } from 'node:crypto';
import { completarCnpj } from './cnpj';

export function cpfAleatorio(): string {
  for (;;) {
    const base = Array.from({ length: 9 }, () => randomInt(10));
    if (base.every((d) => d === base[0])) continue;
    const dv = (ds: number[]) => {
      const n = ds.length + 1;
      const soma = ds.reduce((s, d, i) => s + d * (n - i), 0);
      const r = soma % 11;
      return r < 2 ? 0 : 11 - r;
    };
    const d1 = dv(base);
    const d2 = dv([...base, d1]);
    return [...base, d1, d2].join('');
  }
}

/** A branch-0001 CNPJ; `alfanumerico` makes the new letters-and-digits form (IN RFB 2.229/2024). */
export function cnpjAleatorio(alfanumerico = false): string {
  const chars = alfanumerico ? '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ' : '0123456789';
  let base = '';
  for (let i = 0; i < 8; i++) base += chars[randomInt(chars.length)];
  return completarCnpj(`${base}0001`);
}
