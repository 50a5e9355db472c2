// The shape of every list page of the panel: filters in a GET form (the URL holds them, so a search
// can be shared and the back button works), the API's message when the query is refused, an empty
// state that says what to do, the rows (a Tabela, or a list of the page's own cards) and paging
// links that keep the filters. Server component; the pages read through consultas.ts as before.
import Link from 'next/link';
import type { ReactNode } from 'react';
import { Alerta } from '@/components/ui/alerta';
import { Botao } from '@/components/ui/botao';
import { Campo, Selecao } from '@/components/ui/campo';
import { EstadoVazio } from '@/components/ui/estado-vazio';
import { Paginacao } from '@/components/ui/paginacao';
import { Tabela, type Coluna, type PropsTabela } from '@/components/ui/tabela';
import type { ParametrosUrl } from '@/lib/url';

type Parametros = ParametrosUrl;

/** The GET form of a list's filters; hidden fields carry what the filters do not show (the tenant). */
export function FiltrosLista({
  acao,
  ocultos = {},
  limpar,
  rotuloLimpar = 'Limpar filtros',
  botao = 'Filtrar',
  busca,
  children,
}: {
  /** The page the form submits to (default: the current one). */
  acao?: string;
  ocultos?: Parametros;
  /** Where "Limpar filtros" goes; absent while nothing is filtered. */
  limpar?: string | null | false;
  rotuloLimpar?: string;
  botao?: string;
  /** Accessible name of a search form (`role="search"`). */
  busca?: string;
  children: ReactNode;
}) {
  return (
    <form method="get" action={acao} role={busca ? 'search' : undefined} aria-label={busca} className="mb-4 flex flex-wrap items-end gap-3">
      {Object.entries(ocultos).map(([nome, valor]) => valor && <input key={nome} type="hidden" name={nome} value={valor} />)}
      {children}
      <Botao type="submit" variante="secundario">
        {botao}
      </Botao>
      {limpar && (
        <Link className="inline-flex min-h-11 items-center px-2 text-sm text-marca-700 underline" href={limpar}>
          {rotuloLimpar}
        </Link>
      )}
    </form>
  );
}

/** A list filter of fixed choices (`name=código` in the URL); the empty first choice shows everything. */
export function FiltroOpcoes({
  rotulo,
  name,
  valor,
  todos = 'Todos',
  opcoes,
  className,
}: {
  rotulo: string;
  name: string;
  valor?: string;
  todos?: string;
  /** código → what the person reads, in the order shown. */
  opcoes: Record<string, string>;
  className?: string;
}) {
  return (
    <Selecao rotulo={rotulo} name={name} defaultValue={valor ?? ''} className={className}>
      <option value="">{todos}</option>
      {Object.entries(opcoes).map(([codigo, nome]) => (
        <option key={codigo} value={codigo}>
          {nome}
        </option>
      ))}
    </Selecao>
  );
}

/** The text search of a list (`busca=`). */
export function FiltroBusca({ rotulo, valor }: { rotulo: string; valor?: string }) {
  return <Campo rotulo={rotulo} name="busca" defaultValue={valor} className="min-w-64" />;
}

/**
 * The situation filter of lists of things that are active or not: all, the active ones, the
 * others. By default `ativo=true|false`; `name` and `codigos` say otherwise (a key's `revogada`,
 * a sale's `status`), and `inativos` what the others are called ("Revogadas", "Canceladas").
 */
export function FiltroSituacao({
  valor,
  feminino = false,
  rotulo = 'Situação',
  name = 'ativo',
  codigos: [ativo, inativo] = ['true', 'false'],
  inativos,
  className,
}: {
  valor?: string;
  /** "Todas/Ativas/Inativas" (lojas) or "Todos/Ativos/Inativos". */
  feminino?: boolean;
  rotulo?: string;
  name?: string;
  /** The URL's codes of the active ones and of the others. */
  codigos?: [string, string];
  inativos?: string;
  className?: string;
}) {
  const [todos, ativos, outros] = feminino ? ['Todas', 'Ativas', 'Inativas'] : ['Todos', 'Ativos', 'Inativos'];
  return (
    <FiltroOpcoes
      rotulo={rotulo}
      name={name}
      valor={valor}
      todos={todos}
      opcoes={{ [ativo]: ativos, [inativo]: inativos ?? outros }}
      className={className}
    />
  );
}

