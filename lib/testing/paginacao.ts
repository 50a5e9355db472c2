// The page and size a paginated list refuses (lib/api/consulta.ts), each with the spec's message:
// the same cases for the schema's unit test and for the routes that list.
const PAGINA = 'O parâmetro pagina deve ser um número inteiro entre 1 e 2147483647.';
const TAMANHO = 'O parâmetro tamanho deve ser um número inteiro entre 1 e 100.';

export const PAGINACAO_RECUSADA: [Record<string, string>, string][] = [
  [{ pagina: '0' }, PAGINA],
  [{ pagina: '1.5' }, PAGINA],
  [{ pagina: 'abc' }, PAGINA],
  [{ pagina: 'dois' }, PAGINA],
  [{ pagina: '2147483648' }, PAGINA],
  [{ tamanho: '101' }, TAMANHO],
  [{ tamanho: '0' }, TAMANHO],
];
