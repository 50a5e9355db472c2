// Quiet hours (issue 11 §2; docs/comunicacao.md, "Horário de silêncio"): no marketing between
// `inicio` and `fim`, local time of the tenant's zone. A message due inside the window is
// deferred to its end, never dropped. Pure.

/** "HH:MM" → minutes after midnight. */
export function minutosDe(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return h! * 60 + m!;
}

/** Minutes after local midnight of an instant in a time zone. */
export function minutoLocal(instante: Date, fuso: string): number {
  const partes = new Intl.DateTimeFormat('en-GB', { timeZone: fuso, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(
    instante,
  );
  const h = Number(partes.find((p) => p.type === 'hour')!.value);
  const m = Number(partes.find((p) => p.type === 'minute')!.value);
  return h * 60 + m;
}

export type Silencio = { inicio: string; fim: string; fuso: string };

/** Whether a local minute is in the window [inicio, fim), which may cross midnight. Equal ends = no window. */
export function emSilencio(minuto: number, inicio: number, fim: number): boolean {
  if (inicio === fim) return false;
  return inicio < fim ? minuto >= inicio && minuto < fim : minuto >= inicio || minuto < fim;
}

/**
 * The first instant at or after `agora` outside the window: `agora` itself, or the window's end
 * (on the minute). Computed as minutes to add, so a zone's offset is read once; a daylight-saving
 * change inside a quiet window can move the end by that hour (Brazil has had none since 2019).
 */
export function proximoHorarioPermitido(agora: Date, s: Silencio): Date {
  const minuto = minutoLocal(agora, s.fuso);
  const inicio = minutosDe(s.inicio);
  const fim = minutosDe(s.fim);
  if (!emSilencio(minuto, inicio, fim)) return agora;
  const faltam = (fim - minuto + 1440) % 1440;
  return new Date(Math.floor(agora.getTime() / 60_000) * 60_000 + faltam * 60_000);
}
