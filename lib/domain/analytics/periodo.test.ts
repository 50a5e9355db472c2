import { describe, expect, it } from 'vitest';
import { ErroDeNegocio } from '@/lib/erros';
import { diasInclusivos, inicioDoHistorico, MENSAGENS_PERIODO, resolverPeriodo } from './periodo';

// 22/11/2026 10:00 in São Paulo (UTC-3).
const AGORA = new Date('2026-11-22T13:00:00Z');

function erro(f: () => unknown): string | undefined {
  try {
    f();
  } catch (e) {
    if (e instanceof ErroDeNegocio) return `${e.status} ${e.mensagem}`;
    throw e;
  }
  return undefined;
}

describe('resolverPeriodo', () => {
  it('defaults to the last 30 days, today included, as local São Paulo days', () => {
    const p = resolverPeriodo(AGORA, {});
    expect(p).toEqual({
      dataInicio: '2026-10-24',
      dataFim: '2026-11-22',
      inicio: new Date('2026-10-24T03:00:00Z'),
      fim: new Date('2026-11-23T03:00:00Z'),
    });
    expect(diasInclusivos(p.dataInicio, p.dataFim)).toBe(30);
  });

  it('uses the local date, not the UTC one, late in the evening', () => {
    expect(resolverPeriodo(new Date('2026-11-23T02:30:00Z'), {}).dataFim).toBe('2026-11-22');
  });

  it('counts days at the zone it is given: 23:30 of 25/11 in Manaus is still 25/11 there', () => {
    const agora = new Date('2026-11-26T03:30:00Z');
    expect(resolverPeriodo(agora, {}).dataFim).toBe('2026-11-26');
    expect(resolverPeriodo(agora, { dataInicio: '2026-11-25' }, 'America/Manaus')).toEqual({
      dataInicio: '2026-11-25',
      dataFim: '2026-11-25',
      inicio: new Date('2026-11-25T04:00:00Z'),
      fim: new Date('2026-11-26T04:00:00Z'),
    });
  });

  it('derives the missing end', () => {
    expect(resolverPeriodo(AGORA, { dataFim: '2026-10-31' })).toMatchObject({ dataInicio: '2026-10-02', dataFim: '2026-10-31' });
    expect(resolverPeriodo(AGORA, { dataInicio: '2026-11-01' })).toMatchObject({ dataInicio: '2026-11-01', dataFim: '2026-11-22' });
  });

  it('accepts one day and 366 days; refuses reversed or longer periods', () => {
    expect(resolverPeriodo(AGORA, { dataInicio: '2026-11-22', dataFim: '2026-11-22' }).fim).toEqual(new Date('2026-11-23T03:00:00Z'));
    expect(diasInclusivos('2027-01-01', '2028-01-01')).toBe(366);
    expect(erro(() => resolverPeriodo(AGORA, { dataInicio: '2027-01-01', dataFim: '2028-01-01' }))).toBeUndefined();
    expect(erro(() => resolverPeriodo(AGORA, { dataInicio: '2027-01-01', dataFim: '2028-01-02' }))).toBe(`400 ${MENSAGENS_PERIODO.maximo}`);
    expect(erro(() => resolverPeriodo(AGORA, { dataInicio: '2026-11-10', dataFim: '2026-11-09' }))).toBe(`400 ${MENSAGENS_PERIODO.ordem}`);
    // Only a start in the future: until today would be reversed.
    expect(erro(() => resolverPeriodo(AGORA, { dataInicio: '2026-12-01' }))).toBe(`400 ${MENSAGENS_PERIODO.ordem}`);
  });
});

describe('inicioDoHistorico', () => {
  it('counts N days back with today, or 12 calendar months with the current one', () => {
    expect(inicioDoHistorico('2026-11-22', 'Ultimos7Dias')).toBe('2026-11-16');
    expect(inicioDoHistorico('2026-11-22', 'Ultimos30Dias')).toBe('2026-10-24');
    expect(inicioDoHistorico('2026-11-22', 'Ultimos90Dias')).toBe('2026-08-25');
    expect(inicioDoHistorico('2026-11-22', 'Ultimos12Meses')).toBe('2025-12-01');
    expect(inicioDoHistorico('2026-03-31', 'Ultimos12Meses')).toBe('2025-04-01');
  });
});
