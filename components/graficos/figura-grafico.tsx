'use client';
// The frame of every chart: a title, a one-sentence summary that screen readers get instead of
// the drawing (role="img" + aria-label), and the chart's data as a table — read by screen readers
// all the time (visually hidden) and shown on demand to everyone else ("Mostrar tabela").
import { useId, useState } from 'react';

export type TabelaDoGrafico = { colunas: string[]; linhas: string[][] };

export function FiguraGrafico({
  titulo,
  resumo,
  tabela,
  altura = 280,
  controles,
  children,
}: {
  titulo: string;
  /** What the chart shows, in one or two sentences (e.g. the total and the peak). */
  resumo: string;
  tabela: TabelaDoGrafico;
  altura?: number;
  /** Optional controls shown next to the title (e.g. a metric selector). */
  controles?: React.ReactNode;
  children: React.ReactNode;
}) {
  const id = useId();
  const [mostrarTabela, setMostrarTabela] = useState(false);
  return (
    <figure className="flex flex-col gap-3" aria-labelledby={`${id}-titulo`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <figcaption id={`${id}-titulo`} className="text-base font-semibold text-slate-900">
          {titulo}
        </figcaption>
        <div className="flex flex-wrap items-center gap-2">
          {controles}
          <button
            type="button"
            className="min-h-9 rounded-md border border-slate-300 bg-white px-3 text-xs font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700"
            aria-controls={`${id}-tabela`}
            aria-expanded={mostrarTabela}
            onClick={() => setMostrarTabela((v) => !v)}
          >
            {mostrarTabela ? 'Ocultar tabela' : 'Mostrar tabela'}
          </button>
        </div>
      </div>
      {/* Fixed height: the server renders the box before the chart measures it, so nothing shifts. */}
      <div role="img" aria-label={`${titulo}. ${resumo}`} style={{ height: altura }} className="w-full">
        {children}
      </div>
      <p className="text-xs text-slate-600">{resumo}</p>
      {/* Focusable when shown: a wide table scrolls sideways by keyboard too. */}
      <div
        id={`${id}-tabela`}
        className={mostrarTabela ? 'overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-marca-700' : 'sr-only'}
        tabIndex={mostrarTabela ? 0 : undefined}
        role={mostrarTabela ? 'region' : undefined}
        aria-label={mostrarTabela ? `Tabela: ${titulo}` : undefined}
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Dados do gráfico: {titulo}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-xs uppercase text-slate-600">
              {tabela.colunas.map((c, i) => (
                <th key={c} scope="col" className={`px-2 py-2 font-medium ${i > 0 ? 'text-right' : ''}`}>
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {tabela.linhas.map((l, i) => (
              <tr key={i} className="border-b border-slate-100">
                {l.map((v, j) =>
                  j === 0 ? (
                    <th key={j} scope="row" className="px-2 py-1.5 font-normal text-slate-800">
                      {v}
                    </th>
                  ) : (
                    <td key={j} className="px-2 py-1.5 text-right tabular-nums text-slate-800">
                      {v}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
