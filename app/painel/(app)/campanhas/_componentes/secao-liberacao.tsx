'use client';
// When the cashback becomes available: at once, or after some days (model 1 deferred).
import { CampoDaCampanha, Opcoes, type PropsSecao } from './controles-campanha';

export function SecaoLiberacao({ secao }: { secao: PropsSecao }) {
  const { v, mudar, erros } = secao;
  return (
    <section className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 className="text-base font-semibold text-slate-900">Liberação do cashback</h2>
      <Opcoes
        legenda="Modo"
        nome="modoCashback"
        valor={v.modoCashback}
        onChange={(m) => mudar('modoCashback', m)}
        erro={erros.modoCashback}
        opcoes={[
          { valor: 'Imediato', rotulo: 'Imediato', ajuda: 'Disponível assim que a venda é registrada.' },
          { valor: 'Diferido', rotulo: 'Diferido', ajuda: 'Fica pendente alguns dias (ex.: prazo de troca).' },
        ]}
      />
      {v.modoCashback === 'Diferido' && (
        <CampoDaCampanha
          secao={secao}
          chave="diasLiberacao"
          rotulo="Dias até liberar"
          inputMode="numeric"
          ajuda="De 1 a 365 dias após a venda."
        />
      )}
    </section>
  );
}
