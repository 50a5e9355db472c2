// A paged list in a card of a detail page (a customer's lots; its history has the same shape):
// what the list is, then what it says while empty, or the bare table and its paging — by links
// or, in a client component, by buttons.
import type { ComponentProps, ReactNode } from 'react';
import { Cartao } from '@/components/ui/cartao';
import { EstadoVazio } from '@/components/ui/estado-vazio';
import { Paginacao } from '@/components/ui/paginacao';
import { Tabela, type PropsTabela } from '@/components/ui/tabela';
import type { Vazio } from './lista-pagina';

export function ListaNoCartao<T>({
  titulo,
  descricao,
  className,
  aviso,
  vazio,
  tabela,
  paginacao,
}: {
  titulo: string;
  descricao: ReactNode;
  /** Said between the description and the list (a client list's failed fetch). */
  aviso?: ReactNode;
  className?: string;
  /** Shown while the list has no rows at all (`paginacao.total` 0). */
  vazio: Vazio;
  tabela: Omit<PropsTabela<T>, 'moldura'>;
  paginacao: ComponentProps<typeof Paginacao>;
}) {
  return (
    <Cartao titulo={titulo} className={className}>
      <p className="mb-3 text-sm text-slate-600">{descricao}</p>
      {aviso}
      {paginacao.total === 0 ? (
        <EstadoVazio titulo={vazio.titulo}>{vazio.texto}</EstadoVazio>
      ) : (
        <>
          <Tabela {...tabela} moldura={false} />
          <Paginacao {...paginacao} />
        </>
      )}
    </Cartao>
  );
}
