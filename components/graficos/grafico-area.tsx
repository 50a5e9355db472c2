'use client';
// A time series (recharts AreaChart): one area per series, one unit per chart.
import { Area, AreaChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { CORES, formatarEixo, formatarValor, type Formato } from './formatos';
import { FiguraGrafico } from './figura-grafico';

export type SerieGrafico = { chave: string; rotulo: string };
export type PontoGrafico = Record<string, string | number>;

export function GraficoArea({
  titulo,
  resumo,
  dados,
  categoria,
  categoriaTabela,
  rotuloCategoria,
  series,
  formato,
  altura,
}: {
  titulo: string;
  resumo: string;
  dados: PontoGrafico[];
  /** Key of the x-axis label in each point (already formatted by the server, e.g. "22/11"). */
  categoria: string;
  /** Key of a longer label for the data table (e.g. "22/11/2026"); default: `categoria`. */
  categoriaTabela?: string;
  /** Header of the first column of the data table (e.g. "Período"). */
  rotuloCategoria: string;
  series: SerieGrafico[];
  formato: Formato;
  altura?: number;
}) {
  const tabela = {
    colunas: [rotuloCategoria, ...series.map((s) => s.rotulo)],
    linhas: dados.map((d) => [String(d[categoriaTabela ?? categoria]), ...series.map((s) => formatarValor(Number(d[s.chave]), formato))]),
  };
  return (
    <FiguraGrafico titulo={titulo} resumo={resumo} tabela={tabela} altura={altura}>
      <AreaChart
        responsive
        data={dados}
        style={{ width: '100%', height: '100%' }}
        margin={{ top: 8, right: 12, bottom: 0, left: 4 }}
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
        <XAxis dataKey={categoria} tick={{ fontSize: 12, fill: '#475569' }} minTickGap={16} />
        <YAxis
          tick={{ fontSize: 12, fill: '#475569' }}
          width={72}
          tickFormatter={(v: number) => formatarEixo(v, formato)}
          allowDecimals={formato === 'reais'}
        />
        <Tooltip formatter={(v) => formatarValor(Number(v), formato)} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {series.map((s, i) => (
          <Area
            key={s.chave}
            type="monotone"
            dataKey={s.chave}
            name={s.rotulo}
            stroke={CORES[i % CORES.length]}
            fill={CORES[i % CORES.length]}
            fillOpacity={0.15}
            strokeWidth={2}
            isAnimationActive={false}
          />
        ))}
      </AreaChart>
    </FiguraGrafico>
  );
}
