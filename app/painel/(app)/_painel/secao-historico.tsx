// Cashback and points over the period, one area chart each (AnalyticsAdmin/historico).
import { GraficoArea } from '@/components/graficos/grafico-area';
import { Cartao } from '@/components/ui/cartao';
import { pontos, reais } from '@/lib/formatar';
import type { DadosPainel } from './consultas';
import { rotulosDoBalde } from './parametros';

const NOMES_GRANULARIDADE = { Dia: 'dia', Semana: 'semana', Mes: 'mês' } as const;

type Historico = DadosPainel['historico'];
type Chave = keyof Historico['totais'] & keyof Historico['serie'][number];

/** The two charts differ only in these words and keys. */
const GRAFICOS = [
  {
    titulo: 'Cashback',
    formato: 'reais',
    formatar: reais,
    creditado: 'cashbackCreditado',
    resgatado: 'cashbackResgatado',
    rotulos: ['Creditado', 'Resgatado'],
  },
  {
    titulo: 'Pontos',
    formato: 'pontos',
    formatar: pontos,
    creditado: 'pontosCreditados',
    resgatado: 'pontosResgatados',
    rotulos: ['Creditados', 'Resgatados'],
  },
] as const satisfies readonly {
  titulo: string;
  formato: 'reais' | 'pontos';
  formatar: (v: number) => string;
  creditado: Chave;
  resgatado: Chave;
  rotulos: readonly [string, string];
}[];

export function SecaoHistorico({ h }: { h: Historico }) {
  const serie = h.serie.map((p) => {
    const r = rotulosDoBalde(p.inicio, p.fim, h.granularidade);
    return { ...p, rotulo: r.curto, rotuloLongo: r.longo };
  });
  const por = NOMES_GRANULARIDADE[h.granularidade];
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {GRAFICOS.map((g) => {
        const pico = serie.reduce<(typeof serie)[number] | null>((m, p) => (p[g.creditado] > (m?.[g.creditado] ?? 0) ? p : m), null);
        const [creditado, resgatado] = g.rotulos;
        return (
          <Cartao key={g.titulo}>
            <GraficoArea
              titulo={`${g.titulo} por ${por}`}
              resumo={
                `${creditado} no período: ${g.formatar(h.totais[g.creditado])}; ${resgatado.toLowerCase()}: ${g.formatar(h.totais[g.resgatado])}.` +
                (pico ? ` Maior crédito: ${g.formatar(pico[g.creditado])} (${pico.rotuloLongo}).` : '')
              }
              dados={serie}
              categoria="rotulo"
              categoriaTabela="rotuloLongo"
              rotuloCategoria="Período"
              series={[
                { chave: g.creditado, rotulo: creditado },
                { chave: g.resgatado, rotulo: resgatado },
              ]}
              formato={g.formato}
            />
          </Cartao>
        );
      })}
    </div>
  );
}
