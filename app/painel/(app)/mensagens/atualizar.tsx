'use client';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { Botao } from '@/components/ui/botao';

/** Re-reads the list on the server (new messages arrive whenever the outbox job runs). */
export function BotaoAtualizar() {
  const router = useRouter();
  const [pendente, iniciar] = useTransition();
  return (
    <Botao type="button" variante="secundario" carregando={pendente} onClick={() => iniciar(() => router.refresh())}>
      Atualizar
    </Botao>
  );
}
