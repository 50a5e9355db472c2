// The dashboard's filters: a plain GET form, so the filters land in the URL (shareable, work
// without JavaScript, and the browser's back button walks through them).
import Link from 'next/link';
import { Botao } from '@/components/ui/botao';
import { Campo, Selecao } from '@/components/ui/campo';
import type { Filtros, Opcoes } from './consultas';
import { atalhosDePeriodo, linkDoPainel, parametrosDoPainel } from './parametros';

export function FiltrosDoPainel({ f, opcoes, superAdmin }: { f: Filtros; opcoes: Opcoes; superAdmin: boolean }) {
  const base = parametrosDoPainel(f, superAdmin);
  return (
    <section aria-labelledby="filtros-titulo" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="filtros-titulo" className="sr-only">
        Filtros
      </h2>
      <form method="get" action="/painel" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto] lg:items-end">
        {/* The SuperAdmin's tenant is picked in the panel's header (docs/painel.md); the filters keep it. */}
        {superAdmin && <input type="hidden" name="tenantId" value={f.tenantId ?? ''} />}
        {/* Stores belong to a tenant: on the whole platform there is no store to pick. */}
        {f.tenantId && (
          <Selecao rotulo="Loja" name="lojaId" defaultValue={f.lojaId ?? ''}>
            <option value="">Todas as lojas</option>
            {opcoes.lojas.map((l) => (
              <option key={l.id} value={l.id}>
                {l.nome}
                {l.ativo ? '' : ' (inativa)'}
              </option>
            ))}
          </Selecao>
        )}
        <Campo rotulo="De" type="date" name="dataInicio" defaultValue={f.dataInicio} max={f.hoje} />
        <Campo rotulo="Até" type="date" name="dataFim" defaultValue={f.dataFim} />
        <Selecao rotulo="Agrupar por" name="granularidade" defaultValue={f.granularidadeEscolhida ? f.granularidade : ''}>
          <option value="">Automático</option>
          <option value="Dia">Dia</option>
          <option value="Semana">Semana</option>
          <option value="Mes">Mês</option>
        </Selecao>
        {f.ordenarPor !== 'ValorGasto' && <input type="hidden" name="ordenarPor" value={f.ordenarPor} />}
        <Botao type="submit">Aplicar</Botao>
      </form>
      {!f.tenantId && <p className="mt-2 text-xs text-slate-600">Escolha um tenant no topo da página para filtrar por loja.</p>}
      <nav aria-label="Períodos rápidos" className="mt-3 flex flex-wrap items-center gap-2 text-sm">
        <span className="text-slate-600">Períodos:</span>
        {atalhosDePeriodo(f.hoje).map((a) => {
          const atual = a.dataInicio === f.dataInicio && a.dataFim === f.dataFim;
          return (
            <Link
              key={a.rotulo}
              href={linkDoPainel(base, {
                dataInicio: a.dataInicio,
                dataFim: a.dataFim,
                paginaCampanhas: undefined,
                paginaLojas: undefined,
              })}
              aria-current={atual ? 'true' : undefined}
              className={`rounded-full border px-3 py-1 ${atual ? 'border-marca-700 bg-marca-700 text-white' : 'border-slate-300 text-slate-700 hover:bg-slate-50'}`}
            >
              {a.rotulo}
            </Link>
          );
        })}
      </nav>
    </section>
  );
}
