'use client';
// A list of the customer page paged in the browser (the movements, the messages): the first page
// comes rendered with the page (no loading flash); the next ones are fetched from GET
// /api/v1/admin/ClienteAdmin/{id}/<recurso> as the person pages, the previous page kept on screen
// (dimmed, `aria-busy`) meanwhile, and a failed fetch said above the list.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alerta } from '@/components/ui/alerta';
import { chamarApi } from '@/lib/navegador/cliente-api';
import { chavesClientes } from '../chaves';

type Paginada = { paginacao: { pagina: number; tamanho: number; totalRegistros: number } };

export function usePaginaDoCliente<T extends Paginada>(
  recurso: 'historico' | 'mensagens',
  o: { clienteId: string; tenantId: string | null; inicial: T; tamanho: number },
) {
  const { clienteId, tenantId, inicial, tamanho } = o;
  const [pagina, setPagina] = useState(1);
  const q = useQuery({
    queryKey: chavesClientes[recurso](clienteId, tenantId, pagina, tamanho),
    queryFn: async () =>
      (await chamarApi<T>('GET', `/api/v1/admin/ClienteAdmin/${clienteId}/${recurso}`, { query: { pagina, tamanho, tenantId } })).dados,
    initialData: pagina === 1 ? inicial : undefined,
    placeholderData: keepPreviousData,
  });
  const dados = q.data ?? inicial;
  return {
    dados,
    aviso: q.isError && (
      <Alerta tipo="erro" className="mb-3">
        {q.error.message}
      </Alerta>
    ),
    paginacao: {
      pagina: dados.paginacao.pagina,
      tamanho,
      total: dados.paginacao.totalRegistros,
      ocupado: q.isFetching,
      onMudar: setPagina,
    },
    atributosCorpo: { 'aria-busy': q.isFetching || undefined, className: q.isPlaceholderData ? 'opacity-60' : '' },
  };
}
