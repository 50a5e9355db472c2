// Results against the holdout, as the panel shows them for a campaign and for an automation
// (docs/comunicacao.md, "Resultados"): per window, revenue per customer and conversion of the
// group that should receive against the control group, with the difference and its 95 % interval.
import { numero, reais } from '@/lib/formatar';
import type { ComparacaoHoldout } from '@/lib/domain/comunicacao/estatistica';

const pct = (v: string) => `${(Number(v) * 100).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} %`;

export function ResultadosHoldout({
  janelas,
  vazio,
}: {
  janelas: (ComparacaoHoldout & { dias: number; titulo: string; nota?: string })[];
  vazio: string;
}) {
  if (janelas.length === 0) return <p className="text-sm text-slate-600">{vazio}</p>;
  return (
    <div className="flex flex-col gap-4">
      {janelas.map((j) => (
        <section key={j.dias} className="flex flex-col gap-1 text-sm text-slate-800">
          <h3 className="font-semibold text-slate-900">{j.titulo}</h3>
          <p>
            Receita por cliente: {reais(j.enviados.receitaPorCliente)} (enviados, {numero(j.enviados.clientes)}) contra{' '}
            {reais(j.holdout.receitaPorCliente)} (controle, {numero(j.holdout.clientes)}).
            {j.receitaPorCliente && (
              <>
                {' '}
                Diferença {reais(j.receitaPorCliente.diferenca)}, IC 95 % de {reais(j.receitaPorCliente.inferior)} a{' '}
                {reais(j.receitaPorCliente.superior)}.
              </>
            )}
          </p>
          <p>
            Conversão: {pct(j.enviados.taxaConversao)} contra {pct(j.holdout.taxaConversao)}.
            {j.taxaConversao && (
              <>
                {' '}
                Diferença {pct(j.taxaConversao.diferenca)}, IC 95 % de {pct(j.taxaConversao.inferior)} a {pct(j.taxaConversao.superior)}.
              </>
            )}
          </p>
          {j.nota && <p className="text-xs text-slate-600">{j.nota}</p>}
        </section>
      ))}
      <p className="text-xs text-slate-600">
        Um intervalo que inclui zero quer dizer que ainda não dá para afirmar que as mensagens trouxeram compras.
      </p>
    </div>
  );
}
