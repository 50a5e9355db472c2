import type { ReactNode } from 'react';
import { Botao } from '@/components/ui/botao';

/**
 * "Nova loja", "Nova chave"…: what a list of one tenant creates needs that tenant chosen first (a
 * SuperAdmin looking at every tenant). Disabled until then, and its title says why.
 */
export function BotaoCriar({
  podeCriar,
  oQue,
  onClick,
  children,
}: {
  podeCriar: boolean;
  /** What it creates, with its article: "uma loja". */
  oQue: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Botao type="button" disabled={!podeCriar} title={podeCriar ? undefined : `Escolha um tenant para criar ${oQue}`} onClick={onClick}>
      {children}
    </Botao>
  );
}
