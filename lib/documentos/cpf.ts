// CPF: 11 digits, two mod-11 check digits (../shared/notes/brazil.md).

/** Keeps only the digits, so `123.456.789-09` and `12345678909` are the same CPF. */
export function normalizarCpf(entrada: string): string {
  return entrada.replace(/\D/g, '');
}

export function cpfValido(entrada: string): boolean {
  const cpf = normalizarCpf(entrada);
  // Only dots, dashes and spaces may surround the digits.
  if (/[^\d.\-\s]/.test(entrada)) return false;
  if (cpf.length !== 11) return false;
  // Eleven equal digits pass the arithmetic but are not valid CPFs.
  if (/^(\d)\1{10}$/.test(cpf)) return false;
  const d = cpf.split('').map(Number);
  const dv = (n: number) => {
    let soma = 0;
    for (let i = 0; i < n; i++) soma += d[i]! * (n + 1 - i);
    const resto = soma % 11;
    return resto < 2 ? 0 : 11 - resto;
  };
  return dv(9) === d[9] && dv(10) === d[10];
}

export function formatarCpf(cpf: string): string {
  const c = normalizarCpf(cpf);
  return c.length === 11 ? `${c.slice(0, 3)}.${c.slice(3, 6)}.${c.slice(6, 9)}-${c.slice(9)}` : c;
}

/** `***.456.789-**`: what screens and logs may show. */
export function mascararCpf(cpf: string): string {
  const c = normalizarCpf(cpf);
  return c.length === 11 ? `***.${c.slice(3, 6)}.${c.slice(6, 9)}-**` : '***';
}
