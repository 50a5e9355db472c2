// What cancelling a sale would do to the customer's balance, from the server's dry run of the real
// cancellation: the credits that leave, the cashback that comes back, the balances before and
// after. Shown by the sale page's confirmation and by the counter's (docs/vendas-painel.md, docs/caixa.md).
import type { ReactNode } from 'react';
import { pontos, reais } from '@/lib/formatar';
import type { PreviaCancelamentoResponse } from '@/lib/domain/venda/admin-venda';

type Reversao = Pick<
  PreviaCancelamentoResponse,
  'cashbackEstornado' | 'pontosEstornados' | 'cashbackDevolvido' | 'saldoAntes' | 'saldoDepois'
>;

function LinhaSaldo({ testId, rotulo, antes, depois }: { testId?: string; rotulo: string; antes: string; depois: string }) {
  return (
    <tr className="border-t border-slate-200" data-testid={testId}>
      <th scope="row" className="py-1.5 pr-3 text-left font-medium text-slate-800">
        {rotulo}
      </th>
      <td className="py-1.5 pr-3 text-right tabular-nums whitespace-nowrap">{antes}</td>
      <td className="py-1.5 text-right font-semibold tabular-nums whitespace-nowrap">{depois}</td>
    </tr>
  );
}

export function ReversaoCancelamento({
  previa: p,
  prefixoTeste,
  nota,
  className = '',
}: {
  previa: Reversao;
  /** Prefix of the rows' test ids (`<prefixo>-cashback`, `-pendente`, `-pontos`). */
  prefixoTeste?: string;
  /** Shown between the list and the table. */
  nota?: ReactNode;
  className?: string;
}) {
  const id = (s: string) => (prefixoTeste ? `${prefixoTeste}-${s}` : undefined);
  return (
    <>
      <ul className={`list-disc pl-5 ${className}`}>
        {p.cashbackEstornado > 0 && (
          <li>
            Sai <strong>{reais(p.cashbackEstornado)}</strong> de cashback (o creditado pela venda).
          </li>
        )}
        {p.pontosEstornados > 0 && (
          <li>
            Saem <strong>{pontos(p.pontosEstornados)}</strong> (os creditados pela venda).
          </li>
        )}
        {p.cashbackDevolvido > 0 && (
          <li>
            Volta <strong>{reais(p.cashbackDevolvido)}</strong> de cashback que o cliente usou como desconto nesta compra.
          </li>
        )}
        {p.cashbackEstornado === 0 && p.pontosEstornados === 0 && p.cashbackDevolvido === 0 && <li>Nenhum saldo muda.</li>}
      </ul>
      {nota}
      <table className="w-full max-w-md text-sm">
        <caption className="sr-only">Saldo do cliente antes e depois do cancelamento</caption>
        <thead>
          <tr className="text-xs text-slate-600">
            <th scope="col" className="pb-1 text-left font-medium">
              Saldo
            </th>
            <th scope="col" className="pb-1 pr-3 text-right font-medium">
              Agora
            </th>
            <th scope="col" className="pb-1 text-right font-medium">
              Depois
            </th>
          </tr>
        </thead>
        <tbody>
          <LinhaSaldo
            testId={id('cashback')}
            rotulo="Cashback"
            antes={reais(p.saldoAntes.saldoCashback)}
            depois={reais(p.saldoDepois.saldoCashback)}
          />
          <LinhaSaldo
            testId={id('pendente')}
            rotulo="Pendente"
            antes={reais(p.saldoAntes.saldoPendente)}
            depois={reais(p.saldoDepois.saldoPendente)}
          />
          <LinhaSaldo
            testId={id('pontos')}
            rotulo="Pontos"
            antes={pontos(p.saldoAntes.saldoPontos)}
            depois={pontos(p.saldoDepois.saldoPontos)}
          />
        </tbody>
      </table>
    </>
  );
}
