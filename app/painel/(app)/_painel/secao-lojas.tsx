// The stores ranked by sales in the period (AnalyticsAdmin/ranking-lojas), the filtered one highlighted.
import Link from 'next/link';
import { Cartao } from '@/components/ui/cartao';
import { numero, reais } from '@/lib/formatar';
import type { ParametrosUrl } from '@/lib/url';
import type { DadosPainel, Filtros } from './consultas';
import { NomeDoTenant, NUMERO, TabelaDoRanking } from './colunas';
import { PaginasDaSecao } from './paginas-da-secao';

type Loja = DadosPainel['lojas']['itens'][number];

export function SecaoLojas({
  l,
  f,
  base,
  nomesTenants,
}: {
  l: DadosPainel['lojas'];
  f: Filtros;
  base: ParametrosUrl;
  nomesTenants: Map<string, string> | null;
}) {
  const maior = Math.max(0, ...l.itens.map((i) => i.valorVendido));
  return (
    <Cartao titulo="Ranking de lojas">
      <TabelaDoRanking<Loja>
        vazio={
          <>
            Nenhuma loja cadastrada.{' '}
            <Link className="text-marca-700 underline" href="/painel/lojas">
              Cadastrar loja
            </Link>
          </>
        }
        rotulo="Tabela do ranking de lojas"
        legenda="Lojas ordenadas pelo valor vendido no período"
        larguraMinima={40}
        itens={l.itens}
        chave={(i) => i.lojaId}
        atributosLinha={(i) => (f.lojaId === i.lojaId ? { className: 'bg-marca-50', 'aria-current': 'true' } : {})}
        colunas={[
          {
            cabecalho: 'Loja',
            principal: true,
            celula: (i) => (
              <>
                {i.nome}
                {!i.ativa && <span className="ml-1 text-xs font-normal text-slate-600">(inativa)</span>}
                <NomeDoTenant nomes={nomesTenants} id={i.tenantId} />
              </>
            ),
          },
          {
            cabecalho: 'Valor vendido',
            direita: true,
            classe: 'tabular-nums',
            celula: (i) => (
              <span className="flex items-center justify-end gap-2">
                {/* The bar repeats the number: decorative. */}
                <span aria-hidden="true" className="hidden h-2 w-24 overflow-hidden rounded bg-slate-100 sm:block">
                  <span
                    className="block h-2 rounded bg-marca-600"
                    style={{ width: `${maior > 0 ? (i.valorVendido / maior) * 100 : 0}%` }}
                  />
                </span>
                {reais(i.valorVendido)}
              </span>
            ),
          },
          { cabecalho: 'Vendas', ...NUMERO, celula: (i) => numero(i.vendas) },
          { cabecalho: 'Ticket médio', ...NUMERO, celula: (i) => reais(i.ticketMedio) },
          { cabecalho: 'Cashback', ...NUMERO, celula: (i) => reais(i.cashbackCreditado) },
          { cabecalho: 'Pontos', ...NUMERO, celula: (i) => numero(i.pontosCreditados) },
          { cabecalho: 'Clientes', ...NUMERO, celula: (i) => numero(i.clientesDistintos) },
        ]}
      />
      {f.lojaId && <p className="pt-2 text-xs text-slate-600">O ranking compara todas as lojas; a loja filtrada aparece destacada.</p>}
      <PaginasDaSecao secao="paginaLojas" paginacao={l.paginacao} f={f} base={base} />
    </Cartao>
  );
}
