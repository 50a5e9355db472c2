'use client';
import { useRouter } from 'next/navigation';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';

/** After a change: the feature's queries invalidated, then the server-rendered page refreshed. */
export function useAtualizarPagina(chave: QueryKey) {
  const router = useRouter();
  const cliente = useQueryClient();
  return async () => {
    await cliente.invalidateQueries({ queryKey: chave });
    router.refresh();
  };
}
