// Columns and cell parts the dashboard's ranking tables share.
import type { Coluna } from '@/components/ui/tabela';

/** A right-aligned number. */
export const NUMERO = { direita: true, classe: 'tabular-nums' } as const;

/** The rank ("1º"). */
export const posicao: Coluna<{ posicao: number }> = {
  cabecalho: '#',
  classe: 'tabular-nums text-slate-600',
  celula: (i) => `${i.posicao}º`,
};

/** Under a row's name, whose it is, when the platform team looks at every tenant at once. */
export function NomeDoTenant({ nomes, id }: { nomes: Map<string, string> | null; id: string }) {
  return nomes && <span className="block text-xs font-normal text-slate-600">{nomes.get(id) ?? ''}</span>;
}
