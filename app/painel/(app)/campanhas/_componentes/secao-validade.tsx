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
      {/* Blank is the API's default (docs/regras-de-negocio.md §2) and stays so; a manager only has
          to see that it is a choice, and what it means, before activating the campaign. */}
      {!secao.v.validadeDias.trim() && (
        <p
          role="note"
          aria-label="Créditos sem validade"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          <strong>Os créditos desta campanha não vencem.</strong> O saldo de cada cliente fica em aberto até ser usado, sem prazo, e ele não
          recebe o lembrete de que os créditos vão expirar. Para dar um prazo, informe os dias acima (por exemplo, 90).
        </p>
      )}
    </section>
  );
}
