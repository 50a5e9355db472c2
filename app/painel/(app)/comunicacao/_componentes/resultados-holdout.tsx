// Results against the holdout, as the panel shows them for a campaign and for an automation
// (docs/comunicacao.md, "Resultados" and "Lendo os resultados"): per window, revenue per customer
// and conversion of the group that should receive against the control group, with the difference
// and its 95 % interval — in the words of leitura-resultados.ts, which never claim more than the
// numbers can (an empty group, no purchase yet, a window still running).
import { Alerta } from '@/components/ui/alerta';
import type { ComparacaoHoldout } from '@/lib/domain/comunicacao/estatistica';
import { lerJanela } from '@/lib/domain/comunicacao/leitura-resultados';

export function ResultadosHoldout({
  janelas,
  vazio,
  resumo,
}: {
  janelas: (ComparacaoHoldout & { dias: number; titulo: string; nota?: string | null })[];
  vazio: string;
  /** Said once above the windows (e.g. that the running ones show the same figures). */
  resumo?: string | null;
}) {
  if (janelas.length === 0) return <p className="text-sm text-slate-600">{vazio}</p>;
  return (
    <div className="flex flex-col gap-4">
      {resumo && (
        <Alerta tipo="aviso">
          <span data-testid="resumo-janelas">{resumo}</span>
        </Alerta>
      )}
      {janelas.map((j) => {
        const l = lerJanela(j);
        return (
          <section key={j.dias} className="flex flex-col gap-1 text-sm text-slate-800" data-testid={`janela-${j.dias}`}>
            <h3 className="font-semibold text-slate-900">{j.titulo}</h3>
            <p>{l.receita}</p>
            {l.conversao && <p>{l.conversao}</p>}
            {j.nota && <p className="text-xs text-slate-600">{j.nota}</p>}
          </section>
        );
      })}
      <p className="text-xs text-slate-600">
        Um intervalo que inclui zero quer dizer que ainda não dá para afirmar que as mensagens trouxeram compras.
      </p>
    </div>
  );
}