/** A read of tenants' rows with, in the SuperAdmin's "every tenant" view, the names of their tenants. */
type LeituraComTenants = { ok: true; dados: { tenants: Record<string, string> | null } } | { ok: false };

/**
 * The "Tenant" column of the SuperAdmin's "every tenant" view (no names: one tenant, no column).
 * With `filtrar` (the list's path), the name links to the list of that tenant alone.
 */
export function colunaTenant<T>(leitura: LeituraComTenants, tenantDe: (item: T) => string | null, filtrar?: string): Coluna<T> | null {
  const nomes = leitura.ok ? leitura.dados.tenants : null;
  return (
    nomes && {
      cabecalho: 'Tenant',
      celula: (i) => {
        const id = tenantDe(i);
        if (!id) return 'Plataforma';
        if (!filtrar) return nomes[id] ?? id;
        return (
          <Link className="text-marca-700 underline" href={`${filtrar}?tenantId=${id}`}>
            {nomes[id] ?? id}
          </Link>
        );
      },
    }
  );
}

/**
 * The first column of a list whose rows become cards on a phone: the row's name (its `nome`,
 * unless told) heads the card, the page's lines of detail follow it.
 */
export function colunaNome<T extends { nome: string }>(
  cabecalho: string,
  detalhes: (item: T) => ReactNode,
  nome: (item: T) => ReactNode = (i) => i.nome,
): Coluna<T> {
  return {
    cabecalho,
    cartao: 'titulo',
    celula: (i) => (
      <>
        <p className="font-medium text-slate-900">{nome(i)}</p>
        {detalhes(i)}
      </>
    ),
  };
}

/** What an empty list says: a title, what to do, maybe a link. */
export type Vazio = { titulo: string; texto?: ReactNode; acao?: ReactNode };

/**
 * The empty list of one tenant's records (stores, keys…): how to create the first, or, for a
 * SuperAdmin who has not chosen a tenant, to choose one first (`oQue`: "uma loja").
 */
export function vazioPorTenant(tenantId: string | null | undefined, titulo: string, primeiro: string, oQue: string): Vazio {
  return { titulo, texto: tenantId ? primeiro : `Escolha um tenant para criar ${oQue}.` };
}

export type PaginaDeItens<T> = { itens: T[]; paginacao: { pagina: number; tamanho: number; totalRegistros: number } };

type Resultado<T> = { ok: true; dados: PaginaDeItens<T> } | { ok: false; mensagem: string };

export function ListaPagina<T>({
  resultado,
  vazio,
  filtrado,
  filtrando = false,
  caminho,
  parametros,
  tabela,
  lista,
}: {
  resultado: Resultado<T>;
  /** What an empty list says; `filtrado` instead when filters are on. */
  vazio: Vazio;
  filtrado?: Vazio;
  filtrando?: boolean;
  /** The page's path and the filters that paging keeps. */
  caminho: string;
  parametros: Parametros;
} & ({ tabela: Omit<PropsTabela<T>, 'itens'>; lista?: never } | { lista: (itens: T[]) => ReactNode; tabela?: never })) {
  if (!resultado.ok) return <Alerta tipo="erro">{resultado.mensagem}</Alerta>;
  const { itens, paginacao } = resultado.dados;
  const v = (filtrando && filtrado) || vazio;
  return (
    <>
      {itens.length === 0 ? (
        <EstadoVazio titulo={v.titulo} acao={v.acao}>
          {v.texto}
        </EstadoVazio>
      ) : tabela ? (
        <Tabela {...tabela} itens={itens} />
      ) : (
        lista!(itens)
      )}
      {paginacao.totalRegistros > 0 && (
        <Paginacao
          pagina={paginacao.pagina}
          tamanho={paginacao.tamanho}
          total={paginacao.totalRegistros}
          caminho={caminho}
          parametros={parametros}
        />
      )}
    </>
  );
}

/** The first cell of a row that opens its detail page: the name as a link, a line of detail under it. */
export function CelulaTitulo({ href, titulo, children }: { href: string; titulo: ReactNode; children: ReactNode }) {
  return (
    <>
      <Link href={href} className="font-medium text-marca-700 underline-offset-2 hover:underline">
        {titulo}
      </Link>
      <div className="text-xs text-slate-600">{children}</div>
    </>
  );
}
