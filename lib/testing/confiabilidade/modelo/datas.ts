// Calendar arithmetic of the reference model, written apart from lib/datas.ts on purpose: the
// model must not share the code it checks. The stores' zones have had a fixed offset since Brazil
// ended daylight saving in 2019, so a table of offsets is the whole time-zone logic here.
export const FUSOS = {
  'America/Noronha': -2,
  'America/Sao_Paulo': -3,
  'America/Manaus': -4,
  'America/Rio_Branco': -5,
} as const;

export type Fuso = keyof typeof FUSOS;

const HORA = 3_600_000;
export const DIA = 24 * HORA;

/** Local calendar date (YYYY-MM-DD) of an instant (ms) in a zone. */
export function dataLocal(ms: number, fuso: Fuso): string {
  return new Date(ms + FUSOS[fuso] * HORA).toISOString().slice(0, 10);
}

/** The instant (ms) a local date starts in a zone. */
export function inicioDoDia(data: string, fuso: Fuso): number {
  return Date.parse(`${data}T00:00:00Z`) - FUSOS[fuso] * HORA;
}

export function somarDias(data: string, dias: number): string {
  return new Date(Date.parse(`${data}T00:00:00Z`) + dias * DIA).toISOString().slice(0, 10);
}

/** The spec's date-time: ISO 8601 UTC without fractions. */
export function isoUtc(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
