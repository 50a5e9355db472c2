// Pure helpers of the counter's forms: money typed the Brazilian way, the generated document
// number, and the kind of text the search field received. No arithmetic on money happens here:
// the typed text becomes the decimal literal the API reads exactly (lib/api/campos.ts).

/** `1.234,56`, `1234,5`, `12` → `'1234.56'`, `'1234.5'`, `'12'`; null when it is not an amount. */
export function lerReais(texto: string): string | null {
  const t = texto.trim().replace(/^R\$\s*/, '');
  if (!/^(\d{1,3}(\.\d{3})*|\d+)(,\d{1,2})?$/.test(t)) return null;
  const literal = t.replace(/\./g, '').replace(',', '.');
  if (!/[1-9]/.test(literal)) return null;
  return literal;
}

/** Only digits: points are whole. */
export function lerPontos(texto: string): number | null {
  const t = texto.trim().replace(/\./g, '');
  if (!/^\d{1,10}$/.test(t) || Number(t) <= 0) return null;
  return Number(t);
}

const ALFABETO = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** `CX-20261126-7K3M9QAB`: the day (for people reading the receipt) and 8 random characters. */
export function novoDocumento(agora = new Date()): string {
  const dia = agora.toISOString().slice(0, 10).replace(/-/g, '');
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return `CX-${dia}-${Array.from(bytes, (b) => ALFABETO[b % ALFABETO.length]).join('')}`;
}

/**
 * The document number of one form, generated once and kept in sessionStorage, so a reload of
 * the page (or a second click) sends the same number and the API replays instead of crediting
 * twice. A new number only after the API confirmed the operation.
 */
export const documentoDoFormulario = {
  ler(chave: string): string {
    try {
      const salvo = sessionStorage.getItem(chave);
      if (salvo) return salvo;
      const novo = novoDocumento();
      sessionStorage.setItem(chave, novo);
      return novo;
    } catch {
      return novoDocumento();
    }
  },
  guardar(chave: string, valor: string) {
    try {
      sessionStorage.setItem(chave, valor);
    } catch {
      /* private mode: the number lives as long as the form */
    }
  },
  renovar(chave: string): string {
    const novo = novoDocumento();
    documentoDoFormulario.guardar(chave, novo);
    return novo;
  },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const pareceQr = (v: string) => UUID.test(v.trim());

/** Phone mask while typing: (11) 98765-4321. */
export function mascaraTelefone(entrada: string): string {
  const d = entrada.replace(/\D/g, '').slice(0, 11);
  if (d.length <= 2) return d.length ? `(${d}` : '';
  if (d.length <= 6) return `(${d.slice(0, 2)}) ${d.slice(2)}`;
  if (d.length <= 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
}

/** Date mask while typing: 31/12/1990. */
export function mascaraData(entrada: string): string {
  const d = entrada.replace(/\D/g, '').slice(0, 8);
  if (d.length <= 2) return d;
  if (d.length <= 4) return `${d.slice(0, 2)}/${d.slice(2)}`;
  return `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`;
}

/** `31/12/1990` → `1990-12-31` (the API's format); null when it is not a real past date. */
export function lerData(texto: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(texto.trim());
  if (!m) return null;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  const d = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso || d.getTime() > Date.now()) return null;
  return iso;
}
