'use client';
// The stores the campaign applies to (each store has at most one active campaign of each type).
import Link from 'next/link';
import type { PropsSecao } from './controles-campanha';

export type LojaOpcao = { id: string; nome: string; cnpj: string; ativo: boolean };

export function SecaoLojas({ secao: { v, mudar, erros }, lojas }: { secao: PropsSecao; lojas: LojaOpcao[] }) {
  const todasMarcadas = lojas.length > 0 && lojas.every((l) => v.lojaIds.includes(l.id));
  return (
    <fieldset
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      aria-describedby={erros.lojaIds ? 'lojas-erro' : undefined}
    >
      <legend className="float-left mb-2 text-base font-semibold text-slate-900">Lojas</legend>
      {lojas.length === 0 ? (
        <p className="clear-left text-sm text-slate-700">
          Nenhuma loja cadastrada.{' '}
          <Link className="text-marca-700 underline" href="/painel/lojas">
            Cadastre uma loja
          </Link>{' '}
          antes de criar campanhas.
        </p>
      ) : (
        <>
          <label className="clear-left flex min-h-11 items-center gap-3 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              className="size-4 accent-marca-700"
              checked={todasMarcadas}
              onChange={(e) => mudar('lojaIds', e.target.checked ? lojas.map((l) => l.id) : [])}
            />
            Todas as lojas
          </label>
          <div className="grid gap-1 sm:grid-cols-2">
            {lojas.map((l) => (
              <label key={l.id} className="flex min-h-11 items-center gap-3 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="size-4 accent-marca-700"
                  checked={v.lojaIds.includes(l.id)}
                  aria-invalid={erros.lojaIds ? true : undefined}
                  onChange={(e) => mudar('lojaIds', e.target.checked ? [...v.lojaIds, l.id] : v.lojaIds.filter((x) => x !== l.id))}
                />
                <span>
                  {l.nome}
                  {!l.ativo && <span className="ml-1 text-xs text-slate-600">(inativa)</span>}
                </span>
              </label>
            ))}
          </div>
        </>
      )}
      {erros.lojaIds && (
        <p id="lojas-erro" className="text-sm text-red-700">
          {erros.lojaIds}
        </p>
      )}
      <p className="text-xs text-slate-600">Cada loja pode ter só uma campanha ativa de cada tipo.</p>
    </fieldset>
  );
}
