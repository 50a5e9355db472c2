// Paging of the analytics lists (house rule for lists that can grow: `pagina`, `tamanho` default
// 20, at most 100, answered as `paginacao: { pagina, tamanho, totalRegistros }`).
export type Pagina = { pagina: number; tamanho: number };
export type Paginacao = Pagina & { totalRegistros: number };

export const TAMANHO_PADRAO = 20;
export const TAMANHO_MAXIMO = 100;

/**
 * The `paginacao` of a page whose rows carry the list's total (`count(*) OVER ()`). A page past the
 * end has no row to carry it: the list's first page, of one row, is asked for it.
 */
export async function paginacaoDe(
  pagina: Pagina,
  linhas: { total: number }[],
  lista: (pagina: Pagina) => Promise<{ paginacao: Paginacao }>,
): Promise<Paginacao> {
  const vazia = linhas.length === 0 && pagina.pagina > 1;
  const totalRegistros = vazia ? (await lista({ pagina: 1, tamanho: 1 })).paginacao.totalRegistros : (linhas[0]?.total ?? 0);
  return { ...pagina, totalRegistros };
}
