// The daily copy's instant, the copies' names and the failure db:copia reports (scripts/lib/copias.ts; docs/operacao.md).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { falhaDesde, lerNomeDaCopia, nomeDaCopia, proximoInstanteDiario, registrarFalha } from './copias';

const proxima = (agora: string, fuso: string) => proximoInstanteDiario(new Date(agora), fuso).toISOString();

describe('the next daily copy (03:00 at the clock of FUSO_HORARIO_PADRAO)', () => {
  it('in São Paulo (UTC−3): the same night before 03:00, the next one from 03:00 on, across midnight', () => {
    expect(proxima('2025-01-15T02:30:00Z', 'America/Sao_Paulo')).toBe('2025-01-15T06:00:00.000Z'); // 23:30 of the 14th
    expect(proxima('2025-01-15T03:10:00Z', 'America/Sao_Paulo')).toBe('2025-01-15T06:00:00.000Z'); // 00:10 of the 15th
    expect(proxima('2025-01-15T05:59:59Z', 'America/Sao_Paulo')).toBe('2025-01-15T06:00:00.000Z');
    expect(proxima('2025-01-15T06:00:00Z', 'America/Sao_Paulo')).toBe('2025-01-16T06:00:00.000Z'); // exactly 03:00: the next
    expect(proxima('2025-12-31T23:00:00Z', 'America/Sao_Paulo')).toBe('2026-01-01T06:00:00.000Z'); // New Year's Eve
  });

  it('where the local date is ahead of UTC (Tokyo) and on UTC itself', () => {
    // 04:00 of the 15th in Tokyo: 03:00 of the 16th, which is still the 15th in UTC.
    expect(proxima('2025-01-14T19:00:00Z', 'Asia/Tokyo')).toBe('2025-01-15T18:00:00.000Z');
    expect(proxima('2025-01-14T17:00:00Z', 'Asia/Tokyo')).toBe('2025-01-14T18:00:00.000Z'); // 02:00 of the 15th
    expect(proxima('2025-01-15T02:59:00Z', 'UTC')).toBe('2025-01-15T03:00:00.000Z');
    expect(proxima('2025-01-15T03:00:01Z', 'UTC')).toBe('2025-01-16T03:00:00.000Z');
  });

  it('on the days a zone changes its offset (New York)', () => {
    // 2 Nov 2025: 02:00 EDT falls back to 01:00 EST; 03:00 that day is EST (UTC−5).
    expect(proxima('2025-11-02T04:30:00Z', 'America/New_York')).toBe('2025-11-02T08:00:00.000Z');
    // 9 Mar 2025: 02:00 EST jumps to 03:00 EDT; 03:00 that day is EDT (UTC−4).
    expect(proxima('2025-03-09T05:30:00Z', 'America/New_York')).toBe('2025-03-09T07:00:00.000Z');
  });
});

describe('copy names', () => {
  it('carry the UTC instant (sorting by name sorts by time) and the reason, and are read back', () => {
    const instante = new Date('2025-01-15T06:00:00.123Z');
    expect(nomeDaCopia(instante, 'pre-migracao')).toBe('copia-20250115T060000.123Z-pre-migracao.tar.gz');
    expect(lerNomeDaCopia('copia-20250115T060000.123Z-pre-migracao.tar.gz')).toEqual({ instante, motivo: 'pre-migracao' });
    // A file being written, or anything else in the folder, is not a copy.
    expect(lerNomeDaCopia('copia-20250115T060000.123Z-diaria.tar.gz.parcial')).toBeNull();
    expect(lerNomeDaCopia('copia-20250115T060000.123Z-outra.tar.gz')).toBeNull();
    expect(lerNomeDaCopia('ultima-falha.txt')).toBeNull();
  });
});

describe('the failure npm run db:copia reports (falhaDesde)', () => {
  it('is the failure of the copy it asked for: a daily copy failing meanwhile is not the manual one', () => {
    const pasta = mkdtempSync(path.join(tmpdir(), 'fid-falha-'));
    try {
      const desde = new Date('2026-11-28T06:00:00.000Z');
      // The daily copy fails the same second the manual one was asked for (before: reported as the manual's).
      registrarFalha(pasta, 'diaria', new Error('disco cheio'), new Date('2026-11-28T06:00:00.100Z'));
      expect(falhaDesde(pasta, desde, 'manual')).toBeUndefined();
      expect(falhaDesde(pasta, desde, 'diaria')).toBe('diaria: disco cheio');
      registrarFalha(pasta, 'manual', new Error('sem permissão'), new Date('2026-11-28T06:00:00.300Z'));
      expect(falhaDesde(pasta, desde, 'manual')).toBe('manual: sem permissão');
      // A failure older than the request is an earlier attempt's.
      expect(falhaDesde(pasta, new Date('2026-11-28T06:00:01.000Z'), 'manual')).toBeUndefined();
    } finally {
      rmSync(pasta, { recursive: true, force: true });
    }
  });
});
