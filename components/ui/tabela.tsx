// The one data table of the panel: a list of column definitions (header, cell renderer, how the
// cell shows on a phone) turns items into a captioned table inside a focusable, named scroll box
// (RolagemTabela). It never makes the page wider than the screen: below the `sm` breakpoint the
// rows either become cards (`cartoes`, the same markup restyled, so nothing renders twice) or
// the table scrolls sideways under a visible hint. No state and no 'use client': server pages
// render it with their own cell renderers, client components (a history paged in the browser)
// render it too.
import { Fragment, type HTMLAttributes, type ReactNode } from 'react';
import { RolagemTabela } from '@/components/ui/rolagem-tabela';

export type Coluna<T> = {
  cabecalho: string;
  /** The cell. Absent only where `linha` renders that column itself (a client row with its own actions). */
  celula?: (item: T) => ReactNode;
  /** The cell that names the row: a `<th scope="row">`. */
  principal?: boolean;
  direita?: boolean;
  /** Classes of the cell (colours, `whitespace-nowrap`, `font-mono`…). */
  classe?: string;
  /**
   * On a phone, in card mode: `titulo` is the card's heading (no label), `acoes` closes the card
   * (no label), `oculta` leaves it out; by default the cell shows after its header as a label.
   */
  cartao?: 'titulo' | 'acoes' | 'oculta';
};

/** Width from which the table scrolls instead of squeezing its columns (literal classes for Tailwind). */
const LARGURA = {
  40: ['min-w-[40rem]', 'sm:min-w-[40rem]'],
  44: ['min-w-[44rem]', 'sm:min-w-[44rem]'],
  48: ['min-w-[48rem]', 'sm:min-w-[48rem]'],
  56: ['min-w-[56rem]', 'sm:min-w-[56rem]'],
} as const;

const CELULA_CARTAO: Record<NonNullable<Coluna<unknown>['cartao']> | 'rotulo', string> = {
  rotulo:
    'max-sm:flex max-sm:items-baseline max-sm:justify-between max-sm:gap-3 max-sm:p-0 max-sm:text-right max-sm:before:text-left max-sm:before:text-xs max-sm:before:font-medium max-sm:before:uppercase max-sm:before:tracking-wide max-sm:before:text-slate-600 max-sm:before:content-[attr(data-rotulo)]',
  titulo: 'max-sm:block max-sm:p-0 max-sm:text-left',
  acoes: 'max-sm:block max-sm:p-0 max-sm:pt-1',
  oculta: 'max-sm:hidden',
};

/** The classes a row rendered by `linha` puts on itself and on its actions cell (a card on a phone). */
export type ClassesLinha = { linha: string; acoes: string };

export type PropsTabela<T> = {
  /** Accessible name of the scroll box ("Tabela de lojas"). */
  rotulo: string;
  /** The table's caption (read by screen readers, not shown). */
  legenda: ReactNode;
  /** Columns; `false`/`null` entries are skipped (a column only some people see). */
  colunas: (Coluna<T> | false | null | undefined)[];
  itens: T[];
  chave: (item: T) => string;
  larguraMinima: keyof typeof LARGURA;
  /** On a phone each row becomes a card; otherwise the table scrolls sideways under a hint. */
  cartoes?: boolean;
  /** Framed (a page's main list: border, white, roomy) or bare (inside a Cartao). */
  moldura?: boolean;
  /** The row's actions: a last column, right-aligned; on a phone they close the card. */
  acoes?: (item: T) => ReactNode;
  /** Attributes of a row (highlight, `aria-current`). */
  atributosLinha?: (item: T) => HTMLAttributes<HTMLTableRowElement>;
  /**
   * A row rendered by someone else (a client row that owns its actions' state), given the cells
   * and the classes its `<tr>` and actions cell take, so that it becomes a card like the others.
   */
  linha?: (item: T, celulas: ReactNode, colunas: number, classes: ClassesLinha) => ReactNode;
  /** Attributes of the body (`aria-busy` while the next page loads). */
  atributosCorpo?: HTMLAttributes<HTMLTableSectionElement>;
};

export function Tabela<T>({
  rotulo,
  legenda,
  colunas: todas,
  itens,
  chave,
  larguraMinima,
  cartoes = false,
  moldura = true,
  acoes,
  atributosLinha,
  linha,
  atributosCorpo,
}: PropsTabela<T>) {
  const colunas = [
    ...todas.filter((c): c is Coluna<T> => !!c),
    ...(acoes ? [{ cabecalho: 'Ações', direita: true, cartao: 'acoes', classe: 'py-2', celula: acoes } satisfies Coluna<T>] : []),
  ];
  const espaco = moldura ? 'px-4 py-3' : 'px-2 py-2';
  const celulas = (item: T) =>
    colunas.map((c) => {
      if (!c.celula) return null;
      const classe = [
        espaco,
        c.direita ? 'text-right' : '',
        c.principal ? 'font-medium text-slate-900' : '',
        c.classe ?? '',
        cartoes ? CELULA_CARTAO[c.cartao ?? 'rotulo'] : '',
      ].join(' ');
      return c.principal ? (
        <th key={c.cabecalho} scope="row" className={`text-left ${classe}`}>
          {c.celula(item)}
        </th>
      ) : (
        <td key={c.cabecalho} data-rotulo={cartoes ? c.cabecalho : undefined} className={classe}>
          {c.celula(item)}
        </td>
      );
    });
  const classeLinha = cartoes ? 'max-sm:flex max-sm:flex-col max-sm:gap-1.5 max-sm:px-4 max-sm:py-3' : '';
  const classesLinha: ClassesLinha = { linha: classeLinha, acoes: `${espaco} ${cartoes ? CELULA_CARTAO.acoes : ''}` };
  return (
    <RolagemTabela rotulo={rotulo} className={moldura ? 'rounded-lg border border-slate-200 bg-white' : ''}>
      {!cartoes && (
        <p className="px-2 pt-2 text-xs text-slate-600 sm:hidden" aria-hidden="true">
          Deslize a tabela para o lado para ver todas as colunas. →
        </p>
      )}
      <table className={`w-full text-left text-sm ${LARGURA[larguraMinima][cartoes ? 1 : 0]} ${cartoes ? 'max-sm:block' : ''}`}>
        <caption className="sr-only">{legenda}</caption>
        <thead
          className={`text-xs uppercase tracking-wide text-slate-600 ${moldura ? 'bg-slate-50' : ''} ${cartoes ? 'max-sm:hidden' : ''}`}
        >
          <tr className={moldura ? '' : 'border-b border-slate-200'}>
            {colunas.map((c) => (
              <th key={c.cabecalho} scope="col" className={`${espaco} font-medium ${c.direita ? 'text-right' : ''}`}>
                {c.cabecalho}
              </th>
            ))}
          </tr>
        </thead>
        <tbody
          {...atributosCorpo}
          className={`divide-y divide-slate-100 ${cartoes ? 'max-sm:block' : ''} ${atributosCorpo?.className ?? ''}`}
        >
          {itens.map((item) => {
            if (linha) return <Fragment key={chave(item)}>{linha(item, celulas(item), colunas.length, classesLinha)}</Fragment>;
            const a = atributosLinha?.(item);
            return (
              <tr key={chave(item)} {...a} className={`${classeLinha} ${a?.className ?? ''}`}>
                {celulas(item)}
              </tr>
            );
          })}
        </tbody>
      </table>
    </RolagemTabela>
  );
}
