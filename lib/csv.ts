// CSV for Excel in Brazil (docs/exportacoes.md): Excel with a pt-BR locale opens a file by
// double click when it is UTF-8 with a BOM (without it, "João" becomes "JoÃ£o"), separated by `;`
// (the comma is the decimal separator there), with comma decimals and dd/mm/aaaa hh:mm dates.
// Fields are quoted RFC 4180 style when they hold `;`, `"`, a line break, or start with a
// character a spreadsheet would run as a formula (CSV injection, OWASP): those get a leading `'`.
// Pure module: no I/O, shared by the export routes and their tests.

import { BOM, lerRegistrosCsv } from '@/lib/csv-leitura';

export { BOM };
export const SEPARADOR = ';';
export const FIM_DE_LINHA = '\r\n';

/** One field, quoted when needed. null/undefined become an empty field. */
export function campoCsv(valor: string | number | null | undefined): string {
  if (valor === null || valor === undefined) return '';
  let s = String(valor);
  if (typeof valor === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[;"\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function linhaCsv(campos: (string | number | null | undefined)[]): string {
  return campos.map(campoCsv).join(SEPARADOR) + FIM_DE_LINHA;
}

/**
 * A numeric column as PostgreSQL writes it (`1234.5`, `0`) with a comma decimal and at least two
 * decimal places: `1234,50`, `0,00`. Exact: the database's text is rewritten, never passed
 * through a float. No thousands separator (Excel reads `1234,50` as a number; `1.234,50` would
 * be text in some setups).
 */
export function decimalCsv(numerico: string | null | undefined): string {
  if (numerico === null || numerico === undefined) return '';
  const m = /^(-?\d+)(?:\.(\d+))?$/.exec(numerico);
  if (!m) throw new Error(`decimalCsv: valor numérico inesperado "${numerico}"`);
  return `${m[1]},${(m[2] ?? '').padEnd(2, '0')}`;
}

/**
 * Points as the panel counts them: whole (docs/regras-de-negocio.md §1 truncates them), so
 * `1234.00` → `1234`, `0` → `0`. The column is `numeric(…, 2)`: a fraction, which no rule writes,
 * would still come out exact, with the comma (`12.50` → `12,5`), never rounded away.
 */
export function pontosCsv(numerico: string | null | undefined): string {
  if (numerico === null || numerico === undefined) return '';
  const m = /^(-?\d+)(?:\.(\d*?)0*)?$/.exec(numerico);
  if (!m) throw new Error(`pontosCsv: valor numérico inesperado "${numerico}"`);
  return m[2] ? `${m[1]},${m[2]}` : m[1]!;
}

const formatos = new Map<string, Intl.DateTimeFormat>();
// An export formats up to two instants per row; rows close in time share their minute, and
// formatting through Intl costs far more than a lookup. Kept small: cleared when full.
const porMinuto = new Map<string, string>();

/** `dd/mm/aaaa hh:mm` of an instant in a time zone (the store's; docs/exportacoes.md). */
export function dataHoraCsv(instante: Date | null | undefined, fuso: string): string {
  if (!instante) return '';
  const chave = `${fuso}|${Math.floor(instante.getTime() / 60_000)}`;
  const pronto = porMinuto.get(chave);
  if (pronto !== undefined) return pronto;
  if (porMinuto.size >= 10_000) porMinuto.clear();
  const texto = formatarDataHora(instante, fuso);
  porMinuto.set(chave, texto);
  return texto;
}

function formatarDataHora(instante: Date, fuso: string): string {
  let f = formatos.get(fuso);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone: fuso,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatos.set(fuso, f);
  }
  const p = Object.fromEntries(f.formatToParts(instante).map((x) => [x.type, x.value]));
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** `dd/mm/aaaa` of a `date` column (a calendar date: no zone). */
export function dataCsv(data: Date | string | null | undefined): string {
  if (!data) return '';
  const iso = typeof data === 'string' ? data.slice(0, 10) : data.toISOString().slice(0, 10);
  const [a, m, d] = iso.split('-');
  return `${d}/${m}/${a}`;
}

/** `vendas-2026-11-26-1405.csv`: what the file is and when it was made (in São Paulo time). */
export function nomeArquivoCsv(prefixo: string, instante: Date, fuso = 'America/Sao_Paulo'): string {
  const [d, h] = dataHoraCsv(instante, fuso).split(' ');
  const [dia, mes, ano] = d!.split('/');
  return `${prefixo}-${ano}-${mes}-${dia}-${h!.replace(':', '')}.csv`;
}

/**
 * Reads back a CSV made by this module (tests, and anyone checking an export): `;` separated,
 * quoted fields with `""`, BOM stripped, CRLF or LF line ends. Returns the rows as arrays.
 */
export function lerCsv(texto: string): string[][] {
  return lerRegistrosCsv(texto, SEPARADOR).map((r) => r.campos);
}
