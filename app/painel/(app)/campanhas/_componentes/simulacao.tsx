'use client';
// "A live simulation of what a sale of R$ X would credit" (issue [4/4]): recomputed on every
// keystroke with the PDV's own calculation (simular.ts → calcular-beneficios.ts).
import { useId, useMemo, useState } from 'react';
import { Campo } from '@/components/ui/campo';
import { dec, paraNumero, type Decimal } from '@/lib/dinheiro';
import { data, pontos, reais } from '@/lib/formatar';
import { valorDoTexto } from '@/lib/navegador/numero-digitado';
import { regraDoFormulario, simular, type ResultadoModelo, type ValoresCampanha } from './simular';

const NOMES = {
  1: 'Venda normal (modelo 1)',
  2: 'Usando o saldo disponível (modelo 2)',
  3: 'Desconto com o cashback da compra (modelo 3)',
} as const;

const r$ = (v: Decimal) => reais(paraNumero(v));

function Modelo({ m, tipo, saldo }: { m: ResultadoModelo; tipo: 'Cashback' | 'Pontos'; saldo: Decimal }) {
  return (
    <div className="rounded-md border border-slate-200 p-3">
      <h3 className="text-sm font-semibold text-slate-900">{NOMES[m.modelo]}</h3>
      {m.indisponivel ? (
        <p className="mt-1 text-sm text-slate-600">{m.indisponivel}</p>
      ) : (
        <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
          {m.modelo === 2 && (
            <>
              <dt className="text-slate-600">Saldo usado (de {r$(saldo)})</dt>
              <dd className="text-right tabular-nums">{r$(m.cashbackUsado)}</dd>
            </>
          )}
          {m.modelo === 3 && (
            <>
              <dt className="text-slate-600">Desconto na hora</dt>
              <dd className="text-right tabular-nums">{r$(m.descontoGerado)}</dd>
            </>
          )}
          <dt className="text-slate-600">Cliente paga</dt>
          <dd className="text-right font-medium tabular-nums">{r$(m.valorFinal)}</dd>
          {tipo === 'Cashback' ? (
            <>
              <dt className="text-slate-600">Cashback creditado</dt>
              <dd className="text-right font-semibold tabular-nums text-marca-800">{r$(m.cashback)}</dd>
            </>
          ) : (
            <>
              <dt className="text-slate-600">Pontos creditados</dt>
              <dd className="text-right font-semibold tabular-nums text-marca-800">{pontos(paraNumero(m.pontos))}</dd>
            </>
          )}
        </dl>
      )}
    </div>
  );
}

/** An amount in reais typed as text; what `valorDoTexto` cannot read is said at once. */
function CampoReais({ rotulo, valor, onMudar, ajuda }: { rotulo: string; valor: string; onMudar: (v: string) => void; ajuda?: string }) {
  return (
    <Campo
      rotulo={rotulo}
      inputMode="decimal"
      value={valor}
      onChange={(e) => onMudar(e.target.value)}
      erro={valorDoTexto(valor) === undefined ? 'Valor inválido.' : null}
      ajuda={ajuda}
    />
  );
}

export function SimulacaoVenda({ valores, hoje }: { valores: ValoresCampanha; hoje: string }) {
  const id = useId();
  const [valorVenda, setValorVenda] = useState('100,00');
  const [saldo, setSaldo] = useState('20,00');
  const venda = valorDoTexto(valorVenda);
  const saldoNum = valorDoTexto(saldo);
  const r = useMemo(() => regraDoFormulario(valores), [valores]);
  const s = useMemo(
    () =>
      r.regra && venda && dec(venda).gt(0)
        ? simular(r.regra, {
            valorVenda: dec(venda),
            saldoDisponivel: dec(saldoNum ?? 0),
            hoje,
            dataInicio: valores.dataInicio || undefined,
            dataFim: valores.dataFim || undefined,
          })
        : null,
    [r, venda, saldoNum, hoje, valores.dataInicio, valores.dataFim],
  );
  const modelo2 = valores.tipo === 'Cashback' && valores.modoCashback === 'Imediato' && valores.permiteCheckoutCashbackNaVenda;
  const principal = s?.elegivel ? s.modelos[0]! : null;
  return (
    <section aria-labelledby={`${id}-titulo`} className="flex flex-col gap-3 rounded-lg border border-marca-100 bg-white p-4 shadow-sm">
      <div>
        <h2 id={`${id}-titulo`} className="text-base font-semibold text-slate-900">
          Simulação de venda
        </h2>
        <p className="text-xs text-slate-600">O mesmo cálculo do PDV, com a campanha como está no formulário (venda hoje, {data(hoje)}).</p>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <CampoReais rotulo="Valor da venda (R$)" valor={valorVenda} onMudar={setValorVenda} />
        {modelo2 && <CampoReais rotulo="Saldo do cliente (R$)" valor={saldo} onMudar={setSaldo} ajuda="Para o modelo 2." />}
      </div>
      {/* One short sentence announced politely when the main result changes. */}
      <p aria-live="polite" className="text-sm font-medium text-slate-900">
        {r.falta
          ? r.falta
          : !venda || venda === undefined || dec(venda).lte(0)
            ? 'Informe o valor da venda.'
            : s && !s.elegivel
              ? `Venda abaixo da compra mínima (${r$(s.compraMinima)}): sem campanha elegível, o PDV recusa a venda.`
              : principal
                ? valores.tipo === 'Cashback'
                  ? `Uma venda de ${r$(dec(venda))} credita ${r$(principal.cashback)} de cashback.`
                  : `Uma venda de ${r$(dec(venda))} credita ${pontos(paraNumero(principal.pontos))}.`
                : ''}
      </p>
      {s?.elegivel && (
        <>
          <ul className="flex flex-col gap-1 text-xs text-slate-700">
            <li>{s.dataLiberacao ? `Cashback pendente, liberado em ${data(s.dataLiberacao)}.` : 'Crédito disponível na hora.'}</li>
            <li>{s.dataExpiracao ? `Vale até ${data(s.dataExpiracao)} (inclusive).` : 'Não vence.'}</li>
            {!s.vigenteHoje && (
              <li className="font-medium text-amber-800">Hoje está fora das datas da campanha: o PDV não a aplicaria agora.</li>
            )}
          </ul>
          <div className="flex flex-col gap-2">
            {(valores.tipo === 'Cashback' ? s.modelos : s.modelos.slice(0, 1)).map((m) => (
              <Modelo key={m.modelo} m={m} tipo={valores.tipo} saldo={dec(saldoNum ?? 0)} />
            ))}
          </div>
          {valores.tipo === 'Pontos' && (
            <p className="text-xs text-slate-600">Os modelos 2 e 3 usam cashback; não se aplicam a campanhas de pontos.</p>
          )}
        </>
      )}
    </section>
  );
}
