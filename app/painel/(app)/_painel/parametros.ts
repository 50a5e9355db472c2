// The dashboard's URL: every filter lives in the query string, so a view can be shared by link.
import { somarDias } from '@/lib/datas';
import { comParametros, type ParametrosUrl } from '@/lib/url';
import type { Filtros } from './consultas';

/** The current filters as query parameters (defaults left out, so links stay short). */
export function parametrosDoPainel(f: Filtros, superAdmin: boolean): Record<string, string | undefined> {
  return {
    tenantId: superAdmin ? (f.tenantId ?? undefined) : undefined,
    lojaId: f.lojaId ?? undefined,
    dataInicio: f.dataInicio,
    dataFim: f.dataFim,
    granularidade: f.granularidadeEscolhida ? f.granularidade : undefined,
    ordenarPor: f.ordenarPor === 'ValorGasto' ? undefined : f.ordenarPor,
  };
}

export function linkDoPainel(base: ParametrosUrl, mudar: ParametrosUrl = {}): string {
  return comParametros('/painel', { ...base, ...mudar });
}

/** Quick periods, each ending today (at the page's calendar, `Filtros.fuso`), as the analytics count days: today included. */
export function atalhosDePeriodo(hoje: string) {
  return [
    { rotulo: 'Hoje', dataInicio: hoje },
    { rotulo: '7 dias', dataInicio: somarDias(hoje, -6) },
    { rotulo: '30 dias', dataInicio: somarDias(hoje, -29) },
    { rotulo: '90 dias', dataInicio: somarDias(hoje, -89) },
    { rotulo: '12 meses', dataInicio: somarDias(hoje, -364) },
  ].map((a) => ({ ...a, dataFim: hoje }));
}

const MESES = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
const MESES_LONGOS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

const dm = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}`;
const dma = (d: string) => `${dm(d)}/${d.slice(0, 4)}`;

/** Short (axis) and long (table) labels of a time bucket. */
export function rotulosDoBalde(inicio: string, fim: string, g: 'Dia' | 'Semana' | 'Mes'): { curto: string; longo: string } {
  if (g === 'Dia') return { curto: dm(inicio), longo: dma(inicio) };
  if (g === 'Semana') return { curto: dm(inicio), longo: inicio === fim ? dma(inicio) : `${dm(inicio)} a ${dma(fim)}` };
  const m = Number(inicio.slice(5, 7)) - 1;
  return { curto: `${MESES[m]}/${inicio.slice(2, 4)}`, longo: `${MESES_LONGOS[m]} de ${inicio.slice(0, 4)}` };
}

/** "2026-11" → "nov/2026". */
export function rotuloMes(mes: string): string {
  return `${MESES[Number(mes.slice(5, 7)) - 1]}/${mes.slice(0, 4)}`;
}

export function dataCurta(d: string): string {
  return dma(d);
}
