import Link from 'next/link';
import { Botao } from '@/components/ui/botao';
import { comParametros } from '@/lib/url';

type Comum = {
  pagina: number;
  tamanho: number;
  total: number;
  /** Accessible name of the navigation (unique per page when there are several). */
  rotulo?: string;
  /** What is counted, singular and plural. */
  unidade?: readonly [string, string];
};

/** Server-side paging: links that keep the other query parameters. */
type PorLinks = Comum & {
  caminho: string;
  parametros: Record<string, string | undefined>;
  /** Query parameter of the page number (a page with two paged lists needs two names). */
  nomeParametro?: string;
};

/** Paging in the browser (a list fetched by the client): buttons, the count announced. */
type PorBotoes = Comum & { onMudar: (pagina: number) => void; ocupado?: boolean };

const CLASSE = 'rounded-md border px-3 py-2';

export function Paginacao(props: PorLinks | PorBotoes) {
  const { pagina, tamanho, total, rotulo = 'Paginação', unidade = ['registro', 'registros'] } = props;
  const paginas = Math.max(1, Math.ceil(total / tamanho));
  const controle = (destino: number, pode: boolean, texto: string) => {
    if ('onMudar' in props) {
      return (
        <Botao variante="secundario" disabled={!pode || props.ocupado} onClick={() => props.onMudar(destino)}>
          {texto}
        </Botao>
      );
    }
    if (!pode) {
      return (
        <span aria-disabled="true" className={`${CLASSE} border-slate-200 text-slate-500`}>
          {texto}
        </span>
      );
    }
    const href = comParametros(props.caminho, { ...props.parametros, [props.nomeParametro ?? 'pagina']: String(destino) });
    return (
      <Link className={`${CLASSE} border-slate-300 hover:bg-slate-50`} href={href}>
        {texto}
      </Link>
    );
  };
  return (
    <nav aria-label={rotulo} className="flex flex-wrap items-center justify-between gap-3 pt-3 text-sm text-slate-700">
      <span aria-live={'onMudar' in props ? 'polite' : undefined}>
        Página {Math.min(pagina, paginas)} de {paginas} · {total} {total === 1 ? unidade[0] : unidade[1]}
      </span>
      <span className="flex gap-2">
        {controle(pagina - 1, pagina > 1, 'Anterior')}
        {controle(pagina + 1, pagina < paginas, 'Próxima')}
      </span>
    </nav>
  );
}
