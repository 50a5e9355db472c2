// Paging of the analytics lists (house rule for lists that can grow: `pagina`, `tamanho` default
// 20, at most 100, answered as `paginacao: { pagina, tamanho, totalRegistros }`).
export type Pagina = { pagina: number; tamanho: number };
export type Paginacao = Pagina & { totalRegistros: number };

export const TAMANHO_PADRAO = 20;
export const TAMANHO_MAXIMO = 100;
