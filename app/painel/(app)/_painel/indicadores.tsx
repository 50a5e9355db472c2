// The period's key numbers (AnalyticsAdmin/resumo), as cards. Each card is a named group, so a
// screen reader (and the e2e test) finds "Vendas" and reads its value.
import { numero, pontos, quantos, reais } from '@/lib/formatar';
import type { ResumoAnalytics } from '@/lib/domain/analytics/resumo';

function Indicador({
  id,
  titulo,
  valor,
  detalhes,
  dica,
}: {
  id: string;
  titulo: string;
  valor: string;
  detalhes: string[];
  /** What the number counts, for a number whose name alone may mislead (docs/painel.md). */
  dica?: string;
}) {
  return (
    <div
      role="group"
      aria-labelledby={`kpi-${id}`}
      className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <p id={`kpi-${id}`} className="text-sm font-medium text-slate-600">
        {titulo}
      </p>
      <p data-kpi="valor" className="text-2xl font-bold tabular-nums text-slate-900">
        {valor}
      </p>
      {detalhes.map((d) => (
        <p key={d} className="text-xs text-slate-600">
          {d}
        </p>
      ))}
      {dica && (
        <details className="text-xs text-slate-600">
          <summary className="cursor-pointer text-marca-700 underline">O que conta aqui?</summary>
          <p className="mt-1">{dica}</p>
        </details>
      )}
    </div>
  );
}

export function Indicadores({ r, comLoja }: { r: ResumoAnalytics; comLoja: boolean }) {
  return (
    <section aria-labelledby="indicadores-titulo">
      <h2 id="indicadores-titulo" className="sr-only">
        Indicadores do período
      </h2>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Indicador
          id="vendas"
          titulo="Vendas"
          valor={numero(r.vendas.quantidade)}
          detalhes={[
            `Ticket médio ${reais(r.vendas.ticketMedio)}`,
            `${quantos(r.vendas.canceladas, 'cancelada', 'canceladas')} · ${reais(r.vendas.valorCancelado)}`,
          ]}
        />
        <Indicador
          id="valor-vendido"
          titulo="Valor vendido"
          valor={reais(r.vendas.valorTotal)}
          detalhes={[`Pago pelos clientes ${reais(r.vendas.valorFinalPago)}`]}
        />
        <Indicador
          id="cashback-creditado"
          titulo="Cashback creditado"
          valor={reais(r.cashback.creditado)}
          detalhes={[`Desconto imediato ${reais(r.cashback.descontoImediato)}`, `Usado em vendas ${reais(r.cashback.usadoEmVenda)}`]}
        />
        <Indicador
          id="cashback-resgatado"
          titulo="Cashback resgatado"
          valor={reais(r.cashback.resgatado)}
          detalhes={[`Expirado ${reais(r.cashback.expirado)}`, `Estornado por cancelamento ${reais(r.cashback.estornadoPorCancelamento)}`]}
        />
        <Indicador
          id="pontos"
          titulo="Pontos creditados"
          valor={numero(r.pontos.creditados)}
          detalhes={[`Resgatados ${pontos(r.pontos.resgatados)}`, `Expirados ${pontos(r.pontos.expirados)}`]}
        />
        <Indicador
          id="clientes"
          titulo="Clientes ativos"
          valor={numero(r.clientes.ativos)}
          detalhes={[
            'Com ao menos uma compra no período' + (comLoja ? ' nesta loja' : ''),
            `Entraram no programa no período: ${numero(r.clientes.novos)}`,
          ]}
          dica={
            'Ativos: clientes distintos com ao menos uma venda registrada (não cancelada) no período' +
            (comLoja ? ', na loja escolhida' : '') +
            '. Entraram no programa: clientes cujo vínculo com o programa começou no período — pela primeira compra ou por um cadastro ainda sem compra —' +
            ' em qualquer loja. Por isso quem entrou pode não estar entre os ativos, e o número de quem entrou pode até ser maior.'
          }
        />
        <Indicador
          id="saldo"
          titulo="Saldo em aberto"
          valor={reais(r.saldoEmAberto.cashbackDisponivel)}
          detalhes={[
            `Cashback pendente ${reais(r.saldoEmAberto.cashbackPendente)}`,
            `${pontos(r.saldoEmAberto.pontos)}`,
            comLoja ? 'Hoje, do programa inteiro: o saldo vale em todas as lojas.' : 'Hoje, independente do período.',
          ]}
        />
      </div>
    </section>
  );
}
