// CNPJ typed in a form: since July 2026 the first 12 characters may be letters (IN RFB
// 2.229/2024, lib/documentos/cnpj.ts), the last 2 are digits. The mask upper-cases and places
// the punctuation as the person types: 12.ABC.345/01DE-35. The API validates the check digits.

export function mascaraCnpj(entrada: string): string {
  const bruto = entrada.toUpperCase().replace(/[^0-9A-Z]/g, '');
  const base = bruto.slice(0, 12);
  const dv = bruto.slice(12).replace(/\D/g, '').slice(0, 2);
  const c = base + (base.length === 12 ? dv : '');
  const partes = [c.slice(0, 2), c.slice(2, 5), c.slice(5, 8), c.slice(8, 12), c.slice(12, 14)];
  let s = partes[0]!;
  if (partes[1]) s += `.${partes[1]}`;
  if (partes[2]) s += `.${partes[2]}`;
  if (partes[3]) s += `/${partes[3]}`;
  if (partes[4]) s += `-${partes[4]}`;
  return s;
}
