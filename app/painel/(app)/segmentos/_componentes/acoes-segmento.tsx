'use client';
// Row actions of the segments list: edit (its page) and delete (with confirmation), and the
// segment's count now, read once per row (GET /api/v1/admin/segmentos/{id}/contagem).
import { useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alerta } from '@/components/ui/alerta';
import { Botao } from '@/components/ui/botao';
import { Confirmar, confirmarMutacao } from '@/components/ui/confirmar';
import { chamarApi, ErroApi } from '@/lib/navegador/cliente-api';
import type { ContagemSegmentoResponse, SegmentoResponse } from '@/lib/domain/segmento/admin-segmentos';
import { chavesSegmentos } from './chaves';

export function ContagemSegmento({ segmento }: { segmento: Pick<SegmentoResponse, 'id' | 'atualizadoEm'> }) {
  const q = useQuery({
    queryKey: chavesSegmentos.contagemSalvo(segmento.id, segmento.atualizadoEm),
    queryFn: () => chamarApi<ContagemSegmentoResponse>('GET', `/api/v1/admin/segmentos/${segmento.id}/contagem`),
    retry: false,
  });
  if (q.isPending) return <span className="text-slate-500">contando…</span>;
  if (q.error) return <span className="text-red-700">indisponível</span>;
  return <span className="font-semibold tabular-nums text-slate-900">{q.data.dados.total.toLocaleString('pt-BR')}</span>;
}

export function AcoesSegmento({ segmento }: { segmento: Pick<SegmentoResponse, 'id' | 'nome'> }) {
  const router = useRouter();
  const qc = useQueryClient();
  const [confirmar, setConfirmar] = useState(false);
  const excluir = useMutation({
    mutationFn: () => chamarApi<SegmentoResponse>('DELETE', `/api/v1/admin/segmentos/${segmento.id}`),
    onSuccess: () => {
      setConfirmar(false);
      void qc.invalidateQueries({ queryKey: chavesSegmentos.todas });
      router.refresh();
    },
  });
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Link
        href={`/painel/segmentos/${segmento.id}`}
        className="inline-flex min-h-9 items-center rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50"
      >
        Editar
      </Link>
      <Botao type="button" variante="secundario" className="min-h-9 px-3 py-1" onClick={() => setConfirmar(true)}>
        Excluir
      </Botao>
      <Confirmar
        aberto={confirmar}
        titulo={`Excluir o segmento ${segmento.nome}?`}
        textoConfirmar="Excluir segmento"
        {...confirmarMutacao(excluir, () => setConfirmar(false))}
      >
        <p>O filtro salvo é apagado. Nenhum cliente é alterado; a exclusão fica registrada na auditoria.</p>
        {excluir.error && (
          <Alerta tipo="erro" className="mt-2">
            {excluir.error instanceof ErroApi ? excluir.error.mensagem : 'Não foi possível excluir. Tente novamente.'}
          </Alerta>
        )}
      </Confirmar>
    </div>
  );
}
