import { dataHora, numero, reais } from '@/lib/formatar';
import type { ItemHistorico as Item } from '@/lib/domain/clube/historico';
import { ROTULO_MOVIMENTACAO, type Sentido } from './rotulos-historico';

const COR: Record<Sentido, string> = {
  credito: 'text-green-800',
  debito: 'text-red-700',
  neutro: 'text-slate-700',
  pendente: 'text-amber-800',
};

const SINAL: Record<Sentido, string> = { credito: '+ ', debito: '− ', neutro: '', pendente: '+ ' };

/**
 * One ledger movement: what happened, where, when, and how much (R$ or points, with its sign).
 * "When" is at the clock of the store where it happened (`fusoHorario`, docs/clube.md §5), as the
 * panel writes it: a purchase at 23:30 in Manaus is at 23:30, not at São Paulo's 00:30.
 */
export function ItemHistorico({ m }: { m: Item }) {
  const { rotulo, sentido } = ROTULO_MOVIMENTACAO[m.tipo] ?? { rotulo: m.tipo, sentido: 'neutro' as const };
  const valor = m.tipoBeneficio === 'Cashback' ? reais(m.valor) : `${numero(m.valor)} ${m.valor === 1 ? 'ponto' : 'pontos'}`;
  return (
    <li className="flex items-start justify-between gap-3 border-b border-slate-200 px-1 py-3 last:border-b-0">
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">{rotulo}</p>
        <p className="break-words text-sm text-slate-700">{m.descricao}</p>
        <p className="text-xs text-slate-600">
          {m.lojaNome ?? m.tenantNome} · <time dateTime={m.data}>{dataHora(m.data, m.fusoHorario)}</time>
        </p>
      </div>
      <p className={`shrink-0 text-right font-semibold tabular-nums ${COR[sentido]}`}>
        {SINAL[sentido]}
        {valor}
        {sentido === 'pendente' && <span className="block text-xs font-normal">a liberar</span>}
      </p>
    </li>
  );
}
