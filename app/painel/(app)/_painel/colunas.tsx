// The dashboard's ranking tables (stores, customers) and the columns and cell parts they share.
import type { ReactNode } from 'react';
import { Tabela, type Coluna, type PropsTabela } from '@/components/ui/tabela';

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

/** A ranking: bare inside its section's card, the rank first; or, with no rows, what the section says. */
export function TabelaDoRanking<T extends { posicao: number }>({
  vazio,
  colunas,
  ...tabela
}: Omit<PropsTabela<T>, 'moldura'> & { vazio: ReactNode }) {
  if (tabela.itens.length === 0) return <p className="text-sm text-slate-700">{vazio}</p>;
  return <Tabela {...tabela} moldura={false} colunas={[posicao, ...colunas]} />;
}
