// What expires if not used, in the coming days and month by month (AnalyticsAdmin/expiracao).
import { GraficoBarras } from '@/components/graficos/grafico-barras';
import { Cartao } from '@/components/ui/cartao';
import { ZERO, paraNumero } from '@/lib/dinheiro';
import { data, pontos, quantos, reais } from '@/lib/formatar';
import type { DadosPainel } from './consultas';
import { dataCurta, rotuloMes } from './parametros';

export function SecaoExpiracao({ e }: { e: DadosPainel['expiracao'] }) {
  const trinta = e.proximosDias.find((j) => j.dias === 30);
  return (
    <Cartao titulo="Projeção de expiração">
      <p className="mb-3 text-sm text-slate-600">
        Saldo que vence se não for usado, a partir de hoje ({data(e.hoje)}). Um lembrete aos clientes antes do vencimento ajuda a trazer
        vendas.
      </p>
      <ul className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {e.proximosDias.map((j) => (
          <li key={j.dias} className="rounded-md border border-slate-200 p-3">
            <p className="text-xs font-medium text-slate-600">
              Próximos {j.dias} dias (até {dataCurta(j.ate)})
            </p>
            <p className="text-lg font-semibold tabular-nums text-slate-900">{reais(j.cashback)}</p>
            <p className="text-xs text-slate-600">
              {pontos(j.pontos)} · {quantos(j.clientes, 'cliente', 'clientes')}
            </p>
          </li>
        ))}
      </ul>
      <GraficoBarras
        titulo="Vencimentos por mês"
        resumo={
          `Nos próximos 30 dias vencem ${reais(trinta?.cashback ?? 0)} de cashback e ${pontos(trinta?.pontos ?? 0)}, ` +
          `de ${quantos(trinta?.clientes ?? 0, 'cliente', 'clientes')}. Nos próximos 6 meses: ${reais(paraNumero(e.porMes.reduce((s, m) => s.add(String(m.cashback)), ZERO)))}.`
        }
        dados={e.porMes.map((m) => ({ mes: rotuloMes(m.mes), cashback: m.cashback, pontos: m.pontos, lotes: m.lotes }))}
        categoria="mes"
        rotuloCategoria="Mês"
        metricas={[
          { chave: 'cashback', rotulo: 'Cashback', formato: 'reais' },
          { chave: 'pontos', rotulo: 'Pontos', formato: 'pontos' },
          { chave: 'lotes', rotulo: 'Créditos (lotes)', formato: 'inteiro' },
        ]}
        altura={240}
      />
    </Cartao>
  );
}
