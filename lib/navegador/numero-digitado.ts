// Numbers as a person types them in the panel's text fields (docs/painel.md, "Números digitados"):
// the Brazilian way ("1.234,56", "7,5") or with a dot ("7.5"). What is no number is never guessed,
// dropped or zeroed: it reaches the API as the text that was typed, and the API's schema refuses
// it with its own message (a JSON string where a number goes: "… está em formato inválido.").

/**
 * A number typed the Brazilian way ("1.234,56", "7,5") or with a dot ("7.5"), as canonical
 * decimal text ("1234.56"); `null` when empty, `undefined` when it is not a number.
 *
 * `milhar`: for amounts in R$ and whole counts, where "1.500" means one thousand five hundred
 * (the dot groups thousands, as people write money in Brazil), not 1,5. Percentages and points
 * per real keep reading a lone dot as the decimal point ("7.5" %, "0.125" pontos por real).
 */
export function numeroDoTexto(t: string, o: { milhar?: boolean } = {}): string | null | undefined {
  const s = t
    .trim()
    .replace(/^R\$\s*/, '')
    .replace(/\s+/g, '');
  if (s === '') return null;
  const agrupado = o.milhar && /^[1-9]\d{0,2}(\.\d{3})+$/.test(s);
  const normal = s.includes(',') || agrupado ? s.replace(/\./g, '').replace(',', '.') : s;
  return /^\d+(\.\d+)?$/.test(normal) ? normal : undefined;
}

/** An amount in R$ or a whole count typed in a form field (see `numeroDoTexto`). */
export const valorDoTexto = (t: string) => numeroDoTexto(t, { milhar: true });

/**
 * A typed number as the request's JSON: a number when it is one, the text itself otherwise (so the
 * API's schema answers with its message), `null` when blank (each form says what blank means).
 */
export function numeroParaApi(t: string, o: { milhar?: boolean } = {}): number | string | null {
  const n = numeroDoTexto(t, o);
  return n === null ? null : n === undefined ? t : Number(n);
}

/**
 * What a whole-number field (`CampoInteiro`: days, a count, a percentage) sends: "1.500" is one
 * thousand five hundred; "7,5" or "7.5" go as 7.5 and "5e" as "5e", for the API to refuse.
 */
export const inteiroParaApi = (t: string) => numeroParaApi(t, { milhar: true });
