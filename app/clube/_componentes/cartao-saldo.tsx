// One store's balance on the club home (GET /clube/saldo item): cashback in R$, points, the
// pending cashback, and the active lots — those that expire within a week stand out; and the total
// of a programme whose credits came from several stores.
import { dec, paraNumero } from '@/lib/dinheiro';
import { data as formatarData, numero, pontos, reais } from '@/lib/formatar';
import type { SaldoLojaClube } from '@/lib/domain/clube/saldo-clube';
import type { LoteResponse } from '@/lib/domain/lote/serializar-saldo';

/** A lot "expires soon" when its last usable day is at most this many days away. */
export const DIAS_EXPIRA_EM_BREVE = 7;

/** Whole days from `hoje` to `dia` (both `YYYY-MM-DD`). */
export function diasAte(hoje: string, dia: string): number {
  return Math.round((Date.parse(`${dia}T00:00:00Z`) - Date.parse(`${hoje}T00:00:00Z`)) / 86_400_000);
}

export function expiraEmBreve(l: LoteResponse, hoje: string): boolean {
  return l.status === 'Disponivel' && !!l.dataExpiracao && diasAte(hoje, l.dataExpiracao) <= DIAS_EXPIRA_EM_BREVE;
}

// docs/regras-de-negocio.md §6: `dataExpiracao` is the last day the credit can be used.
function quandoVence(hoje: string, dia: string): string {
  const n = diasAte(hoje, dia);
  if (n <= 0) return 'vence hoje';
  if (n === 1) return 'vence amanhã';
  return `vence em ${n} dias (${formatarData(dia)})`;
}

function valorDoLote(l: LoteResponse): string {
  return l.tipoBeneficio === 'Cashback' ? reais(l.valorDisponivel) : pontos(l.valorDisponivel);
}

function ItemLote({ l, hoje }: { l: LoteResponse; hoje: string }) {
  if (l.status === 'Pendente') {
    return (
      <li className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 rounded-md border border-slate-200 bg-slate-50 px-3 py-2">
        <span className="font-semibold text-slate-900">{valorDoLote(l)}</span>
        <span className="text-sm text-slate-700">a liberar em {formatarData(l.dataLiberacao)}</span>
      </li>
    );
  }
  if (expiraEmBreve(l, hoje)) {
    return (
      <li className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 rounded-md border-2 border-amber-500 bg-amber-50 px-3 py-2">
        <span className="font-semibold text-amber-950">{valorDoLote(l)}</span>
        <span className="text-sm font-semibold text-amber-900">
          <span aria-hidden="true">⚠ </span>
          {quandoVence(hoje, l.dataExpiracao!)}
        </span>
      </li>
    );
  }
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 rounded-md border border-slate-200 px-3 py-2">
      <span className="font-semibold text-slate-900">{valorDoLote(l)}</span>
      <span className="text-sm text-slate-700">{l.dataExpiracao ? `válido até ${formatarData(l.dataExpiracao)}` : 'sem validade'}</span>
    </li>
  );
}

/**
 * Cashback, points and pending cashback as tiles: side by side while both amounts fit; a balance
 * of millions puts each on its own line (an amount is never broken, nor cut at 360 px).
 */
function Saldos({ cashback, pontos: pts, pendente }: { cashback: number; pontos: number; pendente: number }) {
  return (
    <dl className="mt-3 flex flex-wrap gap-3">
      <div className="min-w-max flex-[1_1_8rem] rounded-md bg-marca-50 px-3 py-2">
        <dt className="text-sm text-slate-700">Cashback</dt>
        <dd className="whitespace-nowrap text-xl font-bold tabular-nums text-marca-800">{reais(cashback)}</dd>
      </div>
      <div className="min-w-max flex-[1_1_8rem] rounded-md bg-marca-50 px-3 py-2">
        <dt className="text-sm text-slate-700">Pontos</dt>
        <dd className="whitespace-nowrap text-xl font-bold tabular-nums text-marca-800">{numero(pts)}</dd>
      </div>
      {pendente > 0 && (
        <div className="basis-full rounded-md bg-slate-100 px-3 py-2">
          <dt className="text-sm text-slate-700">Cashback a liberar</dt>
          <dd className="text-lg font-semibold text-slate-900">{reais(pendente)}</dd>
        </div>
      )}
    </dl>
  );
}

/**
 * The balance of a programme whose credits came from several stores (docs/clube.md §4: the
 * balance belongs to the programme, and any of its stores takes it): the sum of the stores'
 * cards below it, so that a store showing R$ 0,00 does not read as "nothing to use here".
 */
export function SaldoDaRede({ lojas }: { lojas: SaldoLojaClube[] }) {
  const soma = (f: (s: SaldoLojaClube) => number) => paraNumero(lojas.reduce((t, s) => t.plus(dec(f(s))), dec(0)));
  const [primeira] = lojas;
  const idTitulo = `rede-${primeira!.tenantId}`;
  return (
    <section aria-labelledby={idTitulo} className="rounded-lg border-2 border-marca-700 bg-white p-4 shadow-sm">
      <h2 id={idTitulo} className="break-words text-lg font-semibold text-slate-900">
        Seu saldo na rede {primeira!.tenantNome}
      </h2>
      <p className="break-words text-sm text-slate-700">Use em qualquer loja da rede: {lojas.map((s) => s.lojaNome).join(', ')}.</p>
      <Saldos cashback={soma((s) => s.saldoCashback)} pontos={soma((s) => s.saldoPontos)} pendente={soma((s) => s.saldoPendente)} />
    </section>
  );
}

/** One store's part of the balance. `naRede`: the programme's total is shown above (SaldoDaRede). */
export function CartaoSaldo({ s, hoje, naRede = false }: { s: SaldoLojaClube; hoje: string; naRede?: boolean }) {
  const idTitulo = `loja-${s.lojaId}`;
  // Soonest expiry first: what needs attention leads the list.
  const lotes = [...s.lotesAtivos].sort((a, b) => (a.dataExpiracao ?? '9999').localeCompare(b.dataExpiracao ?? '9999'));
  return (
    <section aria-labelledby={idTitulo} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id={idTitulo} className="break-words text-lg font-semibold text-slate-900">
        {s.lojaNome}
      </h2>
      <p className="break-words text-sm text-slate-700">
        {naRede ? 'O que você ganhou nesta loja (já somado ao saldo da rede).' : `${s.tenantNome}: o saldo vale em qualquer loja da rede.`}
      </p>
      <Saldos cashback={s.saldoCashback} pontos={s.saldoPontos} pendente={s.saldoPendente} />
      {lotes.length > 0 && (
        <>
          <h3 className="mt-4 text-sm font-semibold text-slate-800">Seus créditos</h3>
          <ul className="mt-2 flex flex-col gap-2">
            {lotes.map((l) => (
              <ItemLote key={l.id} l={l} hoje={hoje} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
