'use client';
// Bars per category (recharts BarChart). With several `metricas`, a selector switches which one
// the bars show (one unit at a time); the data table always lists every metric.
import { useId, useState } from 'react';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { CORES, formatarEixo, formatarValor, type Formato } from './formatos';
import { FiguraGrafico } from './figura-grafico';
import type { PontoGrafico } from './grafico-area';

/** Long category names (campaigns, stores) cut to one line on the axis; the table and the tooltip keep them whole. */
function encurtar(v: unknown): string {
  const t = String(v);
  return t.length > 22 ? `${t.slice(0, 21)}…` : t;
}

/** A category tick on one line (recharts would wrap long names onto each other). */
function RotuloCategoria(p: { x?: number | string; y?: number | string; payload?: { value?: unknown } }) {
  return (
    <text x={Number(p.x ?? 0)} y={Number(p.y ?? 0)} dy={4} textAnchor="end" fontSize={12} fill="#475569">
      {encurtar(p.payload?.value)}
    </text>
  );
}

export type MetricaGrafico = { chave: string; rotulo: string; formato: Formato };

export function GraficoBarras({
  titulo,
  resumo,
  dados,
  categoria,
  rotuloCategoria,
  metricas,
  horizontal = false,
  altura,
}: {
  titulo: string;
  resumo: string;
  dados: PontoGrafico[];
  categoria: string;
  rotuloCategoria: string;
  metricas: MetricaGrafico[];
  /** Bars drawn left to right with the categories down the side (long names, rankings). */
  horizontal?: boolean;
  altura?: number;
}) {
  const id = useId();
  const [ativa, setAtiva] = useState(0);
  const m = metricas[Math.min(ativa, metricas.length - 1)]!;
  const tabela = {
    colunas: [rotuloCategoria, ...metricas.map((x) => x.rotulo)],
    linhas: dados.map((d) => [String(d[categoria]), ...metricas.map((x) => formatarValor(Number(d[x.chave]), x.formato))]),
  };
  const alturaFinal = altura ?? (horizontal ? Math.max(160, 48 + dados.length * 36) : 280);
  const controles =
    metricas.length > 1 ? (
      <label className="flex items-center gap-2 text-xs text-slate-700" htmlFor={`${id}-metrica`}>
        Mostrar
        <select
          id={`${id}-metrica`}
          className="min-h-9 rounded-md border border-slate-300 bg-white px-2 text-xs text-slate-900"
          value={ativa}
          onChange={(e) => setAtiva(Number(e.target.value))}
        >
          {metricas.map((x, i) => (
            <option key={x.chave} value={i}>
              {x.rotulo}
            </option>
          ))}
        </select>
      </label>
    ) : null;
  const eixoValor = {
    tick: { fontSize: 12, fill: '#475569' },
    tickFormatter: (v: number) => formatarEixo(v, m.formato),
    allowDecimals: m.formato === 'reais',
  };
  const eixoCategoria = { dataKey: categoria, tick: { fontSize: 12, fill: '#475569' } };
  return (
    <FiguraGrafico titulo={titulo} resumo={resumo} tabela={tabela} altura={alturaFinal} controles={controles}>
      <BarChart
        responsive
        data={dados}
        layout={horizontal ? 'vertical' : 'horizontal'}
        style={{ width: '100%', height: '100%' }}
        margin={{ top: 8, right: 16, bottom: 0, left: 4 }}
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" horizontal={!horizontal} vertical={horizontal} />
        {horizontal ? (
          <>
            <XAxis type="number" {...eixoValor} />
            <YAxis type="category" dataKey={categoria} width={176} interval={0} tick={RotuloCategoria} />
          </>
        ) : (
          <>
            <XAxis type="category" {...eixoCategoria} interval={0} />
            <YAxis type="number" {...eixoValor} width={72} />
          </>
        )}
        <Tooltip formatter={(v) => formatarValor(Number(v), m.formato)} cursor={{ fill: '#f1f5f9' }} />
        <Bar
          dataKey={m.chave}
          name={m.rotulo}
          fill={CORES[ativa % CORES.length]}
          radius={horizontal ? [0, 4, 4, 0] : [4, 4, 0, 0]}
          isAnimationActive={false}
          maxBarSize={48}
        />
      </BarChart>
    </FiguraGrafico>
  );
}
