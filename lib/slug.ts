// One rule for the ASCII keys made from a person's text (a file name, an anchor, an example's key
// in the API document): where it learns a new case, every key learns it.

/** Lower case, without accents, each run of other characters one hyphen, none at the ends (`Café Aurora!` → `cafe-aurora`). */
export function slug(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
