'use client';
// How the balance is redeemed: minimums and limits, and for immediate cashback the PDV's models 2
// and 3 (the balance as a discount on the purchase; the purchase's own cashback as a discount).
import { CaixaDaCampanha, CampoDaCampanha, type PropsSecao } from './controles-campanha';

export function SecaoResgate({ secao }: { secao: PropsSecao }) {
  const { v } = secao;
  return (
    <section className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 className="text-base font-semibold text-slate-900">Resgate</h2>
      {v.tipo === 'Cashback' ? (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <CampoDaCampanha
              secao={secao}
              chave="resgateMinimo"
              rotulo="Resgate mínimo (R$)"
              inputMode="decimal"
              ajuda="Vazio: qualquer valor."
            />
            <CampoDaCampanha
              secao={secao}
              chave="percentualMaximoResgate"
              rotulo="Máximo da compra pago com saldo (%)"
              inputMode="decimal"
              ajuda="Vazio: até 100 %."
            />
          </div>
          {v.modoCashback !== 'Diferido' && (
            <>
              <CaixaDaCampanha
                secao={secao}
                chave="permiteCheckoutCashbackNaVenda"
                rotulo="Permitir usar o saldo como desconto na compra (modelo 2)"
                ajuda="No PDV, o cliente abate o cashback disponível do valor da venda."
              />
              <CaixaDaCampanha
                secao={secao}
                chave="permiteDescontoSobreCashbackGerado"
                rotulo="Permitir desconto imediato com o cashback da compra (modelo 3)"
                ajuda="O cashback que a venda geraria vira desconto na hora."
              />
              {v.permiteDescontoSobreCashbackGerado && (
                <CaixaDaCampanha
                  secao={secao}
                  chave="permiteCashbackEmResgate"
                  rotulo="Creditar cashback também sobre o valor com desconto"
                  ajuda="No modelo 3, a compra com desconto ainda gera cashback sobre o valor pago."
                />
              )}
            </>
          )}
        </>
      ) : (
        <>
          <CampoDaCampanha
            secao={secao}
            chave="pontosMinimosParaResgate"
            rotulo="Pontos mínimos para resgatar"
            inputMode="numeric"
            ajuda="Vazio: sem mínimo."
          />
          <CaixaDaCampanha
            secao={secao}
            chave="permiteUsoParcialDePontos"
            rotulo="Permitir resgate parcial de pontos"
            ajuda="Sem isto, o cliente resgata todo o saldo de pontos de uma vez."
          />
        </>
      )}
    </section>
  );
}
