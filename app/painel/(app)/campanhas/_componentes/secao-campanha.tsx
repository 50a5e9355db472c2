'use client';
// The campaign itself: its name, its type and the benefit it gives per sale.
import { CampoDaCampanha, Opcoes, type PropsSecao } from './controles-campanha';

export function SecaoCampanha({ secao, tipoTravado }: { secao: PropsSecao; tipoTravado: boolean }) {
  const { v, mudar, erros } = secao;
  return (
    <section className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 className="text-base font-semibold text-slate-900">Campanha</h2>
      <CampoDaCampanha secao={secao} chave="nome" rotulo="Nome" maxLength={150} autoComplete="off" />
      <Opcoes
        legenda="Tipo"
        nome="tipo"
        valor={v.tipo}
        onChange={(t) => mudar('tipo', t)}
        desabilitado={tipoTravado}
        ajuda={tipoTravado ? 'O tipo só muda enquanto a campanha é rascunho.' : undefined}
        erro={erros.tipo}
        opcoes={[
          { valor: 'Cashback', rotulo: 'Cashback', ajuda: 'Devolve uma porcentagem da compra em reais.' },
          { valor: 'Pontos', rotulo: 'Pontos', ajuda: 'Dá pontos por real gasto.' },
        ]}
      />
      {v.tipo === 'Cashback' ? (
        <CampoDaCampanha
          secao={secao}
          chave="percentualCashback"
          rotulo="Percentual de cashback (%)"
          inputMode="decimal"
          ajuda="Sobre o valor pago. Ex.: 5 ou 7,5."
        />
      ) : (
        <CampoDaCampanha
          secao={secao}
          chave="pontosPorReal"
          rotulo="Pontos por real"
          inputMode="decimal"
          ajuda="Pontos por R$ 1,00 pago; frações de ponto são descartadas. Ex.: 1 ou 1,5."
        />
      )}
      <CampoDaCampanha
        secao={secao}
        chave="compraMinima"
        rotulo="Compra mínima (R$)"
        inputMode="decimal"
        ajuda="Vendas abaixo deste valor não ganham nada. Vazio: qualquer valor."
      />
    </section>
  );
}
