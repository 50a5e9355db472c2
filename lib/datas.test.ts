import { describe, expect, it } from 'vitest';
import { dataLocal, dataValida, inicioDoDia, isoUtc, somarDias } from './datas';

describe('dates', () => {
  it('takes the local date in São Paulo (UTC-3)', () => {
    expect(dataLocal(new Date('2026-11-22T02:59:00Z'), 'America/Sao_Paulo')).toBe('2026-11-21');
    expect(dataLocal(new Date('2026-11-22T03:00:00Z'), 'America/Sao_Paulo')).toBe('2026-11-22');
  });
  it('finds the instant a local day starts', () => {
    expect(isoUtc(inicioDoDia('2026-11-22', 'America/Sao_Paulo'))).toBe('2026-11-22T03:00:00Z');
    expect(isoUtc(inicioDoDia('2026-07-01', 'America/Manaus'))).toBe('2026-07-01T04:00:00Z');
  });
  it('adds days across months and years', () => {
    expect(somarDias('2026-12-25', 10)).toBe('2027-01-04');
    expect(somarDias('2028-02-28', 1)).toBe('2028-02-29');
  });
  it('validates ISO dates', () => {
    expect(dataValida('2026-02-29')).toBe(false);
    expect(dataValida('2028-02-29')).toBe(true);
    expect(dataValida('22/11/2026')).toBe(false);
  });
});

describe('remembered dates (the sale path asks for the same ones all day)', () => {
  it('gives the same answers as computing afresh, at every minute around a midnight and a DST change', () => {
    // New York's spring change (2026-03-08 07:00 UTC) and a São Paulo midnight, minute by minute,
    // checked against a formatter made here, so a remembered answer can never hide a wrong one.
    const casos: [string, string][] = [
      ['America/New_York', '2026-03-08T04:30:00Z'],
      ['America/Sao_Paulo', '2026-11-22T02:30:00Z'],
      ['Asia/Kathmandu', '2026-11-21T17:45:00Z'],
    ];
    for (const [fuso, inicio] of casos) {
      const f = new Intl.DateTimeFormat('en-CA', { timeZone: fuso, year: 'numeric', month: '2-digit', day: '2-digit' });
      for (let m = 0; m < 240; m++) {
        for (const s of [0, 30, 59]) {
          const t = new Date(new Date(inicio).getTime() + m * 60_000 + s * 1000);
          expect(dataLocal(t, fuso), `${fuso} ${t.toISOString()}`).toBe(f.format(t));
        }
      }
    }
  });
  it('remembers the start of a day without letting a caller change it', () => {
    const a = inicioDoDia('2026-03-08', 'America/New_York');
    a.setTime(0);
    expect(isoUtc(inicioDoDia('2026-03-08', 'America/New_York'))).toBe('2026-03-08T05:00:00Z');
    // The day after the spring change starts at UTC-4.
    expect(isoUtc(inicioDoDia('2026-03-09', 'America/New_York'))).toBe('2026-03-09T04:00:00Z');
  });
});
