import type { Metadata } from 'next';
import Link from 'next/link';
import { EstadoVazio } from '@/components/ui/estado-vazio';
import { historicoDoClube } from '@/lib/domain/clube/historico';
import { historicoQuerySchema } from '@/app/api/v1/clube/historico/schemas';
import { exigirClienteDoClube } from '../../_componentes/autorizacao';
import { ItemHistorico } from '../../_componentes/item-historico';
import { PaginacaoClube } from '../../_componentes/paginacao-clube';

export const metadata: Metadata = { title: 'Histórico' };

const TAMANHO = 20;

// Server-rendered pages of GET /clube/historico (the page number in the URL, 20 per page).
export default async function HistoricoClube({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const p = await exigirClienteDoClube();
  const q = await searchParams;
  // The API's own query schema; a page number it would refuse shows the first page instead.
  const lido = historicoQuerySchema.safeParse({ pagina: typeof q.pagina === 'string' ? q.pagina : undefined });
  const pagina = lido.success ? lido.data.pagina : 1;
  const h = await historicoDoClube(p.clienteId, { pagina, tamanho: TAMANHO });
  const total = h.paginacao.totalRegistros;

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Histórico</h1>
      {total === 0 ? (
        <EstadoVazio
          titulo="Nenhuma movimentação ainda"
          acao={
            <Link className="font-semibold text-marca-700 underline underline-offset-2" href="/clube/qr">
              Mostrar meu QR
            </Link>
          }
        >
          <p>Quando você comprar numa loja participante e se identificar no caixa, o cashback e os pontos aparecem aqui.</p>
        </EstadoVazio>
      ) : h.data.length === 0 ? (
        <EstadoVazio
          titulo="Esta página não existe"
          acao={
            <Link className="font-semibold text-marca-700 underline underline-offset-2" href="/clube/historico">
              Voltar para a primeira página
            </Link>
          }
        />
      ) : (
        <section aria-label="Movimentações" className="rounded-lg border border-slate-200 bg-white px-3 shadow-sm">
          <ul>
            {h.data.map((m) => (
              <ItemHistorico key={m.movimentacaoId} m={m} />
            ))}
          </ul>
        </section>
      )}
      {total > TAMANHO && <PaginacaoClube pagina={pagina} tamanho={TAMANHO} total={total} caminho="/clube/historico" />}
    </div>
  );
}
