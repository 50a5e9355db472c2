// Number formats of the charts (pt-BR). Charts receive a format NAME from server components
// (functions do not cross the server/client boundary) and format here.
import { numero, pontos, reais } from '@/lib/formatar';

export type Formato = 'reais' | 'pontos' | 'inteiro';

const reaisCompacto = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', notation: 'compact', maximumFractionDigits: 1 });
const compacto = new Intl.NumberFormat('pt-BR', { notation: 'compact', maximumFractionDigits: 1 });

/** The full value, as in the tables and tooltips: R$ 1.234,56 · 1.234 pontos · 1.234. */
export function formatarValor(v: number | null | undefined, f: Formato): string {
  if (f === 'reais') return reais(v);
  if (f === 'pontos') return pontos(v ?? 0);
  return numero(v ?? 0);
}

/** A short axis tick: R$ 1,2 mil · 3,4 mi. */
export function formatarEixo(v: number, f: Formato): string {
  return (f === 'reais' ? reaisCompacto.format(v) : compacto.format(v)).replace(/\u00a0/g, ' ');
}

/** Series colours, in order: brand green, amber, sky, violet (readable on white, distinguishable). */
export const CORES = ['#047857', '#b45309', '#0369a1', '#6d28d9'] as const;
