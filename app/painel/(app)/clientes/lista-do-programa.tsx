// The search form and the list of a page about one programme (customers, sales). The filters in
// force (the ones the API accepted) stay in the paging links; "clear" drops them but keeps the
// programme. Each row is named in its first column by a link to its detail page (`caminho/id`).
// Besides "nothing yet" and "nothing with these filters", the list says so when the URL asks for
// a page past the last one, with the way back to the first.
import Link from 'next/link';
import type { ReactNode } from 'react';
import { Alerta } from '@/components/ui/alerta';
import type { PropsTabela } from '@/components/ui/tabela';
import { CelulaTitulo, FiltrosLista, ListaPagina, type PaginaDeItens, type Vazio } from '@/components/painel/lista-pagina';
import type { ParametrosUrl } from '@/lib/url';
import { comPrograma } from './rotulos';

/** The page's address: its path, the tenant its links carry and the filters in force. */
export type UrlDoPrograma = {
  caminho: string;
  /** The tenant the links carry (the SuperAdmin's pick). */
  tenantId: string | null;
  /** The filters in force. */
  filtros: ParametrosUrl;
};

const filtrando = (filtros: ParametrosUrl) => Object.values(filtros).some((v) => !!v);

/** The search form: `busca` is its accessible name; the fields are the children. */
export function FiltrosDoPrograma({
  url: { caminho, tenantId, filtros },
  busca,
  rotuloLimpar,
  children,
}: {
  url: UrlDoPrograma;
  busca: string;
  rotuloLimpar?: string;
  children: ReactNode;
}) {
  return (
    <FiltrosLista
      acao={caminho}
      busca={busca}
      botao="Buscar"
      ocultos={{ tenantId: tenantId ?? undefined }}
      limpar={filtrando(filtros) && comPrograma(caminho, tenantId)}
      rotuloLimpar={rotuloLimpar}
    >
      {children}
    </FiltrosLista>
  );
}

export function ListaDoPrograma<T>({
  url: { caminho, tenantId, filtros },
  erro,
  antesDaLista,
  lista,
  filtrado,
  vazio,
  linha,
  tabela,
}: {
  url: UrlDoPrograma;
  /** The API's message for a refused filter. */
  erro: ReactNode;
  /** What stands between the message and the list (an export of the list). */
  antesDaLista?: ReactNode;
  lista: PaginaDeItens<T>;
  filtrado: Vazio;
  vazio: Vazio;
  /** The row: its id, and the first column, its name over a line of detail. */
  linha: { id: (item: T) => string; cabecalho: string; nome: (item: T) => string; detalhe: (item: T) => ReactNode };
  tabela: Omit<PropsTabela<T>, 'itens' | 'chave' | 'cartoes' | 'atributosLinha'>;
}) {
  const total = lista.paginacao.totalRegistros;
  return (
    <>
      {erro && (
        <Alerta tipo="erro" className="mb-4">
          {erro}
        </Alerta>
      )}
      {antesDaLista}
      <ListaPagina
        resultado={{ ok: true, dados: lista }}
        caminho={caminho}
        parametros={{ tenantId: tenantId ?? undefined, ...filtros }}
        filtrando={filtrando(filtros) || total > 0}
        filtrado={
          total > 0
            ? {
                titulo: 'Esta página não existe.',
                texto: (
                  <Link className="text-marca-700 underline" href={comPrograma(caminho, tenantId, filtros)}>
                    Voltar para a primeira página
                  </Link>
                ),
              }
            : filtrado
        }
        vazio={vazio}
        tabela={{
          ...tabela,
          cartoes: true,
          chave: linha.id,
          atributosLinha: () => ({ className: 'hover:bg-slate-50' }),
          colunas: [
            {
              cabecalho: linha.cabecalho,
              cartao: 'titulo',
              celula: (i) => (
                <CelulaTitulo href={comPrograma(`${caminho}/${linha.id(i)}`, tenantId)} titulo={linha.nome(i)}>
                  {linha.detalhe(i)}
                </CelulaTitulo>
              ),
            },
            ...tabela.colunas,
          ],
        }}
      />
    </>
  );
}
