// "Indique e ganhe" on the club's home (docs/clube.md §7, "Indique e ganhe"): one card per programme
// of the member whose referrals are on (GET /clube/indicacao item): what the member and the friend
// earn and under which purchase, the member's link to copy or share, and how their referrals stand.
import { numero, pontos, reais, semQuebraNoValor } from '@/lib/formatar';
import type { IndicacaoDoMembro } from '@/lib/domain/indicacao/indicacao-do-membro';
import { CompartilharIndicacao } from './compartilhar-indicacao';
import { mensagemDoConvite, oQueCadaUmGanha, quandoOBonusEntra } from './textos-indicacao';

/** What the referrals paid the member; a programme that changed its kind of bonus may have paid both. */
function bonusRecebidos(i: IndicacaoDoMembro): string {
  const partes = [i.cashbackRecebido > 0 ? reais(i.cashbackRecebido) : null, i.pontosRecebidos > 0 ? pontos(i.pontosRecebidos) : null];
  const recebidos = partes.filter(Boolean).join(' e ');
  return recebidos || (i.tipoBeneficio === 'Cashback' ? reais(0) : pontos(0));
}

function Numero({ rotulo, valor }: { rotulo: string; valor: string }) {
  return (
    <div className="flex-[1_1_7rem] rounded-md bg-marca-50 px-3 py-2">
      <dt className="text-sm text-slate-700">{rotulo}</dt>
      <dd className="text-lg font-bold tabular-nums text-marca-800">{semQuebraNoValor(valor)}</dd>
    </div>
  );
}

export function CartaoIndicacao({ i }: { i: IndicacaoDoMembro }) {
  const idTitulo = `indicacao-${i.tenantId}`;
  return (
    <section aria-labelledby={idTitulo} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id={idTitulo} className="break-words text-lg font-semibold text-slate-900">
        Indique e ganhe <span className="block text-sm font-normal text-slate-700">{i.programa}</span>
      </h2>
      <p className="mt-2 text-slate-900">{semQuebraNoValor(oQueCadaUmGanha(i))}</p>
      <p className="mt-1 text-sm text-slate-700">{quandoOBonusEntra(i)}</p>
      <CompartilharIndicacao link={i.link} mensagem={mensagemDoConvite(i)} programa={i.programa} />
      <h3 className="mt-2 text-sm font-semibold text-slate-800">Suas indicações</h3>
      <dl className="mt-2 flex flex-wrap gap-3">
        <Numero rotulo="Indicações pendentes" valor={numero(i.pendentes)} />
        <Numero rotulo="Indicações concluídas" valor={numero(i.concluidas)} />
        <Numero rotulo="Bônus recebidos" valor={bonusRecebidos(i)} />
      </dl>
    </section>
  );
}
