// Paging of the analytics lists (house rule for lists that can grow: `pagina`, `tamanho` default
// 20, at most 100, answered as `paginacao: { pagina, tamanho, totalRegistros }`).
export type Pagina = { pagina: number; tamanho: number };
export type Paginacao = Pagina & { totalRegistros: number };

export const TAMANHO_PADRAO = 20;
export const TAMANHO_MAXIMO = 100;

/** A paged list over a period (the campaigns' performance, the stores' ranking): the scope, the period's dates, a page of items. */
export type PaginaDoPeriodo<T> = { tenantId: string | null; dataInicio: string; dataFim: string; itens: T[]; paginacao: Paginacao };

/**
 * The page of `linhas` (each carrying the list's total, `count(*) OVER ()`) as `item`s. A page past
 * the end has no row to carry the total: the list's first page, of one row, is asked for it.
 */
export async function paginaDoPeriodo<L extends { total: number }, T>(
  tenantId: string | null,
  periodo: { dataInicio: string; dataFim: string },
  pagina: Pagina,
  linhas: L[],
  item: (linha: L) => T,
  lista: (pagina: Pagina) => Promise<{ paginacao: Paginacao }>,
): Promise<PaginaDoPeriodo<T>> {
  const vazia = linhas.length === 0 && pagina.pagina > 1;
  const totalRegistros = vazia ? (await lista({ pagina: 1, tamanho: 1 })).paginacao.totalRegistros : (linhas[0]?.total ?? 0);
  return {
    tenantId,
    dataInicio: periodo.dataInicio,
    dataFim: periodo.dataFim,
    itens: linhas.map(item),
    paginacao: { ...pagina, totalRegistros },
  };
}
