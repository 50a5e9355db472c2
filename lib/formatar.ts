// Formats for people (pt-BR), usable in server and client components (brazil.md):
// R$ 1.234,56 · 22/11/2026 · ***.456.789-** · (11) 98888-7777.

const moeda = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const inteiro = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

export function reais(v: number | string | null | undefined): string {
  return moeda.format(Number(v ?? 0)).replace(/\u00a0/g, ' ');
}

/** A text's amounts (`R$ 10,00`) kept on one line: the space after `R$` becomes a no-break space. */
export function semQuebraNoValor(texto: string): string {
  return texto.replace(/R\$ (?=\d)/g, 'R$\u00a0');
}

export function pontos(v: number | null | undefined): string {
  const n = Number(v ?? 0);
  return `${inteiro.format(n)} ${n === 1 ? 'ponto' : 'pontos'}`;
}

/** `n` and the word in the number it takes in Portuguese: 1 dia, 90 dias, 1,5 ponto, 0 clientes. */
export function quantos(n: number | null | undefined, singular: string, plural: string): string {
  const v = Number(n ?? 0);
  return `${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 4 }).format(v)} ${Math.abs(v) >= 1 && Math.abs(v) < 2 ? singular : plural}`;
}

export function numero(v: number | null | undefined): string {
  return inteiro.format(Number(v ?? 0));
}

/** `YYYY-MM-DD` or an ISO date-time → `dd/mm/aaaa` (dates are calendar dates: no time zone shift). */
export function data(v: string | null | undefined): string {
  if (!v) return '—';
  const [a, m, d] = v.slice(0, 10).split('-');
  return `${d}/${m}/${a}`;
}

/**
 * An ISO date-time → `dd/mm/aaaa hh:mm` in São Paulo time, or in `fuso` (a store's
 * `fuso_horario`: a sale is shown at the time of its store's clock, as its period filter and CSV).
 */
export function dataHora(v: string | null | undefined, fuso = 'America/Sao_Paulo'): string {
  if (!v) return '—';
  return new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: fuso }).format(new Date(v));
}

/**
 * A phone as people write it: (11) 98765-4321, (11) 3333-4444. The country code a number may be
 * stored with (5511987654321) is left out, as in the masked phone of the club's PIN message
 * (mascararTelefone); anything else is shown as it is.
 */
export function telefone(v: string | null | undefined): string {
  const d = (v ?? '').replace(/\D/g, '').replace(/^55(?=\d{10,11}$)/, '');
  if (d.length === 11) return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
  if (d.length === 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  return v ?? '—';
}

/** Mask applied while typing a CPF: 529.982.247-25. */
export function mascaraCpf(entrada: string): string {
  const d = entrada.replace(/\D/g, '').slice(0, 11);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}.${d.slice(3)}`;
  if (d.length <= 9) return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`;
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}
