// A list page's filters and rows as its URL holds them (issue 9 §5). Each filter is a URL
// parameter and its field: the form sends them, the paging links keep them with `tamanho`, and
// "Limpar filtros" drops them. A list of tenants' rows (the read's `porTenant`) keeps the tenant
// picked in the panel's header (`?tenantId=`) through all of that too. The rows are ListaPagina's:
// the API's message when the read is refused, the empty state, the table (a row's key is its id)
// and paging.
import { Fragment, type ReactNode } from 'react';
import type { PropsTabela } from '@/components/ui/tabela';
import { comParametros, type ParametrosUrl } from '@/lib/url';
import { FiltroBusca, FiltrosLista, ListaPagina, type PaginaDeItens, type Vazio } from './lista-pagina';

/**
 * What a list page has read (app/painel/(app)/consulta-pagina.ts `lerPaginaDeLista`): the URL's
 * parameters, a page of rows or the API's refusal, and whether the rows are tenants'.
 */
export type LeituraDaLista<T> = {
  q: Record<string, string>;
  r: { ok: true; dados: { pagina: PaginaDeItens<T> } } | { ok: false; mensagem: string };
  porTenant?: boolean;
};

/** The table of rows; its name is "Tabela de …" after its caption unless `rotulo` says otherwise. */
type Tabela<T> = Omit<PropsTabela<T>, 'itens' | 'chave' | 'rotulo' | 'legenda'> & { legenda: string; rotulo?: string };

export function ListaDaUrl<T extends { id: string }>({
  leitura: { q, r, porTenant = false },
  caminho,
  busca,
  filtros = {},
  filtrado,
  vazio,
  tabela,
  lista,
}: {
  leitura: LeituraDaLista<T>;
  caminho: string;
  /** The label of the list's text search (`busca=`), the first of its filters. */
  busca?: string;
  /** URL parameter → its field, in the order shown (after the search); none: no filter form. */
  filtros?: Record<string, ReactNode>;
  /** What the list says when the filters find nothing; `vazio` when nothing exists. */
  filtrado?: Vazio;
  vazio: Vazio;
} & ({ tabela: Tabela<T>; lista?: never } | { lista: (itens: T[]) => ReactNode; tabela?: never })) {
  const campos: Record<string, ReactNode> = busca ? { busca: <FiltroBusca rotulo={busca} valor={q.busca} />, ...filtros } : filtros;
  const nomes = Object.keys(campos);
  const tenantId = porTenant ? q.tenantId : undefined;
  const filtrando = nomes.some((n) => !!q[n]);
  const parametros: ParametrosUrl = { tenantId, ...Object.fromEntries(nomes.map((n) => [n, q[n]])), tamanho: q.tamanho };
  return (
    <>
      {nomes.length > 0 && (
        <FiltrosLista ocultos={{ tenantId }} limpar={filtrando && comParametros(caminho, { tenantId })}>
          {nomes.map((n) => (
            <Fragment key={n}>{campos[n]}</Fragment>
          ))}
        </FiltrosLista>
      )}
      <ListaPagina
        resultado={r.ok ? { ok: true, dados: r.dados.pagina } : r}
        caminho={caminho}
        parametros={parametros}
        filtrando={filtrando}
        filtrado={filtrado}
        vazio={vazio}
        {...(tabela
          ? { tabela: { rotulo: `Tabela de ${minuscula(tabela.legenda)}`, ...tabela, chave: (i: T) => i.id } }
          : { lista: lista! })}
      />
    </>
  );
}

const minuscula = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
