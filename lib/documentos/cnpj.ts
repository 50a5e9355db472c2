// CNPJ: 14 characters; since July 2026 the first 12 may be letters (IN RFB 2.229/2024).
// Each character is worth its ASCII code minus 48; two mod-11 check digits (brazil.md).

/** Removes the mask and upper-cases: `12.abc.345/01de-35` -> `12ABC34501DE35`. */
export function normalizarCnpj(entrada: string): string {
  return entrada.replace(/[.\-/\s]/g, '').toUpperCase();
}

const PESOS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const PESOS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

function digito(base: string, pesos: number[]): number {
  let soma = 0;
  for (let i = 0; i < pesos.length; i++) soma += (base.charCodeAt(i) - 48) * pesos[i]!;
  const resto = soma % 11;
  return resto < 2 ? 0 : 11 - resto;
}

export function cnpjValido(entrada: string): boolean {
  const cnpj = normalizarCnpj(entrada);
  if (!/^[0-9A-Z]{12}[0-9]{2}$/.test(cnpj)) return false;
  // Fourteen equal digits pass the arithmetic (like CPF) but are not issued.
  if (/^(\d)\1{13}$/.test(cnpj)) return false;
  const d1 = digito(cnpj.slice(0, 12), PESOS_1);
  const d2 = digito(cnpj.slice(0, 12) + d1, PESOS_2);
  return cnpj.endsWith(`${d1}${d2}`);
}

/** Check digits for a 12-character base: used by the seed and tests to make valid CNPJs. */
export function completarCnpj(base12: string): string {
  const base = normalizarCnpj(base12);
  const d1 = digito(base, PESOS_1);
  const d2 = digito(base + d1, PESOS_2);
  return `${base}${d1}${d2}`;
}

export function formatarCnpj(cnpj: string): string {
  const c = normalizarCnpj(cnpj);
  return c.length === 14 ? `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}` : c;
}
