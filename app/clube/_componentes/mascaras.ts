// Masks applied while typing in the club's forms (the CPF one is the kit's, lib/formatar.ts).

/**
 * Brazilian phone while typing: (11) 3888-7777 or (11) 98888-7777. An international number
 * (starting with +) is left as typed: the API accepts 10 to 13 digits with +, spaces, dots,
 * dashes and parentheses (lib/api/campos-documentos.ts `telefoneValido`).
 */
export function mascaraTelefone(entrada: string): string {
  if (entrada.trim().startsWith('+')) return entrada;
  const d = entrada.replace(/\D/g, '').slice(0, 11);
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 2)}) ${d.slice(2)}`;
  if (d.length <= 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
}
