import type { StatusCampanha } from '@/lib/domain/campanha/dados-campanha';

const estilos: Record<StatusCampanha, string> = {
  Ativa: 'bg-green-100 text-green-900 ring-green-300',
  Rascunho: 'bg-slate-100 text-slate-800 ring-slate-300',
  Inativa: 'bg-amber-100 text-amber-900 ring-amber-300',
  Encerrada: 'bg-slate-200 text-slate-700 ring-slate-300',
};

/** A campaign's status as a badge (text, not colour alone). */
export function SeloStatus({ status }: { status: StatusCampanha }) {
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${estilos[status]}`}>{status}</span>
  );
}
