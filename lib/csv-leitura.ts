// Reading CSV text, the other half of lib/csv.ts (which writes it): the customer import
// (docs/api-admin-clientes.md, "Importar clientes") reads what a shop's old system or a
// spreadsheet saved. Excel in pt-BR separates with `;`, most other tools with `,`: the separator
// is the one of the two found more often (outside quotes) on the header line. RFC 4180 quoting
// (`"…"`, `""` inside), an optional UTF-8 BOM, CRLF or LF. Pure module: no I/O.

export const BOM = '\uFEFF';

export type Separador = ';' | ',';

/** One record of the file and the line it starts on (1 = the first line; a quoted line break spans lines). */
export type RegistroCsv = { linha: number; campos: string[] };

/** `;` or `,`: whichever the first line holds more of outside quotes (`;` on a tie, Excel pt-BR's). */
export function detectarSeparador(texto: string): Separador {
  let pontoEVirgula = 0;
  let virgula = 0;
  let aspas = false;
  for (const ch of texto.startsWith(BOM) ? texto.slice(1) : texto) {
    if (ch === '"') aspas = !aspas;
    else if (aspas) continue;
    else if (ch === '\n' || ch === '\r') break;
    else if (ch === ';') pontoEVirgula++;
    else if (ch === ',') virgula++;
  }
  return virgula > pontoEVirgula ? ',' : ';';
}

/**
 * Every record of the text, blank lines included (a blank line is one empty field): the caller
 * decides what a blank record means. The separator is detected when not given.
 */
export function lerRegistrosCsv(texto: string, separador: Separador = detectarSeparador(texto)): RegistroCsv[] {
  const s = texto.startsWith(BOM) ? texto.slice(1) : texto;
  const registros: RegistroCsv[] = [];
  let campo = '';
  let campos: string[] = [];
  let linha = 1;
  let inicio = 1;
  let aspas = false;
  for (let i = 0; i < s.length; i++) {
    const ch = s[i]!;
    if (aspas) {
      if (ch === '"') {
        if (s[i + 1] === '"') {
          campo += '"';
          i++;
        } else aspas = false;
      } else {
        if (ch === '\n' || (ch === '\r' && s[i + 1] !== '\n')) linha++;
        campo += ch;
      }
    } else if (ch === '"') aspas = true;
    else if (ch === separador) {
      campos.push(campo);
      campo = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && s[i + 1] === '\n') i++;
      campos.push(campo);
      registros.push({ linha: inicio, campos });
      campos = [];
      campo = '';
      inicio = ++linha;
    } else campo += ch;
  }
  if (campo !== '' || campos.length > 0) {
    campos.push(campo);
    registros.push({ linha: inicio, campos });
  }
  return registros;
}
