// Exact money. Amounts are decimal.js values from the request to the numeric column; a
// JavaScript number appears only at the JSON boundary (parse and serialize), never in arithmetic.
//
// Rounding rules (docs/regras-de-negocio.md):
// - cashback is rounded half up to the centavo (R$ 0,125 -> R$ 0,13);
// - points are whole points, truncated (12,99 points -> 12).
import DecimalBase from 'decimal.js';

export const Decimal = DecimalBase.clone({ precision: 40, rounding: DecimalBase.ROUND_HALF_UP });
export type Decimal = InstanceType<typeof Decimal>;

export const ZERO = new Decimal(0);

export function dec(v: string | number | Decimal | { toString(): string }): Decimal {
  return v instanceof Decimal ? v : new Decimal(typeof v === 'number' || typeof v === 'string' ? v : v.toString());
}

export function arredondarCentavos(v: Decimal): Decimal {
  return v.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

export function truncarPontos(v: Decimal): Decimal {
  return v.toDecimalPlaces(0, Decimal.ROUND_DOWN);
}

export function minimo(a: Decimal, b: Decimal): Decimal {
  return a.lte(b) ? a : b;
}

/** For the JSON response only: 2 decimals, as a number (the spec's fields are numbers). */
export function paraNumero(v: Decimal | string | null | undefined): number {
  if (v === null || v === undefined) return 0;
  return Number(dec(v).toFixed(2));
}

/** "R$ 1.234,56" for people (notifications, pages). */
export function formatarReais(v: Decimal | string | number): string {
  return new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
    .format(Number(dec(typeof v === 'number' ? String(v) : v).toFixed(2)))
    .replace(/\u00a0/g, ' ');
}
