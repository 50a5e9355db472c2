'use client';
// The customer's movements in the programme, paged on the server by GET
// /api/v1/admin/ClienteAdmin/{id}/historico. The first page comes rendered with the page (no
// loading flash); the next ones are fetched as the person pages, keeping the previous page on
// screen meanwhile.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alerta } from '@/components/ui/alerta';
import { Botao } from '@/components/ui/botao';
import { Cartao } from '@/components/ui/cartao';
import { EstadoVazio } from '@/components/ui/estado-vazio';
import { RolagemTabela } from '@/components/ui/rolagem-tabela';
import { chamarApi } from '@/lib/navegador/cliente-api';
import { dataHora } from '@/lib/formatar';
import type { HistoricoClienteAdmin } from '@/lib/domain/cliente/admin-historico-cliente';
import { chavesClientes } from '../chaves';
import { ROTULO_TIPO_MOVIMENTACAO, SENTIDO_MOVIMENTACAO, valorDoBeneficio } from '../rotulos';

const COR_SENTIDO = { '+': 'text-green-800', '−': 'text-red-800', '=': 'text-slate-700' } as const;

export function HistoricoCliente({
  clienteId,
  tenantId,
  inicial,
  tamanho,
}: {
  clienteId: string;
  tenantId: string | null;
  inicial: HistoricoClienteAdmin;
  tamanho: number;
}) {
  const [pagina, setPagina] = useState(1);
  const q = useQuery({
    queryKey: chavesClientes.historico(clienteId, tenantId, pagina, tamanho),
    queryFn: async () =>
      (
        await chamarApi<HistoricoClienteAdmin>('GET', `/api/v1/admin/ClienteAdmin/${clienteId}/historico`, {
          query: { pagina, tamanho, tenantId },
        })
      ).dados,
    initialData: pagina === 1 ? inicial : undefined,
    placeholderData: keepPreviousData,
  });
  const dados = q.data ?? inicial;
  const total = dados.paginacao.totalRegistros;
  const paginas = Math.max(1, Math.ceil(total / tamanho));

  return (
    <Cartao titulo="Histórico de movimentações" className="mt-6">
      <p className="mb-3 text-sm text-slate-600">Tudo o que moveu o saldo do cliente neste programa, do mais recente para o mais antigo.</p>
      {q.isError && (
        <Alerta tipo="erro" className="mb-3">
          {q.error.message}
        </Alerta>
      )}
      {total === 0 ? (
        <EstadoVazio titulo="Nenhuma movimentação ainda.">
          <p>As compras, resgates e expirações do cliente neste programa aparecem aqui.</p>
        </EstadoVazio>
      ) : (
        <>
          <RolagemTabela rotulo="Tabela do histórico">
            <table className="w-full min-w-[40rem] text-left text-sm">
              <caption className="sr-only">Movimentações do cliente, da mais recente para a mais antiga</caption>
              <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Data
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Movimentação
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Loja
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Valor
                  </th>
                </tr>
              </thead>
              <tbody
                aria-busy={q.isFetching || undefined}
                className={`divide-y divide-slate-100 ${q.isPlaceholderData ? 'opacity-60' : ''}`}
              >
                {dados.itens.map((m) => {
                  const sentido = SENTIDO_MOVIMENTACAO[m.tipo];
                  return (
                    <tr key={m.movimentacaoId}>
                      <td className="px-3 py-2 whitespace-nowrap">{dataHora(m.data)}</td>
                      <td className="px-3 py-2">
                        <div className="font-medium text-slate-900">{ROTULO_TIPO_MOVIMENTACAO[m.tipo]}</div>
                        <div className="text-xs text-slate-600">{m.descricao}</div>
                      </td>
                      <td className="px-3 py-2">{m.lojaNome ?? '—'}</td>
                      <td className={`px-3 py-2 text-right font-semibold whitespace-nowrap tabular-nums ${COR_SENTIDO[sentido]}`}>
                        {sentido === '=' ? '' : `${sentido} `}
                        {valorDoBeneficio(m.tipoBeneficio, m.valor)}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </RolagemTabela>
          <nav aria-label="Páginas do histórico" className="flex items-center justify-between gap-3 pt-3 text-sm text-slate-700">
            <span aria-live="polite">
              Página {Math.min(dados.paginacao.pagina, paginas)} de {paginas} · {total} {total === 1 ? 'movimentação' : 'movimentações'}
            </span>
            <span className="flex gap-2">
              <Botao variante="secundario" disabled={pagina <= 1 || q.isFetching} onClick={() => setPagina((p) => p - 1)}>
                Anterior
              </Botao>
              <Botao variante="secundario" disabled={pagina >= paginas || q.isFetching} onClick={() => setPagina((p) => p + 1)}>
                Próxima
              </Botao>
            </span>
          </nav>
        </>
      )}
    </Cartao>
  );
}
