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
