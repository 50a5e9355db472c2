// The paging of the dashboard's two paged sections (campaigns, stores): links to /painel that keep
// the filters and the other section's page, shown only when the section has more than one page.
import { Paginacao } from '@/components/ui/paginacao';
import type { ParametrosUrl } from '@/lib/url';
import { TAMANHO_CAMPANHAS, TAMANHO_LOJAS, type Filtros } from './consultas';

/** Each section by the URL parameter of its page. */
const SECOES = {
  paginaCampanhas: { tamanho: TAMANHO_CAMPANHAS, rotulo: 'Páginas das campanhas', outra: 'paginaLojas' },
  paginaLojas: { tamanho: TAMANHO_LOJAS, rotulo: 'Páginas do ranking de lojas', outra: 'paginaCampanhas' },
} as const;

export function PaginasDaSecao({
  secao,
  paginacao,
  f,
  base,
}: {
  secao: keyof typeof SECOES;
  paginacao: { pagina: number; totalRegistros: number };
  f: Filtros;
  base: ParametrosUrl;
}) {
  const { tamanho, rotulo, outra } = SECOES[secao];
  if (paginacao.totalRegistros <= tamanho) return null;
  return (
    <Paginacao
      pagina={paginacao.pagina}
      tamanho={tamanho}
      total={paginacao.totalRegistros}
      caminho="/painel"
      parametros={{ ...base, [outra]: f[outra] > 1 ? String(f[outra]) : undefined }}
      nomeParametro={secao}
      rotulo={rotulo}
    />
  );
}
