// Credits per campaign in the period (AnalyticsAdmin/campanhas), as horizontal bars, paged.
import Link from 'next/link';
import { GraficoBarras } from '@/components/graficos/grafico-barras';
import { Cartao } from '@/components/ui/cartao';
import { pontos, quantos, reais } from '@/lib/formatar';
import type { ParametrosUrl } from '@/lib/url';
import type { DadosPainel, Filtros } from './consultas';
import { PaginasDaSecao } from './paginas-da-secao';

export function SecaoCampanhas({ c, f, base }: { c: DadosPainel['campanhas']; f: Filtros; base: ParametrosUrl }) {
  if (c.paginacao.totalRegistros === 0) {
    return (
      <Cartao titulo="Campanhas">
        <p className="text-sm text-slate-700">
          Nenhuma campanha vigente no período{f.lojaId ? ' nesta loja' : ''}.{' '}
          <Link className="text-marca-700 underline" href="/painel/campanhas/nova">
            Criar uma campanha
          </Link>
        </p>
      </Cartao>
    );
  }
  const dados = c.itens.map((i) => ({
    nome: i.status === 'Ativa' ? i.nome : `${i.nome} (${i.status.toLowerCase()})`,
    cashbackCreditado: i.cashbackCreditado,
    pontosCreditados: i.pontosCreditados,
    valorVendido: i.valorVendido,
    vendas: i.vendas,
    descontoImediato: i.descontoImediato,
  }));
  const lider = [...c.itens].sort((a, b) => b.valorVendido - a.valorVendido)[0]!;
  return (
    <Cartao>
      <GraficoBarras
        titulo="Créditos por campanha"
        resumo={`${quantos(c.paginacao.totalRegistros, 'campanha', 'campanhas')} no período. Maior venda: ${lider.nome}, ${reais(lider.valorVendido)} em ${quantos(lider.vendas, 'venda', 'vendas')}, ${lider.tipo === 'Cashback' ? reais(lider.cashbackCreditado) + ' de cashback' : pontos(lider.pontosCreditados)}.`}
        dados={dados}
        categoria="nome"
        rotuloCategoria="Campanha"
        horizontal
        metricas={[
          { chave: 'cashbackCreditado', rotulo: 'Cashback creditado', formato: 'reais' },
          { chave: 'pontosCreditados', rotulo: 'Pontos creditados', formato: 'pontos' },
          { chave: 'valorVendido', rotulo: 'Valor vendido', formato: 'reais' },
          { chave: 'vendas', rotulo: 'Vendas', formato: 'inteiro' },
          { chave: 'descontoImediato', rotulo: 'Desconto imediato', formato: 'reais' },
        ]}
      />
      <PaginasDaSecao secao="paginaCampanhas" paginacao={c.paginacao} f={f} base={base} />
    </Cartao>
  );
}
