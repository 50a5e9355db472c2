// Calendar dates in a store's time zone. The API carries dates as `YYYY-MM-DD` and instants as
// UTC date-times; "today" for release and expiry is the store's local date (brazil.md).

// Building an Intl.DateTimeFormat costs far more than using one (it loads the zone's rules);
// the sale path asks for dates several times per request, so formatters are kept per zone.
const formatosData = new Map<string, Intl.DateTimeFormat>();
const formatosDeslocamento = new Map<string, Intl.DateTimeFormat>();

function formatoData(fuso: string): Intl.DateTimeFormat {
  let f = formatosData.get(fuso);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone: fuso, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatosData.set(fuso, f);
  }
  return f;
}

/**
 * The local calendar date of an instant in a time zone, as `YYYY-MM-DD`.
 *
 * Remembered per zone for the current UTC minute: a sale asks for "today" of its store on every
 * request, and `formatToParts` was still the app's largest own cost on the sale's profile
 * (docs/benchmarks.md). Exact because every offset of the time zone database since the early 20th
 * century is a whole number of minutes, so one UTC minute is one local date (the fractional
 * offsets of local mean time before ~1914 are never "now").
 */
export function dataLocal(instante: Date, fuso: string): string {
  const minuto = Math.floor(instante.getTime() / 60_000);
  const lembrada = datasDoMinuto.get(fuso);
  if (lembrada && lembrada.minuto === minuto) return lembrada.data;
  const partes = formatoData(fuso).formatToParts(instante);
  const p = (t: string) => partes.find((x) => x.type === t)!.value;
  const data = `${p('year')}-${p('month')}-${p('day')}`;
  datasDoMinuto.set(fuso, { minuto, data });
  return data;
}

const datasDoMinuto = new Map<string, { minuto: number; data: string }>();

export function somarDias(data: string, dias: number): string {
  const d = new Date(`${data}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
}

/** Offset of a time zone at an instant, in minutes (e.g. -180 for America/Sao_Paulo). */
export function deslocamentoMinutos(instante: Date, fuso: string): number {
  let f = formatosDeslocamento.get(fuso);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: fuso, timeZoneName: 'longOffset' });
    formatosDeslocamento.set(fuso, f);
  }
  const nome = f.formatToParts(instante).find((p) => p.type === 'timeZoneName')!.value; // "GMT-03:00" or "GMT"
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(nome);
  if (!m) return 0;
  const minutos = Number(m[2]) * 60 + Number(m[3]);
  return m[1] === '-' ? -minutos : minutos;
}

/**
 * The instant at which a local calendar date starts in a time zone. A pure function of its two
 * arguments, remembered (bounded): a sale computes the start of the same few days (its release and
 * expiry dates) over and over, two `formatToParts` each.
 */
export function inicioDoDia(data: string, fuso: string): Date {
  const chave = `${fuso}|${data}`;
  let ms = iniciosDoDia.get(chave);
  if (ms === undefined) {
    ms = calcularInicioDoDia(data, fuso).getTime();
    if (iniciosDoDia.size >= LIMITE_INICIOS) iniciosDoDia.clear();
    iniciosDoDia.set(chave, ms);
  }
  // A new Date every time: callers own what they get.
  return new Date(ms);
}

const LIMITE_INICIOS = 10_000;
const iniciosDoDia = new Map<string, number>();

function calcularInicioDoDia(data: string, fuso: string): Date {
  const meiaNoiteUtc = new Date(`${data}T00:00:00Z`);
  // Two passes settle the offset even on a day whose offset changes.
  let instante = new Date(meiaNoiteUtc.getTime() - deslocamentoMinutos(meiaNoiteUtc, fuso) * 60_000);
  instante = new Date(meiaNoiteUtc.getTime() - deslocamentoMinutos(instante, fuso) * 60_000);
  return instante;
}

/** `YYYY-MM-DDTHH:MM:SSZ`, the spec's date-time format. */
export function isoUtc(instante: Date): string {
  return instante.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** A `date` column read by pg (midnight UTC) or Prisma, as `YYYY-MM-DD`. */
export function dataIso(valor: Date | string | null | undefined): string | null {
  if (valor === null || valor === undefined) return null;
  if (typeof valor === 'string') return valor.slice(0, 10);
  return valor.toISOString().slice(0, 10);
}

/** Brasília's clock: the default zone of stores and programmes (brazil.md). */
export const FUSO_BRASILIA = 'America/Sao_Paulo';

/** The local time of an instant in a time zone, as `HH:MM` (24 h). */
export function horaLocal(instante: Date, fuso: string): string {
  const partes = new Intl.DateTimeFormat('en-GB', { timeZone: fuso, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(
    instante,
  );
  const p = (t: string) => partes.find((x) => x.type === t)!.value;
  return `${p('hour')}:${p('minute')}`;
}

/** "22/11/2026" for people. */
export function formatarData(data: string): string {
  const [a, m, d] = data.slice(0, 10).split('-');
  return `${d}/${m}/${a}`;
}

export function dataValida(texto: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(texto)) return false;
  const d = new Date(`${texto}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === texto;
}

/** Whether the runtime's Intl knows the time zone (settings and the quiet hours of marketing). */
export function fusoValido(v: string): boolean {
  try {
    new Intl.DateTimeFormat('pt-BR', { timeZone: v });
    return true;
  } catch {
    return false;
  }
}
