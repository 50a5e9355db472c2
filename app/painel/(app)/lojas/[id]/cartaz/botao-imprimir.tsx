'use client';
// The browser's print dialog for the poster; the page's print CSS leaves out the panel around it.
import { Botao } from '@/components/ui/botao';

export function BotaoImprimirCartaz() {
  return (
    <Botao type="button" onClick={() => window.print()}>
      Imprimir
    </Botao>
  );
}
