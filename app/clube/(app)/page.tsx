import type { Metadata } from 'next';
import Link from 'next/link';
import { Alerta } from '@/components/ui/alerta';
import { EstadoVazio } from '@/components/ui/estado-vazio';
import { dataLocal } from '@/lib/datas';
import { dec, paraNumero } from '@/lib/dinheiro';
import { obterPerfilClube } from '@/lib/domain/clube/perfil';
import { fusosDasLojas } from '@/lib/domain/clube/relogio-do-cliente';
import { saldoDoClube } from '@/lib/domain/clube/saldo-clube';
import { indicacaoDoMembro } from '@/lib/domain/indicacao/indicacao-do-membro';
import { env } from '@/lib/env';
import { pontos, reais } from '@/lib/formatar';
import { agora } from '@/lib/relogio';
import { exigirClienteDoClube } from '../_componentes/autorizacao';
import { CartaoIndicacao } from '../_componentes/cartao-indicacao';
import { CartaoSaldo, DIAS_EXPIRA_EM_BREVE, SaldoDaRede, expiraEmBreve } from '../_componentes/cartao-saldo';
import type { SaldoLojaClube } from '@/lib/domain/clube/saldo-clube';
import { participacaoNaLoja } from './consultas';

export const metadata: Metadata = { title: 'Meu saldo' };

function BotaoQr() {
  return (
    <Link
      href="/clube/qr"
      className="flex min-h-14 items-center justify-center gap-2 rounded-lg bg-marca-700 px-4 py-3 text-lg font-semibold text-white shadow-sm hover:bg-marca-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700"
    >
      Mostrar meu QR
    </Link>
  );
}

/** The stores of each programme together, in the API's order (the programme of the highest balance first). */
function porRede(saldos: SaldoLojaClube[]): SaldoLojaClube[][] {
  const redes = new Map<string, SaldoLojaClube[]>();
  for (const s of saldos) redes.set(s.tenantId, [...(redes.get(s.tenantId) ?? []), s]);
  return [...redes.values()];
}

// The same reads GET /clube/saldo, GET /clube/perfil and GET /clube/indicacao make, for the signed-in customer only.
export default async function InicioClube({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const p = await exigirClienteDoClube();
  const momento = agora();
  const { participou } = await searchParams;
  const [saldos, perfil, participacao, indicacoes] = await Promise.all([
    saldoDoClube(p.clienteId, momento),
    obterPerfilClube(p.clienteId),
    // Back from "Participe do clube" (app/clube/(publico)/participar): the welcome notice.
    participacaoNaLoja(p, typeof participou === 'string' ? participou : undefined),
    // "Indique e ganhe": one card per programme with referrals on; none when no programme has them.
    indicacaoDoMembro(p.clienteId),
  ]);
  // "Today" is each store's (docs/clube.md, "Horários e datas"): a lot's expiry is a calendar date
  // of the store that credited it (docs/regras-de-negocio.md §6), and a customer's stores may be in
  // several zones. A Manaus lot ending on 25/11 still "vence hoje" at 00:30 of 26/11 in São Paulo.
  const fusos = await fusosDasLojas(saldos.map((s) => s.lojaId));
  const hojeDa = (lojaId: string) => dataLocal(momento, fusos.get(lojaId) ?? env().FUSO_HORARIO_PADRAO);
  const emBreve = saldos.flatMap((s) => s.lotesAtivos.filter((l) => expiraEmBreve(l, hojeDa(s.lojaId))));
  const cashbackEmBreve = emBreve.filter((l) => l.tipoBeneficio === 'Cashback').reduce((t, l) => t.plus(dec(l.valorDisponivel)), dec(0));
  const pontosEmBreve = emBreve.filter((l) => l.tipoBeneficio === 'Pontos').reduce((t, l) => t.plus(dec(l.valorDisponivel)), dec(0));
  const primeiroNome = perfil.nome?.trim().split(/\s+/)[0];

  return (
    <div className="flex flex-col gap-5">
      <div>
        <h1 className="break-words text-2xl font-bold text-slate-900">{primeiroNome ? `Olá, ${primeiroNome}!` : 'Olá!'}</h1>
        <p className="text-sm text-slate-700">Seu cashback e seus pontos nas lojas participantes.</p>
      </div>
      {participacao && (
        <Alerta tipo="sucesso">
          <strong className="font-semibold">Pronto! Você participa do clube {participacao.programa}.</strong> Mostre seu QR no caixa da loja{' '}
          {participacao.lojaNome} para ganhar seus benefícios.
        </Alerta>
      )}
      <BotaoQr />
      {emBreve.length > 0 && (
        <div role="status" className="rounded-lg border-2 border-amber-500 bg-amber-50 px-4 py-3 text-amber-950">
          <p className="font-semibold">Use antes que expire</p>
          <p className="text-sm">
            {[
              cashbackEmBreve.gt(0) ? reais(paraNumero(cashbackEmBreve)) : null,
              pontosEmBreve.gt(0) ? pontos(paraNumero(pontosEmBreve)) : null,
            ]
              .filter(Boolean)
              .join(' e ')}{' '}
            {emBreve.length === 1 ? 'vence' : 'vencem'} nos próximos {DIAS_EXPIRA_EM_BREVE} dias. Veja abaixo, em destaque.
          </p>
        </div>
      )}
      {saldos.length === 0 ? (
        <EstadoVazio titulo="Você ainda não tem saldo">
          <p>Mostre seu QR no caixa ao comprar nas lojas participantes: o cashback e os pontos da compra aparecem aqui.</p>
        </EstadoVazio>
      ) : (
        porRede(saldos).map((lojas) =>
          lojas.length === 1 ? (
            <CartaoSaldo key={lojas[0]!.lojaId} s={lojas[0]!} hoje={hojeDa(lojas[0]!.lojaId)} />
          ) : (
            <div key={lojas[0]!.tenantId} className="flex flex-col gap-3">
              <SaldoDaRede lojas={lojas} />
              {lojas.map((s) => (
                <CartaoSaldo key={s.lojaId} s={s} hoje={hojeDa(s.lojaId)} naRede />
              ))}
            </div>
          ),
        )
      )}
      {indicacoes.map((i) => (
        <CartaoIndicacao key={i.tenantId} i={i} />
      ))}
    </div>
  );
}
