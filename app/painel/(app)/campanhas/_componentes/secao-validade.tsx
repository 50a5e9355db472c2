'use client';
// When the campaign runs, and how long each credit it gives can be used.
import { CampoDaCampanha, type PropsSecao } from './controles-campanha';

export function SecaoValidade({ secao }: { secao: PropsSecao }) {
  return (
    <section className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 className="text-base font-semibold text-slate-900">Validade</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <CampoDaCampanha secao={secao} chave="dataInicio" rotulo="Início" type="date" ajuda="Vazio: desde já." />
        <CampoDaCampanha secao={secao} chave="dataFim" rotulo="Fim" type="date" ajuda="Vazio: sem data para acabar." />
      </div>
      <CampoDaCampanha
        secao={secao}
        chave="validadeDias"
        rotulo="Validade dos créditos (dias)"
        inputMode="numeric"
        ajuda="Quanto tempo cada crédito pode ser usado depois de disponível. Vazio: não vence."
      />
    </section>
  );
}
